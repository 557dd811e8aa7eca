import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Modal, Typography, theme } from 'antd';
import { useAtom } from 'jotai';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@console/shared';
import type { PageInfo } from '../router/pages';
import { useHelpEntries } from './help-entries';
import { searchPages } from './search';
import { paletteOpenAtom } from './state';
import { focusMainContent } from '../components/main-content';

/** Ctrl/Cmd+K (see PaletteDoor): jump to any page the user may open, by its title in the current language or its path. */
export function CommandPalette({ pages }: { pages: PageInfo[] }) {
  const { t, i18n } = useTranslation('host');
  const { token } = theme.useToken();
  const [open, setOpen] = useAtom(paletteOpenAtom);
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);

  // Every opening starts from an empty query at the first result (state adjusted while rendering, no effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setQuery('');
      setCursor(0);
    }
  }

  const helpEntries = useHelpEntries(open);
  const pageEntries = useMemo(
    () =>
      pages
        .filter((page) => !page.hidden)
        .map((page) => ({
          page,
          title: t(page.titleKey, { ns: page.ns }),
          section: page.trail.length > 1 ? t(page.trail[0]?.titleKey ?? '', { ns: page.ns }) : '',
        })),
    // i18n.language: titles are re-read when the language changes.
    [pages, t, i18n.language], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // Help pages after the console's own: an empty query lists pages, a word in a help text finds its page.
  const entries = useMemo(() => [...pageEntries, ...helpEntries], [pageEntries, helpEntries]);
  const results = useMemo(() => searchPages(entries, query), [entries, query]);
  const active = Math.min(cursor, Math.max(results.length - 1, 0));

  // After opening a page, focus goes to that page's area, not back to what had it before the search: that element
  // is on the page just left (hidden, or gone), and the next Tab from it went nowhere.
  const [navigated, setNavigated] = useState(false);
  const go = (index: number) => {
    const entry = results[index];
    if (!entry) return;
    setNavigated(true);
    setOpen(false);
    navigate(entry.page.path);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next =
        (active + (event.key === 'ArrowDown' ? 1 : -1) + results.length) % Math.max(results.length, 1);
      setCursor(next);
      list.current?.children[next]?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(active);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={() => setOpen(false)}
      focusTriggerAfterClose={!navigated}
      afterOpenChange={(opened) => {
        if (opened || !navigated) return;
        setNavigated(false);
        focusMainContent();
      }}
      footer={null}
      closable={false}
      width={560}
      destroyOnHidden
      styles={{ body: { padding: 0 } }}
      title={null}
    >
      <Input
        autoFocus
        size="large"
        variant="borderless"
        prefix={<SearchOutlined />}
        placeholder={t('palette.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setCursor(0);
        }}
        onKeyDown={onKeyDown}
        // The combobox pattern: focus stays in the box, the arrow keys move the active option (read out by id).
        role="combobox"
        aria-expanded
        aria-autocomplete="list"
        aria-label={t('palette.open')}
        aria-controls="palette-results"
        aria-activedescendant={results.length > 0 ? `palette-option-${active}` : undefined}
        data-testid="palette-input"
      />
      <div
        ref={list}
        id="palette-results"
        role="listbox"
        aria-label={t('palette.open')}
        // Scrolled by the arrow keys from the box; focusable so a pointer-less reader can scroll it too.
        tabIndex={-1}
        style={{ maxHeight: 360, overflowY: 'auto', borderTop: `1px solid ${token.colorBorderSecondary}` }}
      >
        {results.map((entry, index) => (
          <div
            key={entry.page.path}
            id={`palette-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseEnter={() => setCursor(index)}
            onClick={() => go(index)}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 10,
              padding: '10px 16px',
              cursor: 'pointer',
              background: index === active ? token.colorPrimaryBg : undefined,
            }}
          >
            <span style={{ color: token.colorTextSecondary }}>{entry.page.icon}</span>
            <span style={{ flex: 1 }}>
              {entry.section ? <Typography.Text type="secondary">{entry.section} / </Typography.Text> : null}
              {entry.title}
            </span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {entry.page.path}
            </Typography.Text>
          </div>
        ))}
        {results.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('palette.empty', { query })} />
        )}
      </div>
      <div style={{ padding: '6px 16px', fontSize: 12, color: token.colorTextTertiary }}>
        {t('palette.hint')}
      </div>
    </Modal>
  );
}
