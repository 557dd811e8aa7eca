import { defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';

/** The orders area's pages (routes: src/menu.ts). */
export default defineRemoteModule({
  name: 'orders',
  translations: { en, zh },
  pages: {
    carList: () => import('./pages/carts/CartsPage'),
    orderList: () => import('./pages/orders/OrdersPage'),
  },
});
