import { expect, test, type Page, type Request } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { dashboardChartsDrawn, signIn } from './support';

/**
 * Byte and request budgets, measured as `npm start` serves the production build, in a cold browser
 * context. Bytes are gzip -9 of each script body, so the figure does not depend on the server's compression.
 * Times are not asserted here (they belong to `npm run bench`); bytes and requests are deterministic.
 */
const KIB = 1024;
const SIGN_IN_JS_BUDGET = 227 * KIB;
const SIGN_IN_REQUEST_BUDGET = 20;
/**
 * The target for the dashboard, reached on 2026-11-24 (546 KiB, from 764 before menus were read from
 * menu.json and 620 before the dashboard dropped antd Card/Typography and App came on first use). echarts alone is
 * ~195 KiB of it and react-dom ~64 KiB, so the margin is small: docs/performance.md lists what to look at first.
 * Raised to 552 KiB on 2026-11-26 (551.4: the version checks, the shared menu parser, the query definitions), then
 * back to 550 the same day: the host's antd groundwork and the shell's components share one chunk (`antd-core`,
 * shared/build/federation.ts) instead of ~45 small ones with copies, 534 KiB in 52 scripts.
 */
const DASHBOARD_JS_BUDGET = 550 * KIB;
/**
 * Requests of any kind until an area's first page shows its content, opened in a cold context with a stored
 * session (as `npm run bench -- --pages` opens it). 2026-11-27: the dashboard 64 and the carts list 113 requests,
 * then 51 and 76 with the list kit's chunk and antd-core's shared pieces, then 40 and 46 with the icons in those
 * two groups, then 34 and 34 with the shell's avatar, breadcrumb and segmented in antd-core, the lists' toasts in the
 * list kit, the data layer in one file and a remote's pages in fewer (shared/build/federation.ts; the other first
 * lists 37-39). 40 is the issue's budget for every signed-in first page.
 */
const DASHBOARD_REQUEST_BUDGET = 40;
const LIST_PAGE_REQUEST_BUDGET = 40;

function recordTraffic(page: Page) {
  const requests: string[] = [];
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url();
    scripts.push(
      response.body().then(
        (body) => ({ url, bytes: gzipSync(body, { level: 9 }).length }),
        () => ({ url, bytes: 0 }),
      ),
    );
  });
  return {
    requests,
    scriptBytes: async () => (await Promise.all(scripts)).reduce((sum, script) => sum + script.bytes, 0),
    /** The heaviest scripts, for the report: where the bytes go when a budget fails. */
    heaviest: async (count: number) =>
      (await Promise.all(scripts))
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, count)
        .map((script) => {
          const { host, pathname } = new URL(script.url);
          return `${kib(script.bytes).padStart(10)}  ${host}${pathname}`;
        })
        .join('\n'),
  };
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

