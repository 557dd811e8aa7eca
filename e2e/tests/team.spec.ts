import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiSignIn, LIMITED, OTHER, signIn } from './support';

const headers = (token: string) => ({ 'x-authorization': token });

/** A Paid order of Demo Shop, from the oldest end of the list (the orders journey takes the newest). */
async function paidOrder(
  request: APIRequestContext,
  token: string,
): Promise<{ id: number; orderNo: string }> {
  const res = await request.get('/api/user/v1/orders/list', {
    headers: headers(token),
    params: { status: 'Paied', sortField: 'createdAt', sortOrder: 'ascend', pageSize: 1 },
  });
  expect(res.ok()).toBe(true);
  const { list } = ((await res.json()) as { data: { list: { id: number; orderNo: string }[] } }).data;
  expect(list.length).toBe(1);
  return list[0]!;
}

test.describe('team: the operation log', () => {
  test('a confirmed payment is in the log with its diff, found by its id, and in the CSV export', async ({
    page,
    request,
  }) => {
    const token = await apiSignIn(request, ADMIN);
    const order = await paidOrder(request, token);
    const confirmed = await request.post(`/api/user/v1/orders/${order.id}/confirm`, {
      headers: headers(token),
    });
    expect(confirmed.ok()).toBe(true);

    await signIn(page);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Team', { exact: true }).click();
    await sidebar.getByText('Operation log').click();
    await expect(page).toHaveURL(/\/team\/log/);
    const rows = page.getByTestId('log-table').locator('tbody > tr.ant-table-row');
    await expect(rows.first()).toBeVisible();

    const listed = page.waitForResponse(
      (response) =>
        response.url().includes('/user/v1/team/log/list') && response.url().includes(`objectId=${order.id}`),
    );
    await page.getByRole('textbox', { name: 'Object ID' }).fill(String(order.id));
    await page.getByTestId('log-filters').getByRole('button', { name: 'Search' }).click();
    await listed;
    await expect(page.getByTestId('log-list')).toHaveAttribute('aria-busy', 'false');
    const row = rows.filter({ hasText: 'order.confirm' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('admin@example.com');
    await row.getByRole('button', { name: /expand/i }).click();
    const diff = page.getByTestId('diff-table');
    await expect(diff.getByRole('cell', { name: 'status' })).toBeVisible();
    await expect(diff.getByTestId('diff-before')).toHaveText('Paied');
    await expect(diff.getByTestId('diff-after')).toHaveText('Received');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await downloading).path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,at,actor,ip,area,action,objectType,objectId,changes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`order.confirm,order,${order.id},"status: ""Paied"" -> ""Received"""`);
  });

  test('the limited user sees no Team and is refused the log; another shop never sees this one', async ({
    page,
    request,
  }) => {
    const limited = await apiSignIn(request, LIMITED);
    expect((await request.get('/api/user/v1/team/log/list', { headers: headers(limited) })).status()).toBe(
      403,
    );
    const other = await apiSignIn(request, OTHER);
    const res = await request.get('/api/user/v1/team/log/list', {
      headers: headers(other),
      params: { actor: 'admin@example.com' },
    });
    expect(((await res.json()) as { data: { total: number } }).data.total).toBe(0);

    await signIn(page, LIMITED);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('Dashboard', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('Team', { exact: true })).toHaveCount(0);
  });
});
