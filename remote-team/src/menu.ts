import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { ADMIN_ROLE, defineRemoteMenu } from '@console/shared/contract';
import { en, zh } from './i18n/resources';

/** The team area's menu (served as menu.json): the operation log under /team (docs/team.md). */
export default defineRemoteMenu({
  name: 'team',
  namespace: 'team',
  order: 60,
  titles: { en: { route: en.route }, zh: { route: zh.route } },
  routes: [
    {
      path: '/team',
      name: 'Team',
      redirect: '/team/log',
      meta: { title: 'route.area', icon: TeamOutlined, roles: [ADMIN_ROLE] },
      children: [
        {
          path: '/team/log',
          name: 'teamLog',
          meta: {
            title: 'route.log',
            roles: [ADMIN_ROLE],
            // Reading the log needs its own perm (server/src/platform/perms.ts); the server enforces it.
            perms: ['team:log'],
            keepAlive: true,
          },
        },
        {
          path: '/team/members',
          name: 'teamMembers',
          meta: {
            title: 'route.members',
            roles: [ADMIN_ROLE],
            perms: ['team:edit'],
          },
        },
        {
          path: '/team/roles',
          name: 'teamRoles',
          meta: {
            title: 'route.roles',
            roles: [ADMIN_ROLE],
            perms: ['team:edit'],
          },
        },
      ],
    },
  ],
});
