import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  ADMIN,
  apiSignIn,
  freshEmail,
  invitationLink,
  LIMITED,
  OTHER,
  openPopup,
  pickMenuItem,
  signIn,
  submitSignIn,
  trackCaptcha,
} from './support';

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
    // Every line is of that object id (an order's id may also be a user's: their sign-ins match too).
    expect(lines.slice(1).every((line) => line.split(',')[7] === String(order.id))).toBe(true);
    expect(lines.filter((line) => line.includes(',order.confirm,order,'))).toEqual([
      expect.stringContaining(`order.confirm,order,${order.id},"status: ""Paied"" -> ""Received"""`),
    ]);
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

  test('roles: Owner holds every perm, the presets name theirs in the chosen language', async ({ page }) => {
    await signIn(page);
    await page.goto('/team/roles');
    const rows = page.getByTestId('roles-table').locator('tbody > tr.ant-table-row');
    await expect(rows.filter({ hasText: 'Every perm' })).toHaveCount(1);
    const orders = rows.filter({ hasText: /^Orders/ });
    await expect(orders).toContainText('Confirm payments');
    await orders.getByRole('button', { name: /Edit/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('checkbox', { name: 'Confirm payments' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Read the operation log' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a staff member with the Orders role confirms a payment; the owner finds it, then disables them: their next click goes to sign-in', async ({
    page,
    browser,
    request,
  }) => {
    const STAFF = { email: 'olivia@example.com', password: 'staff123' };
    const staff = await browser.newPage();
    await signIn(staff, STAFF);
    const sidebar = staff.getByTestId('sidebar');
    await expect(sidebar.getByText('Orders', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('Team', { exact: true })).toHaveCount(0);
    await expect(sidebar.getByText('SKU', { exact: true })).toHaveCount(0);

    const staffToken = await apiSignIn(request, STAFF);
    const order = await paidOrder(request, staffToken);
    expect(
      (await request.post(`/api/user/v1/orders/${order.id}/confirm`, { headers: headers(staffToken) })).ok(),
    ).toBe(true);

    await signIn(page);
    await page.goto(`/team/log?objectId=${order.id}&area=order`);
    const entry = page
      .getByTestId('log-table')
      .locator('tbody > tr.ant-table-row')
      .filter({ hasText: 'order.confirm' });
    await expect(entry).toContainText(STAFF.email);

    await page.goto('/team/members');
    const row = page
      .getByTestId('members-table')
      .locator('tbody > tr.ant-table-row')
      .filter({ hasText: STAFF.email });
    await row.getByRole('button', { name: /Disable/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'disabled');

    // The staff member's next request is refused: the console asks "Please log in again" (or, when the session's
    // own check met it first, ends it at once), and OK sends them to sign in.
    await staff.getByTestId('sidebar').getByText('Orders', { exact: true }).click();
    await staff.getByTestId('sidebar').getByText('Order Management').click();
    const relogin = staff.getByRole('dialog').filter({ hasText: 'Please log in again' });
    await expect.poll(async () => /\/login/.test(staff.url()) || (await relogin.isVisible())).toBe(true);
    if (await relogin.isVisible()) await relogin.getByRole('button', { name: 'OK' }).click();
    await expect(staff).toHaveURL(/\/login/);

    // Enabled again, so the demo account works on the next run against this database.
    await row.getByRole('button', { name: /Enable/ }).click();
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'active');
    await staff.close();
  });

  test('the owner invites a member with the Orders role; they set a password, sign in, confirm a payment; the owner finds it with its diff and removes them: their next click goes to sign-in', async ({
    page,
    browser,
    request,
  }) => {
    const email = freshEmail('invitee');
    const password = 'welcome-1';
    await signIn(page);
    await page.goto('/team/members');
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByTestId('invite-dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Name (optional)').fill('Ivy');
    await openPopup(dialog.getByLabel('Role'));
    await pickMenuItem(page.locator('.ant-select-dropdown').getByTitle('Orders', { exact: true }));
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    const invitation = page.getByTestId('invitations-list').locator('tbody > tr').filter({ hasText: email });
    await expect(invitation.locator('[data-status]')).toHaveAttribute('data-status', 'invited');

    // The link, read from the outbox through the test hook.
    const link = await invitationLink(request, email);

    const context = await browser.newContext();
    const member = await context.newPage();
    const answer = trackCaptcha(member);
    await member.goto(link);
    await expect(member.getByTestId('invite-shop')).toHaveText(`You are joining Demo Shop as ${email}.`);
    await expect(member.getByLabel('Name', { exact: true })).toHaveValue('Ivy');
    await member.getByLabel('Last name').fill('Invited');
    await member.getByLabel('New password', { exact: true }).fill(password);
    await member.getByLabel('Repeat the new password').fill(password);
    await member.getByRole('button', { name: 'Create my account' }).click();
    await expect(member).toHaveURL(/\/login$/);
    await expect(member.getByTestId('login-notice')).toContainText(email);
    await submitSignIn(member, email, password, await answer());
    await expect(member).not.toHaveURL(/\/login/);

    // Only the Orders role's areas.
    const sidebar = member.getByTestId('sidebar');
    await expect(sidebar.getByText('Orders', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('Team', { exact: true })).toHaveCount(0);
    await expect(sidebar.getByText('SKU', { exact: true })).toHaveCount(0);
    await expect(sidebar.getByText('Bookings', { exact: true })).toHaveCount(0);

    // The member confirms a payment.
    await member.goto('/odrs/orders?status=Paied');
    const first = member.getByTestId('orders-table').locator('tbody > tr.ant-table-row').first();
    const orderNo = (await first.getByRole('button', { name: /^Order / }).textContent())!.trim();
    await first.getByRole('button', { name: 'Payment Confirm' }).click();
    await member.getByRole('dialog').getByRole('button', { name: 'Confirm payment' }).click();
    await expect(member.getByText(`Payment confirmed for order ${orderNo}.`)).toBeVisible();

    // The owner finds it in the log, by the member, with its diff.
    await page.goto(`/team/log?actor=${encodeURIComponent(email)}&area=order`);
    const entry = page
      .getByTestId('log-table')
      .locator('tbody > tr.ant-table-row')
      .filter({ hasText: 'order.confirm' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(email);
    await entry.getByRole('button', { name: /expand/i }).click();
    const diff = page.getByTestId('diff-table');
    await expect(diff.getByTestId('diff-before')).toHaveText('Paied');
    await expect(diff.getByTestId('diff-after')).toHaveText('Received');

    // The owner removes the member: gone from the list, and the member's next click goes to sign-in.
    await page.goto('/team/members');
    const row = page
      .getByTestId('members-table')
      .locator('tbody > tr.ant-table-row')
      .filter({ hasText: email });
    await row.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(row).toHaveCount(0);

    await member.getByTestId('sidebar').getByText('Dashboard', { exact: true }).click();
    const relogin = member.getByRole('dialog').filter({ hasText: 'Please log in again' });
    await expect.poll(async () => /\/login/.test(member.url()) || (await relogin.isVisible())).toBe(true);
    if (await relogin.isVisible()) await relogin.getByRole('button', { name: 'OK' }).click();
    await expect(member).toHaveURL(/\/login/);
    await context.close();
  });
});
