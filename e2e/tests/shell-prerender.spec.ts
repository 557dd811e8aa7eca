import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { collectErrors, signIn, signOut } from './support';

/**
 * The signed-in shell painted from the HTML (host/src/prerender/README.md, "The signed-in shell"): after a visit,
 * a reload shows the header and the menu before any script has run, in the person's language and theme, and the
 * live console replaces it in one frame, without a layout shift; signing out leaves nothing to paint.
 */

const SHELL = '#console-shell';

/** A page in a browser context of its own (closed by the test), signed in. */
async function signedInContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page);
  return { context, page };
}

/** The stored snapshot once the console has taken it (it does so when idle), or fails. */
async function snapshotStored(page: Page) {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('consoleShell')?.length ?? 0))
    .toBeGreaterThan(0);
}

/**
 * Reloads with every script refused: the page as the HTML alone paints it. Scripts stay refused until
 * `allowScripts` (the entry is requested after the first frame, which may come after the reload's load event).
 */
async function reloadWithoutScripts(page: Page) {
  await page.route('**/*.js', (route) => route.abort());
  await page.reload();
}
const allowScripts = (page: Page) => page.unroute('**/*.js');

/**
 * Runs in the page before its scripts: the layout shifts summed, and whether the live header was in the page the
 * moment the painted shell left it (a frame without either would be a blank flash).
 */
function watchTakeover() {
  const state = { cls: 0, takeover: 'none' };
  (globalThis as unknown as { __shell: typeof state }).__shell = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) state.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const painted = () => document.getElementById('console-shell');
  new MutationObserver(() => {
    if (state.takeover === 'none' && painted()) state.takeover = 'painted';
    if (state.takeover === 'painted' && !painted())
      state.takeover = document.querySelector('#root [data-testid="header"] [data-testid="user-menu"]')
        ? 'live header'
        : 'blank';
  }).observe(document, { childList: true, subtree: true });
}

/** The live side menu's text without its live counts (the snapshot leaves them out: host/src/prerender/README.md). */
const liveMenu = (page: Page) =>
  page.getByTestId('sidebar').evaluate((sider) => {
    const copy = sider.cloneNode(true) as HTMLElement;
    for (const count of copy.querySelectorAll('[data-shell-skip]')) count.remove();
    return copy.textContent;
  });

const takeover = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __shell: { cls: number; takeover: string } }).__shell);

test.describe('the signed-in shell from the HTML', () => {
  test('is painted before any script on a reload, then replaced by the live console without a shift', async ({
    browser,
  }) => {
    const { context, page } = await signedInContext(browser, { colorScheme: 'light' });
    await page.goto('/odrs/cars');
    await expect(page.getByTestId('carts-table').locator('.ant-table-row').first()).toBeVisible();
    await snapshotStored(page);

    await reloadWithoutScripts(page);
    const shell = page.locator(SHELL);
    await expect(shell).toBeVisible();
    // Nothing of React's: the console's code never ran.
    await expect(page.locator('#root')).toBeEmpty();
    await expect(shell.locator('header')).toBeVisible();
    await expect(shell.locator('.console-side-menu')).toContainText('Orders');
    await expect(shell.locator('.console-side-menu')).toContainText('Cart Management');
    // The page area is a skeleton: none of the carts' rows.
    await expect(shell.locator('.ant-table-row')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    const paintedMenu = await shell.locator('aside').textContent();
    // Styled from the first frame: the header sits where the live one will.
    const paintedHeader = await shell.locator('header').boundingBox();

    await allowScripts(page);
    const errors = collectErrors(page);
    await page.addInitScript(watchTakeover);
    await page.reload();
    await expect(page.getByTestId('carts-table').locator('.ant-table-row').first()).toBeVisible();
    await expect(page.locator(SHELL)).toHaveCount(0);
    await expect(page.getByTestId('sidebar')).toContainText('Cart Management');
    expect(await liveMenu(page)).toBe(paintedMenu);
    expect(await page.getByTestId('header').boundingBox()).toEqual(paintedHeader);
    const figures = await takeover(page);
    expect(figures.takeover).toBe('live header');
    expect(figures.cls).toBeLessThan(0.02);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('follows the language and the theme, and is not painted while they differ from the stored one', async ({
    browser,
  }) => {
    const { context, page } = await signedInContext(browser, { colorScheme: 'light' });
    await expect(page.getByTestId('header')).toBeVisible();
    await snapshotStored(page);

    // The stored shell is English and light: with Chinese and dark stored, it is not the page's.
    await page.evaluate(() => {
      localStorage.setItem('language', 'zh');
      localStorage.setItem('settings', JSON.stringify({ theme: 'dark' }));
    });
    await reloadWithoutScripts(page);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator(SHELL)).toHaveCount(0);

    // One visit in Chinese and dark stores that shell.
    await allowScripts(page);
    await page.reload();
    await expect(page.getByTestId('sidebar')).toContainText('订单');
    await expect
      .poll(() =>
        page.evaluate(
          () => (JSON.parse(localStorage.getItem('consoleShell') ?? '{}') as { dark?: boolean }).dark,
        ),
      )
      .toBe(true);
    await reloadWithoutScripts(page);
    const shell = page.locator(SHELL);
    await expect(shell.locator('.console-side-menu')).toContainText('订单');
    const paintedMenu = await shell.locator('aside').textContent();
    // Dark: the header bar is drawn in the dark container colour, as the live one is.
    const headerBackground = () =>
      page.evaluate(() => {
        const painted = document.querySelector('#console-shell header > div');
        return painted ? getComputedStyle(painted).backgroundColor : '';
      });
    const painted = await headerBackground();
    expect(painted).not.toBe('rgb(255, 255, 255)');
    await allowScripts(page);
    await page.reload();
    await expect(page.locator(SHELL)).toHaveCount(0);
    await expect(page.getByTestId('sidebar')).toContainText('订单');
    expect(await liveMenu(page)).toBe(paintedMenu);
    expect(
      await page
        .getByTestId('header')
        .locator('> div')
        .first()
        .evaluate((bar) => getComputedStyle(bar).backgroundColor),
    ).toBe(painted);
    await context.close();
  });

  test('is forgotten on sign-out: nothing is painted for the next load', async ({ browser }) => {
    const { context, page } = await signedInContext(browser);
    await expect(page.getByTestId('header')).toBeVisible();
    await snapshotStored(page);
    await signOut(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('consoleShell'))).toBeNull();
    // Even with a token put back by hand, there is no shell to paint.
    await page.evaluate(() => localStorage.setItem('accessToken', 'a-token'));
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/dash');
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page.locator(SHELL)).toHaveCount(0);
    await context.close();
  });
});
