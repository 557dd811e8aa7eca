/**
 * Projects list benchmark (`pnpm --filter @console/server bench:pkg`): prints figures, asserts nothing.
 *
 * For each database (embedded PGlite in memory; PostgreSQL when it answers, in a throwaway schema) it migrates,
 * seeds the demo, adds 10,000 projects to Demo Shop (spread over 20 folders, three site types, both statuses), then
 * calls the real API (inject, no network) one request after another: the default page, a title filter, a folder
 * filter and a sort by title, 200 calls each after 20 warm-up calls. Prints p50 and p95 in milliseconds.
 *
 * Options (environment): BENCH_PROJECTS (10000), BENCH_TARGETS (pglite,postgres),
 * TEST_DATABASE_URL (postgres://root@127.0.0.1:5432/test).
 */
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemo } from '../src/demo-seed.js';
import { loadConfig } from '../src/platform/config.js';
import { createSession } from '../src/platform/session.js';
import { forEachTarget, log, logMachine } from './support.js';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 10_000);

async function run(target: string, db: Db): Promise<void> {
  await migrate(db);
  await seedDemo(db);
  const owner = (await db.one<{ id: number; customerId: number }>(
    `select id, customer_id as "customerId" from users where email = 'admin@example.com'`,
  ))!;
  await db.query(
    `insert into folders (customer_id, title) select $1, 'Bench ' || n from generate_series(1, 20) n`,
    [owner.customerId],
  );
  const folders = await db.query<{ id: number }>(
    'select id from folders where customer_id = $1 order by id',
    [owner.customerId],
  );
  await db.query(
    `insert into projects (customer_id, title, num, plate_num, status, site_type, folder_id, site_key, view_count,
                           created_at, updated_at)
     select $1, 'Site ' || lpad(n::text, 5, '0') || ' ' || md5(n::text), n % 500, 'B-' || n,
            case when n % 10 = 0 then 'closed' else 'normal' end, (array['design','mobile','desk'])[1 + n % 3],
            ($2::bigint[])[1 + n % array_length($2::bigint[], 1)], 'bench-' || n || '-' || md5(n::text),
            n * 7 % 1000, now() - n * interval '1 minute', now() - n * interval '1 minute'
       from generate_series(1, $3) n`,
    [owner.customerId, folders.map((f) => f.id), PROJECTS],
  );
  await db.exec('analyze projects, folders, customers');
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const app = await buildApp({ db, config });
  const { token } = await createSession(
    db,
    { id: owner.id, customerId: owner.customerId },
    {
      ip: '127.0.0.1',
      userAgent: 'bench',
      now: new Date(),
      ttlHours: 1,
    },
  );
  const cases: [string, string][] = [
    ['default page (20, newest first)', ''],
    ['title filter', 'keyword=00042'],
    ['folder filter', `folderId=${folders[3]!.id}`],
    ['sort by title, page 50', 'sortField=title&sortOrder=ascend&pageNum=50'],
  ];
  for (const [label, query] of cases) {
    const url = `/api/user/v1/projects/list${query ? `?${query}` : ''}`;
    const call = async () => {
      const res = await app.inject({ url, headers: { 'x-authorization': token } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    for (let i = 0; i < 20; i++) await call();
    const samples: number[] = [];
    for (let i = 0; i < 200; i++) {
      const start = performance.now();
      await call();
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    const at = (q: number) =>
      samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1);
    log(
      `${target.padEnd(8)} ${PROJECTS} projects  ${label.padEnd(34)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`,
    );
  }
  await app.close();
}

logMachine('projects list');
await forEachTarget('pkg', run);
