import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../lib/static-server.mjs';

/** The gateway (`proxy` of serveStatic) in front of a stand-in API that answers with what it received. */
let root = '';
let api;
let gateway;
let base = '';

function request(pathname, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${base}${pathname}`, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'gateway-'));
  api = http.createServer((req, res) => {
    if (req.url === '/api/big' && Number(req.headers['content-length']) > 64 * 1024) {
      // As Fastify refuses a body over its limit: from the Content-Length, unread, closing the connection.
      const body = JSON.stringify({ code: -1, data: null, message: 'Request body is too large' });
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      res.end(body, () => req.socket.destroy());
      return;
    }
    if (req.url === '/api/cut') {
      // An export failing after its first rows: headers and a chunk, then the connection ends mid-body.
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('orderNo,consumer\r\n', () => res.destroy());
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ headers: req.headers }));
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  gateway = await serveStatic({
    root,
    port: 0,
    host: '127.0.0.1',
    proxy: { prefix: '/api/', target: `http://127.0.0.1:${api.address().port}` },
  });
  base = `http://127.0.0.1:${gateway.address().port}`;
});
afterAll(() => {
  gateway?.close();
  api?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('gateway, forwarded headers', () => {
  it('sets X-Forwarded-For to the address it saw and drops the forwarded headers a client sent', async () => {
    const res = await request('/api/echo', {
      headers: {
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=6.6.6.6',
        'x-real-ip': '6.6.6.6',
      },
    });
    const { headers } = JSON.parse(res.text);
    expect(headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(headers['x-forwarded-host']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
  });
});

describe('gateway, an answer cut short', () => {
  it('cuts the client short too (an error, not a download waiting forever)', async () => {
    const outcome = await new Promise((resolve) => {
      http
        .get(`${base}/api/cut`, (response) => {
          response.on('data', () => undefined);
          response.on('end', () => resolve('complete'));
          response.on('error', () => resolve('error'));
          response.on('aborted', () => resolve('error'));
        })
        .on('error', () => resolve('error'));
    });
    expect(outcome).toBe('error');
  });
});

describe('gateway, a body over the API limit', () => {
  it("passes the API's 413 through (not 502, no reset)", async () => {
    for (const size of [100 * 1024, 4 * 1024 * 1024]) {
      const res = await request('/api/big', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(size) },
        body: Buffer.alloc(size, 'a'),
      });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.text)).toEqual({ code: -1, data: null, message: 'Request body is too large' });
    }
  });
});
