import type { Db, Queryable } from '../../db/client.js';
import { SCHEMA_LOCK_KEY } from '../../db/migrate.js';
import { hashPassword } from '../../platform/password.js';
import { PERMS, ROLE_ADMIN } from '../../platform/perms.js';

interface SeedUser {
  email: string;
  password: string;
  name: string;
  lastName: string;
  perms: readonly string[];
}

interface SeedCustomer {
  name: string;
  users: SeedUser[];
}

const DEMO_CUSTOMERS: readonly SeedCustomer[] = [
  {
    name: 'Demo Shop',
    users: [
      { email: 'admin@example.com', password: 'admin123', name: 'Ada', lastName: 'Admin', perms: PERMS },
      {
        email: 'limited@example.com',
        password: 'limited123',
        name: 'Lee',
        lastName: 'Limited',
        perms: ['dashboard:view'],
      },
    ],
  },
  {
    name: 'Other Shop',
    users: [
      { email: 'other@example.com', password: 'other123', name: 'Otto', lastName: 'Other', perms: PERMS },
    ],
  },
];

async function seedCustomer(
  tx: Queryable,
  customer: SeedCustomer,
  hashes: string[],
  now: Date,
): Promise<void> {
  const row = await tx.one<{ id: number }>(
    'insert into customers (name, created_at) values ($1, $2) returning id',
    [customer.name, now],
  );
  if (!row) throw new Error('seed: customer insert returned nothing');
  for (const [index, user] of customer.users.entries()) {
    await tx.query(
      `insert into users (customer_id, email, password_hash, name, last_name, status, roles, perms, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'active', $6, $7, $8, $8)`,
      [row.id, user.email, hashes[index], user.name, user.lastName, [ROLE_ADMIN], [...user.perms], now],
    );
  }
}

/**
 * Demo tenants and users. Idempotent: a tenant is created only when its first user's address is unknown,
 * under the same advisory lock as migrations, so parallel starts do not both insert it.
 * Returns the names of the tenants it created. Each area's own demo data comes after, from its module
 * (`server/src/demo-seed.ts` runs them in order).
 */
export async function seedDemoTenants(db: Db, now: Date = new Date()): Promise<string[]> {
  const created: string[] = [];
  for (const customer of DEMO_CUSTOMERS) {
    const owner = customer.users[0]?.email ?? '';
    const exists = await db.one('select 1 from users where lower(email) = lower($1)', [owner]);
    if (exists) continue;
    // Hash outside the transaction: scrypt is slow and PGlite has one connection.
    const hashes = await Promise.all(customer.users.map((user) => hashPassword(user.password)));
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
      if (await tx.one('select 1 from users where lower(email) = lower($1)', [owner])) return false;
      await seedCustomer(tx, customer, hashes, now);
      return true;
    });
    if (done) created.push(customer.name);
  }
  return created;
}
