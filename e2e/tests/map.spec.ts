import { expect, test } from '@playwright/test';
import { pickMenuItem } from './support';

test.describe('public map', () => {
  test('without a session and without internet: the offline base map, the seeded shops and their popups', async ({
    page,
  }) => {
    // Nothing may leave this machine: every request to another host is refused (and noted).
    const external: string[] = [];
    await page.route(
      (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
      (route) => {
        external.push(route.request().url());
        return route.abort();
      },
    );
    await page.goto('/map');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await expect(page).toHaveURL(/\/map$/);
    await expect(page.getByRole('heading', { name: 'Shop map' })).toBeVisible();

    const map = page.getByTestId('leaflet-map');
    await expect(map).toHaveAttribute('data-tiles', 'offline');
    // the country outlines shipped with the app
    await expect.poll(() => map.locator('.leaflet-overlay-pane path').count()).toBeGreaterThan(100);

    const demo = page.locator('[data-testid="map-marker"][title="Demo Shop"]');
    const other = page.locator('[data-testid="map-marker"][title="Other Shop"]');
    await expect(demo).toBeVisible();
    await expect(other).toBeVisible();
    await expect(page.getByTestId('map-count')).toHaveText(/\d+ shops/);

    await demo.click();
    const popup = page.getByTestId('map-popup');
    await expect(popup).toContainText('Demo Shop');
    await expect(popup).toContainText('52.5200° N, 13.4050° E');
    await page.locator('.leaflet-popup-close-button').click();
    await other.click();
    // (the closed popup may still be fading out)
    await expect(page.getByTestId('map-popup').filter({ hasText: 'Other Shop' })).toBeVisible();

    expect(external).toEqual([]);
  });

  test('two shops at almost the same point are one cluster with their count and name, not one pin', async ({
    page,
  }) => {
    // Three shops, two of them a few metres apart (as the demo data once had): the page says "3 shops".
    await page.route('**/api/open/user/v1/customer/info/get/coordinate/list**', (route) =>
      route.fulfill({
        json: {
          code: 0,
          message: 'ok',
          data: {
            total: 3,
            list: [
              { key: 'a', label: 'Corner Cafe', lat: 48.85661, lng: 2.35222 },
              { key: 'b', label: 'Corner Bakery', lat: 48.85663, lng: 2.35225 },
              { key: 'c', label: 'Harbour Shop', lat: -33.8688, lng: 151.2093 },
            ],
          },
        },
      }),
    );
    await page.goto('/map');
    await expect(page.getByTestId('map-count')).toHaveText('3 shops');
    const cluster = page.getByRole('button', { name: '2 shops close together' });
    await expect(cluster).toBeVisible();
    await expect(cluster).toHaveText('2');
    await expect(page.getByRole('button', { name: 'Harbour Shop' })).toBeVisible();
    // However close the map zooms, they stay one badge: its popup names both (keyboard works too).
    await cluster.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByTestId('map-popup');
    await expect(popup).toContainText('Corner Cafe');
    await expect(popup).toContainText('Corner Bakery');
  });

  test('the public list gives away only label, coordinates and an opaque key', async ({ request }) => {
    const res = await request.get('/api/open/user/v1/customer/info/get/coordinate/list');
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { data: { list: Record<string, unknown>[]; total: number } };
    expect(body.data.total).toBeGreaterThanOrEqual(2);
    for (const point of body.data.list)
      expect(Object.keys(point).sort()).toEqual(['key', 'label', 'lat', 'lng']);
    expect(JSON.stringify(body)).not.toContain('@');
  });

  test('language and dark mode switch in place', async ({ page }) => {
    await page.goto('/map');
    await expect(page.locator('[data-testid="map-marker"][title="Demo Shop"]')).toBeVisible();
    await page.getByTestId('language-switch').click();
    await pickMenuItem(page.getByRole('menuitem', { name: '中文' }));
    await expect(page.getByRole('heading', { name: '店铺地图' })).toBeVisible();
    // antd puts a space between two CJK characters on a button
    await expect(page.getByRole('button', { name: /^登\s?录$/ })).toBeVisible();
    await page.locator('[data-testid="map-marker"][title="Demo Shop"]').click();
    await expect(page.getByTestId('map-popup')).toContainText('北纬 52.5200°，东经 13.4050°');

    await page.getByTestId('theme-toggle').click();
    const dark = (await page.getByTestId('theme-toggle').getAttribute('aria-pressed')) === 'true';
    await expect(page.locator('html')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  });

  test('the sign-in page links to the map, and the map back to sign-in', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Shop map' }).click();
    await expect(page).toHaveURL(/\/map$/);
    // The router keeps the sign-in screen up (a transition) while the map's code loads: wait for the map, so the
    // click below reaches the map's own Sign in button and not the form's.
    const map = page.getByTestId('map-page');
    await expect(map).toBeVisible();
    await map.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  });
});
