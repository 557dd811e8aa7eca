import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operationKey } from '../src/modules/openapi/document.js';

// ajv-formats is CommonJS: its plugin is both `module.exports` and `module.exports.default`.
const addFormats = addFormatsModule.default;

interface Documented {
  content?: Record<string, { schema?: object }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, Documented> }>>;
}

/** One answer that does not match the OpenAPI document, said so a reader can find the route and fix one side. */
export interface ContractMismatch {
  operation: string;
  status: number;
  problem: string;
}

/**
 * Checks every answer an app gives (`inject()` or a real request) against the app's own OpenAPI document, status by
 * status, with a real validator (ajv): a status the operation does not document, or a JSON body its schema for that
 * status refuses, is a mismatch. The serialiser alone does not catch them: fast-json-stringify writes what the
 * handler returns without checking enums, formats or patterns, so a client that validates saw errors the server's
 * tests never did. `useTestEnv` installs this on its apps and fails the test that caused a mismatch.
 *
 * Not checked: routes hidden from the document (the public site's HTML, kept aliases), HEAD, and the body of a
 * non-JSON answer (CSV, files: their status is).
 */
export class ContractCheck {
  readonly mismatches: ContractMismatch[] = [];
  private readonly ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly errorEnvelope: ValidateFunction;
  private document: OpenApiDocument | null = null;

  constructor() {
    addFormats(this.ajv);
    this.errorEnvelope = this.ajv.compile(ERROR_ENVELOPE);
  }

  install(app: FastifyInstance): void {
    app.addHook('onSend', async (request, reply, payload) => {
      this.check(app, request, reply, payload);
      return payload;
    });
  }

  /** Takes the mismatches found so far (the next test starts with none). */
  take(): ContractMismatch[] {
    return this.mismatches.splice(0);
  }

  private check(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    if (request.method === 'HEAD') return;
    const route = request.routeOptions;
    const status = reply.statusCode;
    const contentType = String(reply.getHeader('content-type') ?? '');
    const isJson = contentType.startsWith('application/json');
    // No route: the not-found handler, and the router's own errors, in the error envelope.
    if (!route.url) {
      if (status < 400 || !isJson)
        this.fail(`${request.method} ${request.url}`, status, 'not an error envelope');
      else this.validateBody(`${request.method} ${request.url}`, status, this.errorEnvelope, payload);
      return;
    }
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
    const key = operationKey(request.method, route.url);
    this.document ??= app.swagger() as unknown as OpenApiDocument;
    const [method, path] = key.split(' ') as [string, string];
    const operation = this.document.paths[path]?.[method.toLowerCase()];
    if (!operation) return this.fail(key, status, 'the operation is not in the document');
    const documented = operation.responses?.[String(status)];
    if (!documented) return this.fail(key, status, `status ${status} is not documented`);
    // A 204 has no body, whatever its content type says (Fastify labels an empty send as JSON).
    if (!isJson || status === 204) return;
    const schema = documented.content?.['application/json']?.schema;
    if (!schema)
      return this.fail(key, status, `a JSON answer where the document says ${contentTypes(documented)}`);
    const cacheKey = `${key} ${status}`;
    let validate = this.validators.get(cacheKey);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(cacheKey, validate);
    }
    this.validateBody(key, status, validate, payload);
  }

  private validateBody(
    operation: string,
    status: number,
    validate: ValidateFunction,
    payload: unknown,
  ): void {
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    // A streamed JSON answer is not read here (none of the API's JSON answers is streamed).
    if (text === null) return;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return this.fail(operation, status, 'the body is not JSON');
    }
    if (!validate(body)) {
      const problems = (validate.errors ?? [])
        .slice(0, 5)
        .map((error) => `${error.instancePath || '/'} ${error.message} (${JSON.stringify(error.params)})`);
      this.fail(operation, status, problems.join('; '));
    }
  }

  private fail(operation: string, status: number, problem: string): void {
    this.mismatches.push({ operation, status, problem });
  }
}

const ERROR_ENVELOPE = {
  type: 'object',
  required: ['code', 'data', 'message'],
  properties: { code: { type: 'integer' }, data: { type: 'null' }, message: { type: 'string' } },
};

const contentTypes = (documented: Documented): string =>
  Object.keys(documented.content ?? {}).join(', ') || 'no body';
