import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import { ADMIN_ROLE, defineRemoteMenu } from '@console/shared/contract';
import { en, zh } from './i18n/resources';

/** The orders area's menu (served as menu.json): carts and orders under /odrs. */
export default defineRemoteMenu({
  name: 'orders',
  namespace: 'orders',
  order: 30,
  titles: { en: { route: en.route }, zh: { route: zh.route } },
  routes: [
    {
      path: '/odrs',
      name: 'Odrs',
      redirect: '/odrs/cars',
      meta: { title: 'route.orders', icon: ShoppingCartOutlined, roles: [ADMIN_ROLE] },
      children: [
        {
          path: '/odrs/cars',
          name: 'carList',
          meta: { title: 'route.carts', roles: [ADMIN_ROLE], perms: ['cart:view'] },
        },
        {
          path: '/odrs/orders',
          name: 'orderList',
          meta: {
            title: 'route.orderList',
            roles: [ADMIN_ROLE],
            perms: ['order:view'],
            keepAlive: true,
          },
        },
      ],
    },
  ],
});
