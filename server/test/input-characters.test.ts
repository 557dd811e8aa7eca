import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auth, describeOnTargets, LOGIN, nextIp, signIn } from './helpers.js';

const REFUSED = 'Contains characters that are not allowed';

/** Every route and method of the app, read from Fastify's route table (HEAD and OPTIONS left out). */
function routeTable(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
    }
  }
  return routes;
}

function expectRefused(res: LightMyRequestResponse, fields: string[]): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toContain('application/json');
  const body = res.json();
  expect(body).toMatchObject({ code: -1, message: REFUSED });
  expect(Object.keys(body.data.fields).sort()).toEqual([...fields].sort());
}

await describeOnTargets('control characters and lone surrogates on %s', (env) => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = auth(await signIn(env.app, 'admin@example.com', 'admin123'));
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    env.app.inject({
      method,
      url,
      headers: { ...headers, 'x-forwarded-for': nextIp() },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  // The routes the security review found answering 500 (issue: "A NUL byte gives 500").
  describe.each([
    ['NUL', '\u0000'],
    ['a control character', '\u0007'],
    ['a lone surrogate', '\ud800'],
  ])('%s', (_name, bad) => {
    it('sign-in captchaKey', async () => {
      const res = await send('POST', LOGIN, {
        email: 'admin@example.com',
        password: 'admin123',
        captchaKey: `key${bad}`,
        captchaCode: 'ABCD',
      });
      expectRefused(res, ['captchaKey']);
    });

    it('profile name and lastName', async () => {
      const res = await send('POST', '/api/user/v1/customer/info/update/profile', {
        name: `Ann${bad}`,
        lastName: `${bad}Lee`,
      });
      expectRefused(res, ['name', 'lastName']);
    });

    it('map label', async () => {
      const res = await send('PUT', '/api/user/v1/customer/info/coordinate', {
        label: `Shop${bad}`,
        lat: 1,
        lng: 2,
      });
      expectRefused(res, ['label']);
    });
  });

  // Query and path values arrive percent-encoded.
  describe.each([
    ['NUL', '%00'],
    ['a control character', '%1B'],
    ['a C1 control character', '%C2%85'],
  ])('%s in a URL', (_name, bad) => {
    it('orders list consumer', async () => {
      expectRefused(await send('GET', `/api/user/v1/orders/list?consumer=${bad}`), ['consumer']);
    });

    it('orders export consumer: a clean 400 before any CSV', async () => {
      expectRefused(await send('GET', `/api/user/v1/orders/export?consumer=a${bad}`), ['consumer']);
    });

    it('language delete', async () => {
      expectRefused(await send('DELETE', `/api/common/v1/language/link/en${bad}`), ['code']);
    });

    it('test outbox', async () => {
      expectRefused(await send('GET', `/api/test/outbox?email=a${bad}@example.com`), ['email']);
    });
  });

  it('keeps characters outside the BMP (a valid surrogate pair)', async () => {
    const res = await send('POST', '/api/user/v1/customer/info/update/profile', {
      name: 'Ann \u{1F600}',
      lastName: 'Lee',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Ann \u{1F600}' });
  });

  it('answers a field error, never a 500, on every route of the table', async () => {
    const routes = routeTable(env.app);
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, url } of routes) {
      const inPath = url.replace(/:[A-Za-z]+/g, 'x%00');
      const inQuery = `${url.replace(/:[A-Za-z]+/g, '1')}?note=%00`;
      const tries: [string, unknown][] = [[inQuery, undefined]];
      if (inPath !== url) tries.push([inPath, undefined]);
      if (method !== 'GET' && method !== 'DELETE') {
        tries.push([url.replace(/:[A-Za-z]+/g, '1'), { note: '\u0000' }]);
        tries.push([url.replace(/:[A-Za-z]+/g, '1'), { note: { deep: ['fine', 'a\ud800'] } }]);
      }
      for (const [path, payload] of tries) {
        const res = await send(method as 'GET', path, payload);
        expect(`${method} ${path} ${res.statusCode}`).toBe(`${method} ${path} 400`);
        expect(res.json()).toMatchObject({ code: -1, message: REFUSED });
      }
    }
  });
});
