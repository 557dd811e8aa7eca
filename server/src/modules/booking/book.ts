import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.js';
import { rulesOf, slotStarts, type SlotRules } from './settings.js';
import { takePlaces } from './state.js';

const DAY_MS = 86_400_000;
/** A day as YYYY-MM-DD. Slots are wall-clock times of the shop's day; the console counts days in UTC (docs/booking.md). */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);
const addDays = (day: string, n: number): string =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

export interface Slot {
  date: string;
  start: number;
  left: number;
}

/** The bookable slots of a project from now on (`daysAhead` days, today's past slots left out), with places left. */
export async function availability(
  db: Queryable,
  customerId: number,
  projectId: number,
  now: Date,
): Promise<{ rules: SlotRules; days: { date: string; slots: Slot[] }[] }> {
  const rules = await rulesOf(db, customerId, projectId);
  const today = dayOf(now);
  const last = addDays(today, rules.daysAhead - 1);
  const taken = await db.query<{ date: string; start: number; taken: number }>(
    `select to_char(slot_date, 'YYYY-MM-DD') as date, slot_start as start, taken from booking_slots
      where customer_id = $1 and project_id = $2 and slot_date between $3::date and $4::date`,
    [customerId, projectId, today, last],
  );
  const takenAt = new Map(taken.map((row) => [`${row.date} ${row.start}`, row.taken]));
  const nowMinutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  const days: { date: string; slots: Slot[] }[] = [];
  for (let i = 0; i < rules.daysAhead; i++) {
    const date = addDays(today, i);
    const slots = slotStarts(rules)
      .filter((start) => i > 0 || start > nowMinutes)
      .map((start) => ({
        date,
        start,
        left: Math.max(0, rules.capacity - (takenAt.get(`${date} ${start}`) ?? 0)),
      }));
    if (slots.length > 0) days.push({ date, slots });
  }
  return { rules, days };
}

/** Whether `date`/`start` is one of the project's slots that may be booked now. */
export function isOffered(rules: SlotRules, date: string, start: number, now: Date): boolean {
  const today = dayOf(now);
  if (date < today || date > addDays(today, rules.daysAhead - 1)) return false;
  if (!slotStarts(rules).includes(start)) return false;
  return date > today || start > now.getUTCHours() * 60 + now.getUTCMinutes();
}

export interface BookingInput {
  date: string;
  start: number;
  name: string;
  email: string;
  mobile: string;
  people: number;
  note: string;
  language: string;
}

export type BookResult =
  { ok: true; id: number; bookingNo: string } | { ok: false; problem: 'closed' | 'slot' | 'full' };

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export function newBookingNo(): string {
  const bytes = randomBytes(10);
  return `B${[...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/**
 * Makes a booking in one transaction: the project must be open, the slot offered, and its places free. The places
 * are taken with one conditional upsert (state.ts takePlaces), so of two concurrent bookings for the last place one
 * gets `full`. The booking and its first history event are written in the same transaction.
 */
export function createBooking(
  db: Db,
  project: { customerId: number; id: number },
  input: BookingInput,
  now: Date,
): Promise<BookResult> {
  return db.transaction(async (tx) => {
    const open = await tx.one<{ status: string }>(
      'select status from projects where customer_id = $1 and id = $2 for share',
      [project.customerId, project.id],
    );
    if (!open || open.status !== 'normal') return { ok: false, problem: 'closed' } as const;
    const rules = await rulesOf(tx, project.customerId, project.id);
    if (!isOffered(rules, input.date, input.start, now)) return { ok: false, problem: 'slot' } as const;
    const took = await takePlaces(
      tx,
      { customerId: project.customerId, projectId: project.id, date: input.date, start: input.start },
      input.people,
      rules.capacity,
    );
    if (!took) return { ok: false, problem: 'full' } as const;
    const bookingNo = newBookingNo();
    const row = await tx.one<{ id: number }>(
      `insert into bookings (customer_id, project_id, booking_no, slot_date, slot_start, slot_minutes, name, email,
                             mobile, people, note, language, status, search, created_at, updated_at)
       values ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10, $11, $12, 'pending', $13, $14, $14)
       returning id`,
      [
        project.customerId,
        project.id,
        bookingNo,
        input.date,
        input.start,
        rules.slotMinutes,
        input.name,
        input.email,
        input.mobile,
        input.people,
        input.note,
        input.language,
        [bookingNo, input.name, input.email, input.mobile].join(' ').toLowerCase(),
        now,
      ],
    );
    await tx.query(
      `insert into booking_events (customer_id, booking_id, from_status, to_status, actor_kind, created_at)
       values ($1, $2, null, 'pending', 'visitor', $3)`,
      [project.customerId, row!.id, now],
    );
    return { ok: true, id: row!.id, bookingNo } as const;
  });
}
