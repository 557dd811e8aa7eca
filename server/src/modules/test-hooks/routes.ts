import { testHookRoutes as contract, type OutboxMessage } from '@console/api-contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../../db/client.js';
import { ok } from '../../platform/envelope.js';
import type { ApiTypeProvider } from '../../platform/type-provider.js';
import type { BackgroundTasks } from '../../platform/background.js';

/** Only registered when test hooks are on (never in production): lets tests and e2e read sent mail. */
export const testHookRoutes: FastifyPluginAsync<{
  deps: { db: Queryable; tasks?: BackgroundTasks };
}> = async (plugin, { deps }) => {
  const app = plugin.withTypeProvider<ApiTypeProvider>();
  app.get('/test/outbox', { config: { public: true }, schema: contract.outbox }, async (request) => {
    // Mail is sent after the answer that asked for it (BackgroundTasks): read once it is out.
    await deps.tasks?.idle();
    const list = await deps.db.query<OutboxMessage>(
      `select to_email as "to", subject, body as text, created_at as "createdAt"
           from outbox where lower(to_email) = lower($1) order by id desc limit 100`,
      [request.query.email.trim()],
    );
    return ok({ list });
  });
};
