import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http2 from 'node:http2';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startStack } from '../../scripts/lib/stack/run-stack.mjs';
import { ADMIN, HOST_PORT, signIn } from './support';

/**
 * The production stack (`npm run stack`: nginx, TLS, HTTP/2, two API instances on PostgreSQL) in a throwaway
 * database: sign in through it in Chromium, open an area, lose one API instance in the middle of the journey and
 * finish it on the other. Runs where nginx and PostgreSQL are (CI installs nginx; PostgreSQL runs on the project's
 * machines); skipped elsewhere.
 */
const STACK_PORT = Number(process.env.STACK_PORT ?? HOST_PORT + 363);
const API_PORTS = [STACK_PORT + 10, STACK_PORT + 11];
const ORIGIN = `https://localhost:${STACK_PORT}`;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const DATABASE = `stack_smoke_${process.pid}`;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The process listening on a port, or null while nothing does. */
function listener(port: number): number | null {
  const listening = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(listening);
  return match ? Number(match[1]) : null;
}

/** One HTTP/2 request (the stack's certificate is made locally: not checked here). */
function h2get(pathname: string): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(ORIGIN, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': pathname });
    stream.on('response', (headers) => {
      stream.resume();
      stream.on('end', () => {
        session.close();
        resolve(headers);
      });
    });
    stream.on('error', reject);
    stream.end();
  });
}

const available = existsSync('/usr/sbin/nginx') && (await postgresReachable());
test.skip(!available, 'needs nginx and PostgreSQL (.ci/run installs nginx)');
test.use({ baseURL: ORIGIN, ignoreHTTPSErrors: true });

let stack: Awaited<ReturnType<typeof startStack>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await admin(`drop database if exists ${DATABASE}`);
  await admin(`create database ${DATABASE}`);
  const database = new URL(ADMIN_URL);
  database.pathname = `/${DATABASE}`;
  stack = await startStack({
    port: STACK_PORT,
    databaseUrl: database.toString(),
    instances: API_PORTS.length,
    // The captcha's answer comes with it (test hooks), as in the rest of the suite.
    env: { NODE_ENV: 'test', CONSOLE_TEST_HOOKS: '1' },
  });
});

test.afterAll(async () => {
  await stack?.stop();
  // Ctrl-C stopped it all: nothing listens on its ports any more.
  for (const port of [STACK_PORT, ...API_PORTS]) expect(listener(port)).toBeNull();
  await admin(`drop database if exists ${DATABASE} with (force)`);
});

test('HTTP/2 with the cache rules, the CSP, the security headers and HSTS', async () => {
  const registry = await h2get('/remotes.json');
  expect(registry[':status']).toBe(200);
  expect(registry['cache-control']).toBe('no-cache');
  expect(registry['content-security-policy']).toContain("default-src 'self'");
  expect(registry['strict-transport-security']).toMatch(/max-age=31536000/);
  expect(registry['x-frame-options']).toBe('DENY');
  expect(registry['x-content-type-options']).toBe('nosniff');

  const page = await h2get('/login');
  expect(page['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(page['cache-control']).toBe('no-cache');

  const manifest = await h2get('/remotes/dashboard/mf-manifest.json');
  expect(manifest[':status']).toBe(200);
  expect(manifest['cache-control']).toBe('no-cache');
});

test('sign in, open an area, lose an API instance mid-journey: the journey ends on the other, nothing lost', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 500)
      failures.push(`${response.status()} ${response.url()}`);
  });

  await signIn(page, ADMIN);
  // The landing area, from its own path on this origin, over HTTP/2.
  await expect(page.getByTestId('sales-chart').locator('canvas').first()).toBeVisible();
  expect(
    await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
    ),
  ).toBe('h2');
  const remoteScripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/remotes/dashboard/'))
      .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
  );
  expect(remoteScripts.length).toBeGreaterThan(0);
  expect(new Set(remoteScripts)).toEqual(new Set(['h2']));

  await page.goto('/account');
  const profile = page.getByTestId('account-profile');
  const name = profile.getByLabel('Name', { exact: true });
  await name.fill('Ada Stack');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  // One instance crashes (no shutdown of its own); nginx sends what follows to the other.
  const victim = listener(API_PORTS[0]!);
  expect(victim).not.toBeNull();
  process.kill(victim!, 'SIGKILL');
  await expect.poll(() => listener(API_PORTS[0]!)).not.toBe(victim);

  await name.fill('Grace Stack');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved').last()).toBeVisible();
  await expect(page.getByText('The API server is not reachable')).toHaveCount(0);

  // The write is there after a reload, and another area opens, on the instance left.
  await page.reload();
  await expect(page.getByTestId('account-profile').getByLabel('Name', { exact: true })).toHaveValue(
    'Grace Stack',
  );
  await page.goto('/odrs/orders');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(failures).toEqual([]);
});
