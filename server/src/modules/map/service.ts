import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { recordChange, recordNothing } from '../../platform/audit.js';
import type { Session } from '../../platform/session.js';
import {
  MAP_PAGE_SIZE_MAX,
  type MapLocation,
  type MapPoint,
  type PageOf,
  type PublicListQuery,
  type SetLocationBody,
} from '@console/api-contract';

export const MAP_LIMITS = {
  /** The public list answers anyone; this keeps one address from hammering it. */
  publicListPerIp: { name: 'map-list:ip', max: 120, windowSeconds: 60 },
} as const;

interface LocationRow {
  key: string;
  label: string;
  lat: number;
  lng: number;
  updatedAt: Date | string;
}

const out = (row: LocationRow): MapLocation => ({ ...row, updatedAt: new Date(row.updatedAt).toISOString() });

/** Six decimals (about 10 cm) is more than any shop needs and keeps the stored value stable. */
const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

const RETURNING = `public_key as key, label, lat, lng, updated_at as "updatedAt"`;

export async function getLocation(db: Db, session: Session): Promise<MapLocation | null> {
  const row = await db.one<LocationRow>(
    `select ${RETURNING} from customer_locations where customer_id = $1`,
    [session.customerId],
  );
  return row ? out(row) : null;
}

/**
 * Sets the customer's one public point. The opaque key is made on the first save and kept afterwards, so a point
 * keeps its identity on the public map without exposing the customer's id.
 */
export async function setLocation(
  db: Db,
  session: Session,
  body: SetLocationBody,
  now: Date,
): Promise<MapLocation> {
  const row = await db.transaction(async (tx) => {
    const before = await tx.one<{ label: string; lat: number; lng: number }>(
      'select label, lat, lng from customer_locations where customer_id = $1 for update',
      [session.customerId],
    );
    const after = { label: body.label, lat: round6(body.lat), lng: round6(body.lng) };
    recordLocation(session, 'location.update', before, after);
    return tx.one<LocationRow>(
      `insert into customer_locations (customer_id, public_key, label, lat, lng, updated_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (customer_id) do update
         set label = excluded.label, lat = excluded.lat, lng = excluded.lng, updated_at = excluded.updated_at
       returning ${RETURNING}`,
      [session.customerId, randomBytes(12).toString('base64url'), after.label, after.lat, after.lng, now],
    );
  });
  if (!row) throw new Error('location upsert returned nothing');
  return out(row);
}

/** Takes the customer off the public map (idempotent). */
export async function deleteLocation(db: Db, session: Session): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.one<{ label: string; lat: number; lng: number }>(
      'delete from customer_locations where customer_id = $1 returning label, lat, lng',
      [session.customerId],
    );
    if (removed) recordLocation(session, 'location.delete', removed, null);
    else recordNothing();
  });
}

/** The shop's point before and after (null: none); saving the same point again is still a save, with no fields. */
function recordLocation(
  session: Session,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): void {
  recordChange({
    area: 'account',
    action,
    objectType: 'location',
    objectId: session.customerId,
    before: before && { ...before, lat: Number(before.lat), lng: Number(before.lng) },
    after,
  });
}

export async function publicPoints(db: Db, query: PublicListQuery): Promise<PageOf<MapPoint>> {
  const pageSize = query.pageSize ?? MAP_PAGE_SIZE_MAX;
  const offset = ((query.pageNum ?? 1) - 1) * pageSize;
  const [list, count] = await Promise.all([
    db.query<MapPoint>(
      `select public_key as key, label, lat, lng from customer_locations
        order by updated_at desc, public_key limit $1 offset $2`,
      [pageSize, offset],
    ),
    db.one<{ total: number }>('select count(*) as total from customer_locations'),
  ]);
  return { list, total: count?.total ?? 0 };
}
