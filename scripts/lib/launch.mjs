// Runs the composed console on one machine: the API, each remote as its own site, the host as gateway.
// Used by `npm start` (everything built) and `npm run dev` (one part from its dev server, the rest built).
import { spawn } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { RELEASES_PATH, areaReleases, deliveryPaths, startRegistry, writeRegistry } from './releases.mjs';
import { serveStatic } from './static-server.mjs';
import { REMOTES, ROOT, log, pnpmCommand, registryFor, withBuildLock } from './workspace.mjs';

/** Resolves once something on this machine accepts connections on `port`; rejects after `timeoutMs`. */
export function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(undefined);
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline)
          reject(new Error(`nothing listens on ${port} after ${timeoutMs / 1000} s`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

/**
 * Keeps a child process running: when it exits on its own it is started again after a delay that doubles from
 * `firstDelayMs` up to `maxDelayMs`, back to the first once a run has lasted `healthyMs`.
 * @param {{ name: string, start: () => import('node:child_process').ChildProcess, log: (message: string) => void,
 *   firstDelayMs?: number, maxDelayMs?: number, healthyMs?: number,
 *   onRestart?: (attempt: number, delayMs: number) => void }} options
 */
export function supervise({
  name,
  start,
  log: say,
  firstDelayMs = 250,
  maxDelayMs = 8000,
  healthyMs = 10_000,
  onRestart,
}) {
  let stopped = false;
  let delay = firstDelayMs;
  let attempt = 0;
  let child;
  let timer;
  const run = () => {
    const startedAt = Date.now();
    child = start();
    child.on('exit', (code, signal) => {
      if (stopped) return;
      if (Date.now() - startedAt >= healthyMs) delay = firstDelayMs;
      attempt += 1;
      say(
        `${name} stopped (${signal ?? `exit ${code}`}); starting it again in ${(delay / 1000).toFixed(2)} s`,
      );
      onRestart?.(attempt, delay);
      timer = setTimeout(run, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };
  run();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      child?.kill('SIGTERM');
    },
    get child() {
      return child;
    },
  };
}

/**
 * The folders the built sites are served from, with the deployment's registry (`remotes.json`) written into the
 * host's. snapshot: copies of the dist folders under `.data/snapshots/<port>/` (the registry goes into the copy),
 * so neither a rebuild during the run nor this run's ports reach the working tree's `host/dist` (the bench and e2e
 * run this way beside a console the user is running).
 * @param {{ port: number, registry: Record<string, string>, snapshot: boolean, root?: string,
 *   lock?: (action: () => Promise<void>) => Promise<void> }} options
 * @returns {Promise<(dir: string) => string>}
 */
export async function prepareSites({ port, registry, snapshot, root = ROOT, lock = withBuildLock }) {
  const snapshotRoot = path.join(root, '.data', 'snapshots', String(port));
  const served = (dir) => (snapshot ? path.join(snapshotRoot, dir) : path.join(root, dir, 'dist'));
  if (snapshot) {
    // Under the build lock: never copy a dist folder that a build is rewriting.
    await lock(async () => {
      for (const dir of ['host', ...REMOTES.map((remote) => remote.dir)]) {
        rmSync(served(dir), { recursive: true, force: true });
        cpSync(path.join(root, dir, 'dist'), served(dir), { recursive: true });
      }
    });
  }
  // The deployment's registry: the host reads it at boot, so re-pointing a remote needs no rebuild.
  writeFileSync(path.join(served('host'), 'remotes.json'), `${JSON.stringify(registry, null, 2)}\n`);
  return served;
}

/**
 * @param {{ ports: { host: number, remotes: Record<string, number>, api: number }, dataDir: string,
 *   devPart?: string, snapshot?: boolean, freshRegistry?: boolean }} options
 * devPart 'server': the API reloads on save, the front end runs built.
 * devPart 'host': host and every remote from their dev servers (React's development build everywhere: a
 *   development remote inside a production host would load two different React builds).
 * devPart <area>: that remote alone from its dev server, in its standalone shell on its own port.
 * snapshot: serve copies of the built parts, so a rebuild in this checkout during the run (another suite, an
 *   editor's build) cannot pull files from under it.
 * freshRegistry: every area at its start build, whatever was deployed to this console before (`--fresh-data`).
 */
export async function launch({ ports, dataDir, devPart, snapshot = false, freshRegistry = false }) {
  const children = [];
  const servers = [];
  let stopping = false;
  const stop = (code = 0) => {
    if (stopping) return;
    stopping = true;
    for (const server of servers) server.close();
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 1500).unref();
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  const spawnPart = (name, cmd, args, env) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      if (!stopping) {
        log(`${name} stopped (exit ${code}); stopping the console`);
        stop(1);
      }
    });
    children.push(child);
  };
  const { cmd: pnpmCmd, pre } = pnpmCommand();
  const devServer = (dir, port) =>
    spawnPart(
      `${dir} dev server`,
      pnpmCmd,
      [...pre, '--filter', `./${dir}`, 'exec', 'rsbuild', 'dev', '--port', String(port)],
      {
        API_PORT: String(ports.api),
        NODE_ENV: 'development',
      },
    );

  const publicHost = process.env.PUBLIC_HOST ?? 'localhost';
  const apiEnv = {
    API_PORT: String(ports.api),
    API_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The gateway below (and nothing else) forwards to the API from this machine and sets X-Forwarded-For itself;
    // the API believes that header from 127.0.0.1 only (by default it believes none).
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
    // One line per request drowns the start banner; LOG_LEVEL=info brings it back.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Where the menu calls (GET /api/v1/menus) read the deployed areas: the registry the gateway serves.
    CONSOLE_REGISTRY_URL: process.env.CONSOLE_REGISTRY_URL ?? `http://127.0.0.1:${ports.host}/remotes.json`,
    // Links in mails (an invitation, a visitor's booking confirmation) open the console's address, not the API's:
    // the gateway forwards to the API under its own Host, which no one outside this machine can reach.
    CONSOLE_PUBLIC_URL: process.env.CONSOLE_PUBLIC_URL ?? `http://${publicHost}:${ports.host}`,
  };
  if (devPart === 'server')
    spawnPart('the API (watch)', pnpmCmd, [...pre, '--filter', '@console/server', 'run', 'dev'], apiEnv);
  else {
    // The API is restarted when it dies (with back-off); the sites keep being served meanwhile, and the gateway
    // answers "The API server is not reachable" until it is back.
    const api = supervise({
      name: 'the API',
      start: () =>
        spawn(process.execPath, [path.join(ROOT, 'server/dist/main.js')], {
          cwd: ROOT,
          stdio: 'inherit',
          env: { ...process.env, ...apiEnv },
        }),
      log,
    });
    children.push({ kill: () => api.stop() });
  }

  // The live registry of this console (.data/deploy/<port>/remotes.json, docs/deploy.md): each area at its start
  // build, or at the release deployed to it while that release is kept. `npm run deploy` and `rollback` rewrite it
  // while the console runs; the gateway serves it as /remotes.json and the API reads it for the menu calls.
  const delivery = deliveryPaths(ROOT, ports.host);
  const { registry, kept } = freshRegistry
    ? { registry: registryFor(ports, publicHost), kept: [] }
    : startRegistry(delivery, ports, publicHost);
  for (const release of kept) log(`keeping the deployed ${release}`);
  const devRemote = REMOTES.find((remote) => remote.name === devPart);

  if (devRemote) {
    devServer(devRemote.dir, ports.remotes[devRemote.name]);
  } else if (devPart === 'host') {
    // The host's dev server makes its remotes.json from the same list and ports (PORT, PUBLIC_HOST).
    devServer('host', ports.host);
    for (const { name, dir } of REMOTES) devServer(dir, ports.remotes[name]);
  } else {
    const served = await prepareSites({ port: ports.host, registry, snapshot });
    writeRegistry(delivery, registry);
    const hostRoot = served('host');
    for (const { name, dir } of REMOTES) {
      servers.push(
        await serveStatic({
          root: served(dir),
          port: ports.remotes[name],
          cors: true,
          spa: true,
          // Each deployed release beside the start build, on the same site (and so the same CSP origin).
          mounts: { [RELEASES_PATH]: areaReleases(delivery, name) },
        }),
      );
    }
    servers.push(
      await serveStatic({
        root: hostRoot,
        port: ports.host,
        spa: true,
        // The host's pages may load code and data from the registered remotes only.
        remotes: Object.values(registry).map((manifest) => new URL(manifest).origin),
        // The live registry, read on every request: a deploy is seen by the next page load, with no restart.
        files: { '/remotes.json': delivery.registry },
        // The API, and the public site it renders (/s/<shop>/<project>, docs/booking.md).
        proxy: { prefix: ['/api/', '/s/'], target: `http://127.0.0.1:${ports.api}` },
      }),
    );
  }
  // A first start migrates and seeds the embedded database: over a minute on a machine busy with other work.
  await waitForPort(ports.api, 240_000);
  const url = `http://${publicHost}:${devRemote ? ports.remotes[devRemote.name] : ports.host}`;
  return { publicHost, url };
}
