import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareSites } from '../lib/launch.mjs';
import { REMOTES } from '../lib/workspace.mjs';

/** A checkout with built parts and the user's own registry in host/dist (a console they are running). */
let root = '';
const USERS_REGISTRY = '{"orders":"http://localhost:8082/mf-manifest.json"}\n';

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'launch-'));
  for (const dir of ['host', ...REMOTES.map((remote) => remote.dir)]) {
    mkdirSync(path.join(root, dir, 'dist'), { recursive: true });
    writeFileSync(path.join(root, dir, 'dist', 'index.html'), `<p>${dir}</p>`);
  }
  writeFileSync(path.join(root, 'host/dist/remotes.json'), USERS_REGISTRY);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the sites a run serves', () => {
  const registry = { orders: 'http://localhost:9482/mf-manifest.json' };

  it("from a snapshot: the registry goes into the copy; the working tree's stays the user's", async () => {
    // No build lock: this checkout's own build may hold it while the test runs.
    const served = await prepareSites({
      port: 9480,
      registry,
      snapshot: true,
      root,
      lock: (action) => action(),
    });
    expect(served('host')).toBe(path.join(root, '.data/snapshots/9480/host'));
    expect(JSON.parse(readFileSync(path.join(served('host'), 'remotes.json'), 'utf8'))).toEqual(registry);
    expect(readFileSync(path.join(served('remote-orders'), 'index.html'), 'utf8')).toBe(
      '<p>remote-orders</p>',
    );
    expect(readFileSync(path.join(root, 'host/dist/remotes.json'), 'utf8')).toBe(USERS_REGISTRY);
  });

  it('from the dist folders (npm start): the registry is written there', async () => {
    const served = await prepareSites({ port: 8080, registry, snapshot: false, root });
    expect(served('host')).toBe(path.join(root, 'host/dist'));
    expect(JSON.parse(readFileSync(path.join(root, 'host/dist/remotes.json'), 'utf8'))).toEqual(registry);
    expect(existsSync(path.join(root, '.data/snapshots'))).toBe(false);
  });
});

describe('supervise', () => {
  it('starts a process that dies again, with a doubling delay, and stops for good on stop()', async () => {
    const { supervise } = await import('../lib/launch.mjs');
    const { spawn } = await import('node:child_process');
    const delays = [];
    const lines = [];
    let starts = 0;
    let supervisor;
    const third = new Promise((resolve) => {
      supervisor = supervise({
        name: 'the stand-in',
        // Dies at once twice, then keeps running (like an API that comes back).
        start: () => {
          starts += 1;
          if (starts === 3) resolve(undefined);
          return starts < 3 ? spawn('sh', ['-c', 'exit 3']) : spawn('sleep', ['60']);
        },
        log: (line) => lines.push(line),
        firstDelayMs: 20,
        onRestart: (_attempt, delay) => delays.push(delay),
      });
    });
    await third;
    expect(delays).toEqual([20, 40]);
    expect(lines[0]).toBe('the stand-in stopped (exit 3); starting it again in 0.02 s');
    expect(lines[1]).toBe('the stand-in stopped (exit 3); starting it again in 0.04 s');
    const running = supervisor.child;
    const exited = new Promise((resolve) => running.on('exit', resolve));
    supervisor.stop();
    await exited;
    expect(starts).toBe(3);
  });
});
