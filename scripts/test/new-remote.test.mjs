import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_PORT, REMOTES } from '../../remotes.mjs';
import { planRemote, registryEntry, withEntry } from '../lib/new-remote/create.mjs';
import { ROOT, pnpmCommand } from '../lib/workspace.mjs';

/**
 * `npm run new-remote` on a temporary copy of what it and a remote's build read: the root files, the scripts, the
 * shared package, the API contract and the existing remotes' package.json and menu (the generator reads the taken
 * paths and route names and the dependency versions there). Not their code, nor the host, server and e2e. The copy
 * is installed by the generator itself (pnpm, from the same store), and the repository is never written.
 */
const NAME = 'gift-cards';
const GENERATED = [
  'package.json',
  'rsbuild.config.ts',
  'src/api.ts',
  'src/bootstrap.tsx',
  'src/i18n/en.json',
  'src/i18n/resources.ts',
  'src/i18n/zh.json',
  'src/index.ts',
  'src/menu.ts',
  'src/module.tsx',
  'src/pages/entries/EntriesPage.tsx',
  'test/EntriesPage.test.tsx',
  'tsconfig.json',
];

let copy = '';
let statusBefore = '';
const gitStatus = () =>
  spawnSync('git', ['status', '--porcelain', '--untracked-files=all'], { cwd: ROOT, encoding: 'utf8' })
    .stdout;

function copyCheckout(target) {
  const skip = (source) => !/[\\/](node_modules|dist|test)$/.test(source);
  const rootFiles = ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml', 'remotes.mjs', 'remotes.d.mts'];
  for (const file of [...rootFiles, 'tsconfig.base.json', 'eslint.config.mjs', '.prettierrc.json'])
    cpSync(path.join(ROOT, file), path.join(target, file));
  for (const dir of ['scripts', 'shared', 'api-contract'])
    cpSync(path.join(ROOT, dir), path.join(target, dir), { recursive: true, filter: skip });
  for (const remote of REMOTES)
    for (const file of ['package.json', 'src/menu.ts'])
      cpSync(path.join(ROOT, remote.dir, file), path.join(target, remote.dir, file));
}

/** The generator of the copy, run as `npm run new-remote -- <args>` runs it. */
const generate = (...args) =>
  spawnSync(process.execPath, ['scripts/new-remote.mjs', ...args], { cwd: copy, encoding: 'utf8' });

const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !path.relative(dir, entry.parentPath).startsWith('node_modules'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

beforeAll(() => {
  statusBefore = gitStatus();
  // Made first, so that afterAll removes it whatever happens while it is filled.
  copy = mkdtempSync(path.join(os.tmpdir(), 'console-new-remote-'));
  copyCheckout(copy);
});

// Removing the copy's installed packages (thousands of links) takes a while on a busy machine.
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
}, 60_000);

