import { expect, test, type Page } from '@playwright/test';
import { dashboardChartsDrawn, signIn } from './support';

/**
 * antd's component styles come from the build's stylesheet (host/build/antd-stylesheet.ts) instead of being written
 * by every browser at run time, and the console looks exactly the same either way, in every theme.
 */
const SHEET = /\/static\/css\/antd\.[0-9a-f]+\.css$/;

/** Each area's first page (its menu's first entry) and what shows its rows, as in scripts/lib/bench-pages.mjs. */
const FIRST_PAGES = [
  ['/odrs/cars', '[data-testid="carts-table"] .ant-table-row'],
  ['/sku/category', '[data-testid="categories-table"] .ant-table-row'],
  ['/booking/list', '[data-testid="bookings-table"] .ant-table-row'],
  ['/pkg/pkg-list', '[data-testid="folder-projects"] .ant-table-row'],
  ['/team/log', '[data-testid="log-table"] .ant-table-row'],
] as const;

/** Component styles antd generated in this page (theme variables excluded: those are always written live). */
const runtimeComponentStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')].map(
      (style) => `${style.getAttribute('data-css-hash')}: ${style.textContent?.slice(0, 80)}`,
    ),
  );

async function openOrders(page: Page) {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByText('Orders', { exact: true }).click();
  await sidebar.getByText('Order Management', { exact: true }).click();
  await expect(page.getByTestId('orders-page').getByRole('table')).toBeVisible();
}

/**
 * Data in and nothing changing: no request in flight, no content dimmed by a spinner, no part of the page still
 * showing its loading fallback (a lazy section's Spin: once, a fresh-clone CI run compared one side's fallback with
 * the other side's form), no CSS transition running.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning').filter({ visible: true })).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

/** Every element's box and colours as the browser computed them: what a person sees, minus the pixels. */
const computedLook = (page: Page) =>
  page.evaluate(() => {
    const properties = [
      'display',
      'position',
      'color',
      'background-color',
      'border-top-color',
      'border-top-width',
      'border-radius',
      'padding-left',
      'padding-top',
      'margin-left',
      'font-size',
      'font-weight',
      'line-height',
      'width',
      'height',
      'box-shadow',
      'opacity',
    ];
    return [...document.querySelectorAll('#root *')].map((element) => {
      const style = getComputedStyle(element);
      // antd's theme class carries a React id (`css-var-_r_1_`): which number depends on mount order, not looks.
      const classes = [...element.classList].map((name) => name.replace(/^css-var-.*$/, 'css-var'));
      const name = `${element.tagName.toLowerCase()}.${classes.join('.')}`;
      return `${name} ${properties.map((property) => style.getPropertyValue(property)).join('|')}`;
    });
  });

test.describe("antd's build-time stylesheet", () => {
  test('the shell, the dashboard and the orders pages generate no component styles in the browser', async ({
    page,
  }) => {
    const sheet = page.waitForResponse((response) => SHEET.test(new URL(response.url()).pathname));
    await signIn(page);
    expect((await sheet).ok()).toBe(true);
    await dashboardChartsDrawn(page);
    // Before the app's own stylesheets (host and remotes): those must win over antd's, as over its run-time styles.
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href') ?? ''),
    );
    expect(sheets.length).toBeGreaterThan(1);
    expect(sheets[0]).toMatch(SHEET);
    expect(await runtimeComponentStyles(page)).toEqual([]);
    await openOrders(page);
    expect(await runtimeComponentStyles(page)).toEqual([]);
  });

  test("every area's first page, opened by its address, generates no component styles in the browser", async ({
    page,
  }) => {
    // The sheet carries only what these pages draw (FIRST_SCREENS in host/build/antd-stylesheet.ts): a component
    // added to one of them and not to the sheet shows here, as the style antd had to build.
    await signIn(page);
    await dashboardChartsDrawn(page);
    for (const [path, rows] of FIRST_PAGES) {
      await page.goto(path);
      await expect(page.locator(rows).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await runtimeComponentStyles(page), path).toEqual([]);
    }
  });

  test('the console looks the same with run-time styles, in the dark theme too', async ({ browser }) => {
    test.slow(); // two sign-ins and two page visits, compared element by element
    const look = async (withSheet: boolean) => {
      const context = await browser.newContext({ colorScheme: 'dark', reducedMotion: 'reduce' });
      const page = await context.newPage();
      // Without the sheet (its download fails) antd writes every style at run time, as in development.
      if (!withSheet) await page.route(SHEET, (route) => route.abort());
      await signIn(page);
      await dashboardChartsDrawn(page);
      await expect(page.locator('html')).toHaveClass(/dark/);
      // The bookings entry's live count arrives on its own time (the demo data has pending bookings): compare the
      // menus once both show it, or one side had the pill and the other not yet.
      await expect(page.getByTestId('sidebar').getByTestId('menu-badge').first()).toBeVisible();
      await settled(page);
      const runtime = (await runtimeComponentStyles(page)).length;
      const dashboard = await computedLook(page);
      await openOrders(page);
      await page.mouse.move(0, 0);
      await settled(page);
      const orders = await computedLook(page);
      await context.close();
      return { runtime, dashboard, orders };
    };
    const fromSheet = await look(true);
    const fromRuntime = await look(false);
    // The comparison means something only if the second run really styled at run time.
    expect(fromSheet.runtime).toBe(0);
    expect(fromRuntime.runtime).toBeGreaterThan(10);
    expect(fromSheet.dashboard.length).toBeGreaterThan(100);
    expect(fromSheet.dashboard).toEqual(fromRuntime.dashboard);
    expect(fromSheet.orders).toEqual(fromRuntime.orders);
  });
});
