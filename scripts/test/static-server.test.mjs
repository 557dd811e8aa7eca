import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../lib/static-server.mjs';

const HASHED = 'static/js/app.0123456789.js';
let root = '';
let server;
let base = '';

/** A raw GET (no decoding): status, headers and the bytes as sent. */
function get(pathname, encoding) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${pathname}`,
      { headers: encoding ? { 'accept-encoding': encoding } : {} },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
  });
}

describe('static server', () => {
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(root, 'static/js'), { recursive: true });
    writeFileSync(path.join(root, HASHED), 'console.log("the file");\n'.repeat(50));
    // The build's precompressed copy: different content, so the test sees which one was sent.
    writeFileSync(path.join(root, `${HASHED}.br`), brotliCompressSync('console.log("prebuilt");'));
    writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ orders: 'http://x/mf-manifest.json' }));
    writeFileSync(
      path.join(root, 'index.html'),
      '<html><head><script>window.a=1</script><script src="/static/js/x.js"></script></head></html>',
    );
    server = await serveStatic({ root, port: 0, host: '127.0.0.1', remotes: ['http://localhost:8082'] });
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => {
    server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("sends a hashed asset's prebuilt brotli copy as is, cached for a year", async () => {
    const { headers, body } = await get(`/${HASHED}`, 'br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(body).toString()).toBe('console.log("prebuilt");');
  });

  it('compresses what has no prebuilt copy on request (registries, gzip clients), and re-checks registries', async () => {
    const registry = await get('/remotes.json', 'br');
    expect(registry.headers['content-encoding']).toBe('br');
    expect(registry.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(brotliDecompressSync(registry.body).toString())).toEqual({
      orders: 'http://x/mf-manifest.json',
    });
    const gzip = await get(`/${HASHED}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('the file');
  });

  it('sends the file itself to a client that takes no compression', async () => {
    const { headers, body } = await get(`/${HASHED}`);
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toContain('the file');
  });

  it('sends a CSP with the remotes and the inline scripts by hash on pages, the same without them and the other headers on everything else', async () => {
    const page = await get('/index.html');
    const csp = page.headers['content-security-policy'];
    const hash = createHash('sha256').update('window.a=1').digest('base64');
    expect(csp).toContain(`script-src 'self' http://localhost:8082 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval/);
    const asset = await get(`/${HASHED}`);
    expect(asset.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self' http://localhost:8082; style-src 'self' 'unsafe-inline' http://localhost:8082; " +
        "img-src 'self' data: blob: http://localhost:8082; font-src 'self' data: http://localhost:8082; " +
        "connect-src 'self' http://localhost:8082; object-src 'none'; base-uri 'self'; form-action 'self'; " +
        "frame-ancestors 'none'",
    );
    for (const response of [page, asset]) {
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});
