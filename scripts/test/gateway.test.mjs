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

/** The stand-in API's body limits, as the real one has them: 64 KiB, the upload route 2 MiB plus framing. */
const LIMIT = 64 * 1024;
const UPLOAD_LIMIT = 2 * 1024 * 1024 + 64 * 1024;
const TOO_LARGE = { code: -1, data: null, message: 'Request body is too large' };

/**
 * As the API refuses a body over a route's limit: from its Content-Length before reading, or once the bytes read
 * pass the limit (chunked, or a multipart upload read as it arrives); the 413 is sent at once and the rest of the
 * body read and dropped (server/src/platform/lingering-close.ts), never a reset.
 */
function refuseOverLimit(req, res, limit) {
  let read = 0;
  const refuse = () => {
    res.writeHead(413, { 'content-type': 'application/json' });
    res.end(JSON.stringify(TOO_LARGE));
    req.removeAllListeners('data');
    req.resume();
  };
  if (Number(req.headers['content-length'] ?? 0) > limit) return refuse();
  const chunks = [];
  req.on('data', (chunk) => {
    read += chunk.length;
    chunks.push(chunk);
    if (read > limit) refuse();
  });
  req.on('end', () => {
    if (res.headersSent) return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({ method: req.method, headers: req.headers, body: Buffer.concat(chunks).toString() }),
    );
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'gateway-'));
  api = http.createServer((req, res) => {
    if (req.url === '/api/cut') {
      // An export failing after its first rows: headers and a chunk, then the connection ends mid-body.
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('orderNo,consumer\r\n', () => res.destroy());
      return;
    }
    refuseOverLimit(req, res, req.url === '/api/user/v1/files/upload' ? UPLOAD_LIMIT : LIMIT);
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

/** Sends `size` bytes in 64 KiB writes, as a client streaming a file does, and times the answer. */
async function timedRequest(pathname, { size, chunked = false, method = 'POST', headers = {} }) {
  const started = performance.now();
  const res = await new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${base}${pathname}`,
      {
        method,
        headers: chunked
          ? { ...headers, 'transfer-encoding': 'chunked' }
          : { ...headers, 'content-length': String(size) },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    // The gateway stops reading once it has answered: the writes still queued fail, the answer does not.
    outgoing.on('error', (error) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? null : reject(error),
    );
    let sent = 0;
    const piece = Buffer.alloc(64 * 1024, 'a');
    const writeMore = () => {
      while (sent < size) {
        const next = piece.subarray(0, Math.min(piece.length, size - sent));
        sent += next.length;
        if (!outgoing.write(next)) return void outgoing.once('drain', writeMore);
      }
      outgoing.end();
    };
    writeMore();
  });
  return { ...res, ms: performance.now() - started };
}

/**
 * "At once" for an answer the gateway must not hold back: a hang lasted until the client's own timeout (20-326 s);
 * an answer takes 7-100 ms on a quiet machine and a few hundred at a load average of 30 (CI machines are shared).
 */
const ANSWERED_AT_ONCE_MS = 5000;

describe('gateway, a body over the API limit', () => {
  it("passes the API's 413 through for declared bodies, at once (not 502, no reset)", async () => {
    for (const size of [100 * 1024, 4 * 1024 * 1024]) {
      const res = await timedRequest('/api/big', {
        size,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.text)).toEqual(TOO_LARGE);
      expect(res.ms).toBeLessThan(ANSWERED_AT_ONCE_MS);
    }
  });

  it("passes the API's 413 through for chunked bodies of 4 and 20 MiB, at once", async () => {
    for (const size of [4 * 1024 * 1024, 20 * 1024 * 1024]) {
      const res = await timedRequest('/api/big', {
        size,
        chunked: true,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(413);
      expect(JSON.parse(res.text)).toEqual(TOO_LARGE);
      expect(res.ms).toBeLessThan(ANSWERED_AT_ONCE_MS);
    }
  });

  it('sends an upload declared over its limit on, so the API reads and refuses it (it used to hang)', async () => {
    for (const chunked of [false, true]) {
      const res = await timedRequest('/api/user/v1/files/upload', {
        size: 3 * 1024 * 1024,
        chunked,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(res.status).toBe(413);
      expect(res.ms).toBeLessThan(ANSWERED_AT_ONCE_MS);
    }
  });

  it('forwards a body within the limit whole, declared or chunked', async () => {
    for (const chunked of [false, true]) {
      const res = await timedRequest('/api/echo', { size: 60 * 1024, chunked });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text).body).toHaveLength(60 * 1024);
    }
  });
});

describe('gateway, DELETE', () => {
  it('forwards a DELETE without a body, with a JSON body and with a chunked body', async () => {
    const bare = JSON.parse((await request('/api/items/7', { method: 'DELETE' })).text);
    expect(bare).toMatchObject({ method: 'DELETE', body: '' });
    const declared = await request('/api/items/7', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', 'content-length': '11' },
      body: '{"ids":[7]}',
    });
    expect(JSON.parse(declared.text)).toMatchObject({ method: 'DELETE', body: '{"ids":[7]}' });
    const chunked = await request('/api/items/7', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: '{"ids":[7]}',
    });
    expect(chunked.status).toBe(200);
    expect(JSON.parse(chunked.text)).toMatchObject({ method: 'DELETE', body: '{"ids":[7]}' });
  });
});

describe('gateway, headers over the limit', () => {
  it("answers 431 in the envelope (not Node's bare status line)", async () => {
    const res = await request('/api/echo', { headers: { 'x-filler': 'a'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toContain('application/json');
    expect(JSON.parse(res.text)).toEqual({ code: -1, data: null, message: 'Request headers are too large' });
  });
});
