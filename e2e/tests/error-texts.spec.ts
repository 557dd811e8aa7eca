import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn } from './support';

/**
 * Spec section 8 in the browser: a bare HTTP 500 (no envelope, as a crashed server or a proxy answers) reads
 * 'System Error' in the person's language, and an unknown server message on an HTTP error status reads
 * 'Error message:' plus it. The API client's unit tests cover every path; this proves what a person sees, here in
 * the orders list's error alert.
 */
test('a bare HTTP 500 reads System Error; an unknown message on an error status reads "Error message:" plus it', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN);
  await page.addInitScript((value) => localStorage.setItem('accessToken', value), token);
  let answer: { status: number; body: string } = { status: 500, body: '' };
  await page.route('**/api/user/v1/orders/list*', (route) =>
    route.fulfill({ status: answer.status, body: answer.body, contentType: 'text/plain' }),
  );
  await page.goto('/odrs/orders');
  const alert = page.getByTestId('orders-error');
  await expect(alert).toContainText('System Error');
  await expect(alert).not.toContainText('status code');

  answer = { status: 409, body: JSON.stringify({ code: -1, data: null, message: 'Shelf is full' }) };
  await alert.getByRole('button').click();
  await expect(alert).toContainText('Error message: Shelf is full');

  // The same bare 500 in Chinese.
  answer = { status: 500, body: '' };
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.reload();
  await expect(page.getByTestId('orders-error')).toContainText('系统错误');
});
