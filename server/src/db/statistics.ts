import type { Db } from './client.js';

/**
 * Brings the planner's statistics up to date on the embedded database, at start. PGlite has no autovacuum, so
 * without this its statistics stayed those of the demo seed's ANALYZE however the data grew, and the list plans
 * that depend on them (an order-number prefix, docs/orders.md) went back to walking thousands of rows. About a
 * second for 100,000 orders, once per start; PostgreSQL's autovacuum keeps its own up to date, so it is left alone.
 */
export async function refreshStatistics(db: Db): Promise<boolean> {
  if (db.driver !== 'pglite') return false;
  await db.exec('analyze');
  return true;
}
