/**
 * Dashboard and statistics benchmark (`pnpm --filter @console/server bench:stats`): prints figures, asserts nothing.
 *
 * For each database (embedded PGlite in memory; PostgreSQL when it answers, in a throwaway schema) it builds the
 * real API, creates one shop with 1,000,000 visits over a year across 5 projects and 100,000 orders (2,000
 * consumers, 10,000 carts), then calls, one after another, each of: the dashboard summary, the charts for 7 and 30
 * days, and the statistics for 30 days (whole shop and one project); it prints the median and p95 over HTTP on
 * loopback and the median in the service alone. The target is a median under 200 ms for each.
 *
 * Options (environment): BENCH_VISITS (1000000), BENCH_ORDERS (100000), BENCH_REPEAT (30), BENCH_TARGETS
 * (pglite,postgres), TEST_DATABASE_URL (postgres://root@127.0.0.1:5432/test).
 */
import type { Db } from '../src/db/client.js';
import { insertProjects, insertVisitHistory } from '../src/modules/stats/seed.js';
import { addDays, charts, statistics, summary, utcDay } from '../src/modules/stats/service.js';
import { createSession } from '../src/platform/session.js';
import { benchShop, forEachTarget, log, logMachine, repeat, serveApi } from './support.js';

const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 30);
const DAYS = 365;
const WEEK = [0.8, 1.05, 1, 1, 1.05, 1.2, 0.9];

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function prepare(db: Db, now: Date): Promise<{ customerId: number; token: string; projectId: number }> {
  const { customerId, userId } = await benchShop(db, now, {
    orders: ORDERS,
    spanDays: DAYS,
    perms: ['dashboard:view'],
    email: `bench-stats-${process.pid}@example.com`,
  });
  const started = Date.now();
  const projects = await db.transaction((tx) =>
    insertProjects(
      tx,
      customerId,
      ['North', 'South', 'East', 'West', 'Online'].map((title, index) => ({
        title,
        plateNum: `B-${index}`,
        status: 'normal' as const,
        weight: index + 1,
      })),
      now,
    ),
  );
  await db.exec(
    `update orders o set project_id = (select p.id from projects p where p.customer_id = o.customer_id
        order by p.id offset (o.id % 5) limit 1) where o.customer_id = ${customerId} and o.id % 7 <> 0`,
  );
  // The seed's trend (+30% over the period) and weekly rhythm average about 1.15 x the weekday figure.
  const perDay = VISITS / DAYS / 1.15 / (WEEK.reduce((sum, value) => sum + value, 0) / 7);
  // One transaction per ~100,000 visits keeps PGlite's memory in check.
  let visits = 0;
  const chunkDays = Math.max(1, Math.floor(100_000 / perDay));
  for (let first = 0; first < DAYS; first += chunkDays) {
    const days = Math.min(chunkDays, DAYS - first);
    // insertVisitHistory writes the `days` days ending at its `now`: walk forward through the year.
    const chunkNow = new Date(now.getTime() - (DAYS - first - days) * 86_400_000);
    const isLast = first + days >= DAYS;
    visits += await db.transaction((tx) =>
      insertVisitHistory(
        tx,
        customerId,
        projects,
        {
          days,
          perDay: perDay * (1 + (0.3 * first) / DAYS),
          visitors: 200_000,
          ips: 120_000,
          week: WEEK,
          origins: [
            ['direct', 30],
            ['https://www.google.com', 30],
            ['https://www.bing.com', 8],
            ['https://www.facebook.com', 12],
            ['https://t.co', 5],
            ['https://www.baidu.com', 6],
            ['https://www.reddit.com', 4],
            ['https://duckduckgo.com', 3],
            ['https://news.ycombinator.com', 2],
          ],
        },
        // A past chunk's last day is a whole day: place its "now" at the very end of that day.
        {
          seed: 9000 + first,
          now: isLast ? now : new Date(Math.floor(chunkNow.getTime() / 86_400_000) * 86_400_000 + 86_399_999),
        },
      ),
    );
  }
  await db.exec('vacuum analyze');
  log(`  data: ${visits} visits in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const session = await createSession(
    db,
    { id: userId, customerId },
    { ip: '127.0.0.1', userAgent: 'bench', now, ttlHours: 12 },
  );
  return { customerId, token: session.token, projectId: projects[2]!.id };
}

async function run(target: string, db: Db): Promise<Record<string, string>[]> {
  const now = new Date();
  const { customerId, token, projectId } = await prepare(db, now);
  const { app, url } = await serveApi(db);
  const headers = { 'x-authorization': token, appid: '18' };
  const to = utcDay(now);
  const from = addDays(to, -29);
  const cases: { label: string; path: string; service: () => Promise<unknown> }[] = [
    { label: 'summary', path: '/user/v1/dashboard/summary', service: () => summary(db, customerId, now) },
    {
      label: 'charts 7 days',
      path: '/user/v1/dashboard/charts?days=7',
      service: () => charts(db, customerId, 7, now),
    },
    {
      label: 'charts 30 days',
      path: '/user/v1/dashboard/charts?days=30',
      service: () => charts(db, customerId, 30, now),
    },
    {
      label: 'statistics 30 days',
      path: `/user/v1/statistics?from=${from}&to=${to}`,
      service: () => statistics(db, customerId, { from, to, projectId: null }),
    },
    {
      label: 'statistics 30 days, one project',
      path: `/user/v1/statistics?from=${from}&to=${to}&projectId=${projectId}`,
      service: () => statistics(db, customerId, { from, to, projectId }),
    },
  ];
  const rows: Record<string, string>[] = [];
  try {
    for (const item of cases) {
      const itemUrl = `${url}/api${item.path}`;
      const call = async () => {
        const response = await fetch(itemUrl, { headers });
        if (!response.ok) throw new Error(`${item.label} answered ${response.status}`);
        await response.arrayBuffer();
      };
      await repeat(3, call);
      const http = await repeat(REPEAT, call);
      const service = await repeat(REPEAT, item.service);
      log(
        `  ${item.label}: median ${ms(http.p50)} over HTTP (p95 ${ms(http.p95)}), ${ms(service.p50)} in the service`,
      );
      rows.push({
        target,
        query: item.label,
        'median HTTP': ms(http.p50),
        'p95 HTTP': ms(http.p95),
        'median service': ms(service.p50),
      });
    }
  } finally {
    await app.close();
  }
  return rows;
}

async function main(): Promise<void> {
  logMachine('stats');
  log(`volume: ${VISITS} visits over ${DAYS} days and ${ORDERS} orders for one shop; ${REPEAT} calls each`);
  const rows: Record<string, string>[] = [];
  await forEachTarget('stats', async (target, db) => {
    rows.push(...(await run(target, db)));
  });
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
