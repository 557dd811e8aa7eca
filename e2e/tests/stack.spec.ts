import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http2 from 'node:http2';
import { expect, test } from '@playwright/test';
import { startStack } from '../../scripts/lib/stack/run-stack.mjs';
import { onPostgres, PG_URL, postgresReachable } from '../../server/test/postgres';
import { ADMIN, apiSignIn, HOST_PORT, signIn } from './support';

/**
 * The production stack (`npm run stack`: nginx, TLS, HTTP/2, two API instances on PostgreSQL) in a throwaway
 * database: sign in through it in Chromium, open an area, lose one API instance in the middle of the journey and
 * finish it on the other. Runs where nginx and PostgreSQL are (CI installs nginx; PostgreSQL runs on the project's
 * machines); skipped elsewhere.
 */
const STACK_PORT = Number(process.env.STACK_PORT ?? HOST_PORT + 363);
const API_PORTS = [STACK_PORT + 10, STACK_PORT + 11];
const ORIGIN = `https://localhost:${STACK_PORT}`;
const DATABASE = `stack_smoke_${process.pid}`;

/** The process listening on a port, or null while nothing does. */
function listener(port: number): number | null {
  const listening = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(listening);
  return match ? Number(match[1]) : null;
}

type H2Headers = Record<string, string | string[] | number | undefined>;

/**
 * One HTTP/2 request (the stack's certificate is made locally: not checked here). A body is streamed in 64 KiB
 * pieces with no declared length (HTTP/2's chunked), and the answer read even while the body is still being sent.
 */
function h2(
  pathname: string,
  {
    method = 'GET',
    headers = {},
    bodySize = 0,
  }: { method?: string; headers?: H2Headers; bodySize?: number } = {},
): Promise<{ headers: H2Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(ORIGIN, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': pathname, ':method': method, ...headers });
    const chunks: Buffer[] = [];
    let answer: H2Headers = {};
    stream.on('response', (received) => (answer = received as H2Headers));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      session.close();
      resolve({ headers: answer, text: Buffer.concat(chunks).toString() });
    });
    // nginx stops reading once it has answered: the rest of the body is refused, the answer is not.
    stream.on('error', (error) => (answer[':status'] ? undefined : reject(error)));
    const piece = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const writeMore = (): void => {
      while (sent < bodySize && !stream.destroyed) {
        sent += piece.length;
        if (!stream.write(piece)) return void stream.once('drain', writeMore);
      }
      stream.end();
    };
    writeMore();
  });
}
const h2get = async (pathname: string) => (await h2(pathname)).headers;

const available = existsSync('/usr/sbin/nginx') && (await postgresReachable());
test.skip(!available, 'needs nginx and PostgreSQL (.ci/run installs nginx)');
test.use({ baseURL: ORIGIN, ignoreHTTPSErrors: true });

let stack: Awaited<ReturnType<typeof startStack>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await onPostgres(`drop database if exists ${DATABASE}`);
  await onPostgres(`create database ${DATABASE}`);
  const database = new URL(PG_URL);
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
  await onPostgres(`drop database if exists ${DATABASE} with (force)`);
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

test("the API's refusals pass through in the envelope: bodies over the limit, an upload, a long header; DELETE", async ({
  request,
}) => {
  const tooLarge = await h2('/api/open/user/v1/customer/login/shop/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    bodySize: 4 * 1024 * 1024,
  });
  expect(tooLarge.headers[':status']).toBe(413);
  expect(JSON.parse(tooLarge.text)).toEqual({ code: -1, data: null, message: 'Request body is too large' });

  const longHeader = await h2('/api/api/v1/auth/captcha', { headers: { 'x-filler': 'a'.repeat(20_000) } });
  expect(longHeader.headers[':status']).toBe(431);
  expect(JSON.parse(longHeader.text)).toMatchObject({ code: -1, message: 'Request headers are too large' });

  const token = await apiSignIn(request, ADMIN);
  const started = Date.now();
  const upload = await request.post('/api/user/v1/files/upload', {
    headers: { 'x-authorization': token },
    multipart: {
      file: { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) },
    },
  });
  expect(upload.status()).toBe(413);
  expect(await upload.json()).toEqual({ code: -1, data: null, message: 'The file size cannot exceed 2 MB' });
  expect(Date.now() - started).toBeLessThan(5000);

  const deleted = await request.delete('/api/user/v1/projects/999999', {
    headers: { 'x-authorization': token },
  });
  expect(deleted.status()).toBe(404);
  expect(await deleted.json()).toMatchObject({ code: -1, message: 'Project not found' });
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
