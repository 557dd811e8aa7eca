import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Config } from '../../platform/config.js';
import { ok } from '../../platform/envelope.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { currentSession, requirePerm } from '../../platform/session.js';
import {
  deleteLocationSchema,
  getLocationSchema,
  publicListSchema,
  setLocationSchema,
  type PublicListQuery,
  type SetLocationBody,
} from './schemas.js';
import { deleteLocation, getLocation, MAP_LIMITS, publicPoints, setLocation } from './service.js';

/** The customer's own map point (session) and the public list of every customer's point (no session). */
export const mapRoutes: FastifyPluginAsync<{
  deps: { db: Db; config: Config; limiter: RateLimiter };
}> = async (app, { deps }) => {
  const { db, config, limiter } = deps;
  const canEdit = requirePerm('account:edit');

  app.get('/user/v1/customer/info/coordinate', { schema: getLocationSchema }, async (request) =>
    ok(await getLocation(db, currentSession(request))),
  );

  app.put<{ Body: SetLocationBody }>(
    '/user/v1/customer/info/coordinate',
    { schema: setLocationSchema, preHandler: canEdit },
    async (request) => ok(await setLocation(db, currentSession(request), request.body, config.now())),
  );

  app.delete(
    '/user/v1/customer/info/coordinate',
    { schema: deleteLocationSchema, preHandler: canEdit },
    async (request) => {
      await deleteLocation(db, currentSession(request));
      return ok(null);
    },
  );

  app.get<{ Querystring: PublicListQuery }>(
    '/open/user/v1/customer/info/get/coordinate/list',
    { schema: publicListSchema, config: { public: true } },
    async (request) => {
      await limiter.hit(MAP_LIMITS.publicListPerIp, request.ip);
      return ok(await publicPoints(db, request.query));
    },
  );
};
