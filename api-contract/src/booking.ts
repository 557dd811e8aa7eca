import { Type, type Static } from 'typebox';
import {
  CalendarDate,
  DateTime,
  IdNumber,
  type IdParams,
  IdParamsSchema,
  IdText,
  messages,
  Nullable,
  ReasonBody,
  StatusEvent,
  StringEnum,
  trim,
  WithEvents,
} from './common.js';
import { answers, Envelope, FileAnswer } from './routes.js';
import { Page, Paging, Sorting, StatusList } from './lists.js';
import {
  BOOKING_CALENDAR_MAX_DAYS,
  BOOKING_CALENDAR_PER_DAY,
  BOOKING_REASON_MAX,
  BOOKING_SORT_FIELDS,
  BOOKING_STATUSES,
  UNKNOWN_PARAMETER,
} from './values/index.js';

export const BOOKING_MSG = {
  status: `status must be one or more of ${BOOKING_STATUSES.join(', ')}, separated by commas`,
  date: 'must be a date such as 2026-11-25',
  dateFrom: 'dateFrom must be a date such as 2026-11-01',
  dateTo: 'dateTo must be a date such as 2026-11-30',
  dateRange: 'dateFrom must not be after dateTo',
  calendarRange: `from and to must be at most ${BOOKING_CALENDAR_MAX_DAYS} days apart, from first`,
  perDay: `perDay must be a whole number from 1 to ${BOOKING_CALENDAR_PER_DAY}`,
  projectId: 'projectId must be a positive whole number',
  search: 'search must be 1 to 100 characters',
  unknown: UNKNOWN_PARAMETER,
  reason: `Please enter a reason (at most ${BOOKING_REASON_MAX} characters)`,
  reasonOptional: `The reason may be at most ${BOOKING_REASON_MAX} characters`,
  notFound: 'Booking not found',
  projectNotFound: 'Project not found',
  opensAt: 'opensAt must be a time such as 09:00',
  closesAt: 'closesAt must be a time such as 18:00 (24:00 for midnight), after opensAt',
  slotMinutes: 'slotMinutes must be a whole number of minutes from 15 to 480',
  capacity: 'capacity must be a whole number from 1 to 1000',
  daysAhead: 'daysAhead must be a whole number of days from 1 to 90',
  languageCode: 'code must be a language code such as en or zh',
} as const;

const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$';

const bookingFilters = {
  status: Type.Optional(StatusList(BOOKING_STATUSES, 120, BOOKING_MSG.status)),
  /** The slot's day, inclusive on both ends (the shop's local days). */
  dateFrom: Type.Optional(CalendarDate(BOOKING_MSG.dateFrom)),
  dateTo: Type.Optional(CalendarDate(BOOKING_MSG.dateTo)),
  projectId: Type.Optional(IdNumber(BOOKING_MSG.projectId)),
  /** A substring of the booking number, name, email or mobile, any case. */
  search: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, ...messages(BOOKING_MSG.search), ...trim }),
  ),
};

export const BookingFiltersSchema = Type.Object(bookingFilters);
export type BookingFilters = Static<typeof BookingFiltersSchema>;

export const BookingListQuerySchema = Type.Object({
  ...Paging,
  ...bookingFilters,
  ...Sorting(BOOKING_SORT_FIELDS, { field: 'createdAt', order: 'descend' }),
});
export type BookingListQuery = Static<typeof BookingListQuerySchema>;

