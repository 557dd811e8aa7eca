// The nginx configuration of `npm run stack`, written from the same definitions `npm start` serves with (security
// headers, CSP, cache rules: scripts/lib/static-server.mjs), so the two cannot drift. docs/deploy.md, "The production
// stack", explains it line by line.
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, HASHED_ASSET, SECURITY_HEADERS } from '../static-server.mjs';

/** HSTS: the stack is HTTPS only; a year, as browsers' preload lists expect. Not on `npm start` (plain HTTP). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Where each remote is served on the stack's one origin: its own path, its own folder. */
export const remotePath = (name) => `/remotes/${name}/`;

/** The API's refusals that nginx answers itself, in the API's `{code, data, message}` envelope. */
const ENVELOPES = {
  body_too_large: [413, 'Request body is too large'],
  headers_too_large: [431, 'Request headers are too large'],
  api_unreachable: [502, 'The API server is not reachable'],
};

/**
 * A quoted nginx string (`"` and `\` escaped). nginx has no escape for `$name` (it reads a variable): none of our
 * values has one (a CSP hash is base64; a regular expression's `$` ends it), and one that did is refused here.
 */
export function quote(value) {
  const text = String(value);
  if (/\$[\w{]/.test(text)) throw new Error(`nginx configuration: "${text}" has a $ variable`);
  return `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/**
 * @param {{ port: number, serverName: string, prefix: string, certificate: string, key: string,
 *   hostRoot: string, remotes: { name: string, root: string }[], apiPorts: number[],
 *   pages: { file: string, csp: string }[], filePolicy: string, user?: string, brotliModule?: string }} options
 * prefix: nginx's working folder (pid, temp files, logs). pages: the host's HTML files (relative to hostRoot,
 * `/index.html`) with each one's Content-Security-Policy; filePolicy: the one of every other file. user: the
 * workers' user when started as root. brotliModule: Debian's brotli_static module (its .so), when installed: the
 * `.br` files the build writes beside hashed assets are then sent as they are.
 */
export function nginxConfig({
  port,
  serverName,
  prefix,
  certificate,
  key,
  hostRoot,
  remotes,
  apiPorts,
  pages,
  filePolicy,
  user,
  brotliModule,
}) {
  /**
   * add_header in a location replaces the server's, so every location writes the full set. csp: a page's own, else
   * the file policy (`npm start` sends it on every file); the API's answers carry the API's own (none: `null`).
   */
  const headers = (cacheControl, csp = filePolicy, indent = '      ') =>
    [
      ...Object.entries(SECURITY_HEADERS).map(
        ([name, value]) => `add_header ${name} ${quote(value)} always;`,
      ),
      `add_header Strict-Transport-Security ${quote(HSTS)} always;`,
      ...(csp ? [`add_header Content-Security-Policy ${quote(csp)} always;`] : []),
      ...(cacheControl ? [`add_header Cache-Control ${quote(cacheControl)} always;`] : []),
    ].join(`\n${indent}`);
  // Quoted: the regular expression has braces, which nginx would read as a block.
  const hashed = quote(HASHED_ASSET.source);

  const pageLocations = pages
    .map(
      ({ file, csp }) => `
    location = ${file} {
      root ${hostRoot};
      ${headers(CACHE_REVALIDATE, csp)}
    }`,
    )
    .join('\n');

  const remoteLocations = remotes
    .map(
      ({ name, root }) => `
    # The ${name} remote: its own folder; a missing file is a 404, never the host's page.
    location ${remotePath(name)} {
      alias ${root}/;
      ${headers(CACHE_REVALIDATE)}
      location ~ ${hashed} {
        ${headers(CACHE_IMMUTABLE, filePolicy, '        ')}
      }
    }`,
    )
    .join('\n');

  const envelopes = Object.entries(ENVELOPES)
    .map(
      ([name, [status, message]]) => `
    location @${name} {
      default_type application/json;
      ${headers()}
      return ${status} ${quote(JSON.stringify({ code: -1, data: null, message }))};
    }`,
    )
    .join('\n');

  return `# Written by scripts/stack.mjs on each start; edit scripts/lib/stack/nginx-config.mjs instead.
${brotliModule ? `load_module ${brotliModule};\n` : ''}${user ? `user ${user};\n` : ''}worker_processes auto;
pid ${prefix}/nginx.pid;
error_log stderr warn;
daemon off;

events {
  worker_connections 1024;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css application/javascript application/json image/svg+xml;
  access_log off;
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;

${brotliModule ? '  brotli_static on;\n' : ''}  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_comp_level 6;
  gzip_min_length 512;
  gzip_proxied any;
  gzip_types text/css text/javascript application/javascript application/json image/svg+xml text/plain;

  upstream api {
    # Stateless instances on one PostgreSQL: any of them answers any request. A dead one is skipped for 10 s.
${apiPorts.map((apiPort) => `    server 127.0.0.1:${apiPort} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen ${port} ssl http2;
    listen [::]:${port} ssl http2;
    server_name ${serverName};

    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:SSL:10m;
    ssl_session_timeout 1d;

    # Above the API's limit (Node's 16 KiB), so the API answers a header over it (431 in its envelope), over HTTP/2
    # too; past 32 KiB nginx answers an HTTP/1.1 request with the envelope, and ends an HTTP/2 connection (GOAWAY).
    large_client_header_buffers 4 32k;
    error_page 494 =431 @headers_too_large;
    # Above every route's own limit: the API decides (its 413 is passed through); past this nginx answers alike.
    client_max_body_size 8m;
    error_page 413 @body_too_large;

    root ${hostRoot};
    ${headers(CACHE_REVALIDATE, filePolicy, '    ')}

    # The host: a single-page app; a path that is no file is the console's page.
    location / {
      try_files $uri $uri/ /index.html;
      ${headers(CACHE_REVALIDATE)}
      location ~ ${hashed} {
        ${headers(CACHE_IMMUTABLE, filePolicy, '        ')}
      }
    }
${pageLocations}
${remoteLocations}

    # The API and the public site it renders (/s/<shop>/<project>).
    location ~ ^/(api|s)/ {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # Overwritten, never appended: the API (TRUST_PROXY=127.0.0.1) believes this address.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header Forwarded "";
      proxy_set_header X-Forwarded-Host "";
      proxy_set_header X-Real-IP "";
      # An instance that refuses the connection or is gone: the request goes to the next one. A write is retried
      # only when it never reached the dead instance (nginx does not resend a non-idempotent request it sent).
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries ${apiPorts.length};
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
      proxy_buffering off;
      proxy_intercept_errors off;
      # error_page in a location drops the server's: all three again.
      error_page 494 =431 @headers_too_large;
      error_page 413 @body_too_large;
      error_page 502 504 @api_unreachable;
      ${headers(null, null)}
    }
${envelopes}
  }
}
`;
}
