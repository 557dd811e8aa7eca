import type { FastifySchema, RouteOptions } from 'fastify';
import { documentedErrors, errorResponses } from './errors.js';
import { OPERATIONS } from './operations.js';

/** `/api/user/v1/orders/:id` -> `/api/user/v1/orders/{id}` (how OpenAPI writes a path parameter). */
export const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The key of an operation in OPERATIONS: `GET /api/user/v1/orders/{id}`. */
export const operationKey = (method: string, url: string): string =>
  `${method.toUpperCase()} ${openApiPath(url)}`;

/**
 * A query parameter with a default is required in the contract's types (the validator fills it in before the
 * handler runs) but optional for a client: the OpenAPI document says so.
 */
function defaultsOptional(schema: unknown): unknown {
  const object = schema as { required?: string[]; properties?: Record<string, { default?: unknown }> };
  if (!object.required || !object.properties) return schema;
  const properties = object.properties;
  const required = object.required.filter((name) => properties[name]?.default === undefined);
  return { ...object, required };
}

/**
 * @fastify/swagger's `transform`: each route's own schema, plus what the document adds for a client: its name and
 * summary (./operations.ts), who may call it (`security`, `security: []` when public on purpose), and every error
 * answer it can give (./errors.ts). Only the document changes: the route's validation and serialisation keep the
 * schema as the contract wrote it.
 */
export function describeOperation({
  schema,
  url,
  route,
}: {
  schema: FastifySchema;
  url: string;
  route: RouteOptions;
}): { schema: FastifySchema; url: string } {
  if ((schema as { hide?: boolean } | undefined)?.hide) return { schema, url };
  const method = [route.method].flat()[0]!;
  const info = OPERATIONS[operationKey(method, url)];
  const { public: isPublic, perm } = route.config ?? {};
  const access = isPublic
    ? 'Public: no session.'
    : perm
      ? `Needs a session holding \`${perm}\` (403 otherwise).`
      : "Needs a session; works on the caller's own user only.";
  const description = [schema?.description, access].filter(Boolean).join(' ');
  return {
    url,
    schema: {
      ...schema,
      ...(schema?.querystring ? { querystring: defaultsOptional(schema.querystring) } : {}),
      ...(info ? { operationId: info.operationId, summary: info.summary } : {}),
      description,
      security: isPublic ? [] : [{ session: [] }],
      response: {
        ...errorResponses(documentedErrors(route.config, schema, info?.errors)),
        ...(schema?.response as Record<string, unknown>),
      },
    } as FastifySchema,
  };
}
