import { envelopeSchema } from '../../platform/envelope.js';
import type { FieldMessages } from '../../platform/validation.js';

export const RANGE_MAX_DAYS = 366;
export const CHART_DAYS = [7, 30] as const;

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

const field = (schema: Record<string, unknown>, invalid: string, extra: FieldMessages = {}) => ({
  ...schema,
  'x-messages': { invalid, required: invalid, ...extra },
});

const money = {
  type: ['object', 'null'],
  properties: {
    currency: { type: 'string' },
    exponent: { type: 'integer' },
    today: { type: 'integer' },
    total: { type: 'integer' },
  },
};
const todayTotal = {
  type: 'object',
  properties: { today: { type: 'integer' }, total: { type: 'integer' } },
};
const dayFigures = {
  type: 'object',
  properties: {
    date: { type: 'string' },
    visits: { type: 'integer' },
    visitors: { type: 'integer' },
    ips: { type: 'integer' },
    orders: { type: 'integer' },
    sales: { type: 'integer' },
  },
};

export const summarySchema = {
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        customers: { type: 'integer' },
        projects: { type: 'integer' },
        visitors: todayTotal,
        ips: todayTotal,
        visits: todayTotal,
        orders: todayTotal,
        sales: money,
        otherSales: { type: 'array', items: money },
        today: { type: 'string' },
      },
    }),
  },
};

export const chartsSchema = {
  querystring: {
    type: 'object',
    properties: {
      days: field({ type: 'integer', enum: [...CHART_DAYS], default: 7 }, STATS_MSG.days),
    },
  },
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        days: { type: 'integer' },
        from: { type: 'string' },
        to: { type: 'string' },
        currency: { type: ['string', 'null'] },
        exponent: { type: 'integer' },
        daily: { type: 'array', items: dayFigures },
        funnel: {
          type: 'object',
          properties: {
            visits: { type: 'integer' },
            carts: { type: 'integer' },
            orders: { type: 'integer' },
            paid: { type: 'integer' },
            received: { type: 'integer' },
          },
        },
        origins: {
          type: 'array',
          items: { type: 'object', properties: { origin: { type: 'string' }, visits: { type: 'integer' } } },
        },
        devices: {
          type: 'object',
          properties: {
            desktop: { type: 'integer' },
            mobile: { type: 'integer' },
            tablet: { type: 'integer' },
          },
        },
        projects: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              title: { type: 'string' },
              visits: { type: 'integer' },
              orders: { type: 'integer' },
              sales: { type: 'integer' },
              conversion: { type: 'number' },
            },
          },
        },
      },
    }),
  },
};

export const statisticsSchema = {
  querystring: {
    type: 'object',
    required: ['from', 'to'],
    properties: {
      from: field({ type: 'string', format: 'date', maxLength: 10 }, STATS_MSG.from),
      to: field({ type: 'string', format: 'date', maxLength: 10 }, STATS_MSG.to),
      projectId: field({ type: 'integer', minimum: 1, maximum: 9_007_199_254_740_991 }, STATS_MSG.projectId),
    },
  },
  response: {
    200: envelopeSchema({
      type: 'object',
      properties: {
        from: { type: 'string' },
        to: { type: 'string' },
        projectId: { type: ['integer', 'null'] },
        currency: { type: ['string', 'null'] },
        exponent: { type: 'integer' },
        days: { type: 'array', items: dayFigures },
        totals: dayFigures,
      },
    }),
  },
};

export const projectsSchema = {
  response: {
    200: envelopeSchema({
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          title: { type: 'string' },
          status: { type: 'string' },
          siteKey: { type: 'string' },
        },
      },
    }),
  },
};

export const visitSchema = {
  body: {
    type: 'object',
    required: ['siteKey', 'visitorId'],
    properties: {
      siteKey: field({ type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' }, STATS_MSG.siteKey),
      visitorId: field({ type: 'string', pattern: '^[A-Za-z0-9._:-]{8,64}$' }, STATS_MSG.visitorId),
      referrer: field({ type: 'string', maxLength: 2048 }, STATS_MSG.referrer),
    },
  },
  response: {
    200: envelopeSchema({ type: 'object', properties: { recorded: { type: 'boolean' } } }),
  },
};

export interface ChartsQuery {
  days: number;
}
export interface StatisticsQuery {
  from: string;
  to: string;
  projectId?: number;
}
export interface VisitBody {
  siteKey: string;
  visitorId: string;
  referrer?: string;
}
