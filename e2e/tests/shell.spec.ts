import { expect, test, type Page } from '@playwright/test';
import { openPalette, pickMenuItem, signIn, signInToDashboard } from './support';

/** Settings as the settings drawer stores them (spec keys), applied before the app boots. */
async function withSettings(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript((value) => {
    localStorage.setItem(
      'settings',
      JSON.stringify({ ...JSON.parse(localStorage.getItem('settings') ?? '{}'), ...value }),
    );
  }, settings);
}

const tabs = (page: Page) => page.getByTestId('tags-view').getByRole('tab');
const tab = (page: Page, name: string) => page.getByTestId('tags-view').getByRole('tab', { name });

test.describe('layouts', () => {
  test('left: sidebar menu with the areas, breadcrumb in the header', async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId('header')).toHaveAttribute('data-layout', 'left');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Orders').click();
    await sidebar.getByText('Order Management').click();
    await expect(page).toHaveURL(/\/odrs\/orders$/);
    await expect(page.getByTestId('breadcrumb')).toContainText('Orders');
    await expect(page.getByTestId('breadcrumb')).toContainText('Order Management');
  });

  test('top: every entry in the header menu, no sidebar', async ({ page }) => {
    await withSettings(page, { layout: 'top' });
    // Wide enough for every entry (narrower headers fold the rest into the menu's overflow entry).
    await page.setViewportSize({ width: 1600, height: 800 });
    await signIn(page);
    await expect(page.getByTestId('header')).toHaveAttribute('data-layout', 'top');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    const top = page.getByTestId('top-menu');
    // Horizontal submenus open on hover; retry the hover until the popup is there.
    await expect(async () => {
      await page.mouse.move(0, 400);
      await top.getByText('Orders').hover();
      await page.getByRole('menuitem', { name: 'Cart Management' }).click({ timeout: 2000 });
      await expect(page).toHaveURL(/\/odrs\/cars$/, { timeout: 2000 });
    }).toPass();
  });

  test('mix: top-level entries in the header, the active entry’s children at the side, persisted', async ({
    page,
  }) => {
    await withSettings(page, { layout: 'mix' });
    await signIn(page);
    const top = page.getByTestId('top-menu');
    // The horizontal menu measures its entries after its first paint (to fold what does not fit) and lays them out
    // again: a click in between can meet an entry that moved. Retry the click until the page changes.
    await expect(async () => {
      await top.getByText('Orders').click();
      await expect(page).toHaveURL(/\/odrs\/cars$/, { timeout: 2000 });
    }).toPass();
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('Cart Management')).toBeVisible();
    await expect(sidebar.getByText('Order Management')).toBeVisible();
    await expect(sidebar.getByText('sku Tags')).toHaveCount(0);
    // The header runs the full width with the logo at its start; the side menu starts below it, not beside it.
    const header = (await page.getByTestId('header').boundingBox())!;
    const side = (await sidebar.boundingBox())!;
    expect(header.x).toBe(0);
    expect(side.y).toBeGreaterThanOrEqual(header.y + 56 - 1);
    const logo = (await page.getByTestId('header').getByTestId('sidebar-logo').boundingBox())!;
    expect(logo.x + logo.width).toBeLessThanOrEqual(side.x + side.width);
    // Stored by an effect after the page is drawn: wait for the write, not for a moment.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('activeTopMenuPath'))).toBe('/odrs');
  });

  test('narrow screen: the sidebar is an off-canvas drawer that closes after navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 760, height: 900 });
    await signIn(page);
    await expect(page.getByTestId('header')).toHaveAttribute('data-device', 'mobile');
    expect(await page.evaluate(() => localStorage.getItem('device'))).toBe('mobile');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.getByTestId('mobile-menu-button').click();
    const drawer = page.getByTestId('sidebar');
    await expect(drawer).toBeVisible();
    await drawer.getByText('sku').click();
    await drawer.getByText('sku Categories').click();
    await expect(page).toHaveURL(/\/sku\/category$/);
    await expect(page.getByTestId('sidebar')).toBeHidden();
  });

  test('the sidebar collapses to icons and stays collapsed after a reload', async ({ page }) => {
    await signIn(page);
    await page.getByTestId('collapse-button').click();
    await expect(page.getByTestId('sidebar')).toHaveClass(/ant-layout-sider-collapsed/);
    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveClass(/ant-layout-sider-collapsed/);
    expect(await page.evaluate(() => localStorage.getItem('sidebarStatus'))).toBe('closed');
  });
});

