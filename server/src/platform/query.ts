import { UNKNOWN_PARAMETER } from '@console/api-contract';
import type { FastifyRequest } from 'fastify';
import { invalidFields } from './errors.js';

interface QuerySchema {
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
}

/**
 * Unknown query parameters are refused with a 400 naming them, never silently ignored: a misspelt filter would
 * otherwise answer every row as if it matched. A route takes exactly the query its schema declares (none when it
 * declares none); the validator alone would drop or pass the others. A querystring that takes any other key says
 * so with `additionalProperties: true` (the public site's pages, whose links carry campaign parameters).
 */
export async function refuseUnknownQuery(request: FastifyRequest): Promise<void> {
  // No schema at all: not one of the API's routes (the not-found answer).
  if (!request.routeOptions.schema) return;
  const schema = (request.routeOptions.schema.querystring ?? {}) as QuerySchema;
  if (schema.additionalProperties === true) return;
  const query = request.query;
  if (typeof query !== 'object' || query === null) return;
  const known = schema.properties ?? {};
  const unknown = Object.keys(query).filter((name) => !Object.hasOwn(known, name));
  if (unknown.length > 0) {
    throw invalidFields(
      Object.fromEntries(unknown.map((name) => [name, UNKNOWN_PARAMETER.replace('{name}', name)])),
    );
  }
}
