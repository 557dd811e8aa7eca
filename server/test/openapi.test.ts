import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { operationKey } from '../src/modules/openapi/document.js';
import { OPERATIONS } from '../src/modules/openapi/operations.js';
import { loadConfig } from '../src/platform/config.js';
import { auth, signIn, useTestEnv } from './helpers.js';

const addFormats = addFormatsModule.default;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Operation {
  operationId?: string;
  summary?: string;
  responses?: Record<string, { content?: Record<string, { schema?: object }>; headers?: object }>;
  security?: unknown[];
  description?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
};

/** `/api/user/v1/orders/:id` -> `/api/user/v1/orders/{id}` (how OpenAPI writes a path parameter). */
const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

// The document does not depend on the database kind: PGlite only.
describe('the OpenAPI document', () => {
  const env = useTestEnv('pglite');
  const routes: RouteOptions[] = [];
  let doc: Document;

  const build = async (vars: Record<string, string>, onRoute?: (route: RouteOptions) => void) => {
    const config = loadConfig({ LOG_LEVEL: 'silent', ...vars }, { now: env.clock.now });
    return buildApp({ db: env.db, config, ...(onRoute ? { onRoute } : {}) });
  };

  beforeAll(async () => {
    const app = await build({ CONSOLE_TEST_HOOKS: '1' }, (route) => routes.push(route));
    const res = await app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    doc = res.json();
    await app.close();
  });

  it('is OpenAPI 3.1 in shape: version, info, paths of operations with responses', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api\//);
      for (const [method, operation] of Object.entries(item)) {
        expect(METHODS, `${method} ${path}`).toContain(method);
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
  });

  it('lists every registered route, the test hooks included when they are on', () => {
    // The public site's HTML pages (/s/, docs/booking.md) are hidden from the document: they are not API routes.
    const registered = routes.filter(
      (route) => route.method !== 'HEAD' && !(route.schema as { hide?: boolean } | undefined)?.hide,
    );
    expect(registered.length).toBeGreaterThan(20);
    for (const route of registered) {
      for (const method of [route.method].flat()) {
        const path = openApiPath(route.url);
        expect(doc.paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
      }
    }
    expect(doc.paths['/api/test/outbox']?.get).toBeDefined();
  });

  it("describes each route's input, output and access from its schema", () => {
    const list = doc.paths['/api/user/v1/orders/list']!.get!;
    expect(list.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:pageNum', 'query:status', 'query:sortField']),
    );
    // Defaulted by the server: a client may leave it out.
    expect(list.parameters?.find((p) => p.name === 'pageNum')).toMatchObject({ required: false });
    expect(JSON.stringify(list.responses?.['200'])).toContain('consumerEmail');
    expect(list.security).toEqual([{ session: [] }]);
    expect(list.description).toContain('`order:view`');
    const login = doc.paths['/api/open/user/v1/customer/login/{product}/login']!.post!;
    expect(login.security).toEqual([]);
    expect(login.description).toContain('Public');
    expect(Object.keys(login.requestBody?.content ?? {})).toContain('application/json');
    expect(JSON.stringify(login.requestBody)).toContain('captchaKey');
  });

  it('leaves the test hooks out when they are off, and needs no session', async () => {
    const app = await build({});
    const res = await app.inject({ url: '/api/openapi.json' });
    await app.close();
    expect(res.statusCode).toBe(200);
    const plain = res.json() as Document;
    expect(plain.paths['/api/test/outbox']).toBeUndefined();
    expect(Object.keys(plain.paths)).toHaveLength(Object.keys(doc.paths).length - 1);
  });

  it('names and summarises every operation, once, from the table in modules/openapi/operations.ts', () => {
    const ids: string[] = [];
    const keys: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        ids.push(operation.operationId!);
        keys.push(operationKey(method, path));
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    // No entry for a route that is gone.
    expect(Object.keys(OPERATIONS).sort()).toEqual(keys.sort());
  });

  it('documents the error answers each route can give, derived from what it declares', () => {
    const statuses = (path: string, method: string) =>
      Object.keys(doc.paths[path]![method]!.responses ?? {}).sort();
    // A perm and a path parameter: 400 (bad id), 401, 403, 404.
    expect(statuses('/api/user/v1/orders/{id}', 'get')).toEqual(['200', '400', '401', '403', '404', '500']);
    // ... and a body (413, 415), and a conflict from the table (409).
    expect(statuses('/api/user/v1/orders/{id}/cancel', 'post')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '500',
    ]);
    // Public with a rate limit: no 401/403, a 429 with its Retry-After.
    const login = doc.paths['/api/open/user/v1/customer/login/{product}/login']!.post!;
    // (403: an account not yet verified; 404: an unknown product in the path.)
    expect(Object.keys(login.responses!).sort()).toEqual([
      '200',
      '400',
      '403',
      '404',
      '413',
      '415',
      '429',
      '500',
    ]);
    expect(login.responses!['429']!.headers).toHaveProperty('Retry-After');
    // Only the caller's own user: 401 but no 403.
    expect(statuses('/api/user/v1/customer/info/get', 'get')).toEqual(['200', '400', '401', '500']);
    // A 400 names its fields: `data.fields`, each a message.
    const fieldError = doc.paths['/api/user/v1/orders/{id}/cancel']!.post!.responses!['400']!;
    const schema = fieldError.content!['application/json']!.schema!;
    const validate = new Ajv({ strict: false }).compile(schema);
    expect(validate({ code: -1, data: { fields: { reason: 'Please enter a reason' } }, message: 'x' })).toBe(
      true,
    );
    expect(validate({ code: -1, data: null, message: 'Unknown application' })).toBe(true);
    expect(validate({ code: -1, data: { fields: { reason: 1 } }, message: 'x' })).toBe(false);
  });

  it('says which operations are public on purpose (security: []) and which need the session', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const isPublic = operation.description?.includes('Public: no session.');
        expect(operation.security, `${method} ${path}`).toEqual(isPublic ? [] : [{ session: [] }]);
      }
    }
  });

  it('has no two path templates a client could confuse (the booking settings path lives under the project)', () => {
    expect(doc.paths['/api/user/v1/booking/projects/{projectId}/settings']?.put).toBeDefined();
    expect(doc.paths['/api/user/v1/booking/settings/{projectId}']).toBeUndefined();
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      const cli = join(
        dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
        'bin/cli.js',
      );
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [cli, 'lint', file, '--extends=recommended', '--format=json'],
        { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number };
        problems: { ruleId: string; severity: string; message: string }[];
      };
      const errors = report.problems.filter((problem) => problem.severity === 'error');
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
      // The warnings the issue named are gone too.
      const named = [
        'operation-4xx-response',
        'operation-operationId',
        'no-ambiguous-paths',
        'operation-summary',
      ];
      expect(report.problems.filter((problem) => named.includes(problem.ruleId))).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("validates a detail view's answer against its schema: the first event has no previous status (null)", async () => {
    const app = await build({ CONSOLE_TEST_HOOKS: '1' });
    try {
      const token = await signIn(app, 'admin@example.com', 'admin123');
      const list = await app.inject({ url: '/api/user/v1/orders/list?pageSize=1', headers: auth(token) });
      const id = (list.json().data.list as { id: number }[])[0]!.id;
      const res = await app.inject({ url: `/api/user/v1/orders/${id}`, headers: auth(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.events[0]).toMatchObject({ fromStatus: null });
      const schema =
        doc.paths['/api/user/v1/orders/{id}']!.get!.responses!['200']!.content!['application/json']!.schema!;
      const ajv = new Ajv({ strict: false, allErrors: true });
      addFormats(ajv);
      const validate = ajv.compile(schema);
      expect(validate(res.json()), JSON.stringify(validate.errors)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
