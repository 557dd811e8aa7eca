import { Type, type Static } from 'typebox';
import { CalendarDate, IdNumber, IntegerEnum, messages, Nullable } from './common.js';
import { answers } from './routes.js';
import { CHART_DAYS, RANGE_MAX_DAYS } from './values/index.js';

export const STATS_MSG = {
  days: 'days must be 7 or 30',
  from: 'from must be a date such as 2026-11-01',
  to: 'to must be a date such as 2026-11-30',
  order: 'from must not be after to',
  range: `The range may cover at most ${RANGE_MAX_DAYS} days`,
  projectId: 'projectId must be a positive whole number',
  projectNotFound: 'Project not found',
  siteKey: 'siteKey must be 8 to 64 letters, digits, "_" or "-"',
  visitorId: 'visitorId must be 8 to 64 letters, digits, ".", "_", ":" or "-"',
  referrer: 'referrer must be a URL of at most 2048 characters',
  unknownSite: 'Unknown site',
} as const;

/** Money is an integer count of minor units in `currency` (`exponent` digits after the point). */
export const MoneySchema = Type.Object({
  currency: Type.String(),
  exponent: Type.Integer(),
  today: Type.Integer(),
  total: Type.Integer(),
});
export type Money = Static<typeof MoneySchema>;

export const TodayTotalSchema = Type.Object({ today: Type.Integer(), total: Type.Integer() });
export type TodayTotal = Static<typeof TodayTotalSchema>;

/** GET /user/v1/dashboard/summary: the metric cards. "Today" is the server's UTC day. */
export const SummarySchema = Type.Object({
  customers: Type.Integer(),
  projects: Type.Integer(),
  visitors: TodayTotalSchema,
  ips: TodayTotalSchema,
  visits: TodayTotalSchema,
  orders: TodayTotalSchema,
  /** In the main currency; null when the shop has no orders at all. */
  sales: Nullable(MoneySchema),
  /** Paid amounts in the other currencies, largest first. */
  otherSales: Type.Array(MoneySchema),
  /** The UTC day "today" refers to (YYYY-MM-DD). */
  today: Type.String(),
});
export type Summary = Static<typeof SummarySchema>;

/** Sums over a period (a visitor seen on two days counts on each). */
export const DayTotalsSchema = Type.Object({
  visits: Type.Integer(),
  visitors: Type.Integer(),
  ips: Type.Integer(),
  orders: Type.Integer(),
  sales: Type.Integer(),
});
export type DayTotals = Static<typeof DayTotalsSchema>;

export const DayFiguresSchema = Type.Object({ date: Type.String(), ...DayTotalsSchema.properties });
export type DayFigures = Static<typeof DayFiguresSchema>;

export const ProjectFiguresSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  visits: Type.Integer(),
  orders: Type.Integer(),
  sales: Type.Integer(),
  /** Orders per 100 visits in the period, 2 decimals (0 without visits). */
  conversion: Type.Number(),
});
export type ProjectFigures = Static<typeof ProjectFiguresSchema>;

export const ChartsQuerySchema = Type.Object({
  // Defaulted by the server before validation (see orders' paging).
  days: IntegerEnum(CHART_DAYS, { default: 7, ...messages(STATS_MSG.days) }),
});
export type ChartsQuery = Static<typeof ChartsQuerySchema>;

/** GET /user/v1/dashboard/charts?days=7|30: every chart of the dashboard in one call. */
export const ChartsSchema = Type.Object({
  days: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  currency: Nullable(Type.String()),
  exponent: Type.Integer(),
  daily: Type.Array(DayFiguresSchema),
  funnel: Type.Object({
    visits: Type.Integer(),
    carts: Type.Integer(),
    orders: Type.Integer(),
    paid: Type.Integer(),
    received: Type.Integer(),
  }),
  origins: Type.Array(Type.Object({ origin: Type.String(), visits: Type.Integer() })),
  devices: Type.Object({ desktop: Type.Integer(), mobile: Type.Integer(), tablet: Type.Integer() }),
  projects: Type.Array(ProjectFiguresSchema),
});
export type Charts = Static<typeof ChartsSchema>;

export const StatisticsQuerySchema = Type.Object({
  from: CalendarDate(STATS_MSG.from),
  to: CalendarDate(STATS_MSG.to),
  projectId: Type.Optional(IdNumber(STATS_MSG.projectId)),
});
export type StatisticsQuery = Static<typeof StatisticsQuerySchema>;

/** GET /user/v1/statistics?from&to[&projectId] */
export const StatisticsSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  projectId: Nullable(Type.Integer()),
  currency: Nullable(Type.String()),
  exponent: Type.Integer(),
  days: Type.Array(DayFiguresSchema),
  totals: DayTotalsSchema,
});
export type Statistics = Static<typeof StatisticsSchema>;

export const ProjectSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  status: Type.String(),
  /** What the project's public site reports its visits with. */
  siteKey: Type.String(),
});
export type Project = Static<typeof ProjectSchema>;

export const VisitBodySchema = Type.Object({
  siteKey: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', ...messages(STATS_MSG.siteKey) }),
  visitorId: Type.String({ pattern: '^[A-Za-z0-9._:-]{8,64}$', ...messages(STATS_MSG.visitorId) }),
  referrer: Type.Optional(Type.String({ maxLength: 2048, ...messages(STATS_MSG.referrer) })),
});
export type VisitBody = Static<typeof VisitBodySchema>;

export const VisitSchema = Type.Object({ recorded: Type.Boolean() });

/** The dashboard's and statistics' routes and the public visit beacon. */
export const statsRoutes = {
  summary: answers(SummarySchema),
  charts: answers(ChartsSchema, { querystring: ChartsQuerySchema }),
  projects: answers(Type.Array(ProjectSchema)),
  statistics: answers(StatisticsSchema, { querystring: StatisticsQuerySchema }),
  visit: answers(VisitSchema, { body: VisitBodySchema }),
  visitPreflight: { summary: 'CORS preflight of the visit beacon', response: { 204: Type.Null() } },
};
