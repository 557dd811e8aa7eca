import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { targets, useTestEnv } from './helpers.js';

/** A raw request to a listening app (inject skips Node's HTTP parser, which is what answers 431). */
function raw(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
        );
      })
      .on('error', reject);
  });
}

describe.each(await targets())('the framework and HTTP parser errors on %s', (target) => {
  const env = useTestEnv(target);
  let port = 0;
  beforeAll(async () => {
    const app = await env.makeApp({});
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  it('a path parameter over 100 characters: 414 in the envelope', async () => {
    const res = await env.app.inject({ url: `/api/user/v1/orders/${'1'.repeat(101)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: -1, data: null, message: 'A path parameter is too long' });
  });

  it('headers over 16 KiB: 431 in the envelope', async () => {
    const res = await raw(port, '/api/api/v1/auth/captcha', { 'x-filler': 'a'.repeat(20_000) });
    expect(res.status).toBe(431);
    expect(res.type).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({ code: -1, data: null, message: 'Request headers are too large' });
  });

  it('a body over 64 KiB: 413 in the envelope', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/open/user/v1/customer/login/shop/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(70_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: -1, data: null, message: 'Request body is too large' });
  });
});
