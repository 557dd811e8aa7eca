import { ShoppingCartOutlined } from '@ant-design/icons';
import { ADMIN_ROLE, defineRemoteModule } from '@console/shared';
import { en, zh } from './i18n/resources';

/** The orders area: carts and orders under /odrs. */
export default defineRemoteModule({
  name: 'orders',
  namespace: 'orders',
  translations: { en, zh },
  order: 30,
  routes: [
    {
      path: '/odrs',
      name: 'Odrs',
      redirect: '/odrs/cars',
      meta: { title: 'route.orders', icon: <ShoppingCartOutlined />, roles: [ADMIN_ROLE] },
      children: [
        {
          path: '/odrs/cars',
          name: 'carList',
          meta: { title: 'route.carts', roles: [ADMIN_ROLE] },
          page: () => import('./pages/carts/CartsPage'),
        },
        {
          path: '/odrs/orders',
          name: 'orderList',
          meta: {
            title: 'route.orderList',
            roles: [ADMIN_ROLE],
            perms: ['order:confirm', 'order:cancel', 'order:export'],
            keepAlive: true,
          },
          page: () => import('./pages/orders/OrdersPage'),
        },
      ],
    },
  ],
});