test.describe('tags view', () => {
  /** The tabs after openFour: the affixed Dashboard, then the four pages in the order they were opened. */
  const FOUR_OPEN = ['Dashboard', 'Cart Management', 'Order Management', 'sku Categories', 'sku Tags'];

  async function openFour(page: Page) {
    await signIn(page);
    const visits = [
      ['/odrs/cars', 'Cart Management'],
      ['/odrs/orders?status=Paied', 'Order Management'],
      ['/sku/category', 'sku Categories'],
      ['/sku/tag', 'sku Tags'],
    ] as const;
    for (const [path, title] of visits) {
      await page.goto(path);
      // The tab appears once the page's area has loaded and the page is known.
      await expect(tab(page, title)).toHaveAttribute('aria-selected', 'true');
    }
    await expect(tabs(page)).toHaveText(FOUR_OPEN);
  }

  test('context menu: close left, close right, close others, close all keep the affixed Dashboard', async ({
    page,
  }) => {
    await openFour(page);
    await tab(page, 'Order Management').click({ button: 'right' });
    await pickMenuItem(page.getByRole('menuitem', { name: 'Close Left' }));
    await expect(tabs(page)).toHaveText(['Dashboard', 'Order Management', 'sku Categories', 'sku Tags']);
    await tab(page, 'sku Categories').click({ button: 'right' });
    await pickMenuItem(page.getByRole('menuitem', { name: 'Close Right' }));
    await expect(tabs(page)).toHaveText(['Dashboard', 'Order Management', 'sku Categories']);
    // The active tab (sku Tags) was closed: its neighbour took over.
    await expect(page).toHaveURL(/\/sku\/category$/);
    await tab(page, 'Order Management').click({ button: 'right' });
    await pickMenuItem(page.getByRole('menuitem', { name: 'Close Others' }));
    await expect(tabs(page)).toHaveText(['Dashboard', 'Order Management']);
    // A tab keeps its full location, query included.
    await expect(page).toHaveURL(/\/odrs\/orders\?status=Paied$/);
    await tab(page, 'Dashboard').click({ button: 'right' });
    await pickMenuItem(page.getByRole('menuitem', { name: 'Close All' }));
    await expect(tabs(page)).toHaveText(['Dashboard']);
    await expect(page).toHaveURL(/\/dash$/);
  });

  test('close button and middle-click close a tab', async ({ page }) => {
    await openFour(page);
    await tab(page, 'Cart Management').getByRole('button', { name: 'Close Cart Management' }).click();
    await tab(page, 'sku Categories').click({ button: 'middle' });
    await expect(tabs(page)).toHaveText(['Dashboard', 'Order Management', 'sku Tags']);
  });

  test('open tabs survive a browser reload with their full locations', async ({ page }) => {
    await openFour(page);
    await page.reload();
    await expect(tabs(page)).toHaveText(FOUR_OPEN);
    await tab(page, 'Order Management').click();
    await expect(page).toHaveURL(/\/odrs\/orders\?status=Paied$/);
  });

  test('keep-alive: a kept-alive page keeps its state across tab switches; Refresh re-mounts it', async ({
    page,
  }) => {
    await signIn(page);
    const dashboard = page.getByTestId('dashboard-page');
    await dashboard.getByText('30 days').click();
    await expect(dashboard.getByText('Sales and orders (30 days)')).toBeVisible();
    // In-app navigation (a page.goto would reload the whole console).
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Orders').click();
    await sidebar.getByText('Cart Management').click();
    await expect(tab(page, 'Cart Management')).toHaveAttribute('aria-selected', 'true');
    // Back through the tab: the page's state is as it was left (its effects resume, so data may refresh).
    await tab(page, 'Dashboard').click();
    await expect(dashboard.getByText('Sales and orders (30 days)')).toBeVisible();
    await expect(page.getByTestId('sales-chart').locator('canvas')).toBeVisible();
    // Refresh drops the state.
    await tab(page, 'Dashboard').click({ button: 'right' });
    await pickMenuItem(page.getByRole('menuitem', { name: 'Refresh' }));
    await expect(dashboard.getByText('Sales and orders (7 days)')).toBeVisible();
  });

  test('keep-alive: unsaved form input on Account survives switching tabs; closing the tab drops it', async ({
    page,
  }) => {
    await signInToDashboard(page);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Account').click();
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue('Ada');
    await name.fill('Ada (draft)');
    await tab(page, 'Dashboard').click();
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    await tab(page, 'Account').click();
    await expect(name).toHaveValue('Ada (draft)');
    // Closing the tab drops the kept state: the page comes back with the saved value.
    await tab(page, 'Account').getByRole('button', { name: 'Close Account' }).click();
    await sidebar.getByText('Account').click();
    await expect(name).toHaveValue('Ada');
  });

  test('a title query overrides the route title in the tab, breadcrumb and document title', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/odrs/cars?title=Weekend%20carts');
    await expect(tab(page, 'Weekend carts')).toBeVisible();
    await expect(page.getByTestId('breadcrumb')).toContainText('Weekend carts');
    await expect(page).toHaveTitle('Weekend carts - Shop Console');
  });
});

test.describe('navigation', () => {
  test('back to top: appears once the page is scrolled down, and takes the person back up', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await signIn(page);
    await expect(page.getByTestId('projects-chart')).toBeVisible();
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toHaveCount(0); // not even loaded before it is needed
    await page.mouse.move(700, 300);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('command palette: Ctrl+K, type, Enter opens the page; titles follow the language', async ({
    page,
  }) => {
    await signInToDashboard(page);
    const input = await openPalette(page);
    await input.fill('order man');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/odrs\/orders$/);

    await page.getByTestId('language-switch').click();
    await pickMenuItem(page.getByRole('menuitem', { name: '中文' }));
    await openPalette(page);
    await input.fill('购物车');
    // The page first; the help pages that mention carts follow it (docs/docs-and-resources.md).
    await expect(page.getByRole('option').first()).toContainText('/odrs/cars');
    await expect(page.getByRole('option').filter({ hasText: '/docs/orders/carts' })).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/odrs\/cars$/);
  });

  test('unmatched paths: back to the previous page in the app, /404 on a fresh load; /dashboard -> /dash', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/odrs/cars');
    await expect(tab(page, 'Cart Management')).toHaveAttribute('aria-selected', 'true');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/odrs\/cars$/);
    await expect(page.getByText('There is no page at /no/such/page')).toBeVisible();

    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    // Titled like any page: the document title, its tab and the breadcrumb.
    await expect(page).toHaveTitle('Page not found - Shop Console');
    await expect(tab(page, 'Page not found')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('breadcrumb')).toHaveText(/Home\s*\/\s*Page not found/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dash$/);
  });
});
