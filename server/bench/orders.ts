/**
 * Orders list benchmark (`pnpm --filter @console/server bench:orders`): prints figures, asserts nothing.
 *
 * For each database (embedded PGlite in memory; PostgreSQL when it answers, in a throwaway schema) it builds the
 * real API, creates one shop with 100,000 orders (2,000 consumers, 10,000 carts), then measures over HTTP on
 * loopback (autocannon in a worker thread, so the load generator does not share the server's event loop):
 *   1. one filtered, sorted list page, requests one after another: median and p95 latency;
 *   2. a mix of ten list calls (orders and carts, filters, sorts, pages) offered at a fixed 500 requests/s:
 *      the rate served, p50 and p99 latency;
 *   3. the signed-in load the targets are set on: the same mix from 50 connections flat out for BENCH_LOAD_SECONDS,
 *      requests per second and p99 (targets: PostgreSQL >= 1,500 req/s with p99 < 100 ms, PGlite >= 600 req/s with
 *      p99 < 250 ms, load generator on the same machine);
 *   4. for reference, the smallest authenticated call flat out.
 *
 * Options (environment): BENCH_ORDERS (100000), BENCH_SECONDS (20), BENCH_RATE (500), BENCH_LOAD_SECONDS (60),
 * BENCH_TARGETS (pglite,postgres), TEST_DATABASE_URL (postgres://root@127.0.0.1:5432/test).
 */
import autocannon from 'autocannon';
import type { Db } from '../src/db/client.js';
import { listOrders } from '../src/modules/orders/service.js';
import type { OrderListQuery } from '@console/api-contract';
import { createSession } from '../src/platform/session.js';
import { benchShop, forEachTarget, log, logMachine, repeat, serveApi } from './support.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const LOAD_CONNECTIONS = 50;
/** The targets of the signed-in load (issue: hardening), per database. */
const LOAD_TARGETS: Record<string, { rate: number; p99: number }> = {
  postgres: { rate: 1500, p99: 100 },
  pglite: { rate: 600, p99: 250 },
};
const DAY = 86_400_000;

const ms = (value: number) => `${value.toFixed(2)} ms`;

async function prepare(db: Db, now: Date): Promise<{ customerId: number; token: string }> {
  const { customerId, userId } = await benchShop(db, now, {
    orders: ORDERS,
    spanDays: 730,
    perms: ['order:view', 'cart:view', 'order:confirm', 'order:cancel', 'order:export'],
    email: `bench-${process.pid}@example.com`,
  });
  await db.exec('vacuum analyze');
  const session = await createSession(
    db,
    { id: userId, customerId },
    {
      ip: '127.0.0.1',
      userAgent: 'bench',
      now,
      ttlHours: 12,
    },
  );
  return { customerId, token: session.token };
}

const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
  ).toString();

/** The list calls of the mixed load: what people do on the two pages. */
function mixedCalls(now: Date): { path: string; label: string }[] {
  const monthAgo = new Date(now.getTime() - 30 * DAY).toISOString();
  const day = new Date(now.getTime() - 45 * DAY).toISOString().slice(0, 10).replaceAll('-', '');
  return [
    { label: 'orders, default page 1', path: `/api/user/v1/orders/list?${qs({ pageNum: 1, pageSize: 20 })}` },
    { label: 'orders, default page 4', path: `/api/user/v1/orders/list?${qs({ pageNum: 4, pageSize: 20 })}` },
    {
      label: 'orders, Paied by amount desc',
      path: `/api/user/v1/orders/list?${qs({ status: 'Paied', sortField: 'totalAmount', sortOrder: 'descend' })}`,
    },
    {
      label: 'orders, Received paid in the last 30 days, by pay time',
      path: `/api/user/v1/orders/list?${qs({ status: 'Received', payTimeFrom: monthAgo, sortField: 'payTime', pageNum: 2 })}`,
    },
    {
      label: 'orders, order number prefix (a day)',
      path: `/api/user/v1/orders/list?${qs({ orderNo: `SO${day}` })}`,
    },
    { label: 'orders, consumer code', path: `/api/user/v1/orders/list?${qs({ consumer: 'C01234' })}` },
    {
      label: 'orders, Waiting+Paied page 10, 50 a page',
      path: `/api/user/v1/orders/list?${qs({ status: 'Waiting,Paied', pageNum: 10, pageSize: 50 })}`,
    },
    {
      label: 'orders, by order number asc page 3',
      path: `/api/user/v1/orders/list?${qs({ sortField: 'orderNo', sortOrder: 'ascend', pageNum: 3 })}`,
    },
    { label: 'carts, default page 1', path: `/api/user/v1/carts/list?${qs({ pageNum: 1 })}` },
    {
      label: 'carts, 50 to 150 by total',
      path: `/api/user/v1/carts/list?${qs({ minAmount: '50', maxAmount: '150', sortField: 'totalAmount' })}`,
    },
  ];
}

