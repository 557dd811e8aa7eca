import { describe, expect, it } from 'vitest';
import { joinRoutes, parseRemoteMenu, type RemoteMenu } from '../src/contract/remote';

const menu: RemoteMenu = {
  name: 'orders',
  namespace: 'orders',
  order: 30,
  titles: { en: { route: { orders: 'Orders' } }, zh: { route: { orders: '订单' } } },
  routes: [
    {
      path: '/odrs',
      name: 'Odrs',
      redirect: '/odrs/cars',
      meta: { title: 'route.orders', icon: { name: 'shopping-cart', theme: 'outlined', icon: {} } },
      children: [
        { path: '/odrs/cars', name: 'carList', meta: { title: 'route.carts' } },
        { path: '/odrs/orders', name: 'orderList', meta: { title: 'route.orderList', keepAlive: true } },
      ],
    },
  ],
};

describe('a remote menu (menu.json)', () => {
  it('is accepted as JSON gives it back', () => {
    expect(parseRemoteMenu(JSON.parse(JSON.stringify(menu)))).toEqual(menu);
  });

  it('carries the deployed version its build writes into it', () => {
    expect(parseRemoteMenu({ ...menu, version: '1.2.3' }).version).toBe('1.2.3');
  });

  it.each([
    ['not an object', 'menu'],
    ['no routes', { ...menu, routes: undefined }],
    ['no titles', { ...menu, titles: undefined }],
    ['a version that is not text', { ...menu, version: 1 }],
    ['a relative path', { ...menu, routes: [{ path: 'odrs', name: 'x', meta: { title: 't' } }] }],
    [
      'a child without a title',
      { ...menu, routes: [{ ...menu.routes[0], children: [{ path: '/a', name: 'a', meta: {} }] }] },
    ],
  ])('is refused with %s', (_why, value) => {
    expect(() => parseRemoteMenu(value)).toThrow(/menu\.json is not a remote menu/);
  });

  it('joins leaves with their pages by route name and draws icons; groups get no page', async () => {
    const carts = async () => ({ default: () => null });
    const prefetch = () => undefined;
    const asked: string[] = [];
    const routes = joinRoutes(
      menu.routes,
      (name) => {
        asked.push(name);
        return name === 'carList' ? { page: carts, prefetch } : undefined;
      },
      (icon) => `icon:${icon.name}`,
    );
    expect(asked).toEqual(['carList', 'orderList']);
    expect(routes[0]?.page).toBeUndefined();
    expect(routes[0]?.meta.icon).toBe('icon:shopping-cart');
    expect(routes[0]?.children?.[0]).toMatchObject({ path: '/odrs/cars', page: carts, prefetch });
    expect(routes[0]?.children?.[1]?.page).toBeUndefined();
    expect(routes[0]?.children?.[1]?.meta.keepAlive).toBe(true);
  });
});
