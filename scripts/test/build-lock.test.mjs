import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withBuildLock } from '../lib/workspace.mjs';

/** A pid that surely names no running process: a child that has already exited. */
function deadPid() {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('the build lock', () => {
  const lockIn = () => path.join(mkdtempSync(path.join(tmpdir(), 'build-lock-')), 'build.lock');

  it('records its owner while held and is gone after', async () => {
    const lock = lockIn();
    const seen = await withBuildLock(() => readFileSync(path.join(lock, 'pid'), 'utf8'), lock);
    expect(Number(seen)).toBe(process.pid);
    expect(existsSync(lock)).toBe(false);
  });

  it('takes at once a fresh lock left by a process that died (a start killed mid-build)', async () => {
    const lock = lockIn();
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), String(deadPid()));
    const started = Date.now();
    await withBuildLock(() => undefined, lock);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('waits for a lock whose owner runs', async () => {
    const lock = lockIn();
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), String(process.pid));
    let ran = false;
    const waiting = withBuildLock(() => {
      ran = true;
    }, lock);
    // The owner (this process) still runs: the lock is not taken within a few of its 500 ms polls.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(ran).toBe(false);
    rmSync(lock, { recursive: true, force: true });
    await waiting;
    expect(ran).toBe(true);
  });
});
