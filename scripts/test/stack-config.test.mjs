import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../lib/stack/certificate.mjs';
import { HSTS, nginxConfig, quote } from '../lib/stack/nginx-config.mjs';
import { CACHE_IMMUTABLE, contentSecurityPolicy, SECURITY_HEADERS } from '../lib/static-server.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'stack-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const csp = contentSecurityPolicy({
  scriptHashes: ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
});
const options = {
  port: 18443,
  serverName: 'localhost',
  prefix: dir,
  certificate: path.join(dir, 'tls.crt'),
  key: path.join(dir, 'tls.key'),
  hostRoot: path.join(dir, 'host'),
  remotes: [
    { name: 'dashboard', root: path.join(dir, 'remote-dashboard') },
    { name: 'orders', root: path.join(dir, 'remote-orders') },
  ],
  apiPorts: [18453, 18454, 18455],
  pages: [{ file: '/index.html', csp }],
  filePolicy: contentSecurityPolicy({}),
};
const config = nginxConfig(options);
/** The body of the first block that opens with `opening` (braces counted). */
function block(opening) {
  const start = config.indexOf(opening);
  expect(start, opening).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let index = config.indexOf('{', start); index < config.length; index += 1) {
    if (config[index] === '{') depth += 1;
    if (config[index] === '}') depth -= 1;
    if (depth === 0) return config.slice(start, index + 1);
  }
  throw new Error(`${opening} is not closed`);
}

describe('the stack: nginx configuration', () => {
  it('sends the same security headers as npm start, plus HSTS, from every location (add_header does not inherit)', () => {
    const locations = [
      'location / {',
      'location = /index.html {',
      'location /remotes/dashboard/ {',
      'location ~ ^/(api|s)/ {',
      'location @body_too_large {',
    ];
    for (const opening of locations) {
      const body = block(opening);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(body, opening).toContain(`add_header ${name} "${value}" always;`);
      expect(body, opening).toContain(`add_header Strict-Transport-Security "${HSTS}" always;`);
    }
  });

  it("gives each page npm start's CSP (and refuses a value nginx would read a variable in)", () => {
    const page = block('location = /index.html {');
    expect(page).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(page.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(block('location /remotes/dashboard/ {')).toContain(
      `add_header Content-Security-Policy "${options.filePolicy}" always;`,
    );
    // The API's answers keep the API's own policy (its files and public pages set theirs).
    expect(block('location ~ ^/(api|s)/ {')).not.toContain('Content-Security-Policy');
    expect(() => quote("'sha256-a$b'")).toThrow(/has a \$/);
    expect(page).toContain('add_header Cache-Control "no-cache" always;');
  });

  it('revalidates entry points and registries; hashed assets are immutable, host and remotes alike', () => {
    for (const opening of ['location / {', 'location /remotes/orders/ {']) {
      const body = block(opening);
      expect(body).toContain('add_header Cache-Control "no-cache" always;');
      expect(body).toContain(`add_header Cache-Control "${CACHE_IMMUTABLE}" always;`);
    }
    expect(block('location /remotes/orders/ {')).toContain(`alias ${path.join(dir, 'remote-orders')}/;`);
  });

  it('balances over every API instance and answers its own refusals in the envelope', () => {
    const upstream = block('upstream api {');
    for (const port of options.apiPorts) expect(upstream).toContain(`server 127.0.0.1:${port} `);
    expect(block('location ~ ^/(api|s)/ {')).toContain('proxy_next_upstream_tries 3;');
    expect(block('location @body_too_large {')).toContain(
      `return 413 "{\\"code\\":-1,\\"data\\":null,\\"message\\":\\"Request body is too large\\"}";`,
    );
    expect(config).toContain('error_page 494 =431 @headers_too_large;');
    expect(config).toContain(`listen ${options.port} ssl http2;`);
  });

  it("loads Debian's brotli_static module when given it, and only then", () => {
    expect(config).not.toContain('brotli');
    const module = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
    const withBrotli = nginxConfig({ ...options, brotliModule: module });
    expect(withBrotli.startsWith(`# Written by scripts/stack.mjs`)).toBe(true);
    expect(withBrotli).toContain(`\nload_module ${module};\n`);
    expect(withBrotli).toContain('  brotli_static on;\n  gzip on;');
  });

  it.skipIf(!existsSync('/usr/sbin/nginx'))('is accepted by nginx (nginx -t)', () => {
    selfSignedCertificate({ host: 'localhost', days: 1, certificate: options.certificate, key: options.key });
    for (const sub of ['host', 'remote-dashboard', 'remote-orders', 'client_body', 'proxy'])
      mkdirSync(path.join(dir, sub), { recursive: true });
    const file = path.join(dir, 'nginx.conf');
    const module = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
    writeFileSync(file, nginxConfig({ ...options, brotliModule: existsSync(module) ? module : undefined }));
    const check = spawnSync('/usr/sbin/nginx', ['-t', '-q', '-c', file, '-p', dir], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});
