import { defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';
import { serverMessages } from './i18n/server';
import type menu from './menu';
import { prefetchFolders } from './pages/folders/prefetch';

/** Pages of projects, folders and payment information (routes: src/menu.ts). */
export default defineRemoteModule<typeof menu>({
  name: 'pkg',
  translations: { en, zh },
  serverMessages,
  pages: {
    pkgList: () => import('./pages/folders/FoldersPage'),
    projectList: () => import('./pages/projects/ProjectsPage'),
    project: () => import('./pages/project/ProjectPage'),
    payMessage: () => import('./pages/payment/PaymentPage'),
    resourceIcons: () => import('./pages/resources/IconsPage'),
    resourceComponents: () => import('./pages/resources/ComponentsPage'),
  },
  prefetch: { pkgList: prefetchFolders },
});
