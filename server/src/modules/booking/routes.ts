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
import { csvColumns, sendCsv } from '../../platform/csv.js';
import { ok } from '../../platform/envelope.js';
import { notFound } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import type { LimitRule, RateLimiter } from '../../platform/rate-limit.js';
import { currentSession } from '../../platform/session.js';
import type { ApiTypeProvider } from '../../platform/type-provider.js';
import { releaseExpiredHolds } from './places.js';
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

const CSV_FIELDS: readonly (keyof Booking)[] = [
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

/** The export's columns: each field of a booking under its own name. */
const CSV_COLUMNS = csvColumns<Booking>(CSV_FIELDS);

/**
 * Bookings of the signed-in shop: reading needs `booking:view`, every change `booking:edit`. Every statement is
 * scoped by the session's customer id, so another shop's booking answers 404. Also the portal's strings (public).
 */
export const bookingRoutes: FastifyPluginAsync<{ deps: BookingDeps }> = async (plugin, { deps }) => {
  const app = plugin.withTypeProvider<ApiTypeProvider>();
  const { db, config } = deps;
  const view = { perm: 'booking:view' } as const;
  const edit = { perm: 'booking:edit' } as const;
  /**
   * The shop's session, after its holds whose time is up were released (lazily, at read time: the list shows them
   * `expired` and their places free, whenever it is read). One indexed statement; nothing to do most of the time.
   */
  const shopOf = async (request: FastifyRequest) => {
    const session = currentSession(request);
    await releaseExpiredHolds(db, { customerId: session.customerId }, config.now());
    return session;
  };

  app.get(
    '/open/common/v1/portal/unit/language/code/data',
    { schema: contract.portalLanguage, config: { public: true } },
    async (request) => {
      await deps.limiter.hit(PORTAL_LIMIT, request.ip);
      const { language, strings } = portalStrings(request.query.code);
      return ok({ code: request.query.code, language, strings: { ...strings } });
    },
  );

  app.get('/user/v1/booking/list', { schema: contract.list, config: view }, async (request) =>
    ok(await listBookings(db, (await shopOf(request)).customerId, request.query)),
  );

  app.get('/user/v1/booking/export', { schema: contract.exportCsv, config: view }, async (request, reply) => {
    const { customerId } = await shopOf(request);
    checkFilters(request.query);
    return sendCsv(request, reply, {
      name: 'bookings',
      now: config.now(),
      columns: CSV_COLUMNS,
      rows: exportBookings(db, customerId, request.query),
    });
  });

  app.get('/user/v1/booking/calendar', { schema: contract.calendar, config: view }, async (request) =>
    ok(await calendarBookings(db, (await shopOf(request)).customerId, request.query)),
  );

  app.get('/user/v1/booking/pending', { schema: contract.pending, config: view }, async (request) =>
    ok(await pendingCount(db, (await shopOf(request)).customerId)),
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
    const { customerId } = await shopOf(request);
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
    // Only an address its visitor confirmed is mailed: a hold the shop cancels tells nobody.
    if (result.changed && result.mailable)
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
