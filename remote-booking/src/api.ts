import { api, type QueryParams } from '@console/shared';
import { badgeQuery, queryOptions } from '@console/shared/data';
// The API's types come from its contract (types only: no schema code in this bundle).
import { BOOKING_ACTIONS, BOOKING_TRANSITIONS } from '@console/api-contract/values';
import type {
  Booking,
  BookingAction,
  BookingCalendar,
  BookingDetail,
  BookingPending,
  BookingSettings,
  BookingSettingsBody,
  BookingStatus,
  PageOf,
} from '@console/api-contract';

export type {
  Booking,
  BookingAction,
  BookingDetail,
  BookingPending,
  BookingSettings,
  BookingSettingsBody,
  BookingStatus,
};
export type { BookingEvent } from '@console/api-contract';

/** Stored values (the labels shown are translated), the actions that need a reason, and its length. */
export {
  BOOKING_STATUSES,
  BOOKING_REASON_ACTIONS as REASON_ACTIONS,
  BOOKING_REASON_MAX as REASON_MAX,
} from '@console/api-contract/values';

/**
 * The actions that apply in a status, from the contract's state machine (the server decides; this only hides
 * useless buttons). A hold the visitor has not confirmed may only be cancelled (a suspicious one).
 */
export const actionsFor = (status: BookingStatus): readonly BookingAction[] =>
  BOOKING_ACTIONS.filter((action) => BOOKING_TRANSITIONS[action].from.includes(status));
/** The status an action leads to (for the optimistic row). */
export const targetOf = (action: BookingAction): BookingStatus => BOOKING_TRANSITIONS[action].to;

type Options = { signal?: AbortSignal };
const withSignal = (options?: Options) => (options?.signal ? { signal: options.signal } : {});

/** The pending count's path, also the menu badge's (menu.ts). */
export const PENDING_PATH = '/user/v1/booking/pending';

export const bookingApi = {
  list: (params: QueryParams) => api.get<PageOf<Booking>>('/user/v1/booking/list', params),
  detail: (id: number, options?: Options) =>
    api.get<BookingDetail>(`/user/v1/booking/${id}`, undefined, withSignal(options)),
  act: (id: number, action: BookingAction, reason?: string) =>
    api.post<Booking>(`/user/v1/booking/${id}/${action}`, reason === undefined ? {} : { reason }),
  exportCsv: (filters: QueryParams) =>
    api.get<Blob>('/user/v1/booking/export', filters, { responseType: 'blob' }),
  /** The days from `from` to `to`: at most `perDay` bookings of each (the server's maximum when left out), every count. */
  calendar: (range: { from: string; to: string; perDay?: number | undefined }) =>
    api.get<BookingCalendar>('/user/v1/booking/calendar', range),
  /** Silent: a background poll; a failure is not worth a toast every few seconds. */
  // Silent: the settings table shows its own error, and the list (which reads them for its project filter) shows
  // the same refusal itself; a toast on top said a 403 twice.
  settings: () =>
    api.get<{ list: BookingSettings[] }>('/user/v1/booking/settings', undefined, { silent: true }),
  saveSettings: (projectId: number, body: BookingSettingsBody) =>
    // Silent: the form shows a refusal at its fields (the kit toasts the rest); the client's toast said it twice.
    api.put<BookingSettings>(`/user/v1/booking/projects/${projectId}/settings`, body, { silent: true }),
};

/**
 * The area's queries (docs/data-layer.md, "Keys"): `[area, resource, ...inputs]`, every input of the request in
 * the key. The pending count is the menu badge's query (`badgeQuery` of the data layer): the host's badge and this
 * page's notice read one cache entry, polled once.
 */
export const bookingQueries = {
  all: ['booking'] as const,
  lists: ['booking', 'list'] as const,
  list: (params: QueryParams) => queryOptions(['booking', 'list', params], () => bookingApi.list(params)),
  detail: (booking: Pick<Booking, 'id' | 'status'>) =>
    queryOptions(['booking', 'detail', booking.id, booking.status], () => bookingApi.detail(booking.id)),
  calendars: ['booking', 'calendar'] as const,
  calendar: (from: string, to: string, perDay?: number) =>
    queryOptions(['booking', 'calendar', from, to, perDay ?? null], () =>
      bookingApi.calendar(perDay === undefined ? { from, to } : { from, to, perDay }),
    ),
  settings: () => queryOptions(['booking', 'settings'], () => bookingApi.settings()),
  pending: () => badgeQuery<BookingPending>(PENDING_PATH),
};
