import { RANGE_MAX_DAYS, STATS_MSG, statsRoutes as contract } from '@console/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Config } from '../../platform/config.js';
import { ok } from '../../platform/envelope.js';
import { invalidFields, notFound, tooManyRequests } from '../../platform/errors.js';
import { currentSession } from '../../platform/session.js';
import type { ApiTypeProvider } from '../../platform/type-provider.js';
import {
  charts,
  deviceOf,
  findSite,
  isBot,
  listProjects,
  originOf,
  projectExists,
  statistics,
  summary,
} from './service.js';
import type { VisitCounter } from './visit-counter.js';

const VISIT_PATH = '/open/stats/v1/visit';

const DAY_MS = 86_400_000;

/** The dashboard's card and chart groups and the statistics page (session, dashboard:view), and the visit beacon. */
export const statsRoutes: FastifyPluginAsync<{
  deps: { db: Db; config: Config; visits: VisitCounter };
}> = async (plugin, { deps }) => {
  const app = plugin.withTypeProvider<ApiTypeProvider>();
  const { db, config, visits } = deps;
  const canView = { perm: 'dashboard:view' } as const;

  app.get('/user/v1/dashboard/summary', { schema: contract.summary, config: canView }, async (request) =>
    ok(await summary(db, currentSession(request).customerId, config.now())),
  );

  app.get('/user/v1/dashboard/charts', { schema: contract.charts, config: canView }, async (request) =>
    ok(await charts(db, currentSession(request).customerId, request.query.days, config.now())),
  );

  app.get('/user/v1/dashboard/projects', { schema: contract.projects, config: canView }, async (request) =>
    ok(await listProjects(db, currentSession(request).customerId)),
  );

  app.get('/user/v1/statistics', { schema: contract.statistics, config: canView }, async (request) => {
    const { customerId } = currentSession(request);
    const { from, to } = request.query;
    const projectId = request.query.projectId ?? null;
    const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
    if (span < 1) throw invalidFields({ to: STATS_MSG.order });
    if (span > RANGE_MAX_DAYS) throw invalidFields({ to: STATS_MSG.range });
    if (projectId !== null && !(await projectExists(db, customerId, projectId)))
      throw notFound(STATS_MSG.projectNotFound);
    return ok(await statistics(db, customerId, { from, to, projectId }));
  });

  // Public sites report from their own origins: a simple CORS answer for this one route.
  const cors = { 'access-control-allow-origin': '*', 'access-control-max-age': '600' };
  app.options(
    VISIT_PATH,
    { schema: contract.visitPreflight, config: { public: true } },
    async (_request, reply) =>
      reply
        .status(204)
        .headers({
          ...cors,
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type',
        })
        .send(null), // 204: no body is sent
  );

  app.post(
    VISIT_PATH,
    {
      schema: contract.visit,
      config: { public: true },
      onRequest: async (_request, reply) => {
        void reply.headers(cors);
      },
    },
    async (request) => {
      // Counted in memory, not in the database: a flood of reports costs no write (./visit-counter.ts).
      if (!visits.withinRate(request.ip)) throw tooManyRequests(visits.retryAfterSeconds(request.ip));
      const { siteKey, visitorId } = request.body;
      const referrer = request.body.referrer?.trim() ?? '';
      const origin = referrer === '' ? 'direct' : originOf(referrer);
      if (origin === null || origin.length > 255) throw invalidFields({ referrer: STATS_MSG.referrer });
      const project = await findSite(db, siteKey);
      if (!project || project.status !== 'normal') throw notFound(STATS_MSG.unknownSite);
      const userAgent = request.headers['user-agent'];
      if (isBot(userAgent)) return ok({ recorded: false });
      // Once per visitor id, project and day; a made-up id per report counts only up to the address's limit.
      const outcome = visits.offer({
        project,
        visitorKey: visitorId,
        ip: request.ip,
        device: deviceOf(userAgent),
        origin,
        at: config.now(),
      });
      return ok({ recorded: outcome === 'counted' });
    },
  );
};
