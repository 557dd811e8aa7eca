import { defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';
import type menu from './menu';

/** The orders area's pages (routes: src/menu.ts). */
export default defineRemoteModule<typeof menu>({
  name: 'orders',
  translations: { en, zh },
  pages: {
    carList: () => import('./pages/carts/CartsPage'),
    orderList: () => import('./pages/orders/OrdersPage'),
  },
});