/** "met" or "not met" against the target, with the target beside it. */
function loadVerdict(target: string, rate: number, p99: number): string {
  const goal = LOAD_TARGETS[target];
  if (!goal) return '-';
  const met = rate >= goal.rate && p99 < goal.p99;
  return `${met ? 'met' : 'NOT met'} (>= ${goal.rate} req/s, p99 < ${goal.p99} ms)`;
}

async function run(target: string, db: Db): Promise<Record<string, string>> {
  const now = new Date();
  const { customerId, token } = await prepare(db, now);
  const { app, url } = await serveApi(db);
  const headers = { 'x-authorization': token, appid: '18' };
  try {
    // The filtered, sorted page: Received orders paid in the last 90 days, newest payment first, page 3.
    const filtered: OrderListQuery = {
      pageNum: 3,
      pageSize: 20,
      status: 'Received',
      payTimeFrom: new Date(now.getTime() - 90 * DAY).toISOString(),
      sortField: 'payTime',
      sortOrder: 'descend',
    };
    const service = await repeat(200, () => listOrders(db, customerId, filtered));
    const pageUrl = `${url}/api/user/v1/orders/list?${qs({ ...filtered })}`;
    const http = await repeat(300, async () => {
      const response = await fetch(pageUrl, { headers });
      if (!response.ok) throw new Error(`list answered ${response.status}`);
      await response.arrayBuffer();
    });
    log(
      `  filtered, sorted page: median ${ms(http.p50)} over HTTP (p95 ${ms(http.p95)}), ${ms(service.p50)} in the service`,
    );

    const calls = mixedCalls(now);
    const requests = calls.map(({ path }) => ({ method: 'GET' as const, path }));
    // Warm up, then the measured run at a fixed overall rate.
    await autocannon({
      url,
      headers,
      connections: 10,
      duration: 3,
      overallRate: RATE,
      workers: 1,
      requests,
    });
    const mixed = await autocannon({
      url,
      headers,
      connections: 32,
      duration: SECONDS,
      overallRate: RATE,
      workers: 1,
      requests,
    });
    log(
      `  mixed list calls offered at ${RATE} req/s for ${SECONDS} s: ${mixed.requests.average.toFixed(0)} req/s ` +
        `served, p50 ${ms(mixed.latency.p50)}, p99 ${ms(mixed.latency.p99)}, max ${ms(mixed.latency.max)}, ` +
        `non-2xx ${mixed.non2xx}, errors ${mixed.errors}`,
    );
    // What the server can do flat out: the same mix from 50 connections, and the smallest authenticated call.
    const flat = await autocannon({
      url,
      headers,
      connections: LOAD_CONNECTIONS,
      duration: LOAD_SECONDS,
      workers: 1,
      requests,
    });
    const floor = await autocannon({
      url: `${url}/api/user/v1/customer/info/get`,
      headers,
      connections: 16,
      duration: 10,
      workers: 1,
    });
    log(
      `  signed-in load (the mix above, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s): ` +
        `${flat.requests.average.toFixed(0)} req/s, p50 ${ms(flat.latency.p50)}, p99 ${ms(flat.latency.p99)}, ` +
        `non-2xx ${flat.non2xx}, errors ${flat.errors}; ` +
        `user info (session check + one row) ${floor.requests.average.toFixed(0)} req/s`,
    );
    return {
      target,
      'page median HTTP': ms(http.p50),
      'page p95 HTTP': ms(http.p95),
      'page median service': ms(service.p50),
      [`@${RATE}/s served`]: mixed.requests.average.toFixed(0),
      [`@${RATE}/s p50`]: ms(mixed.latency.p50),
      [`@${RATE}/s p99`]: ms(mixed.latency.p99),
      'load req/s (mix, 50 conn)': flat.requests.average.toFixed(0),
      'load p99': ms(flat.latency.p99),
      'load target': loadVerdict(target, flat.requests.average, flat.latency.p99),
      'max req/s (user info)': floor.requests.average.toFixed(0),
    };
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  logMachine('orders');
  log(`volume: ${ORDERS} orders for one shop; mixed load: ${RATE} req/s for ${SECONDS} s`);
  log('the mix (each connection cycles through these calls in turn):');
  for (const call of mixedCalls(new Date())) log(`  - ${call.label}`);
  const rows: Record<string, string>[] = [];
  await forEachTarget('orders', async (target, db) => {
    rows.push(await run(target, db));
  });
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
