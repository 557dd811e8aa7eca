import { ComingSoon, defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';
import type menu from './menu';

const placeholder = async () => ({ default: () => <ComingSoon /> });

/** The SKU area's pages (routes: src/menu.ts). Pages arrive with the SKU issue. */
export default defineRemoteModule<typeof menu>({
  name: 'sku',
  translations: { en, zh },
  pages: { skuCategory: placeholder, skuTag: placeholder },
});