test.describe('performance budgets', () => {
  test('the sign-in page stays within its JavaScript and request budgets', async ({ page }) => {
    const traffic = recordTraffic(page);
    await page.goto('/login');
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bytes = await traffic.scriptBytes();
    test.info().annotations.push({
      type: 'sign-in JS',
      description: `${kib(bytes)}, ${traffic.requests.length} requests`,
    });
    expect(bytes, `sign-in JavaScript (gzip) ${kib(bytes)}`).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET);
    expect(traffic.requests.length, `sign-in requests:\n${traffic.requests.join('\n')}`).toBeLessThanOrEqual(
      SIGN_IN_REQUEST_BUDGET,
    );
    // The component library is not on the sign-in page at all.
    const antd = await page.evaluate(() => {
      const share = (globalThis as { __FEDERATION__?: { __SHARE__: Record<string, Record<string, object>> } })
        .__FEDERATION__?.__SHARE__;
      return Object.values(share ?? {}).flatMap((scopes) =>
        Object.entries(
          (scopes as Record<string, Record<string, Record<string, { loaded?: boolean }>>>).default ?? {},
        )
          .filter(
            ([key, versions]) => key.startsWith('antd') && Object.values(versions).some((v) => v.loaded),
          )
          .map(([key]) => key),
      );
    });
    expect(antd).toEqual([]);
  });

  test('the dashboard after sign-in, five charts drawn, stays within its JavaScript budget', async ({
    page,
  }) => {
    const traffic = recordTraffic(page);
    await signIn(page);
    await dashboardChartsDrawn(page);
    const bytes = await traffic.scriptBytes();
    const heaviest = await traffic.heaviest(25);
    test.info().annotations.push({ type: 'dashboard JS', description: `${kib(bytes)}\n${heaviest}` });
    expect(bytes, `dashboard JavaScript (gzip) ${kib(bytes)}; heaviest:\n${heaviest}`).toBeLessThanOrEqual(
      DASHBOARD_JS_BUDGET,
    );
  });

  test("the dashboard's charts and a list page's rows come within their request budgets, signed in and cold", async ({
    browser,
    page,
  }) => {
    await signIn(page);
    await dashboardChartsDrawn(page);
    const storageState = await page.context().storageState();
    const { baseURL } = test.info().project.use;
    const pages = [
      { path: '/dash', budget: DASHBOARD_REQUEST_BUDGET, shown: dashboardChartsDrawn },
      {
        path: '/odrs/cars',
        budget: LIST_PAGE_REQUEST_BUDGET,
        shown: (cold: Page) =>
          expect(cold.getByTestId('carts-table').locator('.ant-table-row').first()).toBeVisible({
            timeout: 30_000,
          }),
      },
    ];
    for (const { path, budget, shown } of pages) {
      const context = await browser.newContext({ baseURL, storageState });
      const cold = await context.newPage();
      const requests: string[] = [];
      cold.on('request', (request) => requests.push(request.url()));
      await cold.goto(path);
      await shown(cold);
      const count = requests.length;
      await context.close();
      test.info().annotations.push({ type: `${path} requests`, description: String(count) });
      expect(count, `${path}: requests until shown:\n${requests.join('\n')}`).toBeLessThanOrEqual(budget);
    }
  });

  test('the first screens ask V8 to compile their scripts eagerly, the other areas do not', async ({
    page,
  }) => {
    // docs/performance.md: the host's and the dashboard's scripts start with V8's compile hint; hinted, the orders
    // area made the menu click to its page slower. Which part served a script is told by its remotes.json origin.
    const registry = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
    const origins = new Map(Object.entries(registry).map(([area, url]) => [new URL(url).origin, area]));
    const hint = '//# allFunctionsCalledOnLoad';
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await signIn(page);
    await dashboardChartsDrawn(page);
    await page.goto('/odrs/orders');
    await expect(page.getByTestId('orders-page')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Each script read again from its server: the body of a response still arriving when the page navigated is
    // gone from the browser, and read from there it looked unhinted.
    const loaded = await Promise.all(
      [...scripts].map(async (url) => ({
        part: origins.get(new URL(url).origin) ?? 'host',
        hinted: (await (await page.request.get(url)).text()).startsWith(`${hint}\n`),
      })),
    );
    const parts = (hinted: boolean) => [
      ...new Set(loaded.filter((script) => script.hinted === hinted).map((script) => script.part)),
    ];
    expect(parts(true).sort()).toEqual(['dashboard', 'host']);
    // Other areas' pages may be preloaded once the console is idle: none of them is hinted either.
    expect(parts(false)).toContain('orders');
    expect(parts(false)).not.toContain('host');
    expect(parts(false)).not.toContain('dashboard');
  });

  test("every area's first page asks for its list beside its code, once", async ({ page }) => {
    // docs/performance.md, "A page's first data beside its code": the route's prefetch (in the area's module)
    // starts the list's first page while the page's own chunks still download; the page's first render takes
    // that answer (same query key), so the list is asked for once. Without the prefetch the request leaves only
    // once every chunk of the page is in and the page has rendered.
    test.setTimeout(120_000);
    const FIRST_PAGES = [
      { area: 'orders', path: '/odrs/cars', list: '/user/v1/carts/list', table: 'carts-table' },
      { area: 'sku', path: '/sku/category', list: '/user/v1/sku/category/list', table: 'categories-table' },
      { area: 'pkg', path: '/pkg/pkg-list', list: '/user/v1/projects/list', table: 'folder-projects' },
      { area: 'booking', path: '/booking/list', list: '/user/v1/booking/list', table: 'bookings-table' },
      { area: 'team', path: '/team/log', list: '/user/v1/team/log/list', table: 'log-table' },
    ];
    const registry = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
    await signIn(page);
    await dashboardChartsDrawn(page);
    for (const { area, path, list, table } of FIRST_PAGES) {
      // In the order the browser reports them: when the list request left, and when each of the area's own
      // scripts (its entry, module and the page's chunks, from its origin) finished.
      const origin = new URL(registry[area]!, page.url()).origin;
      const events: ('list' | 'script')[] = [];
      const onRequest = (request: Request) => {
        if (new URL(request.url()).pathname.endsWith(list)) events.push('list');
      };
      const onFinished = (request: Request) => {
        if (request.resourceType() === 'script' && new URL(request.url()).origin === origin)
          events.push('script');
      };
      page.on('request', onRequest);
      page.on('requestfinished', onFinished);
      await page.goto(path);
      await expect(page.getByTestId(table).locator('.ant-table-row').first()).toBeVisible({
        timeout: 30_000,
      });
      page.off('request', onRequest);
      page.off('requestfinished', onFinished);
      expect(
        events.filter((event) => event === 'list'),
        `${path}: list requests`,
      ).toHaveLength(1);
      expect(
        events.lastIndexOf('script'),
        `${path}: the list request left before the area's last script was in (${events.join(' ')})`,
      ).toBeGreaterThan(events.indexOf('list'));
    }
  });

  test('every shared module a remote uses is the version the host provides (no ranges are checked at run time)', async ({
    request,
  }) => {
    type Manifest = { shared: { name: string; version: string }[] };
    const versions = (manifest: Manifest) =>
      new Map(manifest.shared.map((entry) => [entry.name, entry.version]));
    const host = versions((await (await request.get('/mf-manifest.json')).json()) as Manifest);
    expect(host.get('react')).toMatch(/^\d+\.\d+\.\d+/);
    const registry = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    for (const [area, url] of Object.entries(registry)) {
      const remote = versions((await (await request.get(url)).json()) as Manifest);
      expect(remote.size, `${area} shares modules`).toBeGreaterThan(5);
      for (const [name, version] of remote)
        expect(version, `${area}'s ${name} against the host's`).toBe(host.get(name));
    }
  });

  test('every antd component a remote uses is provided by the host, so its contexts exist once', async ({
    request,
  }) => {
    type Manifest = { shared: { name: string }[] };
    const antdEntries = (manifest: Manifest) =>
      manifest.shared.map((entry) => entry.name).filter((name) => name.startsWith('antd'));
    const host = (await (await request.get('/mf-manifest.json')).json()) as Manifest;
    const provided = new Set(antdEntries(host));
    expect(provided.size).toBeGreaterThan(10);
    const registry = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    for (const [area, url] of Object.entries(registry)) {
      const manifest = (await (await request.get(url)).json()) as Manifest;
      const missing = antdEntries(manifest).filter((name) => !provided.has(name));
      expect(
        missing,
        `${area} uses antd entries the host does not provide (add them to ANTD_COMPONENTS)`,
      ).toEqual([]);
    }
  });
});
