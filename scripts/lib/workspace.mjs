// Shared by start, test and bench: finding pnpm, installing, building, and the port plan.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../../remotes.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PNPM_VERSION = '12.21.0';

// The remotes and the port plan come from the one list of remotes (remotes.mjs at the root).
export { REMOTES, portPlan, registryFor } from '../../remotes.mjs';

/** pnpm as installed, else through npx (corepack does not work on these machines). */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  if (probe.status === 0 && probe.stdout.trim().startsWith('12.')) return { cmd: 'pnpm', pre: [] };
  return { cmd: 'npx', pre: ['--yes', `pnpm@${PNPM_VERSION}`] };
}

export function log(message) {
  process.stdout.write(`[console] ${message}\n`);
}

/** Runs a command, inheriting output; rejects on a non-zero exit. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`${cmd} ${args.join(' ')} exited ${code ?? signal}`)),
    );
  });
}

export async function pnpm(args, options) {
  const { cmd, pre } = pnpmCommand();
  return run(cmd, [...pre, ...args], options);
}

export async function install() {
  log('installing dependencies (pnpm)…');
  await pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** One build at a time in this checkout: two runs rebuilding the same dist folder would corrupt it. */
export async function withBuildLock(action, lock = path.join(ROOT, '.data', 'build.lock')) {
  const owner = path.join(lock, 'pid');
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(owner, String(process.pid));
      break;
    } catch {
      // A lock whose owner is gone (a start killed mid-build) is taken at once; one without an owner's pid is
      // taken when older than 15 minutes (its owner may be writing the pid right now).
      if (!ownerAlive(owner) || Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 15 * 60_000)
        rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error('another build holds .data/build.lock');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await action();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** False when the lock names a process that no longer runs; true while it runs or the pid is not written yet. */
function ownerAlive(owner) {
  let pid;
  try {
    pid = Number(readFileSync(owner, 'utf8'));
  } catch {
    return true;
  }
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists under another user.
    return error.code === 'EPERM';
  }
}

/** Builds what changed since its last build (every part when forced); a stamp in dist records the build. */
export function buildAll(options = {}) {
  return withBuildLock(() => buildStale(options));
}

async function buildStale({ force = false }) {
  const parts = ['server', 'host', ...REMOTES.map((remote) => remote.dir)];
  const sharedNewest = newestMtime(path.join(ROOT, 'shared'));
  // The server's build compiles the API contract too (the browser parts take its types only).
  const contractNewest = newestMtime(path.join(ROOT, 'api-contract'));
  const stale = parts.filter((dir) => {
    const stamp = path.join(ROOT, dir, 'dist', '.build-stamp');
    if (force || !existsSync(stamp)) return true;
    const built = statSync(stamp).mtimeMs;
    const inputs = Math.max(
      newestMtime(path.join(ROOT, dir)),
      // The front ends read the contract's values-only module (remote-menu) through shared.
      dir === 'server' ? contractNewest : Math.max(sharedNewest, contractNewest),
    );
    return inputs > built;
  });
  if (stale.length === 0) {
    log('build is up to date');
    return;
  }
  log(`building ${stale.join(', ')}…`);
  const filters = stale.flatMap((dir) => ['--filter', `./${dir}`]);
  // Always a production build (hashed, minified), whatever NODE_ENV the caller runs under (e2e uses 'test').
  await pnpm([...filters, '--workspace-concurrency=2', 'run', 'build'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  for (const dir of stale)
    writeFileSync(path.join(ROOT, dir, 'dist', '.build-stamp'), new Date().toISOString());
}
