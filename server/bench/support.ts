/**
 * What the server benches share: the databases they run on (BENCH_TARGETS: embedded PGlite in memory, and
 * PostgreSQL at TEST_DATABASE_URL in a throwaway schema when it answers), timing of calls made one after another,
 * and the machine line every printout starts with.
 */
import { cpus, totalmem } from 'node:os';
import { buildApp } from '../src/app.js';
import { openDb, type Db } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { insertDemoData } from '../src/modules/orders/seed.js';
import { loadConfig } from '../src/platform/config.js';
import { onPostgres, PG_URL, postgresReachable } from '../test/postgres.js';

export const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');

export const log = (text: string) => process.stdout.write(`${text}\n`);

/** The bench's name and start, and the machine it runs on (figures mean little without it). */
export function logMachine(bench: string): void {
  const cpu = cpus();
  log(`${bench} bench ${new Date().toISOString()}`);
  log(
    `machine: ${cpu.length} x ${cpu[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
  );
}

/** Runs `fn` `times` times one after another; median and p95 in milliseconds. */
export async function repeat(
  times: number,
  fn: () => Promise<unknown>,
): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    p50: samples[Math.floor(times / 2)]!,
    p95: samples[Math.min(times - 1, Math.floor(times * 0.95))]!,
  };
}

/**
 * Runs `bench` once per target on a new, empty database (not migrated), closed and dropped afterwards whatever
 * happens; PostgreSQL is skipped with a line when it does not answer.
 */
export async function forEachTarget(
  name: string,
  bench: (target: string, db: Db) => Promise<void>,
): Promise<void> {
  for (const target of TARGETS) {
    if (target === 'postgres' && !(await postgresReachable())) {
      log(`postgres: not reachable at ${PG_URL}, skipped`);
      continue;
    }
    log(`${target}:`);
    const schema = `bench_${name}_${process.pid}`;
    if (target === 'postgres') await onPostgres(`create schema ${schema}`);
    const db =
      target === 'postgres'
        ? await openDb({
            databaseUrl: PG_URL,
            searchPath: schema,
            // As the server reads it (unset: the client's default).
            poolSize: loadConfig(process.env).databasePoolSize,
          })
        : await openDb({ dataDir: 'memory://' });
    try {
      await bench(target, db);
    } finally {
      await db.close();
      if (target === 'postgres') await onPostgres(`drop schema if exists ${schema} cascade`);
    }
  }
}

/** The real API on `db`, listening on a free loopback port: the app (to close) and its base URL. */
export async function serveApi(db: Db): Promise<{ app: Awaited<ReturnType<typeof buildApp>>; url: string }> {
  const app = await buildApp({ db, config: loadConfig({ LOG_LEVEL: 'silent', API_PORT: '0' }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}` };
}

/**
 * A migrated database with one shop, its admin (`perms`, password unusable: benches sign in by session) and
 * `orders` demo orders over `spanDays`, the same mix for every bench (seeded, so runs compare).
 */
export async function benchShop(
  db: Db,
  now: Date,
  options: { orders: number; spanDays: number; perms: string[]; email: string },
): Promise<{ customerId: number; userId: number }> {
  await migrate(db);
  const customer = (await db.one<{ id: number }>(
    `insert into customers (name) values ('Bench Shop') returning id`,
  ))!;
  const user = (await db.one<{ id: number }>(
    `insert into users (customer_id, email, password_hash, name, last_name, roles, perms)
     values ($1, $2, 'x', 'Bench', 'Admin', '{ADMIN}', $3) returning id`,
    [customer.id, options.email, options.perms],
  ))!;
  const started = Date.now();
  await db.transaction((tx) =>
    insertDemoData(
      tx,
      customer.id,
      {
        consumers: 2_000,
        carts: Math.max(100, Math.round(options.orders / 10)),
        orders: options.orders,
        currencies: [
          ['USD', 8],
          ['EUR', 2],
        ],
        spanDays: options.spanDays,
        events: false,
        batch: 10_000,
      },
      { seed: 4242, now, actorUserId: user.id },
    ),
  );
  log(`  data: ${options.orders} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { customerId: customer.id, userId: user.id };
}
