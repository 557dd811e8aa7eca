import { BarChartOutlined, DashboardOutlined } from '@ant-design/icons';
import { ADMIN_ROLE, defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';
import { prefetchDashboard } from './pages/dashboard/prefetch';

/** The dashboard area: what the host mounts under /dash and /statis. */
export default defineRemoteModule({
  name: 'dashboard',
  namespace: 'dashboard',
  translations: { en, zh },
  order: 10,
  routes: [
    {
      path: '/dash',
      name: 'Dashboard',
      meta: {
        title: 'route.dashboard',
        icon: <DashboardOutlined />,
        roles: [ADMIN_ROLE],
        affix: true,
        keepAlive: true,
      },
      page: () => import('./pages/dashboard/DashboardPage'),
      prefetch: prefetchDashboard,
    },
    {
      path: '/statis',
      name: 'Statis',
      meta: { title: 'route.statistics', icon: <BarChartOutlined />, roles: [ADMIN_ROLE], keepAlive: true },
      page: () => import('./pages/statistics/StatisticsPage'),
    },
  ],
});
