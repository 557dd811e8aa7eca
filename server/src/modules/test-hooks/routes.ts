import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../../db/client.js';
import type { BackgroundTasks } from '../../platform/background.js';
import { envelopeSchema, ok } from '../../platform/envelope.js';

/** Only registered when test hooks are on (never in production): lets tests and e2e read sent mail. */
export const testHookRoutes: FastifyPluginAsync<{
  deps: { db: Queryable; tasks?: BackgroundTasks };
}> = async (app, { deps }) => {
  app.get<{ Querystring: { email: string } }>(
    '/test/outbox',
    {
      config: { public: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['email'],
          properties: {
            email: {
              type: 'string',
              minLength: 1,
              maxLength: 254,
              'x-messages': { required: 'Please enter Email' },
            },
          },
        },
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: {
              list: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    to: { type: 'string' },
                    subject: { type: 'string' },
                    text: { type: 'string' },
                    createdAt: { type: 'string', format: 'date-time' },
                  },
                },
              },
            },
          }),
        },
      },
    },
    async (request) => {
      // Mail is sent after the answer that asked for it (BackgroundTasks): read once it is out.
      await deps.tasks?.idle();
      const list = await deps.db.query(
        `select to_email as "to", subject, body as text, created_at as "createdAt"
           from outbox where lower(to_email) = lower($1) order by id desc limit 100`,
        [request.query.email.trim()],
      );
      return ok({ list });
    },
  );
};
