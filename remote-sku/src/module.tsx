import { ComingSoon, defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';

const placeholder = async () => ({ default: () => <ComingSoon /> });

/** The SKU area's pages (routes: src/menu.ts). Pages arrive with the SKU issue. */
export default defineRemoteModule({
  name: 'sku',
  translations: { en, zh },
  pages: { skuCategory: placeholder, skuTag: placeholder },
});
