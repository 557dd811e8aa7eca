import BarChartOutlined from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import { ADMIN_ROLE, defineRemoteMenu } from '@console/shared/contract';
import { en, zh } from './i18n/resources';

/** The dashboard area's menu (served as menu.json): /dash (also at /dashboard) and /statis. */
export default defineRemoteMenu({
  name: 'dashboard',
  namespace: 'dashboard',
  order: 10,
  titles: { en: { route: en.route }, zh: { route: zh.route } },
  routes: [
    {
      path: '/dash',
      name: 'Dashboard',
      meta: {
        title: 'route.dashboard',
        icon: DashboardOutlined,
        roles: [ADMIN_ROLE],
        perms: ['dashboard:view'],
        affix: true,
        keepAlive: true,
      },
    },
    // The spec's /dashboard, another address of the home page: it leads to /dash.
    {
      path: '/dashboard',
      name: 'DashboardRedirect',
      redirect: '/dash',
      meta: { title: 'route.dashboard', hidden: true },
    },
    {
      path: '/statis',
      name: 'Statis',
      meta: {
        title: 'route.statistics',
        icon: BarChartOutlined,
        roles: [ADMIN_ROLE],
        perms: ['dashboard:view'],
        keepAlive: true,
      },
    },
  ],
});
