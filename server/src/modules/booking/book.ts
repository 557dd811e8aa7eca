import { createHash, randomBytes } from 'node:crypto';
import { BOOKING_HOLD_MINUTES } from '@console/api-contract';
import type { Db, Queryable } from '../../db/client.js';
import { rulesOf, slotStarts, type SlotRules } from './settings.js';
import { lockProject, releaseExpiredHolds, takePlaces } from './places.js';

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
  // Expired holds give their places back before they are counted (one statement: exact under concurrency).
  await releaseExpiredHolds(db, { customerId, projectId }, now);
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

/** Why a hold was refused: the project is closed, the slot not offered or full, or a cap of unconfirmed places. */
export type HoldProblem = 'closed' | 'slot' | 'full' | 'address' | 'email' | 'busy';

export type BookResult =
  | { ok: true; id: number; bookingNo: string; token: string; expiresAt: Date }
  | { ok: false; problem: HoldProblem };

/**
 * The caps on unconfirmed places (docs/booking.md, "Holds"): what one client address or one email may hold of a
 * project at once, and what all holds of a project together may (a share of the places bookable now, at least the
 * per-holder cap so one family can always book).
 */
export const HOLD_MAX_PLACES_PER_ADDRESS = 8;
export const HOLD_MAX_PLACES_PER_EMAIL = 8;
export const HOLD_PROJECT_SHARE = 0.1;
export const HOLD_MS = BOOKING_HOLD_MINUTES * 60_000;

/** The project-wide cap on unconfirmed places for these rules. */
export function projectHoldCap(rules: SlotRules): number {
  const bookable = rules.capacity * slotStarts(rules).length * rules.daysAhead;
  return Math.max(HOLD_MAX_PLACES_PER_ADDRESS, Math.ceil(bookable * HOLD_PROJECT_SHARE));
}

/** An email as one mailbox: case and a `+tag` of the local part do not make another one. */
const MAILBOX_SQL = (column: string) => `lower(regexp_replace(${column}, '\\+[^@]*@', '@'))`;

/** The stored form of a confirmation token: only its SHA-256 is kept, the token itself is only in the mail. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export function newBookingNo(): string {
  const bytes = randomBytes(10);
  return `B${[...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/**
 * Makes a public booking as a HOLD in one transaction: the project must be open, the slot offered and its places
 * free, and the caps on unconfirmed places kept (per client address, per email, per project). The project's row
 * lock serialises the holds of one project, so the caps are exact; the places are taken with one conditional upsert
 * (places.ts takePlaces), so of two concurrent bookings for the last place one gets `full`. The hold, its hashed
 * one-time token and its first history event are written in the same transaction; the token is returned for the
 * mail and kept nowhere else.
 */
export function createBooking(
  db: Db,
  project: { customerId: number; id: number },
  input: BookingInput,
  now: Date,
  holder: { ip: string },
): Promise<BookResult> {
  return db.transaction(async (tx) => {
    const open = await lockProject(tx, project, now);
    if (!open || open.status !== 'normal') return { ok: false, problem: 'closed' } as const;
    const rules = await rulesOf(tx, project.customerId, project.id);
    if (!isOffered(rules, input.date, input.start, now)) return { ok: false, problem: 'slot' } as const;
    const held = await tx.one<{ address: number; email: number; all: number }>(
      `select coalesce(sum(people) filter (where hold_ip = $3), 0)::int as address,
              coalesce(sum(people) filter (where ${MAILBOX_SQL('email')} = ${MAILBOX_SQL('$4')}), 0)::int as email,
              coalesce(sum(people), 0)::int as "all"
         from bookings where customer_id = $1 and project_id = $2 and status = 'held'`,
      [project.customerId, project.id, holder.ip, input.email],
    );
    if (held!.address + input.people > HOLD_MAX_PLACES_PER_ADDRESS)
      return { ok: false, problem: 'address' } as const;
    if (held!.email + input.people > HOLD_MAX_PLACES_PER_EMAIL)
      return { ok: false, problem: 'email' } as const;
    if (held!.all + input.people > projectHoldCap(rules)) return { ok: false, problem: 'busy' } as const;
    const took = await takePlaces(
      tx,
      { customerId: project.customerId, projectId: project.id, date: input.date, start: input.start },
      input.people,
      rules.capacity,
    );
    if (!took) return { ok: false, problem: 'full' } as const;
    const bookingNo = newBookingNo();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + HOLD_MS);
    const row = await tx.one<{ id: number }>(
      `insert into bookings (customer_id, project_id, booking_no, slot_date, slot_start, slot_minutes, name, email,
                             mobile, people, note, language, status, search, created_at, updated_at,
                             hold_expires_at, hold_ip, confirm_token_hash)
       values ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10, $11, $12, 'held', $13, $14, $14, $15, $16, $17)
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
        expiresAt,
        holder.ip.slice(0, 64),
        hashToken(token),
      ],
    );
    await tx.query(
      `insert into booking_events (customer_id, booking_id, from_status, to_status, actor_kind, created_at)
       values ($1, $2, null, 'held', 'visitor', $3)`,
      [project.customerId, row!.id, now],
    );
    return { ok: true, id: row!.id, bookingNo, token, expiresAt } as const;
  });
}

export type ConfirmResult =
  | { outcome: 'confirmed'; id: number; customerId: number }
  | { outcome: 'used' | 'expired' | 'cancelled'; id: number; customerId: number }
  | { outcome: 'unknown' };

/** A hold found by its token (to show it before the visitor confirms it). */
export async function findHold(
  db: Queryable,
  token: string,
): Promise<{ id: number; customerId: number; projectId: number; language: string } | null> {
  return db.one(
    `select id, customer_id as "customerId", project_id as "projectId", language from bookings
      where confirm_token_hash = $1`,
    [hashToken(token)],
  );
}

/**
 * The visitor confirms their hold from the mail's link, once: the hold becomes `pending` (the shop's to decide)
 * and its email confirmed. A used link answers `used`, a hold past its time `expired` (released here if nobody
 * did yet), one the shop cancelled meanwhile `cancelled`. Locks the project first, like every change of holds.
 */
export async function confirmHold(db: Db, token: string, now: Date): Promise<ConfirmResult> {
  const hold = await findHold(db, token);
  if (!hold) return { outcome: 'unknown' };
  return db.transaction(async (tx) => {
    await lockProject(tx, { customerId: hold.customerId, id: hold.projectId }, now);
    const row = await tx.one<{ status: string; confirmed: boolean }>(
      `select status, email_confirmed_at is not null as confirmed from bookings
        where customer_id = $1 and id = $2 for update`,
      [hold.customerId, hold.id],
    );
    const ids = { id: hold.id, customerId: hold.customerId };
    if (!row) return { outcome: 'unknown' } as const;
    if (row.status === 'expired') return { outcome: 'expired', ...ids } as const;
    if (row.status !== 'held') return { outcome: row.confirmed ? 'used' : 'cancelled', ...ids } as const;
    await tx.query(
      `update bookings set status = 'pending', email_confirmed_at = $3, hold_expires_at = null, updated_at = $3
        where customer_id = $1 and id = $2`,
      [hold.customerId, hold.id, now],
    );
    await tx.query(
      `insert into booking_events (customer_id, booking_id, from_status, to_status, actor_kind, created_at)
       values ($1, $2, 'held', 'pending', 'visitor', $3)`,
      [hold.customerId, hold.id, now],
    );
    return { outcome: 'confirmed', ...ids } as const;
  });
}
