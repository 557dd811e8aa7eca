#!/usr/bin/env node
// Independent delivery of one area into a running console (docs/deploy.md):
//   npm run deploy -- <area>               build that remote alone into a new release folder, then make it live
//   npm run rollback -- <area> [version]   make the previous (or the named) release live again; `start` = start build
//   npm run deploy -- --list               what is live and what is kept, per area
// The console is the one on PORT (default 8080). Nothing else is built; the host's and the other remotes' files are
// not touched: a release is served by its remote's own site under /releases/<folder>/, and going live is the
// atomic rewrite of that console's registry (the /remotes.json the next page load reads).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  appendHistory,
  areaReleases,
  deliveryPaths,
  deployer,
  findRelease,
  listReleases,
  previousEntry,
  readHistory,
  readRegistry,
  readRelease,
  releaseEntry,
  releaseFolderName,
  releaseOf,
  startRegistry,
  writeRegistry,
} from './lib/releases.mjs';
import { REMOTES, ROOT, pnpm, portPlan, registryFor, withBuildLock } from './lib/workspace.mjs';
import { remoteNamed } from '../remotes.mjs';

const say = (message) => process.stdout.write(`[deploy] ${message}\n`);

const git = (...args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() ?? '';

/** The commit a build comes from; `.dirty` when the remote's or shared's folder has uncommitted changes. */
function buildCommit(dir) {
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  return git('status', '--porcelain', '--', dir, 'shared') ? `${commit}.dirty` : commit;
}

function consoleOf(env = process.env) {
  const ports = portPlan(env);
  const publicHost = env.PUBLIC_HOST ?? 'localhost';
  const paths = deliveryPaths(ROOT, ports.host);
  // A console that never started here has no live registry yet: the one it would start with.
  const registry = readRegistry(paths) ?? startRegistry(paths, ports, publicHost).registry;
  return { ports, publicHost, paths, registry };
}

/** How an entry reads in messages: its release folder, or "start build". */
const describe = (entry) => (entry ? (safeRelease(entry) ?? 'start build') : 'nothing');
function safeRelease(entry) {
  try {
    return releaseOf(entry);
  } catch {
    return null;
  }
}

/** Makes `entry` the area's live entry (atomically) and records it in the console's history. */
function switchTo({ paths, registry, area, entry, action, release }) {
  const previous = registry[area] ?? null;
  writeRegistry(paths, { ...registry, [area]: entry });
  appendHistory(paths, {
    at: new Date().toISOString(),
    who: deployer(git('config', 'user.name')),
    action,
    area,
    version: release?.version ?? null,
    commit: release?.build?.commit ?? null,
    folder: release?.folder ?? null,
    entry,
    previous,
  });
  say(`${area}: ${describe(previous)} -> ${describe(entry)}`);
  say(`live at ${entry}; the next page load of the console uses it (no restart).`);
}

async function deploy(area) {
  const remote = remoteNamed(area);
  const target = consoleOf();
  const { version } = JSON.parse(readFileSync(path.join(ROOT, remote.dir, 'package.json'), 'utf8'));
  const commit = buildCommit(remote.dir);
  const builtAt = new Date().toISOString();
  const folder = releaseFolderName({ version, commit, builtAt });
  const releases = areaReleases(target.paths, area);
  const finalDir = path.join(releases, folder);
  // Built into a staging folder and renamed into place: a release folder is complete or absent.
  const staging = path.join(releases, `.staging-${folder}`);
  say(`building ${remote.dir} ${version} (${commit}) into ${path.relative(ROOT, finalDir)}…`);
  const started = Date.now();
  try {
    await withBuildLock(() =>
      pnpm(['--filter', `./${remote.dir}`, 'run', 'build'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          CONSOLE_DIST_DIR: staging,
          CONSOLE_BUILD_COMMIT: commit,
          CONSOLE_BUILD_TIME: builtAt,
        },
      }),
    );
    for (const file of ['mf-manifest.json', 'menu.json'])
      if (!existsSync(path.join(staging, file))) throw new Error(`the build wrote no ${file}`);
    if (existsSync(finalDir)) throw new Error(`${finalDir} exists already: a release is never overwritten`);
    renameSync(staging, finalDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  say(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const release = readRelease(target.paths, area, folder);
  switchTo({
    ...target,
    area,
    entry: releaseEntry(area, folder, target.ports, target.publicHost),
    action: 'deploy',
    release,
  });
  say(`roll back with: npm run rollback -- ${area}`);
}

function rollback(area, wanted) {
  remoteNamed(area);
  const target = consoleOf();
  const live = target.registry[area];
  const releases = listReleases(target.paths, area);
  const startEntry = registryFor(target.ports, target.publicHost)[area];
  let entry;
  if (wanted) {
    const folder = findRelease(releases, wanted);
    if (folder === undefined)
      throw new Error(
        `${area} has no kept release "${wanted}" (kept: ${releases.map((release) => release.folder).join(', ') || 'none'}; "start" is the start build)`,
      );
    entry = folder === null ? startEntry : releaseEntry(area, folder, target.ports, target.publicHost);
  } else {
    entry = previousEntry(readHistory(target.paths), area, live);
    // Without a recorded deploy of the live release (history removed), back to the start build.
    if (!entry && safeRelease(live)) entry = startEntry;
    if (!entry) throw new Error(`${area} runs its start build and has no earlier version to roll back to`);
  }
  const folder = safeRelease(entry);
  if (folder && !readRelease(target.paths, area, folder))
    throw new Error(`${area}'s release ${folder} is no longer kept: name another (npm run deploy -- --list)`);
  if (entry === live) {
    say(`${area} already runs ${describe(entry)}`);
    return;
  }
  switchTo({
    ...target,
    area,
    entry,
    action: 'rollback',
    release: folder ? readRelease(target.paths, area, folder) : null,
  });
}

function list() {
  const { ports, paths, registry } = consoleOf();
  say(`console on port ${ports.host} (registry ${path.relative(ROOT, paths.registry)})`);
  for (const { name } of REMOTES) {
    const live = safeRelease(registry[name] ?? '');
    process.stdout.write(`\n${name}\n`);
    process.stdout.write(`  ${live ? ' ' : '*'} start build   (its site's root)\n`);
    for (const release of listReleases(paths, name)) {
      const marker = release.folder === live ? '*' : ' ';
      process.stdout.write(
        `  ${marker} ${release.folder}   version ${release.version}, commit ${release.build?.commit ?? '?'}, built ${release.build?.builtAt ?? '?'}\n`,
      );
    }
  }
  process.stdout.write('\n* live\n');
}

const USAGE = [
  'npm run deploy -- <area>              build and make live a new release of one area',
  'npm run rollback -- <area> [version]  back to the previous (or the named) release; "start": the start build',
  'npm run deploy -- --list              what is live and what is kept',
  `areas: ${REMOTES.map((remote) => remote.name).join(', ')}; the console is the one on PORT (default 8080)`,
].join('\n');

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const args = rest.filter((arg) => arg !== '--');
  if (command === 'deploy' && (args[0] === '--list' || args[0] === 'list')) return list();
  if (command === 'deploy' && args.length === 1 && !args[0].startsWith('-')) return deploy(args[0]);
  if (command === 'rollback' && (args.length === 1 || args.length === 2)) return rollback(args[0], args[1]);
  process.stdout.write(`${USAGE}\n`);
  process.exitCode = 2;
}

main().catch((error) => {
  process.stderr.write(`[deploy] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
