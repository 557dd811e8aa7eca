import { SCHEMA_KEYWORDS } from '@console/api-contract';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Db } from './db/client.js';
import { PRUNE_INTERVAL_MS, pruneExpired } from './db/prune.js';
import { accountRoutes } from './modules/account/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { bookingRoutes } from './modules/booking/routes.js';
import { siteRoutes } from './modules/booking/site/routes.js';
import { bookingTestHookRoutes } from './modules/booking/test-hooks.js';
import { mapRoutes } from './modules/map/routes.js';
import { menusRoutes } from './modules/menus/routes.js';
import { ordersRoutes } from './modules/orders/routes.js';
import { pkgRoutes } from './modules/pkg/routes.js';
import { resourcesRoutes } from './modules/resources/routes.js';
import { skuRoutes } from './modules/sku/routes.js';
import { statsRoutes } from './modules/stats/routes.js';
import { VisitCounter } from './modules/stats/visit-counter.js';
import { describeOperation } from './modules/openapi/document.js';
import { openApiRoute } from './modules/openapi/routes.js';
import { teamRoutes } from './modules/team/routes.js';
import { pruneLog } from './modules/team/log.js';
import { testHookRoutes } from './modules/test-hooks/routes.js';
import type { Config } from './platform/config.js';
import { auditedDb, installAuditScope } from './platform/audit.js';
import { BackgroundTasks } from './platform/background.js';
import { clientErrorHandler, frameworkErrors, installErrorHandlers } from './platform/error-handler.js';
import { installLingeringClose } from './platform/lingering-close.js';
import { createMailer, type Mailer } from './platform/mailer.js';
import { refuseUnknownQuery } from './platform/query.js';
import { RateLimiter } from './platform/rate-limit.js';
import { installSessionAuth, routeAccessProblem } from './platform/session.js';
import { normalizeInput } from './platform/validation.js';

interface AppOptions {
  db: Db;
  config: Config;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox table. */
  mailer?: Mailer;
  /** Called with each route as it is registered (tests walk the route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

const BODY_LIMIT = 64 * 1024;

export async function buildApp({ db, config, mailer, onRoute }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Router and HTTP-parser errors in the `{code, data, message}` envelope too (414, 431, ...).
    frameworkErrors,
    clientErrorHandler,
    // The spec has a path with `//` (/open//user/...).
    routerOptions: { ignoreDuplicateSlashes: true },
    ajv: {
      customOptions: {
        // Bodies are taken as sent (a number is not a string); query values are converted in normalizeInput.
        coerceTypes: false,
        // Every field's problem is reported; our schemas are small and bodies are capped at 64 KiB.
        allErrors: true,
        // The contract's messages and trim marks (read by platform/validation.ts), not validating keywords.
        keywords: [...SCHEMA_KEYWORDS],
      },
    },
  });

  installErrorHandlers(app);
  // A refused body's answer reaches a proxy that is still sending it (413 through nginx and the gateway).
  installLingeringClose(app);

  // Every route states who may call it (public, a perm, or any session for the caller's own data) and has a schema:
  // a route that does not is refused here, at start-up, not found later in a review.
  // The perms the routes declare: the list a role is made of (docs/team.md).
  const declaredPerms = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.config?.perm) declaredPerms.add(route.config.perm);
    const access = routeAccessProblem(route.config);
    if (access) throw new Error(`${route.method} ${route.url} ${access}`);
    if (!route.schema?.response)
      throw new Error(`${route.method} ${route.url} has no schema with a response`);
    onRoute?.(route);
  });

  // JSON only: no text/plain parser; an empty JSON body (a DELETE from some clients) is no body.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  // The OpenAPI document is built from the routes' own schemas as they register (so it is registered first).
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Shop Console API',
        version: '1',
        description:
          'Every answer is `{ code, data, message }` (0 success, -1 error, 2000 token invalid) with a real HTTP status. ' +
          'Schemas come from @console/api-contract.',
      },
      // Paths start with /api: the document is served by, and describes, the origin it is read from.
      servers: [{ url: '/', description: 'The origin this document was read from' }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'X-Authorization' } },
      },
    },
    transform: describeOperation,
  });

  // Before the session hook: the log's scope covers everything that answers the request.
  installAuditScope(app);
  app.addHook('preValidation', normalizeInput);
  app.addHook('preValidation', refuseUnknownQuery);
  installSessionAuth(app, db, config);

  const deps = {
    // Every write transaction of a request is recorded in the operation log (platform/audit.ts).
    db: auditedDb(db, config.now),
    config,
    mailer: mailer ?? createMailer(db, config, app.log),
    limiter: new RateLimiter(db, config.now),
    tasks: new BackgroundTasks(app.log),
    visits: new VisitCounter(db, config.now, app.log),
    knownPerms: () => [...declaredPerms].sort(),
  };
  app.decorate('visits', deps.visits);
  // Expired rows go on a timer too (not only on the captcha and upload paths): an abandoned upload is gone within
  // the hour even when nobody signs in or uploads.
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      pruneExpired(db, config.now()).catch((error: unknown) => app.log.error({ err: error }, 'prune failed'));
      pruneLog(db, config.now()).catch((error: unknown) =>
        app.log.error({ err: error }, 'log retention failed'),
      );
    }, PRUNE_INTERVAL_MS).unref();
  });
  // Work queued after an answer finishes before the app (and its database) closes; so do the visits not yet written.
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await deps.tasks.idle();
    await deps.visits.flush();
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes, { deps });
      await api.register(accountRoutes, { deps });
      await api.register(mapRoutes, { deps });
      await api.register(ordersRoutes, { deps });
      await api.register(skuRoutes, { deps });
      await api.register(statsRoutes, { deps });
      await api.register(pkgRoutes, { deps });
      await api.register(bookingRoutes, { deps });
      await api.register(menusRoutes, { deps });
      await api.register(teamRoutes, { deps });
      await api.register(resourcesRoutes);
      if (config.testHooks) await api.register(testHookRoutes, { deps });
      if (config.testHooks) await api.register(bookingTestHookRoutes, { deps });
      await api.register(openApiRoute);
    },
    { prefix: '/api' },
  );
  // The public site (HTML, no session) lives beside the API at /s/ (docs/booking.md); the gateway forwards it.
  await app.register(siteRoutes, { deps });

  return app;
}
