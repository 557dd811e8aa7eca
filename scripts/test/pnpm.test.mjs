import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/workspace.mjs';

/**
 * The npm scripts on a machine with only Node and npm: pnpm is found as `npm start` finds it (workspace.mjs), never
 * called by name from package.json. The machines here have a global pnpm, so each case runs with a PATH of its own:
 * Node alone, or Node and a stand-in `pnpm` that records its arguments (no real install, no network).
 */
let dir = '';
const log = () => path.join(dir, 'calls.log');

/** A PATH directory holding node and, when `version` is given, a `pnpm` answering that version. */
function pathWith(name, version) {
  const bin = path.join(dir, name);
  mkdirSync(bin);
  symlinkSync(process.execPath, path.join(bin, 'node'));
  if (version) {
    const script = path.join(bin, 'pnpm');
    writeFileSync(
      script,
      `#!/bin/sh\nif [ "$1" = "--version" ]; then echo ${version}; exit 0; fi\necho "$*" >> "${log()}"\n[ "$1" = "fail" ] && exit 3\nexit 0\n`,
    );
    chmodSync(script, 0o755);
  }
  return bin;
}

const pnpmCommandWith = (bin) =>
  JSON.parse(
    spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import('./scripts/lib/workspace.mjs'); console.log(JSON.stringify(m.pnpmCommand()));`,
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PATH: bin } },
    ).stdout,
  );

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'console-pnpm-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pnpm for the npm scripts', () => {
  it('is pnpm 12 when installed, else npx with the pinned version (an older pnpm does not count)', () => {
    const npx = { cmd: 'npx', pre: ['--yes', 'pnpm@12.21.0'] };
    expect(pnpmCommandWith(pathWith('none', null))).toEqual(npx);
    expect(pnpmCommandWith(pathWith('old', '9.15.0'))).toEqual(npx);
    expect(pnpmCommandWith(pathWith('twelve', '12.21.0'))).toEqual({ cmd: 'pnpm', pre: [] });
  });

  it('installs a checkout never installed, then runs the command, and passes a failure on', () => {
    // A checkout without node_modules: the scripts and the list of remotes they import.
    const checkout = path.join(dir, 'checkout');
    cpSync(path.join(ROOT, 'scripts/lib'), path.join(checkout, 'scripts/lib'), { recursive: true });
    cpSync(path.join(ROOT, 'scripts/pnpm.mjs'), path.join(checkout, 'scripts/pnpm.mjs'));
    cpSync(path.join(ROOT, 'remotes.mjs'), path.join(checkout, 'remotes.mjs'));
    const env = { ...process.env, PATH: pathWith('fake', '12.21.0') };
    const run = (...args) =>
      spawnSync(process.execPath, ['scripts/pnpm.mjs', ...args], { cwd: checkout, encoding: 'utf8', env });

    expect(run('-r', 'run', 'typecheck').status).toBe(0);
    expect(readFileSync(log(), 'utf8').trim().split('\n')).toEqual([
      'install --frozen-lockfile --reporter=append-only',
      '-r run typecheck',
    ]);
    // Installed (pnpm writes node_modules/.modules.yaml): no second install.
    mkdirSync(path.join(checkout, 'node_modules'));
    writeFileSync(path.join(checkout, 'node_modules/.modules.yaml'), '');
    rmSync(log());
    expect(run('fail').status).toBe(1);
    expect(readFileSync(log(), 'utf8').trim()).toBe('fail');
  });

  it('is what package.json runs: no script calls pnpm by name', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    for (const [name, command] of Object.entries(scripts)) {
      for (const step of command.split(/&&|\|\||;/))
        expect(step.trim(), `npm run ${name}`).not.toMatch(/^(pnpm|npx pnpm|corepack)\b/);
    }
    for (const name of ['build', 'typecheck', 'lint'])
      expect(scripts[name], `npm run ${name}`).toMatch(/^node scripts\/pnpm\.mjs /);
  });
});
