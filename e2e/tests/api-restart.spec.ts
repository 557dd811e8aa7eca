import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { HOST_PORT, registerAccount, signIn } from './support';

/** The API `npm start` runs for this suite (PORT + 10). */
const API_PORT = HOST_PORT + 10;

/** The process listening on the API's port, or null while nothing listens. */
function apiPid(): number | null {
  const listening = execFileSync('ss', ['-ltnpH', `sport = :${API_PORT}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(listening);
  return match ? Number(match[1]) : null;
}

test('the API dies: the console says the server is unreachable, keeps the form, and works again once it is back', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const account = await registerAccount(request, 'e2e-restart');
  await signIn(page, account, `/login?redirect=${encodeURIComponent('/account')}`);
  const profile = page.getByTestId('account-profile');
  const name = profile.getByLabel('Name', { exact: true });
  await name.fill('Ada');

  const pid = apiPid();
  expect(pid).not.toBeNull();
  process.kill(pid!, 'SIGKILL'); // a crash: no shutdown of its own
  await expect.poll(apiPid).not.toBe(pid);

  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('The API server is not reachable')).toBeVisible();
  // The sites are still served while the API is away.
  expect((await request.get('/login')).status()).toBe(200);

  // npm start brings the API back by itself; the page was not reloaded and the input is still there.
  await expect
    .poll(async () => (await request.get('/api/api/v1/auth/captcha')).status(), { timeout: 240_000 })
    .toBe(200);
  await expect(name).toHaveValue('Ada');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
});
