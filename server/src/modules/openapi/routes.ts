import type { FastifyPluginAsync } from 'fastify';

const OPENAPI_PATH = '/openapi.json';

/**
 * The OpenAPI 3.1 document of every route (test hooks only when they are on), for anyone: it describes the API, not
 * data. Built once, on the first call, after every route has registered; the same for the life of the process.
 */
export const openApiRoute: FastifyPluginAsync = async (app) => {
  let document: string | null = null;
  app.get(
    OPENAPI_PATH,
    {
      config: { public: true },
      schema: {
        summary: 'This document',
        response: {
          200: { type: 'object', description: 'An OpenAPI 3.1 document', additionalProperties: true },
        },
      },
    },
    async (_request, reply) => {
      document ??= JSON.stringify(app.swagger());
      // A string with a JSON type is sent as is (no second serialisation of the whole document).
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(document);
    },
  );
};
