// `npm run new-remote -- <name>`: plans a new remote from the checkout as it is (the list of remotes, the existing
// menus, the workspace's dependency versions), writes its folder and its entry in remotes.mjs, then installs so
// the lockfile records the new package. Nothing else outside the new folder is touched.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEPENDENCIES, DEV_DEPENDENCIES, quote, remoteFiles } from './files.mjs';
import { nameProblem, namesOf } from './names.mjs';

/** A refusal: the checkout is left as it was; the message says why. */
export class RemoteRefused extends Error {}

const DEFAULT_ICON = 'UnorderedListOutlined';
const ICON = /^[A-Z][A-Za-z0-9]*(?:Outlined|Filled|TwoTone)$/;
const MAX_TITLE = 40;

/** The list of remotes of the checkout at `root` (its own remotes.mjs, not the one this script was loaded with). */
async function remotesOf(root) {
  return import(pathToFileURL(path.join(root, 'remotes.mjs')).href);
}

/** The `remote-*` folders' menus, as text: their route paths, route names and menu order. */
function existingMenus(root) {
  return readdirSync(root)
    .filter((dir) => dir.startsWith('remote-') && existsSync(path.join(root, dir, 'src/menu.ts')))
    .map((dir) => ({ dir, text: readFileSync(path.join(root, dir, 'src/menu.ts'), 'utf8') }));
}

/** What the console already uses, by what uses it (for the refusals' messages). */
function takenIn(root, remotes) {
  const segments = new Map();
  const routeNames = new Map();
  const orders = [];
  for (const { dir, text } of existingMenus(root)) {
    for (const [, segment] of text.matchAll(/\bpath:\s*'\/([^/']+)/g))
      if (!segments.has(segment)) segments.set(segment, `${dir}'s menu`);
    for (const [, routeName] of text.matchAll(/\bname:\s*'([^']+)'/g))
      routeNames.set(routeName, `${dir}'s menu`);
    const order = /\border:\s*(\d+)/.exec(text);
    if (order) orders.push(Number(order[1]));
  }
  return {
    remotes: new Set(remotes.REMOTES.map((remote) => remote.name)),
    containers: new Set(remotes.REMOTES.map((remote) => remote.container)),
    folders: new Set(readdirSync(root)),
    segments,
    routeNames,
    orders,
  };
}

/** The lowest port between the host's and the API's that no remote has (the default plan; PORT moves them all). */
function freePort({ HOST_PORT, API_PORT, REMOTES }) {
  const used = new Set(REMOTES.map((remote) => remote.port));
  for (let port = HOST_PORT + 1; port < API_PORT; port++) if (!used.has(port)) return port;
  throw new RemoteRefused(
    `no free port: remotes.mjs places remotes between the host (${HOST_PORT}) and the API (${API_PORT}), and ` +
      `all ${API_PORT - HOST_PORT - 1} are taken. Move API_PORT in remotes.mjs first.`,
  );
}

/**
 * A specifier for each dependency, as the workspace already uses it (the most common one among its packages), so
 * the new package resolves to the versions in the lockfile and the remotes stay on one version of each library.
 */
function workspaceVersions(root) {
  const packages = readdirSync(root)
    .map((dir) => path.join(root, dir, 'package.json'))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')));
  const versions = {};
  for (const dependency of [...DEPENDENCIES, ...DEV_DEPENDENCIES]) {
    if (dependency.startsWith('@console/')) {
      versions[dependency] = 'workspace:*';
      continue;
    }
    const counts = new Map();
    for (const pkg of packages) {
      const specifier =
        pkg.dependencies?.[dependency] ??
        pkg.devDependencies?.[dependency] ??
        pkg.peerDependencies?.[dependency];
      if (specifier) counts.set(specifier, (counts.get(specifier) ?? 0) + 1);
    }
    const [best] = [...counts].sort((a, b) => b[1] - a[1]);
    if (!best)
      throw new RemoteRefused(
        `no package of the workspace depends on ${dependency}: cannot pick its version`,
      );
    versions[dependency] = best[0];
  }
  return versions;
}

function titleProblem(title, option) {
  if (title.trim() === '' || title !== title.trim())
    return `${option} must be a title without spaces around it`;
  if (title.length > MAX_TITLE) return `${option} is longer than ${MAX_TITLE} characters`;
  if (/[\p{Cc}]/u.test(title)) return `${option} holds a control character`;
  return null;
}

