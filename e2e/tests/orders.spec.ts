import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { LIMITED, openPopup, pickMenuItem, signIn } from './support';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Picks statuses in the filter's multi-select by their shown labels. */
async function chooseStatus(page: Page, ...labels: string[]) {
  const filters = page.getByTestId('orders-filters');
  await openPopup(filters.locator('.ant-select').first());
  for (const label of labels) {
    await pickMenuItem(page.locator('.ant-select-item-option', { hasText: new RegExp(`^${label}$`) }));
  }
  await page.keyboard.press('Escape');
}

/** Applies the filter form and waits until the table shows the answer. */
async function search(page: Page) {
  const listed = page.waitForResponse(
    (response) => response.url().includes('/user/v1/orders/list') && response.ok(),
  );
  await page.getByTestId('orders-filters').getByRole('button', { name: 'Search' }).click();
  await listed;
  await expect(page.getByTestId('orders-list')).toHaveAttribute('aria-busy', 'false');
}

const rows = (page: Page) => page.getByTestId('orders-table').locator('tbody > tr.ant-table-row');
// "1,234 in all": the count as written, digit grouping and all.
const total = async (page: Page) =>
  Number(
    (await page.getByTestId('orders-total').textContent())?.match(/\d[\d,]*/)?.[0].replaceAll(',', '') ??
      Number.NaN,
  );

test.describe('orders', () => {
  test('filter, expand items, and confirm a Paid order: it shows Received with the confirm time', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/odrs/orders');
    await expect(rows(page).first()).toBeVisible();

    await chooseStatus(page, 'Paid');
    await search(page);
    await expect(page).toHaveURL(/\/odrs\/orders\?status=Paied$/);
    const paidCount = await total(page);
    expect(paidCount).toBeGreaterThan(0);
    const statuses = await rows(page)
      .locator('[data-status]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-status')));
    expect(new Set(statuses)).toEqual(new Set(['Paied']));

    // Expand the first order: its items with SN, name, currency, price, count and description.
    const first = rows(page).first();
    const orderNo = (await first.getByRole('button', { name: /^Order / }).textContent())!.trim();
    await first.getByRole('button', { name: /expand/i }).click();
    const items = page.getByTestId('items-table').first();
    await expect(items).toBeVisible();
    for (const header of ['SN', 'Item', 'Currency', 'Price', 'Qty', 'Description']) {
      await expect(items.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(items.getByText(/^SKU-\d+$/).first()).toBeVisible();

    // Payment Confirm, with its confirmation.
    await first.getByRole('button', { name: 'Payment Confirm' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(orderNo);
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page.getByText(`Payment confirmed for order ${orderNo}.`)).toBeVisible();

    // The row changes in place: same page and filter, Received, the confirm time filled in, no more Confirm.
    const row = rows(page).filter({ hasText: orderNo });
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'Received');
    await expect(row.locator('[data-status]')).toHaveText('Received');
    await expect(row.getByTestId('confirm-time')).toHaveText(DATE_TIME);
    await expect(row.getByRole('button', { name: 'Payment Confirm' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/odrs\/orders\?status=Paied$/);

    // The server agrees: one fewer Paid order, and the history records who confirmed it.
    await search(page);
    expect(await total(page)).toBe(paidCount - 1);
    await page.getByRole('textbox', { name: 'Order number' }).fill(orderNo);
    await chooseStatus(page, 'Received');
    await search(page);
    await rows(page)
      .first()
      .getByRole('button', { name: `Order ${orderNo}` })
      .click();
    const drawer = page.getByTestId('order-drawer');
    await expect(drawer.getByTestId('order-history')).toContainText('Paid → Received by Ada Admin');

    // The open order is in the address: a reload opens it again, Back closes it and stays on the filtered list.
    await expect(page).toHaveURL(/[?&]open=\d+/);
    await page.reload();
    await expect(drawer.getByTestId('order-history')).toContainText('Paid → Received by Ada Admin');
    await page.goBack();
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/open=/);
    await expect(page).toHaveURL(new RegExp(`/odrs/orders\\?status=[^&]*Received&orderNo=${orderNo}$`));
    await expect(rows(page).first()).toContainText(orderNo);
  });

  test('exports a CSV holding every order the filter matches', async ({ page }) => {
    await signIn(page);
    await page.goto('/odrs/orders');
    await chooseStatus(page, 'Awaiting payment', 'Canceled');
    await search(page);
    const expected = await total(page);
    // More than one page: the export is not just what is on screen.
    expect(expected).toBeGreaterThan(20);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^orders-\d{8}-\d{6}\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = text.split('\r\n').filter(Boolean);
    expect(header!.split(',').slice(0, 3)).toEqual(['orderNo', 'status', 'consumer']);
    expect(lines).toHaveLength(expected);
    expect(new Set(lines.map((line) => line.split(',')[1]))).toEqual(new Set(['Waiting', 'Canceled']));
    await expect(page.getByText(`Exported ${expected} orders.`)).toBeVisible();
  });

  test("the limited account (dashboard:view only) is refused the orders and the consumers' details", async ({
    page,
  }) => {
    await signIn(page, LIMITED);
    const refused = page.waitForResponse((response) => response.url().includes('/user/v1/orders/list'));
    await page.goto('/odrs/orders?status=Paied');
    // The server decides: 403 with its message, which the page shows; no row, no consumer e-mail reaches the page.
    expect((await refused).status()).toBe(403);
    await expect(page.getByText('Account The account does not have permission').first()).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByTestId('orders-list').getByText(/@example\.com/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  });

  test('carts: each row expands to its items', async ({ page }) => {
    await signIn(page);
    await page.goto('/odrs/cars');
    const cartRows = page.getByTestId('carts-table').locator('tbody > tr.ant-table-row');
    const first = cartRows.first();
    await expect(first).toBeVisible();
    await expect(first).toContainText(/C\d{5}/);
    await expect(page.getByTestId('carts-total')).toHaveText(/^\d{1,3}(,\d{3})* in all$/);
    await first.getByRole('button', { name: /expand/i }).click();
    const items = page.getByTestId('items-table').first();
    await expect(items).toBeVisible();
    await expect(items.getByText(/^SKU-\d+$/).first()).toBeVisible();
    // The cart's item count is the sum of the item quantities.
    const pieces = Number(await first.locator('td').nth(3).textContent());
    const counts = await items
      .locator('tbody > tr.ant-table-row')
      .evaluateAll((lines) => lines.map((line) => Number(line.querySelectorAll('td')[4]?.textContent)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(pieces);
  });
});
