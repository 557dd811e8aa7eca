import { mapRoutes as contract } from '@console/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Config } from '../../platform/config.js';
import { ok } from '../../platform/envelope.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { currentSession } from '../../platform/session.js';
import type { ApiTypeProvider } from '../../platform/type-provider.js';
import { deleteLocation, getLocation, MAP_LIMITS, publicPoints, setLocation } from './service.js';

/** The customer's own map point (session) and the public list of every customer's point (no session). */
export const mapRoutes: FastifyPluginAsync<{
  deps: { db: Db; config: Config; limiter: RateLimiter };
}> = async (plugin, { deps }) => {
  const app = plugin.withTypeProvider<ApiTypeProvider>();
  const { db, config, limiter } = deps;
  const canEdit = { perm: 'account:edit' } as const;

  app.get(
    '/user/v1/customer/info/coordinate',
    { schema: contract.getLocation, config: { sessionOnly: true } },
    async (request) => ok(await getLocation(db, currentSession(request))),
  );

  app.put(
    '/user/v1/customer/info/coordinate',
    { schema: contract.setLocation, config: canEdit },
    async (request) => ok(await setLocation(db, currentSession(request), request.body, config.now())),
  );

  app.delete(
    '/user/v1/customer/info/coordinate',
    { schema: contract.deleteLocation, config: canEdit },
    async (request) => {
      await deleteLocation(db, currentSession(request));
      return ok(null);
    },
  );

  app.get(
    '/open/user/v1/customer/info/get/coordinate/list',
    { schema: contract.publicList, config: { public: true } },
    async (request) => {
      await limiter.hit(MAP_LIMITS.publicListPerIp, request.ip);
      return ok(await publicPoints(db, request.query));
    },
  );
};
