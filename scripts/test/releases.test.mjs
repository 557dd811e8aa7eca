import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendHistory,
  deliveryPaths,
  findRelease,
  listReleases,
  previousEntry,
  readHistory,
  releaseEntry,
  releaseFolderName,
  releaseOf,
  startRegistry,
  writeRegistry,
} from '../lib/releases.mjs';
import { serveStatic } from '../lib/static-server.mjs';
import { portPlan, registryFor } from '../../remotes.mjs';

const PORTS = portPlan({ PORT: '7000' });
let root = '';
let paths;

/** A release folder as the deploy command leaves it: menu.json and mf-manifest.json at least. */
function release(area, folder, builtAt, version = '1.0.0') {
  const dir = path.join(paths.releases, area, folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'menu.json'),
    JSON.stringify({ name: area, version, build: { builtAt, commit: 'c' } }),
  );
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  return releaseEntry(area, folder, PORTS, 'localhost');
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'releases-'));
  paths = deliveryPaths(root, PORTS.host);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('release folders', () => {
  it('are named by version, commit and build time to the millisecond: two deploys of one commit never meet', () => {
    const first = releaseFolderName({
      version: '0.1.0',
      commit: 'abc1234',
      builtAt: '2026-11-26T10:25:25.257Z',
    });
    const second = releaseFolderName({
      version: '0.1.0',
      commit: 'abc1234',
      builtAt: '2026-11-26T10:25:25.258Z',
    });
    expect(first).toBe('0.1.0-abc1234-20261126T102525257Z');
    expect(second).not.toBe(first);
    expect(() =>
      releaseFolderName({ version: '../x', commit: 'a/b', builtAt: '2026-11-26T10:25:25.257Z' }),
    ).toThrow(/unsafe/);
  });

  it("are served by the area's own site under /releases/, beside its start build", () => {
    const entry = releaseEntry('sku', '0.1.0-abc-1', PORTS, 'localhost');
    expect(entry).toBe(`http://localhost:${PORTS.remotes.sku}/releases/0.1.0-abc-1/mf-manifest.json`);
    expect(releaseOf(entry)).toBe('0.1.0-abc-1');
    expect(releaseOf(registryFor(PORTS).sku)).toBeNull();
  });

  it('are listed oldest first; an incomplete folder (no manifest) is not a release', () => {
    release('orders', 'b', '2026-11-26T10:00:02.000Z');
    release('orders', 'a', '2026-11-26T10:00:01.000Z');
    mkdirSync(path.join(paths.releases, 'orders', 'half'), { recursive: true });
    expect(listReleases(paths, 'orders').map((entry) => entry.folder)).toEqual(['a', 'b']);
  });
});

describe('the live registry across a restart of npm start', () => {
  it('keeps a deployed entry while its release is kept, and falls back to the start build otherwise', () => {
    const kept = release('sku', 'kept', '2026-11-26T10:00:00.000Z');
    const start = registryFor(PORTS, 'localhost');
    writeRegistry(paths, {
      ...start,
      sku: kept,
      // A release deleted since, and an entry written for other ports: neither survives.
      orders: releaseEntry('orders', 'gone', PORTS, 'localhost'),
      booking: releaseEntry('booking', 'kept', portPlan({ PORT: '9000' }), 'localhost'),
    });
    const { registry, kept: names } = startRegistry(paths, PORTS, 'localhost');
    expect(registry).toEqual({ ...start, sku: kept });
    expect(names).toEqual(['sku kept']);
  });

  it('is rewritten whole by a rename: no temporary file is left beside it', () => {
    writeRegistry(paths, { sku: 'x' });
    expect(JSON.parse(readFileSync(paths.registry, 'utf8'))).toEqual({ sku: 'x' });
    expect(readdirSync(path.dirname(paths.registry)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('rolling back', () => {
  it('walks back through the deploys: B -> A -> the start build', () => {
    const start = 'http://localhost:7003/mf-manifest.json';
    const history = [
      { action: 'deploy', area: 'sku', entry: 'A', previous: start },
      { action: 'deploy', area: 'orders', entry: 'X', previous: 'Y' },
      { action: 'deploy', area: 'sku', entry: 'B', previous: 'A' },
      { action: 'rollback', area: 'sku', entry: 'A', previous: 'B' },
    ];
    expect(previousEntry(history, 'sku', 'B')).toBe('A');
    expect(previousEntry(history, 'sku', 'A')).toBe(start);
    expect(previousEntry(history, 'sku', start)).toBeNull();
  });

  it('finds a named release by folder or version (its newest build), and "start"', () => {
    const releases = [
      { folder: '1.0.0-a-1', version: '1.0.0' },
      { folder: '1.0.0-b-2', version: '1.0.0' },
      { folder: '1.1.0-c-3', version: '1.1.0' },
    ];
    expect(findRelease(releases, '1.0.0-a-1')).toBe('1.0.0-a-1');
    expect(findRelease(releases, '1.0.0')).toBe('1.0.0-b-2');
    expect(findRelease(releases, 'start')).toBeNull();
    expect(findRelease(releases, '2.0.0')).toBeUndefined();
  });

  it('keeps every record in the history, one JSON line each, appended', () => {
    appendHistory(paths, { action: 'deploy', area: 'sku', entry: 'A' });
    appendHistory(paths, { action: 'rollback', area: 'sku', entry: 'start' });
    expect(readHistory(paths).map((record) => record.action)).toEqual(['deploy', 'rollback']);
  });
});

describe("a remote's site serving its releases", () => {
  let server;
  let base = '';
  beforeAll(async () => {
    const site = path.join(root, 'site');
    mkdirSync(site, { recursive: true });
    writeFileSync(path.join(site, 'mf-manifest.json'), '{"start":true}');
    release('pkg', 'r1', '2026-11-26T10:00:00.000Z');
    writeFileSync(path.join(root, 'live.json'), '{"live":1}');
    server = await serveStatic({
      root: site,
      port: 0,
      host: '127.0.0.1',
      mounts: { '/releases/': path.join(paths.releases, 'pkg') },
      files: { '/remotes.json': path.join(root, 'live.json') },
    });
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => server.close());

  const get = (pathname) =>
    new Promise((resolve, reject) => {
      http
        .get(`${base}${pathname}`, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body }));
        })
        .on('error', reject);
    });

  it('serves the start build at the root and each release under /releases/<folder>/, revalidated', async () => {
    expect((await get('/mf-manifest.json')).body).toBe('{"start":true}');
    const manifest = await get('/releases/r1/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toBe('{}');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/releases/r2/mf-manifest.json')).status).toBe(404);
    expect((await get('/releases/..%2F..%2Flive.json')).status).toBe(403);
  });

  it('serves a single path from a file elsewhere, read afresh (the live registry)', async () => {
    expect((await get('/remotes.json')).body).toBe('{"live":1}');
    writeFileSync(path.join(root, 'live.json'), '{"live":2}');
    expect((await get('/remotes.json')).body).toBe('{"live":2}');
  });
});
