import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auth, describeOnTargets, LOGIN, signIn } from './helpers.js';

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

await describeOnTargets('the framework and HTTP parser errors on %s', (env) => {
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

/**
 * Streams `size` bytes as a proxy does (64 KiB writes, as fast as the socket takes them, never stopping for the
 * answer) and reads the answer. A reset instead of the answer rejects.
 */
function stream(
  port: number,
  path: string,
  {
    size,
    chunked,
    headers,
    head = Buffer.alloc(0),
    tail = Buffer.alloc(0),
  }: { size: number; chunked: boolean; headers: Record<string, string>; head?: Buffer; tail?: Buffer },
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: chunked
          ? { ...headers, 'transfer-encoding': 'chunked' }
          : { ...headers, 'content-length': String(size) },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    const piece = Buffer.alloc(64 * 1024, 'a');
    outgoing.write(head);
    let sent = head.length + tail.length;
    const writeMore = (): void => {
      while (sent < size) {
        const next = piece.subarray(0, Math.min(piece.length, size - sent));
        sent += next.length;
        if (!outgoing.write(next)) return void outgoing.once('drain', writeMore);
      }
      outgoing.end(tail);
    };
    writeMore();
  });
}

/**
 * The plainest proxy: streams each request's body on and the answer back, 502 when the API's connection fails
 * before an answer (what the `npm start` gateway and nginx do). It writes the body as fast as the API's socket
 * takes it, so an API that closes on a refused body resets the connection under the answer.
 */
async function streamingProxy(apiPort: number): Promise<http.Server> {
  const proxy = http.createServer((req, res) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        req.unpipe(outgoing);
        req.resume();
      },
    );
    outgoing.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end('not reachable');
    });
    req.pipe(outgoing);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}

await describeOnTargets('a refused body, behind a streaming proxy, on %s', (env) => {
  let port = 0;
  let token = '';
  let proxy: http.Server | undefined;
  beforeAll(async () => {
    const app = await env.makeApp({ LOG_LEVEL: 'silent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    proxy = await streamingProxy((app.server.address() as AddressInfo).port);
    port = (proxy.address() as AddressInfo).port;
    token = await signIn(env.app, 'admin@example.com', 'admin123');
  });
  afterAll(() => proxy?.close());

  it('413 in the envelope reaches the client through the proxy, chunked or declared (not a reset, not 502)', async () => {
    for (const chunked of [true, false]) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const res = await stream(port, LOGIN, {
          size: 4 * 1024 * 1024,
          chunked,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.status).toBe(413);
        expect(JSON.parse(res.body)).toEqual({ code: -1, data: null, message: 'Request body is too large' });
      }
    }
  });

  it('an upload over 2 MiB gets the spec message while it is still being sent, chunked or declared', async () => {
    for (const chunked of [true, false]) {
      const res = await stream(port, '/api/user/v1/files/upload', {
        size: 3 * 1024 * 1024,
        chunked,
        headers: {
          ...auth(token),
          'content-type': 'multipart/form-data; boundary=x',
        },
        // One file part of 3 MiB, as a browser frames it.
        tail: Buffer.from('\r\n--x--\r\n'),
        head: Buffer.from(
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
        ),
      });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({
        code: -1,
        data: null,
        message: 'The file size cannot exceed 2 MB',
      });
    }
  });
});
