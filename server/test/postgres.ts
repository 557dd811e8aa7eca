/**
 * The PostgreSQL the server tests, the benches and the e2e stack smoke run on when it answers. Without vitest, so
 * the benches and e2e import it too.
 */
import pg from 'pg';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

/** Whether PostgreSQL at `url` answers a query within 1.5 s. */
export async function postgresReachable(url = PG_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs one statement on a connection of its own (creates and drops schemas and databases). */
export async function onPostgres(sql: string, url = PG_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
