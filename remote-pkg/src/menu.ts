import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BuildOutlined from '@ant-design/icons-svg/es/asn/BuildOutlined';
import { ADMIN_ROLE, defineRemoteMenu } from '@console/shared/contract';
import { en, zh } from './i18n/resources';

/**
 * The menu (served as menu.json) of projects, folders and payment information under /pkg. A project's page
 * (/pkg/project/:id) is routed but hidden from the menu; it sets its tab title from the project (`?title=`).
 * The shop profile is a tab of the Payment page (the spec's menu has only three /pkg entries).
 * Resources (/resources) are for the people who build pages: the icons and this area's components (upload,
 * rich-text editor) live, behind `resources:view` (docs/docs-and-resources.md).
 */
export default defineRemoteMenu({
  name: 'pkg',
  namespace: 'pkg',
  order: 20,
  titles: { en: { route: en.route }, zh: { route: zh.route } },
  routes: [
    {
      path: '/pkg',
      name: 'Pkg',
      redirect: '/pkg/project-list',
      meta: { title: 'route.site', icon: AppstoreOutlined, roles: [ADMIN_ROLE] },
      children: [
        {
          path: '/pkg/pkg-list',
          name: 'pkgList',
          meta: { title: 'route.pkgList', roles: [ADMIN_ROLE], perms: ['pkg:view'] },
        },
        {
          path: '/pkg/project-list',
          name: 'projectList',
          meta: { title: 'route.projectList', roles: [ADMIN_ROLE], perms: ['pkg:view'] },
        },
        {
          path: '/pkg/project/:id',
          name: 'project',
          meta: { title: 'route.project', roles: [ADMIN_ROLE], hidden: true },
        },
        {
          path: '/pkg/pay-message',
          name: 'payMessage',
          meta: { title: 'route.payMessage', roles: [ADMIN_ROLE], perms: ['pkg:view', 'pay:edit'] },
        },
      ],
    },
    {
      path: '/resources',
      name: 'Resources',
      redirect: '/resources/icons',
      meta: {
        title: 'route.resources',
        icon: BuildOutlined,
        roles: [ADMIN_ROLE],
        perms: ['resources:view'],
      },
      children: [
        {
          path: '/resources/icons',
          name: 'resourceIcons',
          meta: { title: 'route.icons', roles: [ADMIN_ROLE], perms: ['resources:view'] },
        },
        {
          path: '/resources/components',
          name: 'resourceComponents',
          meta: { title: 'route.components', roles: [ADMIN_ROLE], perms: ['resources:view'] },
        },
      ],
    },
  ],
});
