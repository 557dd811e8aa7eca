import { expect, test } from '@playwright/test';
import { ADMIN, DASHBOARD_PORT, HOST_PORT, nextCaptcha, signIn, signOut, submitSignIn } from './support';

test.describe('sign-in', () => {
  test('signing in with the captcha lands on the Dashboard served by remote-dashboard from its own origin', async ({
    page,
  }) => {
    const remoteScripts: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port === String(DASHBOARD_PORT) && url.pathname.endsWith('.js'))
        remoteScripts.push(url.pathname);
    });
    await signIn(page);
    await expect(page).toHaveURL(/\/dash$/);
    const dashboard = page.getByTestId('dashboard-page');
    await expect(dashboard).toBeVisible();
    await expect(dashboard).toHaveAttribute('data-remote', 'dashboard');
    // The page's code came from the remote's own site, found through the runtime registry.
    expect(remoteScripts.length).toBeGreaterThan(0);
    await expect(page.getByTestId('sales-chart').locator('canvas')).toBeVisible();
    await expect(page).toHaveTitle(/Dashboard - Shop Console/);
  });

  test('typing the credentials starts fetching the console behind the door; loading the sign-in page does not', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    // Bytes of each script as it arrived, in order: what the warm-up brought, however it is split into chunks.
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(
          response.body().then(
            (body) => body.length,
            () => 0,
          ),
        );
    });
    await page.goto('/login');
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page's own load (budgeted) reads no registry and no console code.
    expect(requests.filter((path) => path.endsWith('remotes.json'))).toEqual([]);
    const scriptsOnLoad = scripts.length;
    const registry = page.waitForRequest((request) => request.url().endsWith('/remotes.json'));
    await page.getByLabel('Email').pressSequentially('a');
    await registry;
    // The console's code (its layout and the antd components it draws, several hundred KiB however the build
    // groups them into chunks) comes while the person is still typing.
    await expect
      .poll(async () =>
        (await Promise.all(scripts.slice(scriptsOnLoad))).reduce((sum, bytes) => sum + bytes, 0),
      )
      .toBeGreaterThan(300 * 1024);
    await expect(page).toHaveURL(/\/login/);
  });

  test('the form validates with the spec messages before calling the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter Email')).toBeVisible();
    await expect(page.getByText('Please enter Password')).toBeVisible();
    await expect(page.getByText('Please enter Verify Code')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await expect(page.getByText('The password can not be less than 6 digits')).toBeVisible();
  });

  test('a wrong captcha and a wrong password show the spec messages and a new captcha', async ({ page }) => {
    const first = nextCaptcha(page);
    await page.goto('/login');
    const answer = await first;
    const wrongAnswer = answer === 'AAAA' ? 'BBBB' : 'AAAA';
    let next = nextCaptcha(page);
    await submitSignIn(page, ADMIN.email, ADMIN.password, wrongAnswer);
    await expect(page.getByTestId('login-error')).toHaveText('Verify Code is incorrect or expired');
    // The failed attempt used up the answer: a new image was fetched and the code field cleared.
    const second = await next;
    await expect(page.getByLabel('Verify Code')).toHaveValue('');

    next = nextCaptcha(page);
    await submitSignIn(page, ADMIN.email, 'wrong-password', second);
    await expect(page.getByTestId('login-error')).toHaveText('Account and secret not pattern');
    await next;
    await expect(page).toHaveURL(/\/login/);
  });

  test('a deep link while signed out goes to /login?redirect= and back after sign-in', async ({ page }) => {
    await signIn(page, ADMIN, '/odrs/orders?status=Paied');
    await expect(page).toHaveURL(/\/odrs\/orders\?status=Paied$/);
  });

  test('a foreign redirect is ignored after sign-in (no open redirect)', async ({ page }) => {
    await signIn(page, ADMIN, '/login?redirect=%2F%2Fevil.example%2Fsteal');
    await expect(page).toHaveURL(new RegExp(`localhost:${HOST_PORT}/dash$`));
  });

  test('/login with a stored session goes onward', async ({ page }) => {
    await signIn(page);
    await page.goto('/login?redirect=%2Fodrs%2Fcars');
    await expect(page).toHaveURL(/\/odrs\/cars$/);
  });

  test('sign-out revokes the token on the server: the old token then gets code 2000', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(token).toBeTruthy();
    const before = await request.get('/api/user/v1/customer/info/get', {
      headers: { 'X-Authorization': token ?? '', Appid: '18' },
    });
    expect(before.status()).toBe(200);

    await signOut(page);
    // The console reloads itself after sign-out: read the storage once the new page can answer.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('accessToken')).catch(() => 'reloading'))
      .toBeNull();

    const after = await request.get('/api/user/v1/customer/info/get', {
      headers: { 'X-Authorization': token ?? '', Appid: '18' },
    });
    expect(after.status()).toBe(401);
    expect((await after.json()) as { code: number }).toMatchObject({ code: 2000 });
  });

  test('a stale token in storage sends the person to sign-in with a redirect', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('accessToken', 'not-a-real-token'));
    await page.goto('/odrs/cars');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fodrs%2Fcars$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
