// A small static file server for the built apps, used by `npm start`, the e2e suite and the benchmarks.
// Node built-ins only, so it runs before (and without) any dependency install.
// Proxy: kept hand-written over @fastify/http-proxy (+ @fastify/static) or http-proxy-3: those would need the install
// first and replace the CSP/cache/compression code above, and the 502s and hangs were not its size: they came from
// the API resetting on unread bodies (fixed there, server/src/platform/lingering-close.ts) and from this gateway
// cutting bodies short, which a library would not have known better (docs/deploy.md, "The production stack").
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
/** Hashed assets a production build has written `<file>.br` for (shared/build/federation.ts, same rule). */
const PRECOMPRESSED = /\.[0-9a-f]{8,}\.(js|css|svg)$/;
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt']);

/**
 * Hashed assets never change; entry points and registries (HTML, remotes.json, mf-manifest.json, menu.json) must be
 * re-checked on every load. The one definition: `npm run stack` writes the same rules into nginx's configuration.
 */
export const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2|png|svg)$/;
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
function cacheControl(relative) {
  return HASHED_ASSET.test(relative) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** On every answer of every site: no MIME sniffing, no framing (clickjacking), no full URL to other origins. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** The sha256 CSP sources of a page's inline scripts (`<script>` without src), so none needs 'unsafe-inline'. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The Content-Security-Policy of a page: scripts, styles, fonts and fetches from this origin (the API is behind
 * it, /api) and the registered remote origins only; inline scripts by hash; no eval. Styles allow inline: antd
 * writes its CSS-in-JS into <style> elements at run time (a nonce would need one per response, this server
 * serves files). Images: data: (captcha) and blob:.
 * @param {{ remotes?: string[], scriptHashes?: string[] }} options
 */
