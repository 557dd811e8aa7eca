import { createElement } from 'react';
import { ReadOutlined, UserOutlined } from '@ant-design/icons';
import type { HostPage } from '../router/pages';

/**
 * Pages the host serves itself inside the signed-in layout (the areas' pages come from the remotes), loaded on
 * first visit. `menu: true` adds a sidebar entry after the areas. Part of the composition root: it names pages.
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
  // Help each area ships with its remote (help/<lang>/*.md), read when opened (docs/docs-and-resources.md).
  {
    path: '/docs',
    name: 'Docs',
    titleKey: 'docs.title',
    icon: createElement(ReadOutlined),
    menu: true,
    page: () => import('../pages/docs/DocsPage'),
  },
  {
    path: '/docs/:area/:page',
    name: 'DocsPage',
    titleKey: 'docs.pageTitle',
    icon: createElement(ReadOutlined),
    page: () => import('../pages/docs/DocsPage'),
  },
];
