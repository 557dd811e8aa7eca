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

/** @ant-design/icons: an image named after the icon itself ("bar-chart", "close"), in English in every language. */
const ICON = '.anticon[role="img"][aria-label]';
/** The controls a screen reader names from their content (an icon inside one is part of that name). */
const CONTROL =
  'button, a[href], label, [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="option"], ' +
  '[role="treeitem"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"], [aria-label]:not(.anticon)';

type IconNames = Record<string, string>;

/**
 * An icon beside a label (a menu entry's text, a button's aria-label) or beside no control at all (an input's
 * prefix, a heading's picture) only adds its English file name to what a screen reader says ("bar-chart 仪表盘"):
 * it is decoration, hidden from assistive technology. An icon that is all a control has names that control: in the
 * person's language, from the title antd gives it (pagination's "上一页") or from the icon's meaning.
 */
function nameIcon(icon: HTMLElement, names: IconNames) {
  if (icon.getAttribute('aria-hidden') === 'true') return;
  const { antdLabel, antdLabelShown } = icon.dataset;
  const current = icon.getAttribute('aria-label') ?? '';
  const file = antdLabel && antdLabelShown === current ? antdLabel : current;
  if (!icon.classList.contains(`anticon-${file}`)) return;
  const owner = icon.parentElement?.closest(CONTROL);
  const ownLabel = owner && (owner.hasAttribute('aria-label') || owner.hasAttribute('aria-labelledby'));
  if (!owner || ownLabel || (owner.textContent ?? '').trim() !== '') {
    icon.setAttribute('aria-hidden', 'true');
    return;
  }
  const next = owner.getAttribute('title') || owner.parentElement?.getAttribute('title') || names[file];
  if (!next) return;
  icon.dataset.antdLabel = file;
  icon.dataset.antdLabelShown = next;
  if (next !== current) icon.setAttribute('aria-label', next);
}

/**
 * antd's untranslatable inner names follow the person's language (dates take theirs where they are drawn: dayjs
 * stays off the dashboard's first screen, which has no JavaScript to spare). antd hard-codes a few accessible
 * names in English (no locale entry or prop reaches them in every component), so they are renamed in the DOM as
 * they appear; only those exact values are touched, and a name is rewritten back from the translation when the
 * language changes (React does not set an attribute again while its value is unchanged).
 */
export function ComponentLanguage() {
  const { t, i18n } = useTranslation('host');
  const language = i18n.resolvedLanguage === 'zh' ? 'zh' : 'en';
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
      if (element.matches(ICON)) {
        quietIcon(element);
        return;
      }
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
    const names = t('antdIcons', { returnObjects: true }) as IconNames;
    const quietIcon = (icon: Element) => {
      if (icon instanceof HTMLElement) nameIcon(icon, names);
    };
    const scan = (root: Element) => {
      relabel(root);
      for (const element of root.querySelectorAll('[aria-label]')) relabel(element);
      if (root.matches(ICON)) quietIcon(root);
      for (const icon of root.querySelectorAll(ICON)) quietIcon(icon);
    };

    scan(document.body);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') relabel(record.target as Element);
        else
          for (const node of record.addedNodes) {
            if (node instanceof Element) scan(node);
            // Text arriving beside an icon (a label rendered after its icon) makes that icon decoration.
            else node.parentElement?.querySelectorAll(ICON).forEach(quietIcon);
          }
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
