import type { ConsoleUser, LazyPage, RemoteArea, RemoteRoute, RouteMeta } from '@console/shared';

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
