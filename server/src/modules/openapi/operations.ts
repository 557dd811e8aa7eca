import groups from './operations.json' with { type: 'json' };

/**
 * The name and one-line summary of every operation in the OpenAPI document, keyed by `METHOD path` as the document
 * writes the path: data, in ./operations.json, grouped by area (a group's name is for the reader only). A generated
 * client names its functions after `operationId`, so an id never changes once published. Kept beside the document's
 * other decisions rather than in each route: a route added without an entry fails the document's lint
 * (`server/test/openapi.test.ts`: Redocly's `operation-summary`).
 *
 * `errors` lists the error statuses an operation can answer beyond those its declarations already imply (see
 * `documentedErrors` in ./errors.ts): a conflict (409), a rate limit counted in its handler (429), a file check
 * (413/415) on a route whose body is not JSON, a 404 of a lookup without a path parameter. The server tests check
 * every answer against this document, so a status missing here fails the test that provokes it.
 */
export interface OperationInfo {
  operationId: string;
  summary: string;
  errors?: readonly number[];
}

const GROUPS: Readonly<Record<string, Readonly<Record<string, OperationInfo>>>> = groups;

export const OPERATIONS: Readonly<Record<string, OperationInfo>> = Object.assign(
  {},
  ...Object.values(GROUPS),
);
