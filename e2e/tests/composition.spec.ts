import { expect, test, type Page } from '@playwright/test';
import { REMOTES } from '../../remotes.mjs';
import {
  DASHBOARD_PORT,
  HOST_PORT,
  pickMenuItem,
  signIn,
  signInToDashboard,
  signOut,
  SKU_PORT,
} from './support';

/** A port on this machine where nothing listens: a remote that is down. */
const DEAD_PORT = HOST_PORT + 19;

/** Serves the real registry with one remote re-pointed, as a deployment editing remotes.json would. */
async function repointRemote(page: Page, area: string, url: string) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as Record<string, string>;
    await route.fulfill({ response, json: { ...registry, [area]: url } });
  });
}

test.describe('runtime composition', () => {
  test('the host finds remotes at runtime: the registry is read at boot, not built in', async ({ page }) => {
    const registryRead = page.waitForRequest((request) => request.url().endsWith('/remotes.json'));
    await signIn(page);
    await registryRead;
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    const registry = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
    expect(Object.keys(registry).sort()).toEqual(REMOTES.map((remote) => remote.name).sort());
    for (const area of Object.keys(registry)) expect(registry[area]).toMatch(/\/mf-manifest\.json$/);
  });

  test('sign-in lands on the Dashboard even when its remote answers last', async ({ page }) => {
    // The dashboard's menu is answered only once every other area's is in and drawn in the sidebar: the landing
    // must wait for it, not take the first area that is ready.
    let othersAnswered = 0;
    const others = new Promise<void>((resolve) =>
      page.on('requestfinished', (request) => {
        const url = new URL(request.url());
        if (url.pathname !== '/menu.json' || url.port === String(DASHBOARD_PORT)) return;
        if (++othersAnswered === REMOTES.length - 1) resolve();
      }),
    );
    await page.route(`http://localhost:${DASHBOARD_PORT}/menu.json`, async (route) => {
      await others;
      await page.getByTestId('sidebar').getByText('sku', { exact: true }).waitFor();
      await route.continue();
    });
    await signIn(page, undefined, '/');
    await expect(page).toHaveURL(/\/dash$/);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
  });

  test('a fresh sign-in goes straight to the Dashboard, never through /404, even on a slow CPU', async ({
    page,
    context,
  }) => {
    // The user arrives while the console renders (a yielding transition): the guard and the route table must agree
    // on it, or '/' briefly has no landing page and sends the person to /404 (seen about once in 12 cold sign-ins
    // at 4x CPU before the fix; this catches it only sometimes, and never fails without it).
    await context.addInitScript(() => {
      const seen: string[] = [];
      (globalThis as { __paths?: string[] }).__paths = seen;
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
          if (url) seen.push(new URL(String(url), location.href).pathname);
          original(state, unused, url);
        };
      }
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await signIn(page);
    await expect(page).toHaveURL(/\/dash$/);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    const paths = await page.evaluate(() => (globalThis as { __paths?: string[] }).__paths ?? []);
    expect(paths).toContain('/dash');
    expect(paths).not.toContain('/404');
  });

  test("the menu comes from each area's menu.json: no code of an area is fetched before one of its pages is needed", async ({
    page,
  }) => {
    const scriptsFrom = new Set<number>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scriptsFrom.add(Number(new URL(request.url()).port));
    });
    const menus = page.waitForResponse(
      (response) => response.url() === `http://localhost:${SKU_PORT}/menu.json`,
    );
    await signIn(page);
    expect((await menus).headers()['cache-control']).toBe('no-cache');
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('Orders', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('sku', { exact: true })).toBeVisible();
    // The dashboard's code was needed (its page is open); sku's was not, yet its entry is in the menu.
    expect(scriptsFrom.has(DASHBOARD_PORT)).toBe(true);
    expect(scriptsFrom.has(SKU_PORT)).toBe(false);

    // Opening one of its pages loads the area's code.
    await sidebar.getByText('sku', { exact: true }).click();
    await sidebar.getByText('sku Categories', { exact: true }).click();
    await expect(page).toHaveURL(/\/sku\/category$/);
    await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
    expect(scriptsFrom.has(SKU_PORT)).toBe(true);
  });

  test('opening a menu group builds its pages hidden, reading no data; the click shows the page built ahead', async ({
    page,
  }) => {
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/user\/v1\/(orders|carts?)\b/.test(request.url())) listCalls.push(request.url());
    });
    await signInToDashboard(page);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Orders', { exact: true }).click();

    // Both pages of the group are rendered, hidden, before either is clicked; their effects (and requests) wait.
    const orders = page.getByTestId('orders-page');
    await expect(orders).toBeAttached();
    await expect(page.getByTestId('carts-page')).toBeAttached();
    await expect(orders).toBeHidden();
    expect(listCalls).toEqual([]);
    await orders.evaluate((element) => element.setAttribute('data-built-ahead', 'yes'));

    const listRead = page.waitForRequest((request) => request.url().includes('/api/user/v1/orders/list'));
    await sidebar.getByText('Order Management', { exact: true }).click();
    await expect(page).toHaveURL(/\/odrs\/orders$/);
    await expect(orders).toBeVisible();
    // The same element React built ahead, not a new one; now shown, the page reads its list.
    await expect(orders).toHaveAttribute('data-built-ahead', 'yes');
    await listRead;
    await expect(page.getByTestId('orders-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByTestId('carts-page')).toBeHidden();
  });

  test('remote-dashboard down: its area shows an error panel with retry; the rest keeps working', async ({
    page,
  }) => {
    await repointRemote(page, 'dashboard', `http://localhost:${DEAD_PORT}/mf-manifest.json`);
    await signIn(page);

    // Sign-in lands on the first area that did load, not on a blank screen.
    await expect(page).not.toHaveURL(/\/dash/);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('dashboard (unavailable)')).toBeVisible();
    await expect(sidebar.getByText('Orders')).toBeVisible();

    // The dead area's own route shows the panel.
    await page.goto('/dash');
    const panel = page.getByTestId('remote-error-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-area', 'dashboard');

    // Other areas and the menu still work.
    await sidebar.getByText('Orders').click();
    await sidebar.getByText('Order Management').click();
    await expect(page).toHaveURL(/\/odrs\/orders$/);
    await expect(page.getByTestId('orders-page')).toBeVisible();

    // The remote comes back (registry fixed): Retry loads it without a reload of the console.
    await page.unroute('**/remotes.json');
    await sidebar.getByText('dashboard (unavailable)').click();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    await expect(sidebar.getByText('Dashboard')).toBeVisible();

    // Sign-out still works.
    await signOut(page);
  });

  test('an area seen before and now down keeps its title and place; Retry registers nothing twice', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'warning' || entry.type() === 'error') warnings.push(entry.text());
    });
    await signInToDashboard(page);
    const sidebar = page.getByTestId('sidebar');
    const firstEntry = sidebar.locator('[role="menuitem"]').first();
    await expect(firstEntry).toHaveText('Dashboard');

    // Its site goes down; the console is opened again.
    await repointRemote(page, 'dashboard', `http://localhost:${DEAD_PORT}/mf-manifest.json`);
    await page.goto('/odrs/cars');
    await expect(page.getByTestId('carts-page')).toBeVisible();
    await expect(firstEntry).toHaveText('Dashboard (unavailable)');
    await expect(sidebar.getByText('dashboard (unavailable)', { exact: true })).toHaveCount(0);

    // Retry while it is still down, then once it is back: no federation "already registered" warning.
    await firstEntry.click();
    const panel = page.getByTestId('remote-error-panel');
    await expect(panel).toContainText('The "Dashboard" part of the console is unavailable');
    const registryRead = page.waitForResponse((response) => response.url().endsWith('/remotes.json'));
    await panel.getByRole('button', { name: 'Retry' }).click();
    await registryRead;
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await page.unroute('**/remotes.json');
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    await expect(firstEntry).toHaveText('Dashboard');
    expect(warnings.filter((text) => text.includes('already registered'))).toEqual([]);

    // In Chinese the entry is named by the menu's Chinese title.
    await repointRemote(page, 'dashboard', `http://localhost:${DEAD_PORT}/mf-manifest.json`);
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.goto('/odrs/cars');
    await expect(firstEntry).toHaveText('首页（不可用）');
  });

  test('a remote whose manifest is broken costs only its own area', async ({ page }) => {
    await page.route('**/mf-manifest.json', async (route) => {
      if (new URL(route.request().url()).port === String(SKU_PORT))
        await route.fulfill({ status: 200, body: '{ not json' });
      else await route.continue();
    });
    await signIn(page);
    await page.goto('/sku/category');
    await expect(page.getByTestId('remote-error-panel')).toHaveAttribute('data-area', 'sku');
    // Its menu (plain data beside the manifest) still lists it; the other areas are untouched.
    await expect(page.getByTestId('sidebar').getByText('sku', { exact: true })).toBeVisible();
    await page.getByTestId('sidebar').getByText('Dashboard', { exact: true }).click();
    await expect(page.getByTestId('dashboard-page')).toBeVisible();

    // The manifest is fixed: Retry on the panel loads the area's code, without reloading the console.
    await page.unroute('**/mf-manifest.json');
    // (its group is still open in the sidebar from the visit above)
    await page.getByTestId('sidebar').getByText('sku Categories', { exact: true }).click();
    await expect(page.getByTestId('remote-error-panel')).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
    await expect(page.getByTestId('categories-page')).toBeVisible();
  });

  test('one instance: React, antd, jotai, i18next and @console/shared are loaded once and shared with remotes', async ({
    page,
  }) => {
    await signInToDashboard(page);

    const copies = await page.evaluate(() => {
      type Info = { from: string; loaded?: boolean; useIn?: string[] };
      const share = (
        globalThis as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Info>>>> };
        }
      ).__FEDERATION__.__SHARE__;
      const packages = ['react', 'react-dom', 'antd', 'jotai', 'i18next', 'react-i18next', '@console/shared'];
      // antd is shared per component ('antd/es/button', …): "antd" means every one of those entries.
      const keysOf = (scope: Record<string, unknown>, name: string) =>
        name === 'antd' ? Object.keys(scope).filter((key) => key.startsWith('antd/')) : [name];
      const result: Record<string, { versions: number; providers: string[]; users: string[]; keys: number }> =
        {};
      for (const name of packages) {
        const providers = new Set<string>();
        const versions = new Set<string>();
        const users = new Set<string>();
        const keys = new Set<string>();
        for (const scopes of Object.values(share)) {
          const scope = scopes.default ?? {};
          for (const key of keysOf(scope, name))
            for (const [version, info] of Object.entries(scope[key] ?? {})) {
              if (!info.loaded) continue;
              versions.add(version);
              providers.add(info.from);
              keys.add(key);
              for (const user of info.useIn ?? []) users.add(user);
            }
        }
        result[name] = {
          versions: versions.size,
          providers: [...providers],
          users: [...users],
          keys: keys.size,
        };
      }
      return result;
    });
    // Several antd components are on screen, each at one version. Their `from` label is not checked: the
    // federation runtime relabels an entry with whoever loaded it first, even when the code is the host's
    // (share scopes keep one entry per version, the host's, registered first with 'loaded-first'). That antd's
    // contexts are the host's is proven by behaviour in settings.spec.ts: the remote's antd follows the host theme.
    expect(copies.antd?.keys, 'antd entries loaded').toBeGreaterThan(3);
    for (const [name, entry] of Object.entries(copies)) {
      expect(entry.versions, `${name} loaded versions`).toBe(1);
      if (name !== 'antd') expect(entry.providers, `${name} provider`).toEqual(['console_host']);
    }
    for (const name of ['react', 'antd', 'jotai', '@console/shared']) {
      expect(copies[name]?.users, `${name} used by the remote`).toContain('console_dashboard');
    }
  });

  test('one instance: the user and language set by the host are what the remote sees', async ({ page }) => {
    await signIn(page);
    const dashboard = page.getByTestId('dashboard-page');
    // The user the host fetched (a jotai atom in @console/shared) is read by the remote's page.
    await expect(dashboard.getByText('Welcome back, Ada Admin')).toBeVisible();
    // The token the host stored is the one the remote's API calls carry.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const [remoteCall] = await Promise.all([
      page.waitForRequest((request) => request.url().includes('/user/v1/dashboard/charts')),
      page.getByText('30 days').click(),
    ]);
    expect(remoteCall.headers()['x-authorization']).toBe(token);
    expect(remoteCall.headers()['appid']).toBe('18');

    // The host switches the one i18n instance; the remote page and the host menu follow without a reload.
    await page.getByTestId('language-switch').click();
    await pickMenuItem(page.getByRole('menuitem', { name: '中文' }));
    await expect(dashboard.getByText('欢迎回来，Ada Admin')).toBeVisible();
    await expect(page.getByTestId('sidebar').getByText('首页')).toBeVisible();
    await expect(page.getByTestId('tags-view').getByRole('tab', { name: '首页' })).toBeVisible();
    await expect(page.getByTestId('breadcrumb')).toContainText('首页');
    await expect(page).toHaveTitle(/首页/);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh');
  });
});
