/**
 * Booking statuses as stored (the labels shown are translated). A public booking starts `held`: its places are
 * taken for BOOKING_HOLD_MINUTES until the visitor confirms it from the mail (then `pending`, the shop's to decide);
 * an unconfirmed hold becomes `expired` and its places are free again.
 */
export const BOOKING_STATUSES = [
  'held',
  'expired',
  'pending',
  'confirmed',
  'declined',
  'completed',
  'no_show',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The statuses as a person reads them in English, not their stored spellings ('no_show' is stored, 'No-show' is
 * what the list says): the console's English labels and the server's messages both use these.
 */
export const BOOKING_STATUS_LABEL: Readonly<Record<BookingStatus, string>> = {
  held: 'Held',
  expired: 'Expired',
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

/** The actions of the booking state machine (POST /user/v1/booking/:id/<action>). */
export const BOOKING_ACTIONS = ['confirm', 'decline', 'complete', 'noShow', 'cancel'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];
/** Actions that need a reason (told to the visitor in the mail). */
export const BOOKING_REASON_ACTIONS: readonly BookingAction[] = ['decline', 'cancel'];

/**
 * The booking state machine: the statuses each action applies to and the one it leads to. The server enforces it
 * (modules/booking/state.ts); the console only hides the buttons that would be refused.
 *   cancel of `held`: a suspicious hold the shop clears (nobody is mailed).
 */
export const BOOKING_TRANSITIONS: Readonly<
  Record<BookingAction, { from: readonly BookingStatus[]; to: BookingStatus }>
> = {
  confirm: { from: ['pending'], to: 'confirmed' },
  decline: { from: ['pending'], to: 'declined' },
  complete: { from: ['confirmed'], to: 'completed' },
  noShow: { from: ['confirmed'], to: 'no_show' },
  cancel: { from: ['confirmed', 'held'], to: 'cancelled' },
};

/** The 409 of an action the booking's status does not allow, naming the statuses as the list does. */
export function bookingTransitionRefusal(action: BookingAction, status: BookingStatus): string {
  const rule = BOOKING_TRANSITIONS[action];
  return (
    `Only a ${rule.from.map((from) => BOOKING_STATUS_LABEL[from]).join(' or ')} booking can be changed to ` +
    `${BOOKING_STATUS_LABEL[rule.to]} (this booking is ${BOOKING_STATUS_LABEL[status]})`
  );
}

/**
 * Every such refusal the API can send (keyed `action.status`): an action from a status outside its `from`, other
 * than its own target (asking again answers success). The console translates each.
 */
export const BOOKING_TRANSITION_REFUSALS: Readonly<Record<string, string>> = Object.fromEntries(
  BOOKING_ACTIONS.flatMap((action) =>
    BOOKING_STATUSES.filter(
      (status) =>
        !BOOKING_TRANSITIONS[action].from.includes(status) && status !== BOOKING_TRANSITIONS[action].to,
    ).map((status) => [`${action}.${status}`, bookingTransitionRefusal(action, status)]),
  ),
);

/** How long a public booking holds its places before the visitor confirms it from the mail (docs/booking.md). */
export const BOOKING_HOLD_MINUTES = 15;

export const BOOKING_SORT_FIELDS = ['createdAt', 'slot'] as const;
export type BookingSortField = (typeof BOOKING_SORT_FIELDS)[number];

export const BOOKING_REASON_MAX = 500;
/** The calendar reads at most this many days at once (a month view with its leading and trailing weeks). */
export const BOOKING_CALENDAR_MAX_DAYS = 42;
/**
 * The calendar sends at most this many bookings of one day (the first in slot order) and every day's count: a busy
 * shop's month stays a bounded answer, and a day's "more" opens the list filtered to that day.
 */
export const BOOKING_CALENDAR_PER_DAY = 20;
