import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

interface Summary {
  customers: number;
  projects: number;
  visitors: { today: number; total: number };
  ips: { today: number; total: number };
  orders: { today: number; total: number };
  sales: { today: number; total: number } | null;
}

/** A picture of the element once it has stopped changing: two pictures in a row alike (an animation has ended). */
async function settledScreenshot(element: Locator): Promise<Buffer> {
  let last = await element.screenshot();
  await expect
    .poll(async () => {
      const next = await element.screenshot();
      const same = next.equals(last);
      last = next;
      return same;
    })
    .toBe(true);
  return last;
}

/** Calls the API with the session the page holds (the token the console stored). */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const res = await page.request.get(`/api${path}`, {
    headers: { 'X-Authorization': token ?? '', Appid: '18' },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

const cardValue = (page: Page, testId: string) => page.getByTestId(testId).getAttribute('data-value');

test.describe('dashboard and statistics', () => {
  test('the dashboard shows the seeded figures the server computes, and all five charts', async ({
    page,
  }) => {
    await signIn(page);
    const dashboard = page.getByTestId('dashboard-page');
    // The first page of a cold console may take a while on a busy machine.
    await expect(dashboard).toBeVisible({ timeout: 30_000 });
    await expect(dashboard.getByTestId('card-customers')).toBeVisible();
    const summary = await api<Summary>(page, '/user/v1/dashboard/summary');
    // Seeded demo shop: real history, not an empty shop.
    expect(summary.projects).toBeGreaterThan(0);
    expect(summary.visitors.total).toBeGreaterThan(0);
    expect(summary.orders.total).toBeGreaterThan(0);
    const expected: Record<string, number> = {
      'card-customers': summary.customers,
      'card-projects': summary.projects,
      'card-visitors-today': summary.visitors.today,
      'card-visitors-total': summary.visitors.total,
      'card-ips-today': summary.ips.today,
      'card-ips-total': summary.ips.total,
      'card-orders-today': summary.orders.today,
      'card-orders-total': summary.orders.total,
      'card-sales-today': summary.sales?.today ?? 0,
      'card-sales-total': summary.sales?.total ?? 0,
    };
    for (const [testId, value] of Object.entries(expected)) {
      expect(await cardValue(page, testId), testId).toBe(String(value));
    }
    // After the count-up, the text shows the same figure.
    await expect(page.getByTestId('card-orders-total')).toHaveText(
      summary.orders.total.toLocaleString('en-US'),
    );
    for (const chart of ['sales-chart', 'funnel-chart', 'origin-chart', 'devices-chart', 'projects-chart']) {
      await expect(page.getByTestId(chart).locator('canvas')).toBeVisible();
    }
  });

  test('pointing at a chart shows its tooltip (the tooltip code loads on first use)', async ({ page }) => {
    await signIn(page);
    const chart = page.getByTestId('sales-chart');
    await expect(chart.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    const box = await chart.boundingBox();
    if (!box) throw new Error('the sales chart has no box');
    // Move across the plot until echarts answers with its tooltip (the first move may fetch the tooltip code).
    const tooltip = chart.locator('div').filter({ hasText: /\d/ }).last();
    await expect(async () => {
      for (const x of [0.3, 0.5, 0.7]) await page.mouse.move(box.x + box.width * x, box.y + box.height * 0.5);
      await expect(tooltip).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });

  test('switching to dark mode recolours a chart', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page);
    const chart = page.getByTestId('devices-chart');
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart).toHaveAttribute('data-scheme', 'light');
    // The reference picture once the entry animation has finished (two pictures in a row alike).
    const before = await settledScreenshot(chart);

    await page.getByTestId('settings-button').click();
    const drawer = page.getByTestId('settings-drawer');
    await drawer.getByText('Dark', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(chart).toHaveAttribute('data-scheme', 'dark');
    await expect(chart.locator('canvas')).toBeVisible();
    const after = await settledScreenshot(chart);
    expect(after.equals(before)).toBe(false);
  });

  test("a visit reported through the open endpoint raises today's visitor count after a refresh", async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByTestId('card-visitors-today')).toBeVisible();
    const before = Number(await cardValue(page, 'card-visitors-today'));
    const projects = await api<{ siteKey: string; status: string }[]>(page, '/user/v1/dashboard/projects');
    const site = projects.find((project) => project.status === 'normal');
    expect(site).toBeTruthy();
    const visitorId = `e2e-visitor-${Date.now().toString(36)}`;
    const res = await page.request.post('/api/open/stats/v1/visit', {
      data: { siteKey: site?.siteKey, visitorId, referrer: 'https://www.example.org/somewhere' },
      headers: { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    });
    expect(await res.json()).toEqual({ code: 0, data: { recorded: true }, message: 'ok' });

    // Visits are written in batches (at most a second later): refresh until the count shows it, as a person would.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('card-visitors-today')).toHaveAttribute(
        'data-value',
        String(before + 1),
        {
          timeout: 2_000,
        },
      );
    }).toPass({ timeout: 20_000 });
  });

  test('Statistics: the export downloads a CSV whose rows match the table', async ({ page }) => {
    await signIn(page);
    await page.getByTestId('sidebar').getByText('Statistics').click();
    const stats = page.getByTestId('statistics-page');
    await expect(stats).toBeVisible();
    await stats.getByText('30 days', { exact: true }).click();
    const rows = stats.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(30);
    await expect(stats.getByTestId('statistics-chart').locator('canvas')).toBeVisible();

    const cells = async (row: ReturnType<Page['locator']>) =>
      (await row.locator('td').allInnerTexts()).map((text) => text.trim().replaceAll(',', ''));
    const table: string[][] = [];
    for (let i = 0; i < 30; i++) table.push(await cells(rows.nth(i)));
    table.push(await cells(stats.getByTestId('statistics-totals')));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      stats.getByTestId('statistics-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statistics-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Date,Visits,Visitors,IPs,Orders,Sales \([A-Z]{3}\)$/);
    expect(lines.slice(1).map((line) => line.split(','))).toEqual(table);
    // The figures are real: the 30 days hold visits.
    expect(Number(table[30]?.[1])).toBeGreaterThan(0);
  });
});