export const BookingSchema = Type.Object({
  id: Type.Integer(),
  bookingNo: Type.String(),
  projectId: Type.Integer(),
  projectTitle: Type.String(),
  /** The slot's day and start (HH:mm) in the shop's local time, and its length. */
  slotDate: Type.String(),
  slotStart: Type.String(),
  slotMinutes: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  people: Type.Integer(),
  note: Type.String(),
  language: Type.String(),
  status: StringEnum(BOOKING_STATUSES),
  reason: Nullable(Type.String()),
  /** Until when a `held` booking keeps its places unless the visitor confirms it (null for every other status). */
  holdExpiresAt: Nullable(DateTime()),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export type Booking = Static<typeof BookingSchema>;

// `system`: a hold that expired by itself.
export const BookingEventSchema = StatusEvent(BOOKING_STATUSES, ['visitor', 'user', 'system'], {});
export type BookingEvent = Static<typeof BookingEventSchema>;

export const BookingDetailSchema = WithEvents(BookingSchema, BookingEventSchema);
export type BookingDetail = Static<typeof BookingDetailSchema>;

export const BookingIdParamsSchema = IdParamsSchema;
export type BookingIdParams = IdParams;

export const BookingReasonBodySchema = ReasonBody(BOOKING_REASON_MAX, BOOKING_MSG.reason);
export type BookingReasonBody = Static<typeof BookingReasonBodySchema>;

export const BookingOptionalReasonBodySchema = Type.Object({
  reason: Type.Optional(
    Type.String({ maxLength: BOOKING_REASON_MAX, ...trim, ...messages(BOOKING_MSG.reasonOptional) }),
  ),
});
export type BookingOptionalReasonBody = Static<typeof BookingOptionalReasonBodySchema>;

/** What the menu's live count and the list's "new booking" notice read. */
export const BookingPendingSchema = Type.Object({
  /** Bookings the shop has to decide on (`pending`); holds the visitor has not confirmed yet are not counted. */
  pending: Type.Integer(),
  /**
   * A mark of the newest arrival (0 when none): the history event of the newest booking to become `pending` (a
   * visitor's confirmation), so a larger one than last seen is a new booking, whichever hold was confirmed first.
   */
  latestId: Type.Integer(),
});
export type BookingPending = Static<typeof BookingPendingSchema>;

export const BookingCalendarQuerySchema = Type.Object({
  from: CalendarDate(`from ${BOOKING_MSG.date}`),
  to: CalendarDate(`to ${BOOKING_MSG.date}`),
  projectId: bookingFilters.projectId,
  /** How many bookings of a day to send at most (a month's cells show a few; the week's columns more). */
  perDay: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: BOOKING_CALENDAR_PER_DAY,
      default: BOOKING_CALENDAR_PER_DAY,
      ...messages(BOOKING_MSG.perDay),
    }),
  ),
});
export type BookingCalendarQuery = Static<typeof BookingCalendarQuerySchema>;

/** A day of the calendar's range with bookings, and how many it has (all of them, not only those sent). */
export const BookingCalendarDaySchema = Type.Object({ date: Type.String(), count: Type.Integer() });
export type BookingCalendarDay = Static<typeof BookingCalendarDaySchema>;

export const BookingCalendarSchema = Type.Object({
  /** The first `perDay` bookings of each day, in slot order. */
  list: Type.Array(BookingSchema),
  /** Every day of the range that has bookings, in order, with its count. */
  days: Type.Array(BookingCalendarDaySchema),
});
export type BookingCalendar = Static<typeof BookingCalendarSchema>;

/** A project's booking settings; times are HH:mm in the shop's local time. */
export const BookingSettingsSchema = Type.Object({
  projectId: Type.Integer(),
  projectTitle: Type.String(),
  projectStatus: Type.String(),
  opensAt: Type.String(),
  closesAt: Type.String(),
  slotMinutes: Type.Integer(),
  capacity: Type.Integer(),
  daysAhead: Type.Integer(),
});
export type BookingSettings = Static<typeof BookingSettingsSchema>;

export const BookingSettingsListSchema = Type.Object({ list: Type.Array(BookingSettingsSchema) });

export const BookingSettingsBodySchema = Type.Object({
  opensAt: Type.String({ pattern: TIME_PATTERN, ...messages(BOOKING_MSG.opensAt) }),
  closesAt: Type.String({ pattern: TIME_PATTERN, ...messages(BOOKING_MSG.closesAt) }),
  slotMinutes: Type.Integer({ minimum: 15, maximum: 480, ...messages(BOOKING_MSG.slotMinutes) }),
  capacity: Type.Integer({ minimum: 1, maximum: 1000, ...messages(BOOKING_MSG.capacity) }),
  daysAhead: Type.Integer({ minimum: 1, maximum: 90, ...messages(BOOKING_MSG.daysAhead) }),
});
export type BookingSettingsBody = Static<typeof BookingSettingsBodySchema>;

export const BookingProjectParamsSchema = Type.Object({ projectId: IdText(BOOKING_MSG.projectId) });

export const PortalLanguageQuerySchema = Type.Object({
  code: Type.String({ pattern: '^[a-z]{2,3}(-[A-Z]{2})?$', ...messages(BOOKING_MSG.languageCode), ...trim }),
});
export type PortalLanguageQuery = Static<typeof PortalLanguageQuerySchema>;

