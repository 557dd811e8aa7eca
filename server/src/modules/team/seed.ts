import { INVITATION_TTL_HOURS } from '@console/api-contract';
import type { Db } from '../../db/client.js';
import { shopToSeed } from '../../db/seed.js';
import { appendEntries, type AuditEntry } from '../../platform/audit.js';
import { hashPassword } from '../../platform/password.js';
import { pick, prng } from '../../platform/prng.js';
import { newToken, tokenHash } from './invitations.js';

const DAY_MS = 86_400_000;
const DAYS = 21;
const ADDRESSES = ['203.0.113.10', '203.0.113.24', '198.51.100.7'];

/** Demo Shop's staff: one per preset role (docs/team.md; the README's demo accounts). */
export const DEMO_STAFF = [
  { email: 'olivia@example.com', password: 'staff123', name: 'Olivia', lastName: 'Orders', role: 'Orders' },
  { email: 'bruno@example.com', password: 'staff123', name: 'Bruno', lastName: 'Bookings', role: 'Bookings' },
] as const;

/** Demo Shop's open invitation (docs/team.md). */
export const DEMO_INVITATION = { email: 'newhire@example.com', name: 'New hire' } as const;

/**
 * Three weeks of Demo Shop's operation log, chained like real entries: the admin's sign-ins (and a mistyped
 * password now and then), payments confirmed on orders that are Received, and one open invitation. Idempotent (a
 * shop with entries is left alone) and under the schema lock like the other seeds.
 */
export async function seedTeamDemo(db: Db, now: Date = new Date()): Promise<number> {
  // Hashed outside the transaction: scrypt is slow and PGlite has one connection.
  const hashes = await Promise.all(DEMO_STAFF.map((staff) => hashPassword(staff.password)));
  return db.transaction(async (tx) => {
    const owner = await shopToSeed(tx, 'admin@example.com', 'audit_log');
    if (!owner) return 0;
    for (const [index, staff] of DEMO_STAFF.entries()) {
      await tx.query(
        `insert into users (customer_id, email, password_hash, name, last_name, status, roles, perms, role_id,
                            created_at, updated_at)
         select $1, $2, $3, $4, $5, 'active', array['ADMIN'], '{}', r.id, $7, $7
           from team_roles r where r.customer_id = $1 and r.name = $6
         on conflict do nothing`,
        [owner.customerId, staff.email, hashes[index], staff.name, staff.lastName, staff.role, now],
      );
    }
    // An invitation sent yesterday and not yet accepted, so the members page shows the invitations card. Its link
    // was never mailed: the token is random and thrown away (the owner's Resend mails a working one).
    await tx.query(
      `insert into team_invitations (customer_id, email, name, role_id, token_hash, created_by, created_at, expires_at)
       select $1, $2, $3, r.id, $4, $5, $6, $6::timestamptz + make_interval(hours => $7)
         from team_roles r where r.customer_id = $1 and r.name = 'Bookings'
       on conflict do nothing`,
      [
        owner.customerId,
        DEMO_INVITATION.email,
        DEMO_INVITATION.name,
        tokenHash(newToken()),
        owner.userId,
        new Date(now.getTime() - DAY_MS),
        INVITATION_TTL_HOURS,
      ],
    );
    const received = await tx.query<{ id: number }>(
      `select id from orders where customer_id = $1 and status = 'Received' order by id limit $2`,
      [owner.customerId, DAYS * 2],
    );
    const random = prng(owner.customerId * 7919);
    const entries: AuditEntry[] = [];
    const base = { customerId: owner.customerId, userId: owner.userId, actor: owner.email };
    for (let day = DAYS; day >= 1; day -= 1) {
      const morning = now.getTime() - day * DAY_MS + 9 * 3_600_000;
      const ip = pick(random, ADDRESSES);
      let at = morning + Math.floor(random() * 3_600_000);
      const next = () => new Date((at += 60_000 + Math.floor(random() * 1_800_000)));
      const sign = {
        ...base,
        ip,
        area: 'auth',
        objectType: 'user',
        objectId: String(owner.userId),
        changes: [],
      };
      if (random() < 0.2) entries.push({ ...sign, at: next(), action: 'sign-in.failed' });
      entries.push({ ...sign, at: next(), action: 'sign-in' });
      for (const order of received.splice(0, random() < 0.5 ? 1 : 2)) {
        entries.push({
          ...base,
          ip,
          at: next(),
          area: 'order',
          action: 'order.confirm',
          objectType: 'order',
          objectId: String(order.id),
          changes: [{ field: 'status', before: 'Paied', after: 'Received' }],
        });
      }
    }
    await appendEntries(tx, entries);
    return entries.length;
  });
}
