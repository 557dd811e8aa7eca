import type { FastifyContextConfig, FastifySchema } from 'fastify';

/**
 * The error answers of each operation, derived from what its route declares rather than written on every route:
 * the session hook, the input check and the body parser answer the same way wherever they run.
 *
 * - every route: 400, because every query value, path parameter and body value is checked for control characters
 *   (platform/validation.ts) and a session route also refuses an unknown `Appid`;
 * - a session route (`perm` or `sessionOnly`): 401 (code 2000), and with a `perm`, 403;
 * - a path parameter: 404 (the thing it names is not the caller's or does not exist);
 * - a body: 413 (over the body limit) and 415 (not JSON);
 * - every route: 500, an unexpected failure (logged; the transaction it happened in is rolled back);
 * - anything else the handler answers (409, 429, ...) comes from `errors` in ./operations.ts.
 */
export function documentedErrors(
  config: FastifyContextConfig | undefined,
  schema: FastifySchema | undefined,
  extra: readonly number[] = [],
): number[] {
  const statuses = new Set<number>([400, 500, ...extra]);
  if (!config?.public) statuses.add(401);
  if (config?.perm) statuses.add(403);
  if (schema?.params) statuses.add(404);
  if (schema?.body) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The input is not valid: `data.fields` names each field and its message',
  401: 'No session, or it has expired or ended (code 2000)',
  403: 'The session lacks the perm this operation needs, or the action is refused',
  404: 'Not found (or not the caller’s)',
  409: 'Conflicts with the current state',
  413: 'The body is too large',
  415: 'The body’s type is not one this operation takes',
  429: 'Too many requests: wait for `Retry-After` seconds',
  500: 'An unexpected failure: nothing was half-written; try again later',
};

/** `{ code, data: null, message }`: every error but a field error. */
const ERROR_ENVELOPE = {
  type: 'object',
  required: ['code', 'data', 'message'],
  properties: {
    code: { type: 'integer', description: '-1 for an error, 2000 when the session token is invalid' },
    data: { type: 'null' },
    message: { type: 'string', description: 'What went wrong, in English, for a person' },
  },
} as const;

/** A 400 names its fields when it has them: `data: { fields: { name: message } }`, else `data: null`. */
const FIELD_ERROR_ENVELOPE = {
  ...ERROR_ENVELOPE,
  properties: {
    ...ERROR_ENVELOPE.properties,
    data: {
      type: ['object', 'null'],
      required: ['fields'],
      properties: {
        fields: {
          type: 'object',
          description: 'Each invalid field (a top-level name) and its message',
          additionalProperties: { type: 'string' },
        },
      },
      additionalProperties: false,
    },
  },
} as const;

const RETRY_AFTER = {
  // @fastify/swagger takes a header's schema itself and writes the OpenAPI `{ schema, description }` from it.
  'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds until a request may succeed again' },
};

/** The response entries of the given error statuses, ready to sit beside an operation's own 200. */
export function errorResponses(statuses: readonly number[]): Record<string, unknown> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: ERROR_DESCRIPTIONS[status] ?? 'An error',
        ...(status === 429 ? { headers: RETRY_AFTER } : {}),
        ...(status === 400 ? FIELD_ERROR_ENVELOPE : ERROR_ENVELOPE),
      },
    ]),
  );
}
