import type { Db, Queryable } from './client.js';
import { SCHEMA_LOCK_KEY } from './migrate.js';

/** The demo user whose shop an area seeds. */
export interface DemoOwner {
  userId: number;
  customerId: number;
  /** The address as stored. */
  email: string;
}

/**
 * The shop of the demo user `ownerEmail` when an area's demo data is still to be seeded there, or null: the user
 * does not exist, or the shop already has a row in `table` (every area's seed is idempotent this way). Takes the
 * schema lock for the rest of the transaction and checks again under it, so parallel starts never both seed a
 * shop; the first check spares an already seeded shop the wait for the lock.
 */
export async function shopToSeed(
  tx: Queryable,
  ownerEmail: string,
  table: string,
): Promise<DemoOwner | null> {
  const owner = await tx.one<DemoOwner>(
    'select id as "userId", customer_id as "customerId", email from users where lower(email) = lower($1)',
    [ownerEmail],
  );
  if (!owner) return null;
  const seeded = () => tx.one(`select 1 from ${table} where customer_id = $1 limit 1`, [owner.customerId]);
  if (await seeded()) return null;
  await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
  if (await seeded()) return null;
  return owner;
}

/**
 * Seeds each demo shop whose owner exists and that has no row in `table` yet, one transaction a shop (see
 * shopToSeed), then analyzes `analyze` (a list of tables) when any shop was filled, so the planner sees the new rows.
 * Returns the owners' addresses whose shops it filled.
 */
export async function seedDemoShops<Demo extends { owner: string }>(
  db: Db,
  demos: readonly Demo[],
  table: string,
  fill: (tx: Queryable, owner: DemoOwner, demo: Demo) => Promise<unknown>,
  analyze: string,
): Promise<string[]> {
  const seeded: string[] = [];
  for (const demo of demos) {
    const done = await db.transaction(async (tx) => {
      const owner = await shopToSeed(tx, demo.owner, table);
      if (!owner) return false;
      await fill(tx, owner, demo);
      return true;
    });
    if (done) seeded.push(demo.owner);
  }
  if (seeded.length > 0) await db.exec(`analyze ${analyze}`);
  return seeded;
}
