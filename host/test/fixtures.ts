import type { ConsoleUser, LazyPage, RemoteArea } from '@console/shared';

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
