import dayjs from 'dayjs';
// Bundled, not loaded on demand: the first Chinese render of a date must already be Chinese (a calendar's "周一").
import 'dayjs/locale/zh-cn';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

type LabelKey = 'increase' | 'decrease' | 'clear' | 'selectAll' | 'customSelection' | 'segmented';

/** antd's fixed English names (antd 6.6: table selection, input-number steps, select clear, segmented). */
const FIXED: Record<string, LabelKey> = {
  'Increase Value': 'increase',
  'Decrease Value': 'decrease',
  Clear: 'clear',
  'Select all': 'selectAll',
  'Custom selection': 'customSelection',
  'segmented control': 'segmented',
};
const ROW = /^(?:Select row (\d+)|Row (\d+) selected)$/;

/**
 * dayjs's locale and antd's untranslatable inner names follow the person's language. dayjs is a federation
 * singleton, so setting its global locale here reaches every remote's dates. antd hard-codes a few accessible
 * names in English (no locale entry or prop reaches them in every component), so they are renamed in the DOM as
 * they appear; only those exact values are touched, and a name is rewritten back from the translation when the
 * language changes (React does not set an attribute again while its value is unchanged).
 */
export function ComponentLanguage() {
  const { t, i18n } = useTranslation('host');
  const language = i18n.resolvedLanguage === 'zh' ? 'zh' : 'en';
  // In render, before the children: a page drawing dates in this same render must see the new locale.
  const dayjsLocale = language === 'zh' ? 'zh-cn' : 'en';
  if (dayjs.locale() !== dayjsLocale) dayjs.locale(dayjsLocale);

  useLayoutEffect(() => {
    /** The name in the person's language for one of antd's English names, else undefined (not antd's). */
    const inLanguage = (english: string): string | undefined => {
      const key = FIXED[english];
      if (key) return t(`antdLabels.${key}`);
      const row = ROW.exec(english);
      if (!row) return undefined;
      return row[1]
        ? t('antdLabels.selectRow', { row: row[1] })
        : t('antdLabels.rowSelected', { row: row[2] });
    };
    const relabel = (element: Element) => {
      const current = element.getAttribute('aria-label');
      if (!current || !(element instanceof HTMLElement)) return;
      // A name this component wrote stands for antd's English one, kept beside it for the next language.
      const { antdLabel, antdLabelShown } = element.dataset;
      const english = antdLabel && antdLabelShown === current ? antdLabel : current;
      const next = inLanguage(english);
      if (next === undefined) return;
      element.dataset.antdLabel = english;
      element.dataset.antdLabelShown = next;
      if (next !== current) element.setAttribute('aria-label', next);
    };
    const scan = (root: Element) => {
      relabel(root);
      for (const element of root.querySelectorAll('[aria-label]')) relabel(element);
    };

    scan(document.body);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') relabel(record.target as Element);
        else for (const node of record.addedNodes) if (node instanceof Element) scan(node);
      }
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    return () => observer.disconnect();
  }, [t, i18n, language]);

  return null;
}
