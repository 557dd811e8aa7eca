import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';

/** Demo languages and map points of the demo tenants (by customer name). */
const DEMO: Record<string, { languages: string[]; point: { label: string; lat: number; lng: number } }> = {
  'Demo Shop': {
    languages: ['en', 'zh', 'es'],
    point: { label: 'Demo Shop', lat: 52.520008, lng: 13.404954 },
  },
  'Other Shop': { languages: ['en', 'de'], point: { label: 'Other Shop', lat: 35.676422, lng: 139.650027 } },
};

/**
 * Account and map demo data for the tenants the demo seed has just created (never for existing ones, so a
 * customer who removed a language or their point does not get it back on the next start).
 */
export async function seedAccountDemo(db: Db, createdCustomers: readonly string[], now: Date): Promise<void> {
  for (const name of createdCustomers) {
    const demo = DEMO[name];
    if (!demo) continue;
    await db.transaction(async (tx) => {
      const customer = await tx.one<{ id: number }>(
        'select id from customers where name = $1 order by id limit 1',
        [name],
      );
      if (!customer) return;
      await tx.query(
        `insert into customer_languages (customer_id, language_code, created_at)
         select $1, code, $3 from unnest($2::text[]) as code on conflict do nothing`,
        [customer.id, demo.languages, now],
      );
      await tx.query(
        `insert into customer_locations (customer_id, public_key, label, lat, lng, updated_at)
         values ($1, $2, $3, $4, $5, $6) on conflict (customer_id) do nothing`,
        [
          customer.id,
          randomBytes(12).toString('base64url'),
          demo.point.label,
          demo.point.lat,
          demo.point.lng,
          now,
        ],
      );
    });
  }
}
