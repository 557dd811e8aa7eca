import { createElement } from 'react';
import { UserOutlined } from '@ant-design/icons';
import type { HostHiddenPage, HostPage } from './pages';

/**
 * Pages the host serves itself inside the signed-in layout (the areas' pages come from the remotes), loaded on
 * first visit. `menu: true` adds a sidebar entry after the areas.
 */
export const HOST_PAGES: (HostPage & { menu?: boolean })[] = [
  {
    path: '/account',
    name: 'Account',
    titleKey: 'layout.account',
    icon: createElement(UserOutlined),
    keepAlive: true,
    menu: true,
    page: () => import('../pages/account/AccountPage'),
  },
];

/** The error pages (spec section 2's /401 and /404): out of the menu, but titled in the tab, breadcrumb and title. */
export const ERROR_PAGES: readonly HostHiddenPage[] = [
  { path: '/401', name: 'Unauthorized', titleKey: 'error.unauthorizedPage' },
  { path: '/404', name: 'NotFound', titleKey: 'error.notFoundPage' },
];
