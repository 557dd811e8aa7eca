import type { HostHiddenPage } from './pages';

/** The error pages (spec section 2's /401 and /404): out of the menu, but titled in the tab, breadcrumb and title. */
export const ERROR_PAGES: readonly HostHiddenPage[] = [
  { path: '/401', name: 'Unauthorized', titleKey: 'error.unauthorizedPage' },
  { path: '/404', name: 'NotFound', titleKey: 'error.notFoundPage' },
];
