import { columnsOf, type Db } from '../../db/client.js';
import { shopToSeed } from '../../db/seed.js';
import { pick, prng } from '../../platform/prng.js';
import { type BookingInput, HOLD_MS, newBookingNo } from './book.js';
import { DEFAULT_RULES, slotStarts } from './settings.js';

const DAY_MS = 86_400_000;
const FIRST = [
  'Ana',
  'Ben',
  'Chen',
  'Dana',
  'Eli',
  'Fatima',
  'Gus',
  'Hana',
  'Ivan',
  'Jun',
  'Kemal',
  'Lea',
  'Mia',
  'Noah',
];
const LAST = ['Silva', 'Meyer', 'Wang', 'Kim', 'Rossi', 'Khan', 'Novak', 'Sato', 'Garcia', 'Li', 'Dubois'];
const NOTES = ['', '', '', 'Window seat please', 'Birthday', 'We bring a stroller', 'Vegetarian', ''];

/**
 * Demo bookings for Demo Shop's open projects over the past and next two weeks (default settings), inserted in one
 * statement, with the places they hold and their history. Same slots for a given `now` (numbers are random); idempotent (a shop with
 * bookings is left alone) and under the schema lock like the other seeds.
 */
export async function seedBookingDemo(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const owner = await shopToSeed(tx, 'admin@example.com', 'bookings');
    if (!owner) return 0;
    const projects = await tx.query<{ id: number }>(
      `select id from projects where customer_id = $1 and status = 'normal' order by id`,
      [owner.customerId],
    );
    if (projects.length === 0) return 0;
    const rng = prng(4_040_404);
    const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    const nowMinutes = Math.floor((now.getTime() - today) / 60_000);
    const starts = slotStarts(DEFAULT_RULES);
    // What the visitor entered (but the language), and where the booking stands.
    const rows: (Omit<BookingInput, 'language'> & {
      project: number;
      no: string;
      status: string;
      reason: string | null;
      created: Date;
    })[] = [];
    // One live hold among the future bookings (a visitor who has not confirmed from the mail yet).
    let held = false;
    for (let day = -14; day <= 13; day++) {
      const date = new Date(today + day * DAY_MS).toISOString().slice(0, 10);
      for (const project of projects) {
        for (const start of starts) {
          // Today's later slots are left free (the e2e books one); some slots stay empty.
          if (day === 0 && start > nowMinutes) continue;
          if (rng() < 0.55) continue;
          const past = day < 0 || (day === 0 && start < nowMinutes);
          const people = 1 + Math.floor(rng() * 2);
          const roll = rng();
          const status = past
            ? roll < 0.7
              ? 'completed'
              : roll < 0.8
                ? 'no_show'
                : roll < 0.9
                  ? 'cancelled'
                  : 'declined'
            : roll < 0.5
              ? 'pending'
              : roll < 0.85
                ? 'confirmed'
                : roll < 0.93
                  ? 'cancelled'
                  : 'declined';
          const shown = !past && day >= 1 && !held ? 'held' : status;
          if (shown === 'held') held = true;
          const first = pick(rng, FIRST);
          const last = pick(rng, LAST);
          const slotAt = Date.parse(`${date}T00:00:00Z`) + start * 60_000;
          const created = new Date(
            Math.min(now.getTime() - 60_000, slotAt - Math.floor(1 + rng() * 6) * DAY_MS),
          );
          rows.push({
            project: project.id,
            no: newBookingNo(),
            date,
            start,
            name: `${first} ${last}`,
            email: `${first}.${last}.${rows.length + 1}@example.net`.toLowerCase(),
            mobile: `+1 555 ${String(1000 + Math.floor(rng() * 9000))}`,
            people,
            note: pick(rng, NOTES),
            status: shown,
            reason:
              status === 'cancelled'
                ? 'Guest asked to cancel'
                : status === 'declined'
                  ? 'Private event'
                  : null,
            created,
          });
        }
      }
    }
    await tx.query(
      `insert into bookings (customer_id, project_id, booking_no, slot_date, slot_start, slot_minutes, name, email, mobile,
                             people, note, status, reason, search, created_at, updated_at)
       select $1, r.project, r.no, r.date::date, r.start, $2, r.name, r.email, r.mobile, r.people, r.note, r.status,
              r.reason, lower(r.no || ' ' || r.name || ' ' || r.email || ' ' || r.mobile), r.created, r.created
         from unnest($3::bigint[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[], $9::text[], $10::int[],
                     $11::text[], $12::text[], $13::text[], $14::timestamptz[])
              as r (project, no, date, start, name, email, mobile, people, note, status, reason, created)`,
      [
        owner.customerId,
        DEFAULT_RULES.slotMinutes,
        ...columnsOf(rows, [
          'project',
          'no',
          'date',
          'start',
          'name',
          'email',
          'mobile',
          'people',
          'note',
          'status',
          'reason',
          'created',
        ]),
      ],
    );
    // Every seeded visitor confirmed their email, except the hold's, made a minute ago (held for the usual time).
    await tx.query(
      `update bookings set email_confirmed_at = case when status = 'held' then null else created_at end,
              created_at = case when status = 'held' then $2 else created_at end,
              updated_at = case when status = 'held' then $2 else updated_at end,
              hold_expires_at = case when status = 'held' then $3::timestamptz end,
              hold_ip = case when status = 'held' then '203.0.113.7' end
        where customer_id = $1`,
      [owner.customerId, new Date(now.getTime() - 60_000), new Date(now.getTime() - 60_000 + HOLD_MS)],
    );
    await tx.query(
      `insert into booking_slots (customer_id, project_id, slot_date, slot_start, taken)
       select customer_id, project_id, slot_date, slot_start, sum(people)
         from bookings where customer_id = $1 and status not in ('declined', 'cancelled')
        group by 1, 2, 3, 4`,
      [owner.customerId],
    );
    await tx.query(
      `insert into booking_events (customer_id, booking_id, from_status, to_status, actor_kind, created_at)
       select customer_id, id, null, case when status = 'held' then 'held' else 'pending' end, 'visitor', created_at
         from bookings where customer_id = $1`,
      [owner.customerId],
    );
    await tx.query(
      `insert into booking_events (customer_id, booking_id, from_status, to_status, actor_kind, actor_user_id, reason, created_at)
       select b.customer_id, b.id, 'pending', 'confirmed', 'user', u.id, null,
              least(b.created_at + interval '1 hour', $2::timestamptz - interval '40 seconds')
         from bookings b join users u on u.customer_id = b.customer_id and lower(u.email) = 'admin@example.com'
        where b.customer_id = $1 and b.status in ('confirmed', 'completed', 'no_show', 'cancelled');
       `,
      [owner.customerId, now],
    );
    await tx.query(
      `insert into booking_events (customer_id, booking_id, from_status, to_status, actor_kind, actor_user_id, reason, created_at)
       select b.customer_id, b.id, case when b.status = 'declined' then 'pending' else 'confirmed' end, b.status, 'user',
              u.id, b.reason,
              -- A visit is marked done or missed once its slot is over; a refusal comes soon after the request.
              least(case when b.status in ('completed', 'no_show')
                           then (b.slot_date + make_interval(mins => b.slot_start + b.slot_minutes)) at time zone 'UTC'
                         else b.created_at + interval '2 hours' end,
                    $2::timestamptz - interval '20 seconds')
         from bookings b join users u on u.customer_id = b.customer_id and lower(u.email) = 'admin@example.com'
        where b.customer_id = $1 and b.status in ('declined', 'completed', 'no_show', 'cancelled')`,
      [owner.customerId, now],
    );
    // Every time in the past, and a booking's last change is its last event.
    await tx.query(
      `update bookings b set updated_at = e.at
         from (select booking_id, max(created_at) as at from booking_events where customer_id = $1 group by 1) e
        where b.customer_id = $1 and b.id = e.booking_id`,
      [owner.customerId],
    );
    return rows.length;
  });
}