export function contentSecurityPolicy({ remotes = [], scriptHashes = [] }) {
  const origins = remotes.join(' ');
  const list = (...sources) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", origins, ...scriptHashes)}`,
    `style-src ${list("'self'", "'unsafe-inline'", origins)}`,
    `img-src ${list("'self'", 'data:', 'blob:', origins)}`,
    `font-src ${list("'self'", 'data:', origins)}`,
    `connect-src ${list("'self'", origins)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, cors?: boolean,
 *   proxy?: { prefix: string | string[], target: string }, remotes?: string[],
 *   mounts?: Record<string, string>, files?: Record<string, string> }} options
 * proxy.prefix: the path prefixes forwarded to the API (the API and the public site: ['/api/', '/s/']).
 * remotes: the origins this site's pages may load code and data from (the host: every registered remote).
 * mounts: URL prefixes served from other folders (a remote's releases: { '/releases/': '.data/releases/sku' }).
 * files: single paths served from a file elsewhere (the host's /remotes.json: the console's live registry), read
 *   afresh on every request, so a deploy's rename is seen by the next load.
 * @returns {Promise<http.Server>}
 */
export async function serveStatic({
  root,
  port,
  host = '0.0.0.0',
  spa = false,
  cors = false,
  proxy,
  remotes = [],
  mounts = {},
  files = {},
}) {
  const filePolicy = contentSecurityPolicy({ remotes });
  /** Each page's policy, by file and modification time (its inline scripts' hashes are read once). */
  const policies = new Map();
  /** @param {string} file @param {number} mtimeMs */
  async function pagePolicy(file, mtimeMs) {
    const key = `${file}:${mtimeMs}`;
    if (!policies.has(key)) {
      const html = await readFile(file, 'utf8');
      policies.set(key, contentSecurityPolicy({ remotes, scriptHashes: inlineScriptHashes(html) }));
    }
    return policies.get(key);
  }
  /**
   * Compressed bodies by encoding, path and modification time, each read or compressed once. What is compressed
   * here runs on libuv's thread pool: a cold server used to compress synchronously, so one page's fifty chunks
   * queued behind each other and every other origin this process serves (the first menu click after a start took
   * twice as long).
   * @type {Map<string, Promise<Buffer>>}
   */
  const compressed = new Map();
  /** @param {string} file @param {number} mtimeMs @param {'br' | 'gzip'} encoding */
  function compressedBody(file, mtimeMs, encoding) {
    const key = `${encoding}:${file}:${mtimeMs}`;
    let body = compressed.get(key);
    if (!body) {
      body = (async () => {
        // A production build writes `<file>.br` beside each hashed asset (shared/build/federation.ts): sent as is.
        if (encoding === 'br' && PRECOMPRESSED.test(file)) {
          const prebuilt = await readFile(`${file}.br`).catch(() => null);
          if (prebuilt) return prebuilt;
        }
        const raw = await readFile(file);
        return encoding === 'br'
          ? brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipAsync(raw, { level: 9 });
      })();
      compressed.set(key, body);
      body.catch(() => compressed.delete(key));
    }
    return body;
  }

  const server = http.createServer(async (req, res) => {
    try {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      const url = new URL(req.url ?? '/', 'http://local');
      if (proxy && [proxy.prefix].flat().some((prefix) => url.pathname.startsWith(prefix)))
        return forward(req, res, proxy.target);
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();

      let relative = decodeURIComponent(url.pathname);
      const mount = Object.keys(mounts).find((prefix) => relative.startsWith(prefix));
      const base = mount ? mounts[mount] : root;
      let file = files[relative] ?? path.join(base, mount ? relative.slice(mount.length) : relative);
      if (!files[relative] && !file.startsWith(base)) return void res.writeHead(403).end();
      let info = await stat(file).catch(() => null);
      if (info?.isDirectory()) {
        file = path.join(file, 'index.html');
        relative = path.join(relative, 'index.html');
        info = await stat(file).catch(() => null);
      }
      if (!info && spa && !path.extname(relative)) {
        file = path.join(root, 'index.html');
        relative = '/index.html';
        info = await stat(file).catch(() => null);
      }
      if (!info) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');

      const ext = path.extname(file);
      // Pages: their own policy (their inline scripts by hash). Everything else: the same policy without inline
      // scripts, so a file opened on its own (an SVG, a JSON registry) is held to it too.
      res.setHeader(
        'Content-Security-Policy',
        ext === '.html' ? await pagePolicy(file, info.mtimeMs) : filePolicy,
      );
      res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
      res.setHeader('Cache-Control', cacheControl(relative));
      res.setHeader('Vary', 'Accept-Encoding');
      const accept = String(req.headers['accept-encoding'] ?? '');
      const encoding = !COMPRESSIBLE.has(ext)
        ? null
        : /\bbr\b/.test(accept)
          ? 'br'
          : /\bgzip\b/.test(accept)
            ? 'gzip'
            : null;
      if (!encoding) {
        res.setHeader('Content-Length', info.size);
        if (req.method === 'HEAD') return void res.end();
        return void createReadStream(file).pipe(res);
      }
      const body = await compressedBody(file, info.mtimeMs, encoding);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    }
  });
  server.on('clientError', answerClientError);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  return server;
}

/** What Node's HTTP parser refuses before a request exists, with the API's own messages (server/src/platform/errors.ts). */
const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Request timed out'],
};

/**
 * Node's own answers (headers over 16 KiB: 431, not HTTP: 400, a timeout: 408) in the `{code, data, message}`
 * envelope the console reads everywhere, instead of Node's bare status line with an empty body.
 * @param {Error & { code?: string }} error @param {import('node:net').Socket} socket
 */
function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', 'Bad request'];
  const body = JSON.stringify({ code: -1, data: null, message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}

/** Headers a client could use to pose as someone else behind a trusting API. */
const FORWARDED_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
];

/** Hop-by-hop: they describe one connection, not the answer (RFC 9110 7.6.1), so they are not passed on. */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding'];
/**
 * Of a request's: `transfer-encoding` stays (a chunked body is sent on chunked: Node's client would otherwise send
 * a DELETE's body unframed); `expect`: Node already answered the client's `100-continue` here.
 */
const HOP_REQUEST_HEADERS = ['connection', 'keep-alive', 'expect'];

/**
 * Forwards a request to the API untouched (path included, the body streamed as it comes, whatever its size and
 * framing), so the API owns its /api prefix and every one of its body limits: this gateway knows none. The API
 * answers a body over a route's limit (413) as soon as it knows, before the body has all arrived, and reads and
 * drops the rest (server/src/platform/lingering-close.ts), so its answer is never lost to a reset. The answer is
 * passed on at once; the rest of the client's body is then read and dropped here (`drainRefused`).
 */
function forward(req, res, target) {
  const upstream = new URL(req.url ?? '/', target);
  const headers = { ...req.headers, host: upstream.host };
  for (const name of HOP_REQUEST_HEADERS) delete headers[name];
  // The API trusts this gateway's forwarded headers (TRUST_PROXY, set by launch.mjs), so none a client sent passes:
  // the client address is the one this socket saw, whatever X-Forwarded-For the request carried.
  for (const name of FORWARDED_HEADERS) delete headers[name];
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = 'http';
  let answered = false;
  const outgoing = http.request(upstream, { method: req.method, headers }, (answer) => {
    answered = true;
    const passed = { ...answer.headers };
    for (const name of HOP_HEADERS) delete passed[name];
    res.writeHead(answer.statusCode ?? 502, passed);
    // pipeline, not pipe: an answer the API cuts short (an export failing mid-stream) cuts the client's short
    // too, so its download fails instead of waiting forever for the rest.
    pipeline(answer, res, () => {
      // The API answered before the body was all sent (a 413): the connection to it is done with.
      if (!req.complete) outgoing.destroy();
    });
    if (!req.complete) drainRefused(req);
  });
  outgoing.on('error', () => {
    if (answered || res.headersSent) return; // the answer's own pipeline ends the client's response
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: -1, data: null, message: 'The API server is not reachable' }));
  });
  req.pipe(outgoing);
}

/** How long the rest of a body the API refused is read and dropped before this gateway closes on the client. */
export const LINGER_MS = 5000;

/**
 * The API answered before the client's body was all read: that body is not sent on, but read and dropped for at
 * most LINGER_MS, so the client reads the answer (closing with its bytes unread would reset the connection and
 * lose the answer, as it did between this gateway and the API).
 * @param {http.IncomingMessage} req
 */
function drainRefused(req) {
  req.unpipe();
  req.removeAllListeners('data');
  req.resume();
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
  timer.unref();
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
}
