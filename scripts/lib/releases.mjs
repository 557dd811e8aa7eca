// Independent delivery of one remote (docs/deploy.md): immutable release folders served by the remote's own site
// beside earlier ones, the live registry (remotes.json) each console serves, and the deploy history.
// Node built-ins only: `npm start` and the deploy commands use it before (and without) any dependency install.
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, registryFor } from '../../remotes.mjs';

/** The URL path under which a remote's site serves its releases (`/releases/<folder>/mf-manifest.json`). */
export const RELEASES_PATH = '/releases/';

/**
 * Where a checkout keeps what delivery writes. Releases are shared by every console of the checkout (a release
 * never changes once written, so sharing is safe); the live registry and the history belong to one console, found
 * by its host port (`npm start` on 8080 and e2e on 9080 deploy independently).
 * @param {string} root the checkout
 * @param {number} hostPort
 */
export function deliveryPaths(root, hostPort) {
  const data = path.join(root, '.data');
  const consoleDir = path.join(data, 'deploy', String(hostPort));
  return {
    releases: path.join(data, 'releases'),
    consoleDir,
    registry: path.join(consoleDir, 'remotes.json'),
    history: path.join(consoleDir, 'history.jsonl'),
  };
}

/** The folder of one area's releases. */
export function areaReleases(paths, area) {
  return path.join(paths.releases, area);
}

/**
 * A release folder's name: `<version>-<commit>-<build time>`. The build time (UTC, to the millisecond) makes two
 * deploys of one commit two folders, so a folder, once served, is never overwritten. A commit with uncommitted
 * changes in the remote's or shared's folders is marked `dirty`: such a build cannot be rebuilt from the commit.
 * @param {{ version: string, commit: string, builtAt: string }} build
 */
export function releaseFolderName({ version, commit, builtAt }) {
  const stamp = builtAt.replace(/[-:]/g, '').replace(/\.(\d{3})Z$/, '$1Z');
  const name = `${version}-${commit}-${stamp}`;
  if (!/^[0-9A-Za-z.+_-]+$/.test(name))
    throw new Error(`release folder name "${name}" has unsafe characters`);
  return name;
}

/** The registry entry (manifest URL) of a release served by the area's site. */
export function releaseEntry(area, folder, ports, publicHost) {
  return `http://${publicHost}:${ports.remotes[area]}${RELEASES_PATH}${folder}/mf-manifest.json`;
}

/** The release folder a registry entry points at, or null for the area's start build (its site's root). */
export function releaseOf(entry) {
  const match = /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(new URL(entry).pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

/** What a release says about itself (menu.json's build fields), null when it is not a complete release. */
export function readRelease(paths, area, folder) {
  const dir = path.join(areaReleases(paths, area), folder);
  try {
    const menu = JSON.parse(readFileSync(path.join(dir, 'menu.json'), 'utf8'));
    if (!existsSync(path.join(dir, 'mf-manifest.json'))) return null;
    return { folder, dir, version: menu.version, build: menu.build ?? null };
  } catch {
    return null;
  }
}

/** An area's kept releases, oldest first (by build time). */
export function listReleases(paths, area) {
  const dir = areaReleases(paths, area);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => readRelease(paths, area, entry.name))
    .filter((release) => release !== null)
    .sort((a, b) => String(a.build?.builtAt ?? '').localeCompare(String(b.build?.builtAt ?? '')));
}

/** Writes a file so a reader sees the old content or the new, never half of it: a temporary file, then rename. */
export function writeAtomically(file, content) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

export function readRegistry(paths) {
  try {
    const value = JSON.parse(readFileSync(paths.registry, 'utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeRegistry(paths, registry) {
  writeAtomically(paths.registry, `${JSON.stringify(registry, null, 2)}\n`);
}

/**
 * The registry a console starts with: each area at its start build (its site's root), except an area whose live
 * entry is a release that is still kept: a deployment survives a restart of `npm start`. An entry whose release
 * folder is gone, or that names another port or host (PORT or PUBLIC_HOST changed), falls back to the start build.
 * @returns {{ registry: Record<string, string>, kept: string[] }}
 */
export function startRegistry(paths, ports, publicHost) {
  const registry = registryFor(ports, publicHost);
  const live = readRegistry(paths) ?? {};
  const kept = [];
  for (const { name } of REMOTES) {
    const entry = typeof live[name] === 'string' ? live[name] : null;
    const folder = entry && safeReleaseOf(entry);
    if (!folder || entry !== releaseEntry(name, folder, ports, publicHost)) continue;
    if (!readRelease(paths, name, folder)) continue;
    registry[name] = entry;
    kept.push(`${name} ${folder}`);
  }
  return { registry, kept };
}

function safeReleaseOf(entry) {
  try {
    return releaseOf(entry);
  } catch {
    return null;
  }
}

/** Who deploys: the git author if set, else the OS user. */
export function deployer(gitName) {
  return gitName || os.userInfo().username;
}

/** Appends one line to the console's deploy history (JSON Lines: one record a line, never rewritten). */
export function appendHistory(paths, record) {
  mkdirSync(path.dirname(paths.history), { recursive: true });
  appendFileSync(paths.history, `${JSON.stringify(record)}\n`);
}

export function readHistory(paths) {
  if (!existsSync(paths.history)) return [];
  return readFileSync(paths.history, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

/**
 * The entry a plain rollback returns to: the one that was live before the live entry was deployed. Walking back
 * through the deploys: deploy A, deploy B, rollback (to A), rollback (to the start build).
 */
export function previousEntry(history, area, liveEntry) {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const record = history[index];
    if (record.area === area && record.action === 'deploy' && record.entry === liveEntry)
      return record.previous ?? null;
  }
  return null;
}

/**
 * The release a `rollback -- <area> <version>` names: a folder name, or a version (its newest kept build), or
 * `start` for the area's start build (its site's root).
 * @returns {string | null | undefined} the folder, null for the start build, undefined when nothing matches
 */
export function findRelease(releases, wanted) {
  if (wanted === 'start') return null;
  const exact = releases.find((release) => release.folder === wanted);
  if (exact) return exact.folder;
  const byVersion = releases.filter(
    (release) => release.version === wanted || release.folder.startsWith(`${wanted}-`),
  );
  return byVersion.at(-1)?.folder;
}
