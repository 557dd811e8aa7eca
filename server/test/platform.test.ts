import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { defaultPoolSize, isUniqueViolation, openDb, prepared } from '../src/db/client.js';
import { MIGRATIONS, migrate } from '../src/db/migrate.js';
import { pruneExpired } from '../src/db/prune.js';
import { seedDemo } from '../src/demo-seed.js';
import { refreshStatistics } from '../src/db/statistics.js';
import { loadConfig, REPO_ROOT } from '../src/platform/config.js';
import {
  auth,
  CAPTCHA,
  DASHBOARD_SUMMARY,
  describeOnTargets,
  expectError,
  expectUnknownProduct,
  LOGIN,
  LOGOUT,
  nextIp,
  PG_URL,
  REGISTER,
  RESET,
  SEND_CODE,
  signIn,
  TOKEN_CHECK,
  USER_INFO,
} from './helpers.js';

await describeOnTargets('platform on %s', (env, target) => {
  describe('bad input always gets an envelope, never a 5xx', () => {
    it('answers 415 for a body that is not JSON', async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await env.app.inject({
          method: 'POST',
          url: LOGIN,
          headers: { 'content-type': type },
          payload: 'email=admin@example.com',
        });
        expectError(res, 415, 'Unsupported content type, send application/json');
      }
    });

    it('answers 400 for broken JSON', async () => {
      const res = await env.app.inject({
        method: 'POST',
        url: LOGIN,
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expectError(res, 400, 'Request body is not valid JSON');
    });

    it('answers 400 for a JSON body that is not an object', async () => {
      for (const payload of ['[1,2]', '"text"', '42', 'true']) {
        const res = await env.app.inject({
          method: 'POST',
          url: LOGIN,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expectError(res, 400, 'Request body must be a JSON object');
      }
    });

    it('treats an absent body as empty', async () => {
      const res = await env.app.inject({ method: 'POST', url: LOGIN });
      expectError(res, 400, 'Please enter Email');
    });

    it('answers 400 with field messages for wrong types', async () => {
      const res = await env.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: 12, password: ['admin123'], captchaKey: {}, captchaCode: 1234 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: -1,
        message: 'Please enter a valid Email',
        data: {
          fields: {
            email: 'Please enter a valid Email',
            password: 'Please enter Password',
            captchaKey: 'Verify Code is incorrect or expired',
            captchaCode: 'Please enter Verify Code',
          },
        },
      });
    });

    it('answers 413 for a body over 64 KiB', async () => {
      const res = await env.app.inject({
        method: 'POST',
        url: REGISTER,
        payload: {
          email: 'big@example.com',
          password: 'secret12',
          name: 'x'.repeat(100 * 1024),
          lastName: 'y',
        },
      });
      expectError(res, 413, 'Request body is too large');
    });

    it('answers 404 for unknown routes and methods', async () => {
      expectError(await env.app.inject({ url: '/api/nothing/here' }), 404, 'Not Found');
      expectError(await env.app.inject({ url: '/elsewhere' }), 404, 'Not Found');
      expectError(
        await env.app.inject({ method: 'POST', url: '/api/nothing', payload: { a: 1 } }),
        404,
        'Not Found',
      );
      expectError(await env.app.inject({ method: 'PUT', url: LOGIN, payload: {} }), 404, 'Not Found');
      // the spec's paths are served under the client's /api base only
      expectError(await env.app.inject({ url: '/api/v1/auth/captcha' }), 404, 'Not Found');
    });

    it('survives a battery of odd payloads on every route', async () => {
      const token = await signIn(env.app, 'admin@example.com', 'admin123');
      const routes: [string, string][] = [
        ['POST', LOGIN],
        ['POST', REGISTER],
        ['POST', SEND_CODE],
        ['POST', RESET],
        ['GET', TOKEN_CHECK],
        ['GET', USER_INFO],
        ['GET', DASHBOARD_SUMMARY],
        ['GET', CAPTCHA],
      ];
      const payloads = [
        '{"__proto__": {"x": 1}}',
        '{"constructor": {"prototype": {"x": 1}}}',
        '{"email": null, "password": null}',
        '{"email": "a@b.co", "password": "' + 'p'.repeat(5000) + '"}',
        '{"email": "\u0000@b.co", "pwd": "\ud800"}',
        '{"email": "a@b.co", "extra": {"deep": [1, 2, {"x": "y"}]}}',
        '',
        'null',
      ];
      for (const [method, url] of routes) {
        for (const payload of payloads) {
          const res = await env.app.inject({
            method: method as 'GET' | 'POST',
            url,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...auth(token) },
            ...(method === 'POST' ? { payload } : {}),
          });
          expect(res.statusCode, `${method} ${url} ${payload.slice(0, 40)}`).toBeLessThan(500);
          const body = res.json();
          expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message']);
        }
      }
    });

    it('accepts a DELETE with a JSON content type and no body', async () => {
      const token = await signIn(env.app, 'admin@example.com', 'admin123');
      const res = await env.app.inject({
        method: 'DELETE',
        url: LOGOUT,
        headers: { ...auth(token), 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
    });

    it('token values of odd shape are just invalid', async () => {
      for (const value of ['', ' ', 'Bearer', 'x'.repeat(5000), '\t\t']) {
        const res = await env.app.inject({ url: USER_INFO, headers: { 'x-authorization': value } });
        expectError(res, 401, 'Token is invalid or expired', 2000);
      }
    });
  });

  describe('test hooks', () => {
    it('are absent without CONSOLE_TEST_HOOKS=1', async () => {
      const app = await env.makeApp({});
      expectError(await app.inject({ url: '/api/test/outbox?email=admin@example.com' }), 404, 'Not Found');
      const captcha = await app.inject({ url: CAPTCHA, headers: { 'x-forwarded-for': nextIp() } });
      expect(captcha.json().data.testAnswer).toBeUndefined();
    });

    it('are absent under NODE_ENV=production even with the flag', async () => {
      const app = await env.makeApp({ NODE_ENV: 'production', CONSOLE_TEST_HOOKS: '1' });
      expectError(await app.inject({ url: '/api/test/outbox?email=admin@example.com' }), 404, 'Not Found');
      const captcha = await app.inject({ url: CAPTCHA, headers: { 'x-forwarded-for': nextIp() } });
      expect(Object.keys(captcha.json().data).sort()).toEqual(['captchaBase64', 'captchaKey']);
    });

    it('list the outbox newest first', async () => {
      const ip = nextIp();
      await env.app.inject({
        method: 'POST',
        url: SEND_CODE,
        headers: { 'x-forwarded-for': ip },
        payload: { email: 'other@example.com' },
      });
      // The mail goes out after the answer: let it, before the clock moves.
      await env.app.inject({ url: '/api/test/outbox?email=other@example.com' });
      env.clock.advance(61);
      await env.app.inject({
        method: 'POST',
        url: SEND_CODE,
        headers: { 'x-forwarded-for': ip },
        payload: { email: 'other@example.com' },
      });
      const res = await env.app.inject({ url: '/api/test/outbox?email=OTHER@example.com' });
      const list = res.json().data.list as { to: string; createdAt: string }[];
      expect(list).toHaveLength(2);
      expect(new Date(list[0]!.createdAt).getTime()).toBeGreaterThan(new Date(list[1]!.createdAt).getTime());
      expectError(await env.app.inject({ url: '/api/test/outbox' }), 400, 'Please enter Email');
    });
  });

  describe('a different product slug', () => {
    it('is configurable', async () => {
      const app = await env.makeApp({ CONSOLE_PRODUCT: 'cars', CONSOLE_TEST_HOOKS: '1' });
      const res = await app.inject({
        method: 'POST',
        url: '/api/open/user/v1/customer/login/cars/login',
        payload: {},
      });
      expectError(res, 400, 'Please enter Email');
      await expectUnknownProduct(app, LOGIN);
    });
  });

  describe('database', () => {
    it('refreshes the planner statistics at start on the embedded database only', async () => {
      const table = `stats_probe_${process.pid}`;
      await env.db.exec(
        `create table ${table} (n int); insert into ${table} select generate_series(1, 1000)`,
      );
      try {
        const tuples = async () =>
          (await env.db.one<{ n: number }>(`select reltuples::int as n from pg_class where relname = $1`, [
            table,
          ]))!.n;
        expect(await tuples()).toBe(-1); // never analysed
        const refreshed = await refreshStatistics(env.db);
        expect(refreshed).toBe(target === 'pglite');
        if (refreshed) expect(await tuples()).toBe(1000);
      } finally {
        await env.db.exec(`drop table ${table}`);
      }
    });

    it('migrations and seed are idempotent', async () => {
      const count = () =>
        env.db.one<{ c: number; u: number; m: number }>(
          'select (select count(*) from customers) as c, (select count(*) from users) as u, (select count(*) from schema_migrations) as m',
        );
      const before = await count();
      expect(await migrate(env.db)).toEqual([]);
      expect(await seedDemo(env.db)).toEqual([]);
      expect(await count()).toEqual(before);
      expect(before?.m).toBe(MIGRATIONS.length);
    });

    it.runIf(target === 'postgres')('two instances starting at once migrate and seed once', async () => {
      const schema = `test_start_${process.pid}`;
      const admin = new pg.Client(PG_URL);
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
      const a = await openDb({ databaseUrl: PG_URL, searchPath: schema });
      const b = await openDb({ databaseUrl: PG_URL, searchPath: schema });
      try {
        const migrated = await Promise.all([migrate(a), migrate(b)]);
        // Each migration is applied exactly once, in order, by whichever instance takes the lock first for it.
        expect(migrated.flat().sort()).toEqual(MIGRATIONS.map((migration) => migration.id).sort());
        const seeded = await Promise.all([seedDemo(a), seedDemo(b)]);
        expect(seeded.flat().sort()).toEqual(['Demo Shop', 'Other Shop']);
        // admin, limited and other, and Demo Shop's two staff (olivia, bruno).
        expect(await a.one('select count(*) as n from users')).toEqual({ n: 5 });
      } finally {
        await a.close();
        await b.close();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
    });

    it.runIf(target === 'postgres')(
      'opens at most poolSize connections; the rest wait their turn',
      async () => {
        const db = await openDb({ databaseUrl: PG_URL, poolSize: 2 });
        try {
          const pids = await Promise.all(
            Array.from({ length: 6 }, () =>
              db.one<{ pid: number }>('select pg_backend_pid() as pid from pg_sleep(0.05)'),
            ),
          );
          expect(new Set(pids.map((row) => row!.pid)).size).toBe(2);
        } finally {
          await db.close();
        }
      },
    );

    it('runs prepared statements like plain ones: types, nulls, arrays, times, errors, transactions', async () => {
      const echo = prepared(
        `select $1::bigint as n, $2::text as t, $3::text[] as list, $4::timestamptz as at, $5::int as nothing,
                cardinality($3::text[]) as size`,
      );
      const at = new Date('2026-11-25T10:11:12.345Z');
      const params = [42, "a'b", ['x', 'y,z', 'with "quote"'], at, null];
      const plain = await env.db.one(echo.text, params);
      // Twice: the first run prepares, the second runs the kept statement.
      expect(await env.db.one(echo, params)).toEqual(plain);
      expect(await env.db.one(echo, [7, '', [], at, 3])).toEqual({
        n: 7,
        t: '',
        list: [],
        at,
        nothing: 3,
        size: 0,
      });
      expect(plain).toEqual({
        n: 42,
        t: "a'b",
        list: ['x', 'y,z', 'with "quote"'],
        at,
        nothing: null,
        size: 3,
      });

      // A failing run leaves the connection usable, inside and outside a transaction.
      const table = `prepared_probe_${process.pid}`;
      await env.db.exec(`create table ${table} (id int primary key)`);
      try {
        const insert = prepared(`insert into ${table} (id) values ($1) returning id`);
        expect(await env.db.query(insert, [1])).toEqual([{ id: 1 }]);
        const error = await env.db.query(insert, [1]).catch((caught: unknown) => caught);
        expect(isUniqueViolation(error)).toBe(true);
        await env.db.transaction(async (tx) => {
          expect(await tx.query(insert, [2])).toEqual([{ id: 2 }]);
        });
        await expect(
          env.db.transaction(async (tx) => {
            await tx.query(insert, [3]);
            await tx.query(insert, [3]);
          }),
        ).rejects.toMatchObject({ code: '23505' });
        const ids = prepared(`select array_agg(id order by id) as ids from ${table}`);
        expect(await env.db.one(ids)).toEqual({ ids: [1, 2] });
      } finally {
        await env.db.exec(`drop table ${table}`);
      }
    });

    it('prunes expired captchas and rate-limit windows', async () => {
      await env.app.inject({ url: CAPTCHA, headers: { 'x-forwarded-for': nextIp() } });
      env.clock.advance(3 * 3600);
      await pruneExpired(env.db, env.clock.now());
      const left = await env.db.one<{ captchas: number; limits: number }>(
        `select (select count(*) from captchas where expires_at < $1) as captchas,
                (select count(*) from rate_limits where expires_at < $1) as limits`,
        [env.clock.now()],
      );
      expect(left).toEqual({ captchas: 0, limits: 0 });
    });
  });
});

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8090,
      host: '127.0.0.1',
      databaseUrl: undefined,
      testHooks: false,
      product: 'shop',
      appId: '18',
      sessionTtlHours: 12,
      smtpUrl: undefined,
      seedDemo: true,
      trustProxy: false,
    });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, '.data', 'pglite'));
    expect(path.basename(path.resolve(REPO_ROOT))).not.toBe('server');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      API_PORT: '9000',
      API_HOST: '0.0.0.0',
      DATA_DIR: 'memory://',
      CONSOLE_TEST_HOOKS: '1',
      CONSOLE_PRODUCT: 'cars',
      APP_ID: '7',
      SESSION_TTL_HOURS: '2',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: 'memory://',
      testHooks: true,
      product: 'cars',
      appId: '7',
      sessionTtlHours: 2,
    });
  });

  it('keeps test hooks and the demo seed off in production', () => {
    const config = loadConfig({ NODE_ENV: 'production', CONSOLE_TEST_HOOKS: '1' }, { testHooks: true });
    expect(config.testHooks).toBe(false);
    expect(config.seedDemo).toBe(false);
  });

  it('trusts the forwarded headers of the proxies TRUST_PROXY names, and of none by default', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('rejects a bad number', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ SESSION_TTL_HOURS: '0' })).toThrow(/SESSION_TTL_HOURS/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE, else from the cores', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '6' }).databasePoolSize).toBe(6);
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(defaultPoolSize()).toBe(Math.max(4, 2 * availableParallelism()));
  });
});

describe('PGlite data folder', () => {
  // A file-backed database migrated and given every area's demo data: slower than the in-memory ones.
  it('is created when missing and reused on the next start', { timeout: 90_000 }, async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'console-pglite-'));
    const dataDir = path.join(root, 'nested', 'pglite');
    try {
      const first = await openDb({ dataDir });
      expect(await migrate(first)).toEqual(MIGRATIONS.map((migration) => migration.id));
      expect(await seedDemo(first)).toEqual(['Demo Shop', 'Other Shop']);
      await first.close();

      const second = await openDb({ dataDir });
      expect(await migrate(second)).toEqual([]);
      expect(await seedDemo(second)).toEqual([]);
      const users = await second.one<{ n: number }>('select count(*) as n from users');
      // admin, limited and other, and Demo Shop's two staff (olivia, bruno).
      expect(users?.n).toBe(5);
      await second.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
