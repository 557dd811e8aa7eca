import type { Db } from './client.js';
import * as m0001 from './migrations/0001_init.js';
import * as m0002 from './migrations/0002_orders.js';
import * as m0003 from './migrations/0003_account.js';
import * as m0004 from './migrations/0004_stats.js';
import * as m0005 from './migrations/0005_view_perms.js';
import * as m0006 from './migrations/0006_area_view_perms.js';
import * as m0007 from './migrations/0007_pkg.js';
import * as m0008 from './migrations/0008_sku.js';
import * as m0009 from './migrations/0009_booking.js';
import * as m0010 from './migrations/0010_list_plans.js';
import * as m0011 from './migrations/0011_unguessable_site_keys.js';
import * as m0012 from './migrations/0012_visit_marks.js';
import * as m0013 from './migrations/0013_booking_holds.js';
import * as m0014 from './migrations/0014_resources_perm.js';
import * as m0015 from './migrations/0015_audit_log.js';
import * as m0016 from './migrations/0016_team_roles.js';
import * as m0017 from './migrations/0017_team_invitations.js';
import * as m0018 from './migrations/0018_line_counts.js';

interface Migration {
  id: string;
  sql: string;
}

/** Every migration, in order. Append new ones; never edit an applied one. */
export const MIGRATIONS: readonly Migration[] = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0012,
  m0013,
  m0014,
  m0015,
  m0016,
  m0017,
  m0018,
];

/** Serialises migrations and seeding across API instances sharing one PostgreSQL database. */
export const SCHEMA_LOCK_KEY = 7_218_001;

/**
 * Applies the pending migrations, each in its own transaction under an advisory lock,
 * recording each in `schema_migrations`. Returns the ids it applied.
 */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
      await tx.exec(
        'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
      );
      const existing = await tx.one('select id from schema_migrations where id = $1', [migration.id]);
      if (existing) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}
