import { useNavigate, useParams, type HelpPage } from '@console/shared';
import { Alert, Button, Empty, Spin, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { areasAtom } from '../../remotes/areas';
import { fetchHelpText, helpAreas, helpLanguage, helpPath, type HelpArea } from '../../remotes/help';
import { renderHelp } from './markdown';
import styles from './DocsPage.module.css';

type Loaded = { key: string; html: string } | { key: string; error: true };

/** A help page's text, read from its area's site when the page is opened. */
function useHelpHtml(area: string, lang: 'en' | 'zh', slug: string | undefined) {
  const key = `${area}/${lang}/${slug ?? ''}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!slug) return;
    let current = true;
    fetchHelpText(area, lang, slug).then(
      (text) => current && setLoaded({ key, html: renderHelp(text) }),
      () => current && setLoaded({ key, error: true }),
    );
    return () => {
      current = false;
    };
  }, [area, lang, slug, key, attempt]);
  const state = loaded?.key === key ? loaded : null;
  return { state, retry: () => setAttempt((count) => count + 1) };
}

/**
 * Docs (/docs, /docs/:area/:page): every loaded area's help composed into one section, a table of contents per
 * area and the open page's headings. Links inside help to console pages and to other help pages stay in the app.
 */
export function DocsPage() {
  const { t, i18n } = useTranslation('host');
  const { area = '', page: slug } = useParams();
  const navigate = useNavigate();
  const areas = useAtomValue(areasAtom);
  const lang = helpLanguage(i18n.language);
  const contents = useMemo(() => helpAreas(areas), [areas]);
  const open = contents.find((entry) => entry.area === area)?.pages.find((page) => page.slug === slug);
  const { state, retry } = useHelpHtml(area, lang, open ? slug : undefined);

  // Links inside help: a console address or a help page opens in the app, an anchor scrolls to its heading.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (href.startsWith('#')) {
      event.preventDefault();
      const heading = document.getElementById(decodeURIComponent(href.slice(1)));
      heading?.scrollIntoView({ block: 'start' });
      heading?.focus({ preventScroll: true });
    } else if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      navigate(href);
    }
  };

  return (
    <div className={styles.page} data-testid="docs-page" onClick={onClick}>
      <nav className={styles.contents} aria-label={t('docs.contents')} data-testid="docs-contents">
        {contents.length === 0 && <Empty description={t('docs.noHelp')} />}
        {contents.map((entry) => (
          <AreaContents
            key={entry.area}
            entry={entry}
            lang={lang}
            openSlug={entry.area === area ? slug : undefined}
          />
        ))}
      </nav>
      <article className={styles.article} data-testid="docs-article">
        {!slug ? (
          <Typography>
            <Typography.Title level={2} style={{ marginTop: 0 }}>
              {t('docs.title')}
            </Typography.Title>
            <Typography.Paragraph>{t('docs.intro')}</Typography.Paragraph>
          </Typography>
        ) : !open ? (
          contents.length > 0 && <Alert type="warning" showIcon title={t('docs.notFound')} />
        ) : state === null ? (
          <Spin />
        ) : 'error' in state ? (
          <Alert
            type="error"
            showIcon
            title={t('docs.loadFailed')}
            action={<Button onClick={retry}>{t('docs.retry')}</Button>}
          />
        ) : (
          <Typography>
            {/* Rendered by markdown-it with HTML off: the remote's Markdown cannot carry markup or scripts. */}
            <div
              className={styles.body}
              data-testid="help-body"
              dangerouslySetInnerHTML={{ __html: state.html }}
            />
          </Typography>
        )}
      </article>
    </div>
  );
}

function AreaContents({
  entry,
  lang,
  openSlug,
}: {
  entry: HelpArea;
  lang: 'en' | 'zh';
  openSlug: string | undefined;
}) {
  const { t } = useTranslation('host');
  const title = t(entry.titleKey, { ns: entry.ns });
  return (
    <section aria-label={t('docs.areaContents', { area: title })}>
      <Typography.Text strong>{title}</Typography.Text>
      <ul>
        {entry.pages.map((page: HelpPage) => {
          const current = page.slug === openSlug;
          return (
            <li key={page.slug}>
              <Typography.Link
                href={helpPath(entry.area, page.slug)}
                aria-current={current ? 'page' : undefined}
                strong={current}
              >
                {page.titles[lang]}
              </Typography.Link>
              {current && page.headings[lang].length > 0 && (
                <ul className={styles.headings} aria-label={t('docs.onThisPage')}>
                  {page.headings[lang].map((heading) => (
                    <li key={heading.id}>
                      <Typography.Link href={`#${heading.id}`}>{heading.text}</Typography.Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default DocsPage;
