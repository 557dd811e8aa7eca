import { api, type QueryParams } from '@console/shared';
// The API's types come from its contract (types only: no schema code in this bundle).
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

/** Which actions apply in which status (the server's state machine decides; this only hides useless buttons). */
export const ACTIONS_BY_STATUS: Readonly<Record<BookingStatus, readonly BookingAction[]>> = {
  pending: ['confirm', 'decline'],
  confirmed: ['complete', 'noShow', 'cancel'],
  declined: [],
  completed: [],
  no_show: [],
  cancelled: [],
};
/** The status each action leads to (for the optimistic row). */
export const TARGET: Readonly<Record<BookingAction, BookingStatus>> = {
  confirm: 'confirmed',
  decline: 'declined',
  complete: 'completed',
  noShow: 'no_show',
  cancel: 'cancelled',
};

type Options = { signal?: AbortSignal };
const withSignal = (options?: Options) => (options?.signal ? { signal: options.signal } : {});

export const bookingApi = {
  list: (params: QueryParams) => api.get<PageOf<Booking>>('/user/v1/booking/list', params),
  detail: (id: number, options?: Options) =>
    api.get<BookingDetail>(`/user/v1/booking/${id}`, undefined, withSignal(options)),
  act: (id: number, action: BookingAction, reason?: string) =>
    api.post<Booking>(`/user/v1/booking/${id}/${action}`, reason === undefined ? {} : { reason }),
  exportCsv: (filters: QueryParams) =>
    api.get<Blob>('/user/v1/booking/export', filters, { responseType: 'blob' }),
  calendar: (from: string, to: string, projectId?: number) =>
    api.get<BookingCalendar>('/user/v1/booking/calendar', projectId ? { from, to, projectId } : { from, to }),
  /** Silent: a background poll; a failure is not worth a toast every few seconds. */
  pending: () => api.get<BookingPending>('/user/v1/booking/pending', undefined, { silent: true }),
  // Silent: the settings table shows its own error, and the list (which reads them for its project filter) shows
  // the same refusal itself; a toast on top said a 403 twice.
  settings: () =>
    api.get<{ list: BookingSettings[] }>('/user/v1/booking/settings', undefined, { silent: true }),
  saveSettings: (projectId: number, body: BookingSettingsBody) =>
    api.put<BookingSettings>(`/user/v1/booking/projects/${projectId}/settings`, body),
};

/** Asks the host to re-read the menu's counts (the pending badge) after a change that moves them. */
export const refreshMenuBadges = () => window.dispatchEvent(new Event('console:menu-badges'));
