import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { useTestEnv } from './helpers.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface Operation {
  responses?: Record<string, unknown>;
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
    expect(login.security).toBeUndefined();
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
});
