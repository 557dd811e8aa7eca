import { BOOKING_MSG, isCalendarDate } from '@console/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, describeOnTargets, expectError, signIn } from './helpers.js';

interface Schema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Days that do not exist: the 30th of February, a 29th of February outside a leap year, month 13, day 32. */
const IMPOSSIBLE_DAYS = ['2026-02-30', '2025-02-29', '2026-13-01', '2026-04-31', '2026-01-32'];
const UNKNOWN_KEY = 'notAFilter';

/** `/api/user/v1/orders/{id}` -> `/api/user/v1/orders/1`: an id that validates (what it finds does not matter). */
const concrete = (path: string): string => path.replace(/\{[^}]+\}/g, '1');

/** The impossible value of a field of this format, or null when the field is no date. */
function impossible(schema: Schema | undefined, day: string): string | null {
  if (schema?.format === 'date') return day;
  if (schema?.format === 'date-time') return `${day}T00:00:00Z`;
  return null;
}

const fieldsOf = (res: LightMyRequestResponse): Record<string, string> =>
  (res.json() as { data?: { fields?: Record<string, string> } }).data?.fields ?? {};

describe('the contract rule for days', () => {
  it('takes the days that exist and refuses the others, as the schemas do', () => {
    for (const day of ['2026-02-28', '2028-02-29', '2000-02-29', '2026-12-31', '2026-04-30'])
      expect(isCalendarDate(day), day).toBe(true);
    for (const day of [...IMPOSSIBLE_DAYS, '1900-02-29', '2026-2-3', '2026-02-03T00:00', '', '2026-00-10'])
      expect(isCalendarDate(day), day).toBe(false);
  });
});

/**
 * Every route of the OpenAPI document, walked: each date field (query or JSON body, day or instant) with days that
 * do not exist, and each route with a query parameter it does not know. Every one answers 400 with a
 * field error on that field, never a 500 from the database nor a silently ignored filter.
 */
await describeOnTargets('every route of the OpenAPI document on %s', (env) => {
  let token = '';
  let doc: Document;

  beforeAll(async () => {
    token = await signIn(env.app, 'admin@example.com', 'admin123');
    doc = (await env.app.inject({ url: '/api/openapi.json' })).json();
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        path,
        method: method.toUpperCase() as Method,
        operation,
      })),
    );

  const send = (method: Method, url: string, payload?: object) =>
    env.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

  it('refuses a day that does not exist in every date parameter and date body field', async () => {
    const walked: string[] = [];
    for (const { path, method, operation } of operations()) {
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
      const body = operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      for (const day of IMPOSSIBLE_DAYS) {
        for (const parameter of query) {
          const value = impossible(parameter.schema, day);
          if (value === null) continue;
          const url = `${concrete(path)}?${new URLSearchParams({ [parameter.name]: value })}`;
          const res = await send(method, url);
          expect(res.statusCode, `${method} ${url}`).toBe(400);
          expect(fieldsOf(res), `${method} ${url}`).toHaveProperty(parameter.name);
          walked.push(`${method} ${path} ${parameter.name}`);
        }
        for (const [name, schema] of Object.entries(body)) {
          const value = impossible(schema, day);
          if (value === null) continue;
          const res = await send(method, concrete(path), { [name]: value });
          expect(res.statusCode, `${method} ${path} body ${name}=${value}`).toBe(400);
          expect(fieldsOf(res), `${method} ${path} body ${name}`).toHaveProperty(name);
          walked.push(`${method} ${path} body ${name}`);
        }
      }
    }
    // The walk found the date fields the console has (so it cannot pass by finding none).
    expect(new Set(walked)).toEqual(
      new Set([
        'GET /api/user/v1/booking/list dateFrom',
        'GET /api/user/v1/booking/list dateTo',
        'GET /api/user/v1/booking/export dateFrom',
        'GET /api/user/v1/booking/export dateTo',
        'GET /api/user/v1/booking/calendar from',
        'GET /api/user/v1/booking/calendar to',
        'GET /api/user/v1/statistics from',
        'GET /api/user/v1/statistics to',
        'GET /api/user/v1/orders/list payTimeFrom',
        'GET /api/user/v1/orders/list payTimeTo',
        'GET /api/user/v1/orders/export payTimeFrom',
        'GET /api/user/v1/orders/export payTimeTo',
        'GET /api/user/v1/team/log/list atFrom',
        'GET /api/user/v1/team/log/list atTo',
        'GET /api/user/v1/team/log/export atFrom',
        'GET /api/user/v1/team/log/export atTo',
      ]),
    );
  });

  it('refuses a query parameter it does not know on every route, every list among them', async () => {
    const walked: string[] = [];
    for (const { path, method } of operations()) {
      const url = `${concrete(path)}?${UNKNOWN_KEY}=1`;
      const res = await send(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(fieldsOf(res), `${method} ${url}`).toEqual({
        [UNKNOWN_KEY]: `Unknown parameter ${UNKNOWN_KEY}`,
      });
      walked.push(`${method} ${path}`);
    }
    expect(walked.length).toBeGreaterThan(60);
    expect(walked).toEqual(
      expect.arrayContaining([
        'GET /api/user/v1/orders/list',
        'GET /api/user/v1/carts/list',
        'GET /api/user/v1/booking/list',
        'GET /api/user/v1/projects/list',
        'GET /api/user/v1/sku/category/list',
        'GET /api/user/v1/sku/tag/list',
        'GET /api/common/v1/language/link/list',
        'GET /api/open/user/v1/customer/info/get/coordinate/list',
      ]),
    );
  });

  it('keeps the parameters a public site link carries (its pages take any query)', async () => {
    const res = await env.app.inject({ url: `/s/unknown-shop?utm_source=mail&${UNKNOWN_KEY}=1` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers the bookings list and export with the field message for 2026-02-30, and takes 2028-02-29', async () => {
    for (const url of ['/api/user/v1/booking/list', '/api/user/v1/booking/export']) {
      expectError(await send('GET', `${url}?dateFrom=2026-02-30`), 400, BOOKING_MSG.dateFrom);
      expectError(await send('GET', `${url}?dateTo=2026-02-30`), 400, BOOKING_MSG.dateTo);
      expect((await send('GET', `${url}?dateFrom=2028-02-29&dateTo=2028-02-29`)).statusCode).toBe(200);
    }
  });
});