describe('npm run new-remote', () => {
  it('refuses a malformed or taken name and then writes nothing', () => {
    const registry = readFileSync(path.join(copy, 'remotes.mjs'), 'utf8');
    const folders = readdirSync(copy).sort();
    const refusals = [
      [[], /give the new remote a name/],
      [['Gift_Cards'], /cannot be a remote's name: use lower-case letters/],
      [['gift--cards'], /cannot be a remote's name/],
      [['orders'], /"orders" is taken: remotes.mjs already lists/],
      [['odrs'], /"odrs" is taken: remote-orders's menu already routes \/odrs/],
      [['login'], /"login" is taken: it is the sign-in page/],
      [['list'], /"list" is taken: it is the list kit's i18n namespace/],
      [[NAME, '--icon', 'Smile'], /--icon Smile: give an @ant-design\/icons-svg name/],
      [[NAME, '--title', ' Gift cards'], /--title must be a title without spaces around it/],
      [['a', 'b'], /one name at a time/],
    ];
    for (const [args, message] of refusals) {
      const result = generate(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stdout).toMatch(message);
    }
    expect(readFileSync(path.join(copy, 'remotes.mjs'), 'utf8')).toBe(registry);
    expect(readdirSync(copy).sort()).toEqual(folders);
  });

  it('writes the remote and its registry entry and installs it; it builds its menu.json, type-checks and lints', async () => {
    const registryBefore = readFileSync(path.join(copy, 'remotes.mjs'), 'utf8');
    const started = performance.now();
    const result = generate(NAME, '--title-zh', '礼品卡');
    const generateSeconds = (performance.now() - started) / 1000;
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain(`wrote remote-${NAME}/ (${GENERATED.length} files`);

    // The folder: the files of the template and nothing else (besides what the install linked).
    const dir = path.join(copy, `remote-${NAME}`);
    expect(filesUnder(dir)).toEqual(GENERATED);
    expect(existsSync(path.join(dir, 'node_modules/@console/shared/package.json'))).toBe(true);
    expect(readFileSync(path.join(copy, 'pnpm-lock.yaml'), 'utf8')).toContain(`\n  remote-${NAME}:\n`);

    // The registry: one entry added, at the lowest free port, and the list still passes its own checks.
    const freePort = Array.from({ length: 9 }, (_, index) => HOST_PORT + 1 + index).find(
      (port) => !REMOTES.some((remote) => remote.port === port),
    );
    const registry = readFileSync(path.join(copy, 'remotes.mjs'), 'utf8');
    const line = `  { name: '${NAME}', port: ${freePort}, container: 'console_gift_cards', title: '${NAME} · remote' },\n`;
    expect(registry.replace(line, '')).toBe(registryBefore);
    const listed = await import(`${pathToFileURL(path.join(copy, 'remotes.mjs')).href}?generated`);
    expect(listed.remoteNamed(NAME)).toMatchObject({ port: freePort, dir: `remote-${NAME}` });

    // Written as the formatter writes (the project's .prettierrc.json).
    const options = await prettier.resolveConfig(path.join(ROOT, 'remotes.mjs'));
    for (const file of [...GENERATED.map((name) => path.join(dir, name)), path.join(copy, 'remotes.mjs')]) {
      const formatted = await prettier.check(readFileSync(file, 'utf8'), { ...options, filepath: file });
      expect(formatted, `${path.relative(copy, file)} as Prettier writes it`).toBe(true);
    }

    // Its production build, alone: the menu the host will read.
    const building = performance.now();
    const { cmd, pre } = pnpmCommand();
    const build = spawnSync(cmd, [...pre, 'run', 'build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const buildSeconds = (performance.now() - building) / 1000;
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const menu = JSON.parse(readFileSync(path.join(dir, 'dist/menu.json'), 'utf8'));
    expect(menu).toMatchObject({ name: NAME, namespace: NAME, version: '0.1.0' });
    expect(menu.titles).toEqual({
      en: { route: { area: 'Gift cards', list: 'Gift cards list' } },
      zh: { route: { area: '礼品卡', list: '礼品卡列表' } },
    });
    const [group] = menu.routes;
    expect(group).toMatchObject({ path: `/${NAME}`, name: 'GiftCards', redirect: `/${NAME}/list` });
    expect(group.children).toMatchObject([
      { path: `/${NAME}/list`, name: 'giftCardsList', meta: { perms: [`${NAME}:view`] } },
    ]);
    expect(existsSync(path.join(dir, 'dist/mf-manifest.json'))).toBe(true);

    // The project's type-check and lint pass on it as generated: the kit it is written on has not moved away.
    const checking = performance.now();
    const typecheck = spawnSync(cmd, [...pre, 'run', 'typecheck'], { cwd: dir, encoding: 'utf8' });
    expect(typecheck.status, typecheck.stdout + typecheck.stderr).toBe(0);
    const lintArgs = ['exec', 'eslint', '--max-warnings=0', `remote-${NAME}`, 'remotes.mjs'];
    const lint = spawnSync(cmd, [...pre, ...lintArgs], { cwd: copy, encoding: 'utf8' });
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    const checkSeconds = (performance.now() - checking) / 1000;
    process.stdout.write(
      `new-remote: generated and installed in ${generateSeconds.toFixed(1)} s, built in ` +
        `${buildSeconds.toFixed(1)} s, type-checked and linted in ${checkSeconds.toFixed(1)} s\n`,
    );
    // ~28 s of CPU; the limit is for a hang, not for a machine shared with other work (171 s at load average 32).
  }, 420_000);

  it('writes a long name and titles with quotes as Prettier writes them (a plan only: nothing is written)', async () => {
    const name = 'customer-service-requests-2026';
    const plan = await planRemote(ROOT, name, { title: "Customers' requests", titleZh: '客户的"请求"' });
    expect(plan.entry.container).toBe('console_customer_service_requests_2026');
    const options = await prettier.resolveConfig(path.join(ROOT, 'remotes.mjs'));
    for (const [file, content] of Object.entries(plan.files)) {
      const formatted = await prettier.check(content, {
        ...options,
        filepath: path.join(ROOT, plan.names.dir, file),
      });
      expect(formatted, `${file} as Prettier writes it`).toBe(true);
    }
    // Too long for one line: the entry is written expanded, as Prettier would break it.
    const entry = registryEntry(plan.entry, options.printWidth);
    expect(entry.split('\n')).toHaveLength(6);
    const registry = withEntry(readFileSync(path.join(ROOT, 'remotes.mjs'), 'utf8'), entry);
    expect(await prettier.check(registry, { ...options, filepath: path.join(ROOT, 'remotes.mjs') })).toBe(
      true,
    );
    expect(JSON.parse(plan.files['src/i18n/en.json']).route.area).toBe("Customers' requests");
    expect(JSON.parse(plan.files['src/i18n/zh.json']).route.area).toBe('客户的"请求"');
  });

  it('leaves the repository as it was', () => {
    expect(gitStatus()).toBe(statusBefore);
    expect(existsSync(path.join(ROOT, `remote-${NAME}`))).toBe(false);
  });
});
