import type { Db } from './db/client.js';
import { seedDemoTenants } from './modules/account/demo-tenants.js';
import { seedAccountDemo } from './modules/account/seed.js';
import { seedBookingDemo } from './modules/booking/seed.js';
import { seedOrdersDemo } from './modules/orders/seed.js';
import { seedPkgDemo } from './modules/pkg/seed.js';
import { seedSkuDemo } from './modules/sku/seed.js';
import { seedStatsDemo } from './modules/stats/seed.js';
import { seedTeamDemo } from './modules/team/seed.js';

/** What one area adds to the demo: run after the demo tenants exist, knowing which of them were created now. */
type AreaSeed = (db: Db, context: { created: readonly string[]; now: Date }) => Promise<unknown>;

/**
 * Every area's demo data, in the order they build on each other (orders before statistics, projects before SKU
 * classifications and bookings). Each is idempotent on its own. It is listed here, at the composition root beside
 * app.ts, so the database layer knows no module and no module knows another's seed.
 */
const AREA_SEEDS: readonly AreaSeed[] = [
  (db, { created, now }) => seedAccountDemo(db, created, now),
  (db, { now }) => seedOrdersDemo(db, now),
  (db, { now }) => seedStatsDemo(db, now),
  (db, { now }) => seedPkgDemo(db, now),
  (db, { now }) => seedSkuDemo(db, now),
  (db, { now }) => seedBookingDemo(db, now),
  (db, { now }) => seedTeamDemo(db, now),
];

/** The demo tenants and users, then every area's demo data. Returns the names of the tenants created now. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<string[]> {
  const created = await seedDemoTenants(db, now);
  for (const seed of AREA_SEEDS) await seed(db, { created, now });
  return created;
}
