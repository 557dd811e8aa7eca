import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployedReader, type Deployed } from '../src/modules/menus/deployed.js';
import { requestLanguage } from '../src/platform/language.js';
import { auth, expectError, signIn, targets, useTestEnv } from './helpers.js';

const MENUS = '/api/api/v1/menus';
const OPTIONS = '/api/api/v1/menus/options';

const icon = (name: string) => ({ name, theme: 'outlined', icon: { tag: 'svg' } });

/** Menus as the remotes' builds write them (menu.json), small: the areas' real roles and read perms. */
const MENU_FILES: Record<string, unknown> = {
  dashboard: {
    name: 'dashboard',
    namespace: 'dashboard',
    order: 10,
    titles: {
      en: { route: { dashboard: 'Dashboard', statistics: 'Statistics' } },
      zh: { route: { dashboard: '首页', statistics: '统计' } },
    },
    routes: [
      {
        path: '/dash',
        name: 'Dashboard',
        meta: {
          title: 'route.dashboard',
          icon: icon('dashboard'),
          roles: ['ADMIN'],
          perms: ['dashboard:view'],
        },
      },
      {
        path: '/dashboard',
        name: 'DashboardRedirect',
        redirect: '/dash',
        meta: { title: 'route.dashboard', hidden: true },
      },
      {
        path: '/statis',
        name: 'Statis',
        meta: { title: 'route.statistics', roles: ['ADMIN'], perms: ['dashboard:view'] },
      },
    ],
    version: '1.4.0',
    build: {
      commit: 'abc1234',
      builtAt: '2026-11-26T10:00:00.000Z',
      contract: { shared: '0.1.0', remote: 1 },
      singletons: { react: '19.3.1' },
    },
  },
  orders: {
    name: 'orders',
    namespace: 'orders',
    order: 30,
    titles: {
      en: { route: { orders: 'Orders', carts: 'Carts', orderList: 'Order List' } },
      zh: { route: { orders: '订单', carts: '购物车', orderList: '订单列表' } },
    },
    routes: [
      {
        path: '/odrs',
        name: 'Odrs',
        redirect: '/odrs/cars',
        meta: { title: 'route.orders', icon: icon('shopping-cart'), roles: ['ADMIN'] },
        children: [
          {
            path: '/odrs/cars',
            name: 'carList',
            meta: { title: 'route.carts', roles: ['ADMIN'], perms: ['cart:view'] },
          },
          {
            path: '/odrs/orders',
            name: 'orderList',
            meta: { title: 'route.orderList', roles: ['ADMIN'], perms: ['order:view'], keepAlive: true },
          },
        ],
      },
    ],
  },
  // Its zh titles lack one entry: the English one stands in.
  sku: {
    name: 'sku',
    namespace: 'sku',
    order: 40,
    titles: { en: { route: { sku: 'SKU', tag: 'Tags' } }, zh: { route: { sku: '商品' } } },
    routes: [
      {
        path: '/sku',
        name: 'Sku',
        meta: { title: 'route.sku', roles: ['ADMIN'] },
        children: [
          {
            path: '/sku/tag',
            name: 'skuTag',
            meta: { title: 'route.tag', roles: ['ADMIN'], perms: ['sku:view'] },
          },
        ],
      },
    ],
  },
};

