import { defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';
import { serverMessages } from './i18n/server';
import type menu from './menu';
import { prefetchLog } from './pages/log/prefetch';

/** The team area's pages (routes: src/menu.ts). */
export default defineRemoteModule<typeof menu>({
  name: 'team',
  translations: { en, zh },
  serverMessages,
  pages: {
    teamLog: () => import('./pages/log/LogPage'),
    teamRoles: () => import('./pages/roles/RolesPage'),
    teamMembers: () => import('./pages/members/MembersPage'),
  },
  prefetch: { teamLog: prefetchLog },
});
