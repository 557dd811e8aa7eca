#!/usr/bin/env node
// `npm run stack`: the production shape on this machine, from the built sites. nginx (Debian's, installed if
// missing) in front, TLS with a locally made certificate and HTTP/2 at https://localhost:8443 (STACK_PORT), the host
// at / and each remote at /remotes/<name>/, and STACK_API_INSTANCES (2) stateless API instances on the PostgreSQL
// named by DATABASE_URL (required). Ctrl-C stops it all. docs/deploy.md, "The production stack".
//   --no-install   skip `pnpm install`        --no-build     use the dist folders as they are
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { prepareSites, supervise, waitForPort } from './lib/launch.mjs';
import { selfSignedCertificate } from './lib/stack/certificate.mjs';
import { nginxConfig, remotePath } from './lib/stack/nginx-config.mjs';
import { contentSecurityPolicy, inlineScriptHashes } from './lib/static-server.mjs';
import { REMOTES, ROOT, buildAll, install, log } from './lib/workspace.mjs';

const args = new Set(process.argv.slice(2));
const started = Date.now();
const STACK_PORT = Number(process.env.STACK_PORT ?? 8443);
/** The API instances listen on the ports after STACK_API_PORT (STACK_PORT + 10 unless set). */
const API_BASE = Number(process.env.STACK_API_PORT ?? STACK_PORT + 10);
const INSTANCES = Number(process.env.STACK_API_INSTANCES ?? 2);
const PUBLIC_HOST = process.env.PUBLIC_HOST ?? 'localhost';
const NGINX = '/usr/sbin/nginx';
/** Debian's brotli_static module: the build's `.br` files sent as they are (smaller than gzip by about a sixth). */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Debian's nginx and its brotli_static module, installed when missing (root: apt-get; else the command is printed). */
function ensureNginx() {
  if (existsSync(NGINX) && existsSync(BROTLI_MODULE)) return;
  const packages = ['nginx', 'libnginx-mod-http-brotli-static', 'openssl'];
  if (process.getuid?.() !== 0) {
    if (existsSync(NGINX)) return; // without brotli: gzip only
    throw new Error(
      `nginx is not installed: run \`sudo apt-get install -y ${packages.join(' ')}\`, then again`,
    );
  }
  log(`installing ${packages.join(', ')} (apt-get)…`);
  // RUNLEVEL=1: the package's own service is not started (this command runs nginx itself, on its own port).
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

/** A self-signed certificate for the host name (kept between runs); browsers must be told to trust it. */
function ensureCertificate(dir) {
  const certificate = path.join(dir, `${PUBLIC_HOST}.crt`);
  const key = path.join(dir, `${PUBLIC_HOST}.key`);
  if (existsSync(certificate) && existsSync(key)) return { certificate, key };
  mkdirSync(dir, { recursive: true });
  selfSignedCertificate({ host: PUBLIC_HOST, days: 825, certificate, key });
  return { certificate, key };
}

/** Every file below `dir`, relative paths. */
function filesBelow(dir, relative = '') {
  return readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const inner = path.join(relative, entry.name);
    return entry.isDirectory() ? filesBelow(dir, inner) : [inner];
  });
}

/**
 * `<file>.gz` beside each text file for nginx's gzip_static, and `<file>.br` where the build wrote none (it does for
 * hashed assets only; entries, manifests and pages too here) for brotli_static: compressed once, at the highest
 * levels, never per request.
 */
function precompress(dir) {
  for (const file of filesBelow(dir)) {
    if (!/\.(js|mjs|css|html|json|svg|txt)$/.test(file)) continue;
    const full = path.join(dir, file);
    const raw = readFileSync(full);
    writeFileSync(`${full}.gz`, gzipSync(raw, { level: 9 }));
    if (!existsSync(`${full}.br`))
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
  }
}

function waitForApi(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () =>
      fetch(`http://127.0.0.1:${port}/api/api/v1/auth/captcha`)
        .then((response) => (response.ok ? resolve(undefined) : Promise.reject(new Error())))
        .catch(() =>
          Date.now() > deadline
            ? reject(new Error(`the API on ${port} did not answer within ${timeoutMs / 1000} s`))
            : setTimeout(attempt, 250),
        );
    attempt();
  });
}

