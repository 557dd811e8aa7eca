import type { ConsoleUser, LazyPage, RemoteArea, RemoteRoute, RouteMeta } from '@console/shared';
import { afterEach, beforeEach } from 'vitest';

/** A signed-in user of the demo shop with these roles. */
export const userWith = (roles: string[]): ConsoleUser => ({
  id: 1,
  customerId: 1,
  customerName: 'Demo',
  email: 'a@example.com',
  name: 'A',
  lastName: 'B',
  roles,
  perms: [],
});

/** The dashboard area as its menu describes it: one affixed page, for ADMIN. */
export const dashboardArea = (page: LazyPage, prefetch?: () => void): RemoteArea => ({
  name: 'dashboard',
  namespace: 'dashboard',
  order: 10,
  routes: [
    {
      path: '/dash',
      name: 'Dashboard',
      meta: { title: 'route.dashboard', affix: true, roles: ['ADMIN'] },
      page,
      ...(prefetch ? { prefetch } : {}),
    },
  ],
});

/** The orders area with these pages under its /odrs group, which leads to the first of them. */
export const ordersArea = (
  pages: RemoteRoute[],
  groupMeta: RouteMeta = { title: 'route.orders' },
): RemoteArea => ({
  name: 'orders',
  namespace: 'orders',
  order: 30,
  routes: [{ path: '/odrs', name: 'Odrs', redirect: pages[0]!.path, meta: groupMeta, children: pages }],
});

/**
 * Around each test of the file: happy-dom does not fetch stylesheets, and should not log each `<link>` the shell's
 * tests put in <head> as a failed download.
 */
export function quietStylesheetLinks(): void {
  const settings = () =>
    (window as unknown as { happyDOM: { settings: Record<string, unknown> } }).happyDOM.settings;
  beforeEach(() => {
    settings().handleDisabledFileLoadingAsSuccess = true;
  });
  afterEach(() => {
    settings().handleDisabledFileLoadingAsSuccess = false;
  });
}
