import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../../db/client.js';
import type { Config } from '../../platform/config.js';
import { ok } from '../../platform/envelope.js';
import { currentSession, requirePerm } from '../../platform/session.js';
import { signInsSchema, type SignInsQuery } from './schemas.js';
import { signIns } from './service.js';

export const dashboardRoutes: FastifyPluginAsync<{ deps: { db: Queryable; config: Config } }> = async (
  app,
  { deps },
) => {
  app.get<{ Querystring: SignInsQuery }>(
    '/user/v1/dashboard/sign-ins',
    { schema: signInsSchema, preHandler: requirePerm('dashboard:view') },
    async (request) => {
      const session = currentSession(request);
      return ok(await signIns(deps.db, session.customerId, request.query.days, deps.config.now()));
    },
  );
};
