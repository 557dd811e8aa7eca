import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES, checkRemotes, portPlan, registryFor } from '../../remotes.mjs';
import { ROOT } from '../lib/workspace.mjs';

const entry = (name, port) => ({ name, port, container: `console_${name}`, title: name });

describe('the list of remotes (remotes.mjs)', () => {
  it('has an entry for every remote-* folder and a package for every entry', () => {
    const folders = readdirSync(ROOT).filter(
      (name) => name.startsWith('remote-') && existsSync(path.join(ROOT, name, 'package.json')),
    );
    expect(REMOTES.map((remote) => remote.dir).sort()).toEqual(folders.sort());
    for (const remote of REMOTES) {
      const pkg = JSON.parse(readFileSync(path.join(ROOT, remote.dir, 'package.json'), 'utf8'));
      expect(pkg.name).toBe(`@console/${remote.dir}`);
      const menu = readFileSync(path.join(ROOT, remote.dir, 'src/menu.ts'), 'utf8');
      expect(menu).toContain(`name: '${remote.name}'`);
    }
  });

  it('refuses a name, port or container used twice and a port outside the plan', () => {
    expect(() => checkRemotes([entry('a', 8081), entry('b', 8082)])).not.toThrow();
    expect(() => checkRemotes([entry('a', 8081), entry('a', 8082)])).toThrow(/two remotes have name a/);
    expect(() => checkRemotes([entry('a', 8081), entry('b', 8081)])).toThrow(/two remotes have port 8081/);
    expect(() => checkRemotes([entry('a', 8090)])).toThrow(/not between 8080 and 8090/);
    expect(() => checkRemotes([{ ...entry('a', 8081), container: 'console-a' }])).toThrow(/identifier/);
  });

  it('moves every port with PORT and writes the registry from the plan', () => {
    const plan = portPlan({ PORT: '9480' });
    expect(plan.host).toBe(9480);
    expect(plan.api).toBe(9490);
    for (const remote of REMOTES) expect(plan.remotes[remote.name]).toBe(remote.port + 1400);
    expect(portPlan({ PORT: '9480', API_PORT: '7000' }).api).toBe(7000);
    const registry = registryFor(plan, 'console.example');
    expect(Object.keys(registry)).toEqual(REMOTES.map((remote) => remote.name));
    expect(registry.dashboard).toBe(`http://console.example:${plan.remotes.dashboard}/mf-manifest.json`);
  });
});
