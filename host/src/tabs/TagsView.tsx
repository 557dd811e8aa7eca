import { CloseOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@console/shared';
import { findPage, type PageInfo } from '../router/pages';
import { close, nextLocation, refresh, type CloseAction, type Tab } from './tabs';
import { TabContextMenu, type ContextMenuItem } from './TabContextMenu';
import styles from './tabs.module.css';
import { getTabs, setTabs, tabsAtom } from './tabs-store';

/** The tab bar: one tab per visited page, Dashboard pinned, a context menu, middle-click to close. */
export function TagsView({ pages, home }: { pages: PageInfo[]; home: string }) {
  const { t } = useTranslation('host');
  const { token } = theme.useToken();
  const tabs = useAtomValue(tabsAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const bar = useRef<HTMLDivElement>(null);
  // One context menu for the bar, opened at the pointer on the tab that was right-clicked.
  const [context, setContext] = useState<{ tab: Tab; index: number; x: number; y: number } | null>(null);

  // Keep the active tab in view when tabs overflow. In the next frame, not in the commit: scrolling needs layout,
  // and forced mid-commit (the console's first render, the page below still mounting) it laid the page out twice.
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      bar.current
        ?.querySelector('[data-active="true"]')
        ?.scrollIntoView({ block: 'nearest', inline: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [location.pathname, tabs.length]);

  const title = (tab: Tab) => {
    if (tab.titleOverride) return tab.titleOverride;
    const page = findPage(pages, tab.path);
    return page ? t(page.titleKey, { ns: page.ns }) : tab.path;
  };

  const apply = (path: string, action: CloseAction) => {
    const before = getTabs();
    const after = close(before, path, action);
    setTabs(after);
    const target = nextLocation(before, after, location.pathname, home);
    if (target) navigate(target);
    else if (action !== 'close' && path !== location.pathname) {
      const kept = after.find((tab) => tab.path === path);
      if (kept) navigate(kept.fullPath);
    }
  };

  const reload = (tab: Tab) => {
    setTabs(refresh(getTabs(), tab.path));
    if (tab.path !== location.pathname) navigate(tab.fullPath);
  };

  const menuItems = (tab: Tab, index: number): ContextMenuItem[] => [
    { key: 'refresh', label: t('tabs.refresh') },
    { key: 'close', label: t('tabs.close'), disabled: tab.affix },
    { key: 'others', label: t('tabs.closeOthers') },
    { key: 'left', label: t('tabs.closeLeft'), disabled: index === 0 },
    { key: 'right', label: t('tabs.closeRight'), disabled: index === tabs.length - 1 },
    { key: 'all', label: t('tabs.closeAll') },
  ];
  // Back to the tab the menu was opened on (when it is still there), so a keyboard user is not dropped on <body>.
  const focusTab = (path: string) => {
    const tab = bar.current?.querySelector<HTMLElement>(`[role="tab"][data-path="${CSS.escape(path)}"]`);
    tab?.focus();
    return Boolean(tab);
  };
  const openedOn = useRef<string | null>(null);
  const closeMenu = useCallback(() => {
    setContext(null);
    if (openedOn.current) focusTab(openedOn.current);
  }, []);
  const onMenuSelect = (key: string) => {
    if (!context) return;
    setContext(null);
    const { path } = context.tab;
    requestAnimationFrame(() => {
      if (!focusTab(path)) bar.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
    });
    if (key === 'refresh') reload(context.tab);
    else apply(context.tab.path, key as CloseAction);
  };

  const onAuxClick = (event: MouseEvent, tab: Tab) => {
    if (event.button === 1 && !tab.affix) {
      event.preventDefault();
      apply(tab.path, 'close');
    }
  };

  return (
    <div
      ref={bar}
      className={styles.bar}
      role="tablist"
      aria-label={t('tabs.label')}
      data-testid="tags-view"
      style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      onWheel={(event) => {
        if (bar.current && event.deltaY !== 0) bar.current.scrollLeft += event.deltaY;
      }}
    >
      {tabs.map((tab, index) => {
        const active = tab.path === location.pathname;
        return (
          <div
            key={tab.path}
            role="tab"
            tabIndex={0}
            aria-selected={active}
            data-active={active}
            data-path={tab.path}
            className={styles.tab}
            style={
              active
                ? { background: token.colorPrimary, color: token.colorTextLightSolid }
                : { borderColor: token.colorBorder, color: token.colorText }
            }
            onClick={() => navigate(tab.fullPath)}
            onAuxClick={(event) => onAuxClick(event, tab)}
            onContextMenu={(event) => {
              event.preventDefault();
              openedOn.current = null;
              setContext({ tab, index, x: event.clientX, y: event.clientY });
            }}
            onMouseDown={(event) => {
              // No autoscroll cursor on middle-click.
              if (event.button === 1) event.preventDefault();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                navigate(tab.fullPath);
              }
              if (event.key === 'Delete' && !tab.affix) apply(tab.path, 'close');
              // The keyboard's context menu: the Menu key or Shift+F10, opened under the tab.
              if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
                event.preventDefault();
                const box = event.currentTarget.getBoundingClientRect();
                openedOn.current = tab.path;
                setContext({ tab, index, x: box.left, y: box.bottom });
              }
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                event.preventDefault();
                const next =
                  tabs[(index + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length];
                if (next) focusTab(next.path);
              }
            }}
          >
            <span className={styles.label} title={title(tab)}>
              {title(tab)}
            </span>
            {!tab.affix && (
              <span
                className={styles.close}
                role="button"
                aria-label={t('tabs.closeTab', { title: title(tab) })}
                onClick={(event) => {
                  event.stopPropagation();
                  apply(tab.path, 'close');
                }}
              >
                <CloseOutlined />
              </span>
            )}
          </div>
        );
      })}
      {context && (
        <TabContextMenu
          x={context.x}
          y={context.y}
          items={menuItems(context.tab, context.index)}
          onSelect={onMenuSelect}
          onClose={closeMenu}
        />
      )}
    </div>
  );
}
