import { createElement, useEffect, useMemo, useState } from 'react';
import { ReadOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { areasAtom } from '../remotes/areas';
import { fetchHelpText, helpAreas, helpLanguage, helpPath } from '../remotes/help';
import type { PageInfo } from '../router/pages';

const helpIcon = createElement(ReadOutlined);

/**
 * The help pages of every loaded area as palette entries, searchable by their text in the current language. The
 * texts are read when the palette opens (not before: help costs nothing to a person who never searches it); a
 * text that cannot be read leaves its page findable by its title.
 */
export function useHelpEntries(open: boolean) {
  const { t, i18n } = useTranslation('host');
  const lang = helpLanguage(i18n.language);
  const areas = useAtomValue(areasAtom);
  const contents = useMemo(() => helpAreas(areas), [areas]);
  const [texts, setTexts] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!open) return;
    let current = true;
    for (const { area, pages } of contents)
      for (const { slug } of pages)
        fetchHelpText(area, lang, slug).then(
          (text) => current && setTexts((known) => ({ ...known, [`${lang}:${area}/${slug}`]: text })),
          () => undefined,
        );
    return () => {
      current = false;
    };
  }, [open, contents, lang]);

  return useMemo(
    () =>
      contents.flatMap(({ area, titleKey, ns, pages }) =>
        pages.map((help) => {
          const path = helpPath(area, help.slug);
          const page: PageInfo = {
            path,
            name: `help:${area}/${help.slug}`,
            titleKey: '',
            ns: 'host',
            icon: helpIcon,
            keepAlive: false,
            affix: false,
            hidden: false,
            trail: [],
            area: 'host',
          };
          return {
            page,
            title: help.titles[lang],
            section: `${t('docs.helpSection')} · ${t(titleKey, { ns })}`,
            text: texts[`${lang}:${area}/${help.slug}`] ?? '',
          };
        }),
      ),
    // i18n.language: titles are re-read when the language changes.
    [contents, lang, texts, t, i18n.language], // eslint-disable-line react-hooks/exhaustive-deps
  );
}
