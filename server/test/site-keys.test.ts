import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { migrate, MIGRATIONS } from '../src/db/migrate.js';
import { seedDemo } from '../src/demo-seed.js';
import { loadConfig } from '../src/platform/config.js';
import { dropTestSchema, openTestDb, targets, TEST_DEFAULTS } from './helpers.js';

const SEEDED_KEY = /^site-[0-9]+-[0-9]+$/;

describe.each(await targets())('public project keys on %s', (target) => {
  let db: Db;
  const schema = `test_keys_${process.pid}_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    db = await openTestDb(target, schema);
  });

  afterAll(async () => {
    await db?.close();
    await dropTestSchema(target, schema);
  });

  it('re-keys the projects an earlier seed keyed by counting, and only those; the old link is gone', async () => {
    const before = MIGRATIONS.findIndex((migration) => migration.id === '0011_unguessable_site_keys');
    await migrate(db, MIGRATIONS.slice(0, before));
    const shop = (await db.one<{ id: number; siteKey: string }>(
      `insert into customers (name, created_at) values ('Keyed Shop', now()) returning id, site_key as "siteKey"`,
    ))!;
    const insert = (key: string) =>
      db.one<{ id: number }>(
        `insert into projects (customer_id, title, num, status, site_key, created_at)
         values ($1, $2, 1, 'normal', $2, now()) returning id`,
        [shop.id, key],
      );
    const counted = (await insert(`site-${shop.id}-1`))!.id;
    const random = (await insert('Zk3v9Qw1_x-7HqPaLr2mTg'))!.id;

    await migrate(db);

    const keys = await db.query<{ id: number; siteKey: string }>(
      'select id, site_key as "siteKey" from projects where customer_id = $1',
      [shop.id],
    );
    const keyOf = (id: number) => keys.find((row) => row.id === id)!.siteKey;
    expect(keyOf(counted)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(random)).toBe('Zk3v9Qw1_x-7HqPaLr2mTg');

    const app = await buildApp({ db, config: loadConfig({ ...TEST_DEFAULTS }) });
    try {
      const old = await app.inject({ url: `/s/${shop.siteKey}/site-${shop.id}-1` });
      expect(old.statusCode).toBe(404);
      const moved = await app.inject({ url: `/s/${shop.siteKey}/${keyOf(counted)}` });
      expect(moved.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('seeds every demo project with an unguessable key, distinct across shops', async () => {
    await seedDemo(db, new Date());
    const keys = await db.query<{ siteKey: string }>('select site_key as "siteKey" from projects');
    expect(keys.length).toBeGreaterThan(5);
    for (const { siteKey } of keys) {
      expect(siteKey).not.toMatch(SEEDED_KEY);
      expect(siteKey.length).toBeGreaterThanOrEqual(22);
    }
    expect(new Set(keys.map((row) => row.siteKey)).size).toBe(keys.length);
  });
});
