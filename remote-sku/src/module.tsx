import { defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';
import { serverMessages } from './i18n/server';
import type menu from './menu';
import { prefetchCategories } from './pages/category/prefetch';

/** The SKU area's pages (routes: src/menu.ts). */
export default defineRemoteModule<typeof menu>({
  name: 'sku',
  translations: { en, zh },
  serverMessages,
  pages: {
    skuCategory: () => import('./pages/category/CategoryPage'),
    skuTag: () => import('./pages/tag/TagPage'),
  },
  prefetch: { skuCategory: prefetchCategories },
});
