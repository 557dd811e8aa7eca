import { describe, expect, it } from 'vitest';
import {
  buildIncompatibility,
  joinRoutes,
  menuEntryVisible,
  parseRemoteMenu,
  sameVersionLine,
  visibleMenuRoutes,
  type MenuRoute,
  type RemoteBuild,
  type RemoteMenu,
} from '../src/contract/remote';

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

describe('who sees a menu entry (the sidebar and GET /api/v1/menus alike)', () => {
  const admin = { roles: ['ADMIN'], perms: ['dashboard:view', 'order:view', 'cart:view'] };
  const limited = { roles: ['ADMIN'], perms: ['dashboard:view'] };
  const root = { roles: ['ROOT'], perms: [] };
  const routes: MenuRoute[] = [
    { path: '/dash', name: 'Dashboard', meta: { title: 't', roles: ['ADMIN'], perms: ['dashboard:view'] } },
    { path: '/dashboard', name: 'Redirect', redirect: '/dash', meta: { title: 't', hidden: true } },
    {
      path: '/odrs',
      name: 'Odrs',
      meta: { title: 't', roles: ['ADMIN'] },
      children: [
        { path: '/odrs/cars', name: 'carList', meta: { title: 't', roles: ['ADMIN'], perms: ['cart:view'] } },
        {
          path: '/odrs/orders',
          name: 'orderList',
          meta: { title: 't', roles: ['ADMIN'], perms: ['order:view'] },
        },
      ],
    },
    { path: '/ops', name: 'Ops', meta: { title: 't', roles: ['OPS'] } },
  ];
  const paths = (list: MenuRoute[]): string[] =>
    list.flatMap((route) => [route.path, ...paths(route.children ?? [])]);

  it('shows an entry to a user whose roles match and who holds one of its read perms', () => {
    expect(paths(visibleMenuRoutes(admin, routes))).toEqual(['/dash', '/odrs', '/odrs/cars', '/odrs/orders']);
  });

  it('drops a group none of whose entries the user may see (the limited user sees the dashboard only)', () => {
    expect(paths(visibleMenuRoutes(limited, routes))).toEqual(['/dash']);
  });

  it('lets ROOT see every entry that is not hidden, whatever its roles and perms', () => {
    expect(paths(visibleMenuRoutes(root, routes))).toEqual([
      '/dash',
      '/odrs',
      '/odrs/cars',
      '/odrs/orders',
      '/ops',
    ]);
  });

  it('shows nothing to nobody, and never a hidden entry', () => {
    expect(visibleMenuRoutes(null, routes)).toEqual([]);
    expect(menuEntryVisible(admin, { hidden: true })).toBe(false);
    expect(menuEntryVisible(null, {})).toBe(true);
  });
});

describe('whether the host can run a remote build', () => {
  const host = { remote: 1, shared: '0.1.0', singletons: { react: '19.3.1', antd: '6.6.8' } };
  const build = (overrides: Partial<RemoteBuild['contract']> = {}, singletons = { react: '19.0.0' }) => ({
    commit: 'abc1234',
    builtAt: '2026-11-26T10:00:00.000Z',
    contract: { shared: '0.1.0', remote: 1, ...overrides },
    singletons,
  });

  it('runs a build of its own contract and singleton lines', () => {
    expect(buildIncompatibility(build(), host)).toBeNull();
    // A menu written before builds declared anything is the first contract.
    expect(buildIncompatibility(undefined, host)).toBeNull();
  });

  it.each([
    ['another remote contract', build({ remote: 2 }), { what: 'remote contract', built: '2', runs: '1' }],
    [
      'another @console/shared line',
      build({ shared: '0.2.0' }),
      { what: '@console/shared', built: '0.2.0', runs: '0.1.0' },
    ],
    ['a second React', build({}, { react: '18.3.1' }), { what: 'react', built: '18.3.1', runs: '19.3.1' }],
  ])('refuses %s, naming both versions', (_why, remote, expected) => {
    expect(buildIncompatibility(remote, host)).toEqual(expected);
  });

  it('reads version lines as caret ranges do', () => {
    expect(sameVersionLine('19.3.1', '19.0.0')).toBe(true);
    expect(sameVersionLine('0.1.5', '0.1.0')).toBe(true);
    expect(sameVersionLine('0.2.0', '0.1.0')).toBe(false);
    expect(sameVersionLine('not a version', '1.0.0')).toBe(false);
  });

  it('accepts a menu carrying a build, and refuses a malformed one', () => {
    expect(parseRemoteMenu({ ...menu, build: build() }).build?.commit).toBe('abc1234');
    expect(() => parseRemoteMenu({ ...menu, build: { ...build(), contract: { shared: '0.1.0' } } })).toThrow(
      /not a remote menu/,
    );
  });
});