/** What Ctrl-C (or a failed start) stops, last started first. */
const stoppers = [];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const stopper of stoppers.reverse()) stopper();
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function main() {
  if (!process.env.DATABASE_URL)
    throw new Error(
      'the stack needs DATABASE_URL (PostgreSQL): its API instances share one database, e.g. ' +
        'DATABASE_URL=postgres://user@127.0.0.1:5432/console npm run stack',
    );
  if (!Number.isInteger(INSTANCES) || INSTANCES < 1) throw new Error('STACK_API_INSTANCES must be 1 or more');
  ensureNginx();
  if (!args.has('--no-install')) await install();
  if (!args.has('--no-build')) await buildAll();

  const work = path.join(ROOT, '.data', 'stack', String(STACK_PORT));
  const { certificate, key } = ensureCertificate(path.join(ROOT, '.data', 'stack', 'tls'));
  const origin = `https://${PUBLIC_HOST}${STACK_PORT === 443 ? '' : `:${STACK_PORT}`}`;
  // The registry: every remote on this one origin, at its own path (one TLS connection, one HTTP/2 stream set).
  const registry = Object.fromEntries(
    REMOTES.map(({ name }) => [name, `${origin}${remotePath(name)}mf-manifest.json`]),
  );
  // Copies of the built sites (a rebuild during the run does not reach them), with this origin's registry.
  const served = await prepareSites({ port: STACK_PORT, registry, snapshot: true });
  for (const dir of ['host', ...REMOTES.map((remote) => remote.dir)]) precompress(served(dir));
  // The host's pages, each with its policy, exactly as `npm start` makes it (the remotes are on this origin).
  const hostRoot = served('host');
  const pages = filesBelow(hostRoot)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({
      file: `/${file}`,
      csp: contentSecurityPolicy({
        scriptHashes: inlineScriptHashes(readFileSync(path.join(hostRoot, file), 'utf8')),
      }),
    }));

  const apiPorts = Array.from({ length: INSTANCES }, (_, index) => API_BASE + index);
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(work, dir), { recursive: true });
  const configFile = path.join(work, 'nginx.conf');
  writeFileSync(
    configFile,
    nginxConfig({
      port: STACK_PORT,
      serverName: PUBLIC_HOST,
      prefix: work,
      certificate,
      key,
      hostRoot,
      remotes: REMOTES.map(({ name, dir }) => ({ name, root: served(dir) })),
      apiPorts,
      pages,
      filePolicy: contentSecurityPolicy({}),
      // Started as root, nginx's workers would run as nobody, who may not read the checkout.
      user: process.getuid?.() === 0 ? userInfo().username : undefined,
      brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : undefined,
    }),
  );
  const check = spawnSync(NGINX, ['-t', '-q', '-c', configFile, '-p', work], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused ${configFile}:\n${check.stderr}`);

  const apiEnv = (port) => ({
    ...process.env,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // The demo shop and its sign-in, as `npm start` has them; a real deployment sets CONSOLE_SEED=0.
    CONSOLE_SEED: process.env.CONSOLE_SEED ?? '1',
    // nginx, on this machine, is the only proxy the API believes (X-Forwarded-For from 127.0.0.1 only).
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    // Per instance: instances x pool size stays under PostgreSQL's max_connections (100 by default).
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '10',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Links in mails open the console's address: nginx forwards `$host`, which has no port.
    CONSOLE_PUBLIC_URL: process.env.CONSOLE_PUBLIC_URL ?? origin,
  });
  const startApi = (port) => {
    const api = supervise({
      name: `API instance :${port}`,
      start: () =>
        spawn(process.execPath, [path.join(ROOT, 'server/dist/main.js')], {
          cwd: ROOT,
          stdio: 'inherit',
          env: apiEnv(port),
        }),
      log,
    });
    stoppers.push(() => api.stop());
  };
  // The first instance migrates (under the schema's advisory lock) and seeds; the others find nothing to do.
  startApi(apiPorts[0]);
  await waitForApi(apiPorts[0], 240_000);
  for (const port of apiPorts.slice(1)) startApi(port);
  await Promise.all(apiPorts.slice(1).map((port) => waitForApi(port, 120_000)));

  const nginx = spawn(NGINX, ['-c', configFile, '-p', work], { stdio: 'inherit' });
  nginx.on('exit', (code, signal) => {
    if (stopping) return;
    log(`nginx stopped (${signal ?? `exit ${code}`}); stopping the stack`);
    stop(1);
  });
  // QUIT: nginx finishes the requests under way, then exits.
  stoppers.push(() => nginx.kill('SIGQUIT'));
  // nginx binds its sockets some time after it is spawned: the banner (which the e2e smoke and the bench wait for)
  // must not come before a first request can land.
  await waitForPort(STACK_PORT, 30_000);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    [
      '',
      `  Shop Console production stack is running (ready in ${seconds} s)`,
      `  Open:     ${origin}  (HTTP/2, TLS: trust ${path.relative(ROOT, certificate)} or accept the warning)`,
      '  Sign in:  admin@example.com / admin123',
      `  Remotes:  ${REMOTES.map(({ name }) => remotePath(name)).join(', ')} on the same origin`,
      `  API:      ${apiPorts.map((port) => `127.0.0.1:${port}`).join(', ')} behind nginx (PostgreSQL)`,
      `  nginx:    ${path.relative(ROOT, configFile)}`,
      '  Stop:     Ctrl-C',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  log(error instanceof Error ? error.message : String(error));
  // Whatever had started (API instances) stops too.
  stop(1);
});