/** A tiny registry site: /remotes.json names every area, each area's menu.json beside its manifest; pkg is down. */
function registrySite(): Promise<{ url: string; close: () => Promise<void>; requests: string[] }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const { port } = server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    if (req.url === '/remotes.json') {
      const registry = {
        ...Object.fromEntries(
          Object.keys(MENU_FILES).map((name) => [name, `${base}/${name}/mf-manifest.json`]),
        ),
        pkg: `${base}/pkg/mf-manifest.json`,
      };
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(registry));
    }
    const match = /^\/([a-z]+)\/menu\.json$/.exec(req.url ?? '');
    const menu = match && MENU_FILES[match[1] ?? ''];
    if (menu)
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(menu));
    res.writeHead(404).end('Not found');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/remotes.json`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const site = await registrySite();
afterAll(() => site.close());

describe.each(await targets())('the menu calls on %s', (target) => {
  const env = useTestEnv(target, { CONSOLE_TEST_HOOKS: '1', CONSOLE_REGISTRY_URL: site.url });
  let admin = '';
  let limited = '';
  beforeAll(async () => {
    admin = await signIn(env.app, 'admin@example.com', 'admin123');
    limited = await signIn(env.app, 'limited@example.com', 'limited123');
  });
  const get = (url: string, token: string, headers: Record<string, string> = {}) =>
    env.app.inject({ url, headers: { ...auth(token), ...headers } });

  it('answers the admin every readable area in menu order, as deployed, and names the one that cannot be read', async () => {
    const res = await get(MENUS, admin);
    expect(res.statusCode).toBe(200);
    const { areas, unavailable } = res.json().data;
    expect(areas.map((area: { name: string }) => area.name)).toEqual(['dashboard', 'orders', 'sku']);
    expect(areas[0]).toMatchObject({
      name: 'dashboard',
      order: 10,
      version: '1.4.0',
      commit: 'abc1234',
      builtAt: '2026-11-26T10:00:00.000Z',
      manifest: expect.stringMatching(/\/dashboard\/mf-manifest\.json$/),
    });
    // The sidebar's rule: the hidden redirect is not an entry; icons are named, not drawn.
    expect(areas[0].routes).toEqual([
      {
        path: '/dash',
        name: 'Dashboard',
        title: 'Dashboard',
        meta: { title: 'route.dashboard', icon: 'dashboard', roles: ['ADMIN'], perms: ['dashboard:view'] },
      },
      {
        path: '/statis',
        name: 'Statis',
        title: 'Statistics',
        meta: { title: 'route.statistics', roles: ['ADMIN'], perms: ['dashboard:view'] },
      },
    ]);
    expect(areas[1].routes[0]).toMatchObject({ path: '/odrs', redirect: '/odrs/cars', title: 'Orders' });
    expect(areas[1].routes[0].children.map((child: { path: string }) => child.path)).toEqual([
      '/odrs/cars',
      '/odrs/orders',
    ]);
    expect(areas[1]).toMatchObject({ version: null, commit: null, builtAt: null });
    expect(unavailable).toEqual([{ name: 'pkg', reason: expect.stringContaining('404') }]);
  });

  it('answers the limited user (dashboard:view only) the dashboard alone', async () => {
    const menus = (await get(MENUS, limited)).json().data;
    expect(menus.areas.map((area: { name: string }) => area.name)).toEqual(['dashboard']);
    expect(menus.areas[0].routes.map((route: { path: string }) => route.path)).toEqual(['/dash', '/statis']);
    const options = (await get(OPTIONS, limited)).json().data;
    expect(options).toEqual([
      { value: '/dash', label: 'Dashboard' },
      { value: '/statis', label: 'Statistics' },
    ]);
  });

  it('answers the options as {value, label, children} in English and in Chinese', async () => {
    /** The admin's options tree, the same in every language but for its labels (given in tree order). */
    const tree = (
      dash: string,
      statis: string,
      odrs: string,
      cars: string,
      orders: string,
      sku: string,
      tag: string,
    ) => [
      { value: '/dash', label: dash },
      { value: '/statis', label: statis },
      {
        value: '/odrs',
        label: odrs,
        children: [
          { value: '/odrs/cars', label: cars },
          { value: '/odrs/orders', label: orders },
        ],
      },
      { value: '/sku', label: sku, children: [{ value: '/sku/tag', label: tag }] },
    ];
    const english = (await get(OPTIONS, admin)).json().data;
    expect(english).toEqual(tree('Dashboard', 'Statistics', 'Orders', 'Carts', 'Order List', 'SKU', 'Tags'));
    const chinese = await get(`${OPTIONS}?lang=zh`, admin);
    expect(chinese.statusCode).toBe(200);
    // A title missing in Chinese (the tags page) falls back to English.
    expect(chinese.json().data).toEqual(tree('首页', '统计', '订单', '购物车', '订单列表', '商品', 'Tags'));
    // Without `lang`, the browser's Accept-Language decides.
    const byHeader = (await get(OPTIONS, admin, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).json()
      .data;
    expect(byHeader[0]).toEqual({ value: '/dash', label: '首页' });
  });

  it('refuses a caller without a session and a language it does not speak', async () => {
    const anonymous = await env.app.inject({ url: MENUS, headers: { appid: '18' } });
    expect(anonymous.statusCode).toBe(401);
    expectError(await get(`${MENUS}?lang=fr`, admin), 400, 'The language must be en or zh');
  });

  it('answers 503 when no registry is configured', async () => {
    const app = await env.makeApp({ CONSOLE_TEST_HOOKS: '1' });
    const token = await signIn(app, 'admin@example.com', 'admin123');
    expectError(
      await app.inject({ url: MENUS, headers: auth(token) }),
      503,
      'The menus cannot be read right now',
    );
  });

  it('is in the OpenAPI document', async () => {
    const paths = (await env.app.inject({ url: '/api/openapi.json' })).json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/api/v1/menus', '/api/api/v1/menus/options']),
    );
  });
});

describe('reading what is deployed', () => {
  it('keeps one reading for a few seconds, then reads again (a deploy is seen within seconds)', async () => {
    let time = 0;
    let reads = 0;
    const value: Deployed = { areas: [], unavailable: [] };
    const read = deployedReader(
      'http://registry.invalid/remotes.json',
      () => time,
      async () => {
        reads += 1;
        return value;
      },
    );
    await Promise.all([read(), read()]);
    expect(reads).toBe(1);
    time = 4_999;
    await read();
    expect(reads).toBe(1);
    time = 5_000;
    await read();
    expect(reads).toBe(2);
  });

  it('does not keep a failed reading', async () => {
    let fail = true;
    const read = deployedReader(
      'http://registry.invalid/remotes.json',
      () => 0,
      async () => {
        if (fail) throw new Error('down');
        return { areas: [], unavailable: [] };
      },
    );
    await expect(read()).rejects.toThrow('down');
    fail = false;
    await expect(read()).resolves.toEqual({ areas: [], unavailable: [] });
  });

  it.each([
    [undefined, undefined, 'en'],
    ['zh', 'en-US', 'zh'],
    [undefined, 'zh-TW,en;q=0.5', 'zh'],
    [undefined, 'fr-FR,en;q=0.8,zh;q=0.5', 'en'],
    [undefined, 'fr-FR', 'en'],
  ] as const)('lang %s with Accept-Language %s answers in %s', (lang, header, expected) => {
    expect(requestLanguage(lang, header)).toBe(expected);
  });
});
