import { defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';
import { serverMessages } from './i18n/server';
import type menu from './menu';
import { prefetchDashboard } from './pages/dashboard/prefetch';

/** The dashboard area's pages (routes: src/menu.ts). */
export default defineRemoteModule<typeof menu>({
  name: 'dashboard',
  translations: { en, zh },
  serverMessages,
  pages: {
    Dashboard: () => import('./pages/dashboard/DashboardPage'),
    Statis: () => import('./pages/statistics/StatisticsPage'),
  },
  prefetch: { Dashboard: prefetchDashboard },
});
