import { Readable } from 'node:stream';
import {
  BOOKING_MSG,
  bookingRoutes as contract,
  type Booking,
  type BookingAction,
  type BookingIdParams,
} from '@console/api-contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { BackgroundTasks } from '../../platform/background.js';
import type { Config } from '../../platform/config.js';
import { ok } from '../../platform/envelope.js';
import { invalidFields, notFound } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import type { LimitRule, RateLimiter } from '../../platform/rate-limit.js';
import { currentSession } from '../../platform/session.js';
import type { ApiTypeProvider } from '../../platform/type-provider.js';
import { mailVisitor } from './mail.js';
import {
  bookingEvents,
  calendarBookings,
  checkFilters,
  exportBookings,
  findBooking,
  listBookings,
  pendingCount,
} from './service.js';
import { listSettings, saveSettings } from './settings.js';
import { portalStrings } from './site/strings.js';
import { transition } from './state.js';

interface BookingDeps {
  db: Db;
  config: Config;
  limiter: RateLimiter;
  mailer: Mailer;
  tasks: BackgroundTasks;
}

const PORTAL_LIMIT: LimitRule = { name: 'portal:ip', max: 300, windowSeconds: 60 };

/** Unknown query parameters are refused (a misspelt filter would show all rows). */
function onlyKnownQuery(schema: { querystring: { properties: Record<string, unknown> } }) {
  const known = new Set(Object.keys(schema.querystring.properties));
  return async (request: FastifyRequest): Promise<void> => {
    for (const name of Object.keys(request.query as Record<string, unknown>)) {
      if (!known.has(name)) throw invalidFields({ [name]: BOOKING_MSG.unknown.replace('{name}', name) });
    }
  };
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let cell = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

const CSV_COLUMNS: readonly (keyof Booking)[] = [
  'bookingNo',
  'status',
  'projectTitle',
  'slotDate',
  'slotStart',
  'slotMinutes',
  'name',
  'email',
  'mobile',
  'people',
  'note',
  'language',
  'reason',
  'createdAt',
  'updatedAt',
];

const stamp = (date: Date): string => date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/**
 * Bookings of the signed-in shop: reading needs `booking:view`, every change `booking:edit`. Every statement is
 * scoped by the session's customer id, so another shop's booking answers 404. Also the portal's strings (public).
 */
export const bookingRoutes: FastifyPluginAsync<{ deps: BookingDeps }> = async (plugin, { deps }) => {
  const app = plugin.withTypeProvider<ApiTypeProvider>();
  const { db, config } = deps;
  const view = { perm: 'booking:view' } as const;
  const edit = { perm: 'booking:edit' } as const;

  app.get(
    '/open/common/v1/portal/unit/language/code/data',
    { schema: contract.portalLanguage, config: { public: true } },
    async (request) => {
      await deps.limiter.hit(PORTAL_LIMIT, request.ip);
      const { language, strings } = portalStrings(request.query.code);
      return ok({ code: request.query.code, language, strings: { ...strings } });
    },
  );

  app.get(
    '/user/v1/booking/list',
    { schema: contract.list, config: view, preValidation: onlyKnownQuery(contract.list) },
    async (request) => ok(await listBookings(db, currentSession(request).customerId, request.query)),
  );

  app.get(
    '/user/v1/booking/export',
    { schema: contract.exportCsv, config: view, preValidation: onlyKnownQuery(contract.exportCsv) },
    async (request, reply) => {
      const { customerId } = currentSession(request);
      checkFilters(request.query);
      const rows = exportBookings(db, customerId, request.query);
      const first = await rows.next();
      async function* csv(): AsyncGenerator<string> {
        yield `\uFEFF${CSV_COLUMNS.join(',')}\r\n`;
        let chunk = '';
        let lines = 0;
        let next = first;
        while (!next.done) {
          chunk += `${CSV_COLUMNS.map((column) => csvCell(next.value![column] as string | number | null)).join(',')}\r\n`;
          if (++lines % 500 === 0) {
            yield chunk;
            chunk = '';
          }
          next = await rows.next();
        }
        if (chunk) yield chunk;
      }
      const stream = Readable.from(csv());
      stream.on('error', (error) => request.log.error({ err: error }, 'booking export failed'));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${stamp(config.now())}.csv"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/user/v1/booking/calendar',
    { schema: contract.calendar, config: view, preValidation: onlyKnownQuery(contract.calendar) },
    async (request) =>
      ok({ list: await calendarBookings(db, currentSession(request).customerId, request.query) }),
  );

  app.get('/user/v1/booking/pending', { schema: contract.pending, config: view }, async (request) =>
    ok(await pendingCount(db, currentSession(request).customerId)),
  );

  app.get('/user/v1/booking/settings', { schema: contract.settings, config: view }, async (request) =>
    ok({ list: await listSettings(db, currentSession(request).customerId) }),
  );

  // Under the project, not `/booking/settings/:projectId`: that path read like `/booking/:id/confirm` to a generated
  // client (two templates matching one URL). The old path stays for remote builds still deployed with it, hidden
  // from the OpenAPI document.
  for (const [url, hide] of [
    ['/user/v1/booking/projects/:projectId/settings', false],
    ['/user/v1/booking/settings/:projectId', true],
  ] as const) {
    app.put(url, { schema: { ...contract.saveSettings, hide }, config: edit }, async (request) =>
      ok(
        await saveSettings(
          db,
          currentSession(request).customerId,
          Number(request.params.projectId),
          request.body,
          config.now(),
        ),
      ),
    );
  }

  app.get('/user/v1/booking/:id', { schema: contract.detail, config: view }, async (request) => {
    const { customerId } = currentSession(request);
    const booking = await findBooking(db, customerId, Number(request.params.id));
    if (!booking) throw notFound(BOOKING_MSG.notFound);
    return ok({ ...booking, events: await bookingEvents(db, customerId, booking.id) });
  });

  const act = async (
    request: FastifyRequest<{ Params: BookingIdParams }>,
    action: BookingAction,
    reason: string | undefined,
  ) => {
    const session = currentSession(request);
    const result = await transition(db, {
      customerId: session.customerId,
      id: Number(request.params.id),
      action,
      userId: session.userId,
      reason,
      now: config.now(),
    });
    if (result.changed)
      deps.tasks.run('booking status mail', () =>
        mailVisitor(db, deps.mailer, session.customerId, result.id, 'status'),
      );
    const booking = await findBooking(db, session.customerId, result.id);
    if (!booking) throw notFound(BOOKING_MSG.notFound);
    return ok(booking);
  };

  for (const action of ['confirm', 'complete', 'noShow'] as const) {
    app.post(`/user/v1/booking/:id/${action}`, { schema: contract.act, config: edit }, async (request) =>
      act(request, action, request.body.reason),
    );
  }
  for (const action of ['decline', 'cancel'] as const) {
    app.post(
      `/user/v1/booking/:id/${action}`,
      { schema: contract.actWithReason, config: edit },
      async (request) => act(request, action, request.body.reason),
    );
  }
};
