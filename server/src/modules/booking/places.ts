import type { Queryable } from '../../db/client.js';

/*
 * A slot's places and a project's lock: what making a booking (book.ts) and changing its status (state.ts) both
 * build on. Every change of places runs inside a transaction that holds the project's lock (lockProject).
 */

/** Takes `people` places of one slot, atomically: false when they would go over the capacity. */
export async function takePlaces(
  tx: Queryable,
  slot: { customerId: number; projectId: number; date: string; start: number },
  people: number,
  capacity: number,
): Promise<boolean> {
  if (people > capacity) return false;
  // One statement: a concurrent booking of the same slot waits for this row's lock, then re-checks the condition
  // against the committed count, so two bookings can never both take the last place.
  const row = await tx.one<{ taken: number }>(
    `insert into booking_slots (customer_id, project_id, slot_date, slot_start, taken)
     values ($1, $2, $3::date, $4, $5)
     on conflict (customer_id, project_id, slot_date, slot_start) do update
       set taken = booking_slots.taken + excluded.taken
       where booking_slots.taken + excluded.taken <= $6
     returning taken`,
    [slot.customerId, slot.projectId, slot.date, slot.start, people, capacity],
  );
  return row !== null;
}

/**
 * Releases the holds whose time is up (of one customer, optionally one project, or all): each becomes `expired`
 * with a history event, and its places go back to the slot, in one statement. A concurrent release waits for the
 * rows' locks and then finds them no longer `held`, so no place is given back twice.
 */
export async function releaseExpiredHolds(
  db: Queryable,
  scope: { customerId?: number; projectId?: number },
  now: Date,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `with gone as (
       update bookings set status = 'expired', updated_at = hold_expires_at
        where status = 'held' and hold_expires_at <= $3
          and ($1::bigint is null or customer_id = $1) and ($2::bigint is null or project_id = $2)
        returning id, customer_id, project_id, slot_date, slot_start, people, hold_expires_at
     ), freed as (
       update booking_slots s set taken = greatest(s.taken - g.people, 0)
         from (select customer_id, project_id, slot_date, slot_start, sum(people)::int as people
                 from gone group by 1, 2, 3, 4) g
        where s.customer_id = g.customer_id and s.project_id = g.project_id
          and s.slot_date = g.slot_date and s.slot_start = g.slot_start
        returning 1
     )
     insert into booking_events (customer_id, booking_id, from_status, to_status, actor_kind, created_at)
     select customer_id, id, 'held', 'expired', 'system', hold_expires_at from gone
     returning booking_id as id`,
    [scope.customerId ?? null, scope.projectId ?? null, now],
  );
  return rows.length;
}

/**
 * Locks a project for a change of its holds or places (`for no key update`: bookings may still reference it), so
 * the caps are counted and kept exactly under concurrency, then releases its expired holds. Null: no such project.
 */
export async function lockProject(
  tx: Queryable,
  project: { customerId: number; id: number },
  now: Date,
): Promise<{ status: string } | null> {
  const row = await tx.one<{ status: string }>(
    'select status from projects where customer_id = $1 and id = $2 for no key update',
    [project.customerId, project.id],
  );
  if (row) await releaseExpiredHolds(tx, { customerId: project.customerId, projectId: project.id }, now);
  return row;
}