/** Checks an icon name, and when the icons package is installed, that it has that icon. */
function iconProblem(root, icon) {
  if (!ICON.test(icon)) return `--icon ${icon}: give an @ant-design/icons-svg name such as ${DEFAULT_ICON}`;
  const store = path.join(root, 'node_modules/.pnpm');
  if (!existsSync(store)) return null;
  const packages = readdirSync(store).filter((dir) => dir.startsWith('@ant-design+icons-svg@'));
  const known = packages.some((dir) =>
    existsSync(path.join(store, dir, 'node_modules/@ant-design/icons-svg/es/asn', `${icon}.js`)),
  );
  return packages.length === 0 || known ? null : `--icon ${icon}: @ant-design/icons-svg has no such icon`;
}

/** The entry line for remotes.mjs, as Prettier writes it (expanded when it does not fit on one line). */
export function registryEntry({ name, port, container, title }, printWidth) {
  const fields = [
    `name: ${quote(name)}`,
    `port: ${port}`,
    `container: ${quote(container)}`,
    `title: ${quote(title)}`,
  ];
  const line = `  { ${fields.join(', ')} },`;
  return line.length <= printWidth ? line : `  {\n${fields.map((field) => `    ${field},\n`).join('')}  },`;
}

/** remotes.mjs with the entry appended to its list (the `const LIST = [ … ];` block). */
export function withEntry(text, entry) {
  const start = text.indexOf('const LIST = [');
  const end = start < 0 ? -1 : text.indexOf('\n];', start);
  if (end < 0)
    throw new RemoteRefused('remotes.mjs has no `const LIST = [ … ];` block any more: cannot add the entry');
  return `${text.slice(0, end)}\n${entry}${text.slice(end)}`;
}

/**
 * Plans the remote and refuses what cannot work, before writing anything. Options: `title` and `titleZh` (the
 * area's title in English and Chinese; default: the name in words), `icon`.
 */
export async function planRemote(root, name, options = {}) {
  const remotes = await remotesOf(root);
  const taken = takenIn(root, remotes);
  const problem = nameProblem(name, taken);
  if (problem) throw new RemoteRefused(problem);
  const names = namesOf(name);
  const titles = { en: options.title ?? names.title, zh: options.titleZh ?? options.title ?? names.title };
  const icon = options.icon ?? DEFAULT_ICON;
  const refusal =
    titleProblem(titles.en, '--title') ?? titleProblem(titles.zh, '--title-zh') ?? iconProblem(root, icon);
  if (refusal) throw new RemoteRefused(refusal);
  const entry = { name, port: freePort(remotes), container: names.container, title: `${name} · remote` };
  // The same checks remotes.mjs makes when it loads, on the list as it will be.
  remotes.checkRemotes([...remotes.REMOTES, entry]);
  const order = Math.max(0, ...taken.orders) + 10;
  const files = remoteFiles({ names, titles, order, icon, versions: workspaceVersions(root) });
  return { names, entry, titles, files, zhGiven: options.titleZh !== undefined };
}

/** Writes the planned folder and registry entry; on any failure removes what it wrote and restores remotes.mjs. */
export function writeRemote(root, plan) {
  const dir = path.join(root, plan.names.dir);
  const registryFile = path.join(root, 'remotes.mjs');
  const registry = readFileSync(registryFile, 'utf8');
  // The line length the project's formatter keeps (.prettierrc.json), so that the list stays as Prettier writes it.
  const { printWidth } = JSON.parse(readFileSync(path.join(root, '.prettierrc.json'), 'utf8'));
  const updated = withEntry(registry, registryEntry(plan.entry, printWidth));
  // Fails if the folder appeared since the plan was made: never writes into an existing folder.
  mkdirSync(dir);
  try {
    for (const [file, content] of Object.entries(plan.files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content, { flag: 'wx' });
    }
    writeFileSync(registryFile, updated);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(registryFile, registry);
    throw error;
  }
  const lines = Object.values(plan.files).reduce((sum, content) => sum + content.split('\n').length - 1, 0);
  return { dir, files: Object.keys(plan.files).length, lines };
}
