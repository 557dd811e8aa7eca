import { defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';
import { serverMessages } from './i18n/server';
import type menu from './menu';
import { prefetchCarts } from './pages/carts/prefetch';

/** The orders area's pages (routes: src/menu.ts). */
export default defineRemoteModule<typeof menu>({
  name: 'orders',
  translations: { en, zh },
  serverMessages,
  pages: {
    carList: () => import('./pages/carts/CartsPage'),
    orderList: () => import('./pages/orders/OrdersPage'),
  },
  prefetch: { carList: prefetchCarts },
});
