import { SHELL_SKIP_ATTRIBUTE, useAccess, type MenuBadge as MenuBadgeSpec } from '@console/shared';
import { badgeQuery, invalidateQueries, useApiQuery } from '@console/shared/data';
import { theme } from 'antd';
import { useEffect, useState } from 'react';

/** The window event a page dispatches after a change that moves a menu count (MenuBadge in the remote contract). */
export const MENU_BADGES_EVENT = 'console:menu-badges';
/**
 * The largest count a pill writes out ("999+" past it): the areas' own counts go as far (the bookings page's
 * badge), so the menu and the page say the same number ("99+" beside "102" read as two counts).
 */
export const MENU_BADGE_MAX = 999;

const MIN_SECONDS = 10;
const DEFAULT_SECONDS = 30;
/** The first read waits this long after sign-in, so it never competes with the landing page's own requests. */
export const FIRST_READ_DELAY_MS = 1500;

/** A badge as a remote's menu.json gave it, or null when it is not usable (menus are data from another site). */
export function badgeSpec(value: unknown): MenuBadgeSpec | null {
  const badge = value as Partial<MenuBadgeSpec> | null | undefined;
  if (
    !badge ||
    typeof badge.path !== 'string' ||
    !badge.path.startsWith('/') ||
    badge.path.startsWith('//') ||
    typeof badge.field !== 'string'
  )
    return null;
  return badge as MenuBadgeSpec;
}

/** Every badge's query starts with this (invalidated together on MENU_BADGES_EVENT and when the tab is shown). */
const BADGES = badgeQuery('/').queryKey.slice(0, 2);
const readAll = () => {
  if (document.visibilityState !== 'hidden') void invalidateQueries(BADGES);
};

/**
 * The count of a menu entry's badge, on the data layer: `badgeQuery(path)` is the query the owning page reads too
 * (bookings' pending count), so the badge and the page share one cache entry and one poll. Read shortly after it
 * first appears, every interval while the document is visible (SWR pauses a hidden tab), when the tab is shown
 * again, and on MENU_BADGES_EVENT (a remote that moves a count without the query). Silent: a failed read shows no
 * badge rather than a toast every interval.
 */
export function useMenuCount(badge: MenuBadgeSpec | null): number {
  const path = badge?.path;
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!path) return;
    const first = window.setTimeout(() => setStarted(true), FIRST_READ_DELAY_MS);
    document.addEventListener('visibilitychange', readAll);
    window.addEventListener(MENU_BADGES_EVENT, readAll);
    return () => {
      window.clearTimeout(first);
      document.removeEventListener('visibilitychange', readAll);
      window.removeEventListener(MENU_BADGES_EVENT, readAll);
    };
  }, [path]);
  const seconds = Math.max(MIN_SECONDS, badge?.intervalSeconds ?? DEFAULT_SECONDS);
  const query = useApiQuery(path && started ? badgeQuery<Record<string, unknown>>(path) : null, {
    refreshInterval: seconds * 1000,
  });
  const value = badge ? query.data?.[badge.field] : undefined;
  return typeof value === 'number' && value > 0 ? value : 0;
}

/** A menu entry's label with its live count (a small pill, dark text on the theme's warning colour: readable in light and dark). */
export function MenuLabel({ label, badge }: { label: string; badge: unknown }) {
  const spec = badgeSpec(badge);
  const { hasPerm } = useAccess();
  const allowed = spec !== null && (!spec.perm || hasPerm(spec.perm));
  const count = useMenuCount(allowed ? spec : null);
  const { token } = theme.useToken();
  // A row whose name gives way, not its count: in a narrow sidebar the menu cut the end of the line, so a long
  // name ("booking Manage") hid the count behind its ellipsis.
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%', verticalAlign: 'top' }}>
      <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {label}
      </span>
      {count > 0 && (
        <span
          data-testid="menu-badge"
          {...{ [SHELL_SKIP_ATTRIBUTE]: '' }}
          aria-label={`(${count})`}
          style={{
            flexShrink: 0,
            marginInlineStart: 8,
            padding: '0 6px',
            borderRadius: 10,
            fontSize: 12,
            lineHeight: '18px',
            display: 'inline-block',
            minWidth: 18,
            textAlign: 'center',
            background: token.colorWarning,
            // Dark text in both themes: white on the warning colour reads at 1.9:1 (light) and 2.5:1 (dark).
            color: 'rgba(0, 0, 0, 0.88)',
          }}
        >
          {count > MENU_BADGE_MAX ? `${MENU_BADGE_MAX}+` : count}
        </span>
      )}
    </span>
  );
}
