import { api, useAccess, type MenuBadge as MenuBadgeSpec } from '@console/shared';
import { useEffect, useState } from 'react';

/** The window event a page dispatches after a change that moves a menu count (MenuBadge in the remote contract). */
export const MENU_BADGES_EVENT = 'console:menu-badges';

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

/** One poller per badge (path and field), however many labels show it (an entry and its group). */
interface Poller {
  count: number;
  listeners: Set<(count: number) => void>;
  stop: () => void;
}
const pollers = new Map<string, Poller>();

function subscribe(badge: MenuBadgeSpec, listener: (count: number) => void): () => void {
  const key = `${badge.path}#${badge.field}`;
  let poller = pollers.get(key);
  if (!poller) {
    const created: Poller = { count: 0, listeners: new Set(), stop: () => undefined };
    const read = () => {
      if (document.visibilityState === 'hidden') return;
      api
        .get<Record<string, unknown>>(badge.path, undefined, { silent: true })
        .then((data) => {
          const value = data?.[badge.field];
          created.count = typeof value === 'number' && value > 0 ? value : 0;
          for (const notify of created.listeners) notify(created.count);
        })
        .catch(() => undefined);
    };
    const seconds = Math.max(MIN_SECONDS, badge.intervalSeconds ?? DEFAULT_SECONDS);
    const first = window.setTimeout(read, FIRST_READ_DELAY_MS);
    const timer = window.setInterval(read, seconds * 1000);
    document.addEventListener('visibilitychange', read);
    window.addEventListener(MENU_BADGES_EVENT, read);
    created.stop = () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', read);
      window.removeEventListener(MENU_BADGES_EVENT, read);
    };
    pollers.set(key, created);
    poller = created;
  }
  const current = poller;
  current.listeners.add(listener);
  listener(current.count);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.stop();
      pollers.delete(key);
    }
  };
}

/**
 * The count of a menu entry's badge: read shortly after it first appears, every interval while the document is
 * visible, when it becomes visible, and on the MENU_BADGES_EVENT. Silent: a failed read shows no badge rather than
 * a toast every interval.
 */
export function useMenuCount(badge: MenuBadgeSpec | null): number {
  const [count, setCount] = useState(0);
  const path = badge?.path;
  const field = badge?.field;
  const interval = badge?.intervalSeconds;
  useEffect(() => {
    if (!path || !field) return;
    return subscribe({ path, field, ...(interval ? { intervalSeconds: interval } : {}) }, setCount);
  }, [path, field, interval]);
  return count;
}

/** A menu entry's label with its live count (a small pill, dark text on gold: readable in light and dark). */
export function MenuLabel({ label, badge }: { label: string; badge: unknown }) {
  const spec = badgeSpec(badge);
  const { hasPerm } = useAccess();
  const allowed = spec !== null && (!spec.perm || hasPerm(spec.perm));
  const count = useMenuCount(allowed ? spec : null);
  // A row whose name gives way, not its count: in a narrow sidebar the menu cut the end of the line, so a long
  // name ("booking Manage") hid the "99+" behind its ellipsis.
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%', verticalAlign: 'top' }}>
      <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {label}
      </span>
      {count > 0 && (
        <span
          data-testid="menu-badge"
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