/** The public site's strings in one language (`language` says which: en when the code has none of its own). */
export const PortalLanguageSchema = Type.Object({
  code: Type.String(),
  language: Type.String(),
  strings: Type.Record(Type.String(), Type.String()),
});
export type PortalLanguage = Static<typeof PortalLanguageSchema>;

/** The routes of the booking area (paths under the client's `/api` base). */
export const bookingRoutes = {
  list: answers(Page(BookingSchema), { querystring: BookingListQuerySchema }),
  exportCsv: {
    querystring: BookingFiltersSchema,
    response: FileAnswer('text/csv', 'Every matching booking as CSV (UTF-8 with a byte-order mark)'),
  },
  calendar: answers(BookingCalendarSchema, { querystring: BookingCalendarQuerySchema }),
  pending: answers(BookingPendingSchema),
  detail: answers(BookingDetailSchema, { params: BookingIdParamsSchema }),
  actWithReason: answers(BookingSchema, { params: BookingIdParamsSchema, body: BookingReasonBodySchema }),
  act: answers(BookingSchema, { params: BookingIdParamsSchema, body: BookingOptionalReasonBodySchema }),
  settings: answers(BookingSettingsListSchema),
  saveSettings: answers(BookingSettingsSchema, {
    params: BookingProjectParamsSchema,
    body: BookingSettingsBodySchema,
  }),
  portalLanguage: answers(PortalLanguageSchema, { querystring: PortalLanguageQuerySchema }),
};

// ---- the public site's HTML pages (/s/...: not API routes, left out of the OpenAPI document) --------------------

const htmlPage = FileAnswer('text/html', 'An HTML page of the public site');
/** Loose on purpose: an unknown or malformed key answers the site's own 404 page, not a JSON 400. */
const SiteParamsSchema = Type.Object({
  shopKey: Type.String({ maxLength: 200 }),
  projectKey: Type.Optional(Type.String({ maxLength: 200 })),
});
/** Links to the public site carry other parameters too (campaign tags): the page reads `lang` and keeps the rest. */
const SiteQuerySchema = Type.Object(
  { lang: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: true },
);
/** The booking form as posted (application/x-www-form-urlencoded); its fields are checked by the page. */
const SiteBookBodySchema = Type.Record(Type.String(), Type.String({ maxLength: 2000 }));

/** A booking's confirmation link: the shop and the one-time token from the mail (loose: unknown answers a 404 page). */
const SiteConfirmParamsSchema = Type.Object({
  shopKey: Type.String({ maxLength: 200 }),
  token: Type.String({ maxLength: 200 }),
});

export const bookingSiteRoutes = {
  confirm: { hide: true, params: SiteConfirmParamsSchema, querystring: SiteQuerySchema, response: htmlPage },
  page: { hide: true, params: SiteParamsSchema, querystring: SiteQuerySchema, response: htmlPage },
  book: {
    hide: true,
    params: SiteParamsSchema,
    querystring: SiteQuerySchema,
    body: SiteBookBodySchema,
    response: htmlPage,
  },
};

// ---- e2e test hook (only with CONSOLE_TEST_HOOKS=1; hidden from the OpenAPI document) ---------------------------

/** Sets what the pkg area's pages would (the payment QR code and explanations) for the shop of `email`. */
export const BookingTestShopBodySchema = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254, ...messages('email is required') }),
  payUrl: Type.Optional(Type.String({ maxLength: 2048, ...messages('payUrl is at most 2048 characters') })),
  payExplain: Type.Optional(Type.String({ maxLength: 20000, ...messages('payExplain is too long') })),
  payCompleteExplain: Type.Optional(
    Type.String({ maxLength: 20000, ...messages('payCompleteExplain is too long') }),
  ),
});
export type BookingTestShopBody = Static<typeof BookingTestShopBodySchema>;

export const BookingTestShopSchema = Type.Object({
  shopKey: Type.String(),
  projects: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      siteKey: Type.String(),
      status: Type.String(),
      viewCount: Type.Integer(),
      /** The project's own payment QR code, shown before the shop's (null: the shop's is shown). */
      payUrl: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type BookingTestShop = Static<typeof BookingTestShopSchema>;

export const bookingTestHookRoutes = {
  shop: { hide: true, body: BookingTestShopBodySchema, response: { 200: Envelope(BookingTestShopSchema) } },
};
