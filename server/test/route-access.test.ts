import type { RouteOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { sql as viewPermsSql } from '../src/db/migrations/0005_view_perms.js';
import { viewPermsSql as areaViewPermsSql } from '../src/db/migrations/0006_area_view_perms.js';
import { loadConfig } from '../src/platform/config.js';
import { PERMS } from '../src/platform/perms.js';
import {
  auth,
  createUser,
  describeOnTargets,
  expectError,
  NO_PERMISSION,
  signIn,
  signInWithPerms,
} from './helpers.js';

await describeOnTargets('route access on %s', (env) => {
  const routes: RouteOptions[] = [];
  let admin = '';
  let limited = '';
  let orderId = 0;

  beforeAll(async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', CONSOLE_TEST_HOOKS: '1' }, { now: env.clock.now });
    const app = await buildApp({ db: env.db, config, onRoute: (route) => routes.push(route) });
    await app.close();
    admin = await signIn(env.app, 'admin@example.com', 'admin123');
    limited = await signIn(env.app, 'limited@example.com', 'limited123');
    const list = await env.app.inject({ url: '/api/user/v1/orders/list?pageSize=1', headers: auth(admin) });
    orderId = (list.json().data as { list: { id: number }[] }).list[0]!.id;
  });

  it('every route declares exactly one of public, a known perm or session-only, and has a schema', () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const where = `${route.method} ${route.url}`;
      const config = route.config ?? {};
      const declared = [config.public === true, config.perm !== undefined, config.sessionOnly === true];
      expect(declared.filter(Boolean), where).toHaveLength(1);
      if (config.perm !== undefined) expect(PERMS, where).toContain(config.perm);
      expect(route.schema, where).toBeTypeOf('object');
      expect(route.schema?.response, where).toBeTypeOf('object');
    }
  });

  it('refuses to register a route that declares no access, or no schema', () => {
    const check = async (register: (app: Awaited<ReturnType<typeof buildApp>>) => void) => {
      const config = loadConfig({ LOG_LEVEL: 'silent' }, { now: env.clock.now });
      const app = await buildApp({ db: env.db, config });
      try {
        register(app);
        return null;
      } catch (error) {
        return (error as Error).message;
      } finally {
        await app.close();
      }
    };
    const schema = { response: { 200: { type: 'null' } } };
    return Promise.all([
      expect(check((app) => app.get('/api/undeclared', { schema }, async () => null))).resolves.toMatch(
        /declares no access/,
      ),
      expect(
        check((app) =>
          app.get('/api/both', { schema, config: { public: true, perm: 'order:view' } }, async () => null),
        ),
      ).resolves.toMatch(/more than one/),
      expect(
        check((app) =>
          app.get('/api/typo', { schema, config: { perm: 'orders:view' as 'order:view' } }, async () => null),
        ),
      ).resolves.toMatch(/unknown perm/),
      expect(
        check((app) => app.get('/api/no-schema', { config: { sessionOnly: true } }, async () => null)),
      ).resolves.toMatch(/no schema/),
      expect(
        check((app) =>
          app.get(
            '/api/no-answer',
            { schema: { querystring: {} }, config: { sessionOnly: true } },
            async () => null,
          ),
        ),
      ).resolves.toMatch(/no schema/),
      expect(
        check((app) => app.get('/api/fine', { schema, config: { sessionOnly: true } }, async () => null)),
      ).resolves.toBeNull(),
    ]);
  });

  it("keeps consumers' orders and carts from a user without the view perms (limited: dashboard:view only)", async () => {
    const urls = [
      '/api/user/v1/orders/list',
      `/api/user/v1/orders/${orderId}`,
      '/api/user/v1/orders/export',
      '/api/user/v1/carts/list',
    ];
    for (const url of urls) {
      expectError(await env.app.inject({ url, headers: auth(limited) }), 403, NO_PERMISSION);
      expect((await env.app.inject({ url, headers: auth(admin) })).statusCode, url).toBe(200);
    }
    // The perm is checked before the input: a limited user learns nothing from validation messages either.
    expectError(
      await env.app.inject({ url: '/api/user/v1/orders/list?pageSize=abc', headers: auth(limited) }),
      403,
      NO_PERMISSION,
    );
    // What limited@example.com is for still works.
    expect(
      (await env.app.inject({ url: '/api/user/v1/dashboard/summary', headers: auth(limited) })).statusCode,
    ).toBe(200);
  });

  it('gives each view perm its own list', async () => {
    const cartsOnly = await signInWithPerms(env, 'carts-only@example.com', ['cart:view']);
    expect(
      (await env.app.inject({ url: '/api/user/v1/carts/list', headers: auth(cartsOnly) })).statusCode,
    ).toBe(200);
    expectError(
      await env.app.inject({ url: '/api/user/v1/orders/list', headers: auth(cartsOnly) }),
      403,
      NO_PERMISSION,
    );
  });

  it('lets ROOT through without listed perms', async () => {
    await createUser(env.db, { email: 'root@example.com', password: 'root1234', roles: ['ROOT'], perms: [] });
    const root = await signIn(env.app, 'root@example.com', 'root1234');
    for (const url of ['/api/user/v1/orders/list', '/api/user/v1/dashboard/summary']) {
      expect((await env.app.inject({ url, headers: auth(root) })).statusCode, url).toBe(200);
    }
  });

  it('migration 0005 gives the view perms to users who could already act on orders, and to nobody else', async () => {
    await createUser(env.db, {
      email: 'exporter@example.com',
      password: 'export123',
      perms: ['order:export'],
    });
    await createUser(env.db, {
      email: 'viewer@example.com',
      password: 'viewer123',
      perms: ['dashboard:view'],
    });
    await env.db.exec(viewPermsSql);
    await env.db.exec(viewPermsSql); // a second run adds nothing twice
    const perms = async (email: string) =>
      (await env.db.one<{ perms: string[] }>('select perms from users where email = $1', [email]))!.perms;
    expect(await perms('exporter@example.com')).toEqual(['order:export', 'order:view', 'cart:view']);
    expect(await perms('viewer@example.com')).toEqual(['dashboard:view']);
    expect(await perms('limited@example.com')).toEqual(['dashboard:view']);
  });

  it("migration 0006 gives each area's view perm to users who could change that area, and to nobody else", async () => {
    await createUser(env.db, { email: 'payer@example.com', password: 'payer123', perms: ['pay:edit'] });
    await createUser(env.db, { email: 'tagger@example.com', password: 'tagger123', perms: ['sku:edit'] });
    await createUser(env.db, { email: 'booker@example.com', password: 'booker123', perms: ['booking:edit'] });
    await env.db.exec(areaViewPermsSql);
    await env.db.exec(areaViewPermsSql); // a second run adds nothing twice
    const perms = async (email: string) =>
      (await env.db.one<{ perms: string[] }>('select perms from users where email = $1', [email]))!.perms;
    expect(await perms('payer@example.com')).toEqual(['pay:edit', 'pkg:view']);
    expect(await perms('tagger@example.com')).toEqual(['sku:edit', 'sku:view']);
    expect(await perms('booker@example.com')).toEqual(['booking:edit', 'booking:view']);
    expect(await perms('limited@example.com')).toEqual(['dashboard:view']);
  });
});
