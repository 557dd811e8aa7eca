import { recordChange, recordNothing } from '../../platform/audit.js';
import type { BookingAction, BookingStatus } from '@console/api-contract';
import { BOOKING_MSG, BOOKING_TRANSITIONS, bookingTransitionRefusal } from '@console/api-contract';
import type { Db } from '../../db/client.js';
import { CODE_ERROR } from '../../platform/envelope.js';
import { AppError, notFound } from '../../platform/errors.js';
import { lockProject } from './places.js';

// The booking state machine is the contract's BOOKING_TRANSITIONS; transition() below is the only place a booking's
// status changes after it is made. declined and cancelled give the places back; a reason is told to the visitor (a
// cancelled hold mails nobody). A visitor moves their own hold to `pending` from the mail (book.ts confirmHold); an
// unconfirmed hold expires by itself (places.ts releaseExpiredHolds). Asking again for a booking already in the
// target state answers success and changes nothing (no second mail).

/** States whose places are free again. */
const RELEASES: readonly BookingStatus[] = ['declined', 'cancelled'];

export interface TransitionResult {
  id: number;
  status: BookingStatus;
  changed: boolean;
  /** Whether the visitor confirmed their email: only then are they mailed about the change. */
  mailable: boolean;
}

/**
 * Applies one action to one booking of one customer in a transaction, holding the booking's row lock from the
 * status check to the write: of two concurrent requests one changes it, the other sees a repeat.
 * 404 when the booking is not the customer's, 409 when the action does not apply to its status.
 */
export function transition(
  db: Db,
  params: {
    customerId: number;
    id: number;
    action: BookingAction;
    userId: number;
    reason?: string | undefined;
    now: Date;
  },
): Promise<TransitionResult> {
  const rule = BOOKING_TRANSITIONS[params.action];
  const reason = params.reason?.trim() ? params.reason.trim() : null;
  return db.transaction(async (tx) => {
    // Changes of places lock the project first, like a new hold (places.ts lockProject): one order of locks, and an
    // expired hold is released before it could be acted on.
    const of = await tx.one<{ projectId: number }>(
      'select project_id as "projectId" from bookings where customer_id = $1 and id = $2',
      [params.customerId, params.id],
    );
    if (!of) throw notFound(BOOKING_MSG.notFound);
    await lockProject(tx, { customerId: params.customerId, id: of.projectId }, params.now);
    const current = await tx.one<{
      id: number;
      status: BookingStatus;
      projectId: number;
      slotDate: string;
      slotStart: number;
      people: number;
      mailable: boolean;
    }>(
      `select id, status, project_id as "projectId", to_char(slot_date, 'YYYY-MM-DD') as "slotDate",
              slot_start as "slotStart", people, email_confirmed_at is not null as mailable
         from bookings where customer_id = $1 and id = $2 for update`,
      [params.customerId, params.id],
    );
    if (!current) throw notFound(BOOKING_MSG.notFound);
    if (current.status === rule.to) {
      recordNothing();
      return { id: current.id, status: current.status, changed: false, mailable: current.mailable };
    }
    if (!rule.from.includes(current.status))
      throw new AppError(409, CODE_ERROR, bookingTransitionRefusal(params.action, current.status));
    await tx.query(
      `update bookings set status = $3, reason = coalesce($4, reason), updated_at = $5, hold_expires_at = null
        where customer_id = $1 and id = $2`,
      [params.customerId, current.id, rule.to, reason, params.now],
    );
    if (RELEASES.includes(rule.to)) {
      await tx.query(
        `update booking_slots set taken = greatest(taken - $5, 0)
          where customer_id = $1 and project_id = $2 and slot_date = $3::date and slot_start = $4`,
        [params.customerId, current.projectId, current.slotDate, current.slotStart, current.people],
      );
    }
    await tx.query(
      `insert into booking_events (customer_id, booking_id, from_status, to_status, actor_kind, actor_user_id, reason, created_at)
       values ($1, $2, $3, $4, 'user', $5, $6, $7)`,
      [params.customerId, current.id, current.status, rule.to, params.userId, reason, params.now],
    );
    recordChange({
      area: 'booking',
      action: `booking.${params.action}`,
      objectType: 'booking',
      objectId: current.id,
      before: { status: current.status },
      after: { status: rule.to, ...(reason !== null ? { reason } : {}) },
    });
    return { id: current.id, status: rule.to, changed: true, mailable: current.mailable };
  });
}
