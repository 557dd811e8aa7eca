import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/client.js';
import { accountRoutes } from './modules/account/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { mapRoutes } from './modules/map/routes.js';
import { ordersRoutes } from './modules/orders/routes.js';
import { statsRoutes } from './modules/stats/routes.js';
import { testHookRoutes } from './modules/test-hooks/routes.js';
import type { Config } from './platform/config.js';
import { BackgroundTasks } from './platform/background.js';
import { clientErrorHandler, frameworkErrors, installErrorHandlers } from './platform/errors.js';
import { createMailer, type Mailer } from './platform/mailer.js';
import { RateLimiter } from './platform/rate-limit.js';
import { installSessionAuth } from './platform/session.js';
import { normalizeInput, SCHEMA_KEYWORDS } from './platform/validation.js';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox table. */
  mailer?: Mailer;
}

export const BODY_LIMIT = 64 * 1024;

export async function buildApp({ db, config, mailer }: AppOptions): Promise<FastifyInstance> {
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
        keywords: SCHEMA_KEYWORDS,
      },
    },
  });

  installErrorHandlers(app);

  // JSON only: no text/plain parser; an empty JSON body (a DELETE from some clients) is no body.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.addHook('preValidation', normalizeInput);
  installSessionAuth(app, db, config);

  const deps = {
    db,
    config,
    mailer: mailer ?? createMailer(db, config, app.log),
    limiter: new RateLimiter(db, config.now),
    tasks: new BackgroundTasks(app.log),
  };
  // Work queued after an answer finishes before the app (and its database) closes.
  app.addHook('onClose', () => deps.tasks.idle());

  await app.register(
    async (api) => {
      await api.register(authRoutes, { deps });
      await api.register(dashboardRoutes, { deps });
      await api.register(accountRoutes, { deps });
      await api.register(mapRoutes, { deps });
      await api.register(ordersRoutes, { deps });
      await api.register(statsRoutes, { deps });
      if (config.testHooks) await api.register(testHookRoutes, { deps });
    },
    { prefix: '/api' },
  );

  return app;
}
