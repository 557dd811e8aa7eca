import { api, useAccess, type MenuBadge as MenuBadgeSpec } from '@console/shared';
import { useEffect, useState } from 'react';

/** The window event a page dispatches after a change that moves a menu count (MenuBadge in the remote contract). */
export const MENU_BADGES_EVENT = 'console:menu-badges';

const MIN_SECONDS = 10;
const DEFAULT_SECONDS = 30;

/** A badge as a remote's menu.json gave it, or null when it is not usable (menus are data from another site). */
export function badgeSpec(value: unknown): MenuBadgeSpec | null {
  const badge = value as Partial<MenuBadgeSpec> | null | undefined;
  if (
    !badge ||
    typeof badge.path !== 'string' ||
    !badge.path.startsWith('/') ||
    typeof badge.field !== 'string'
  )
    return null;
  return badge as MenuBadgeSpec;
}

/**
 * The count of a menu entry's badge: asked on mount, every interval while the document is visible, when it becomes
 * visible, and on the MENU_BADGES_EVENT. Silent: a failed read shows no badge rather than a toast every interval.
 */
export function useMenuCount(badge: MenuBadgeSpec | null): number {
  const [count, setCount] = useState(0);
  const path = badge?.path;
  const field = badge?.field;
  const seconds = Math.max(MIN_SECONDS, badge?.intervalSeconds ?? DEFAULT_SECONDS);
  useEffect(() => {
    if (!path || !field) return;
    let live = true;
    const read = () => {
      if (document.visibilityState === 'hidden') return;
      api
        .get<Record<string, unknown>>(path, undefined, { silent: true })
        .then((data) => {
          const value = data?.[field];
          if (live) setCount(typeof value === 'number' && value > 0 ? value : 0);
        })
        .catch(() => undefined);
    };
    read();
    const timer = window.setInterval(read, seconds * 1000);
    document.addEventListener('visibilitychange', read);
    window.addEventListener(MENU_BADGES_EVENT, read);
    return () => {
      live = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', read);
      window.removeEventListener(MENU_BADGES_EVENT, read);
    };
  }, [path, field, seconds]);
  return count;
}

/** A menu entry's label with its live count (a small pill, dark text on gold: readable in light and dark). */
export function MenuLabel({ label, badge }: { label: string; badge: unknown }) {
  const spec = badgeSpec(badge);
  const { hasPerm } = useAccess();
  const allowed = spec !== null && (!spec.perm || hasPerm(spec.perm));
  const count = useMenuCount(allowed ? spec : null);
  return (
    <span>
      {label}
      {count > 0 && (
        <span
          data-testid="menu-badge"
          aria-label={`(${count})`}
          style={{
            marginInlineStart: 8,
            padding: '0 6px',
            borderRadius: 10,
            fontSize: 12,
            lineHeight: '18px',
            display: 'inline-block',
            minWidth: 18,
            textAlign: 'center',
            background: '#faad14',
            color: 'rgba(0, 0, 0, 0.88)',
          }}
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </span>
  );
}
