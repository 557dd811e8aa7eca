import { expect, test, type Page } from '@playwright/test';
import { ADMIN, collectErrors, trackCaptcha } from './support';

/**
 * The sign-in screen rendered at build time (host/src/prerender/): the host's HTML carries it, the page
 * shows it before any script runs, and React takes it over without losing what the person did meanwhile.
 */

/** Holds every script of the host until `release` is called: the page as it is before its code runs. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/js/**', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** The boxes and colours of the screen's main parts, to compare the build-time page with the one React owns. */
function look(page: Page) {
  return page.evaluate(() =>
    [
      '[data-testid="login-page"]',
      '[data-testid="login-card"]',
      'h1',
      '#signin_email',
      '#signin_password',
      '#signin_captchaCode',
      'button[type="submit"]',
      '[data-testid="link-register"]',
      '[data-testid="theme-toggle"]',
    ].map((selector) => {
      const element = document.querySelector(selector) as HTMLElement;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        selector,
        box: [box.x, box.y, box.width, box.height].map(Math.round),
        color: style.color,
        background: style.backgroundColor + style.backgroundImage,
        font: style.font,
      };
    }),
  );
}

test.describe('the sign-in screen from the build', () => {
  test('is on screen before any script runs, in the stored language and theme, and looks as React draws it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark', reducedMotion: 'reduce' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in to Shop Console' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-pressed', 'true');
    // The address field has focus, as the form's autoFocus gives it.
    await expect(page.getByLabel('Email')).toBeFocused();
    const before = await look(page);

    release();
    // Live: the captcha image comes from the form's effect, and the markup is React's.
    await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    expect(await look(page)).toEqual(before);
    // React took the markup over: the toggle works and no hydration error was reported.
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('speaks Chinese when Chinese is stored; stays out when a session is stored or on another variant', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('language', 'zh'));
    const page = await context.newPage();
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '登录店铺管理台' })).toBeVisible();

    await page.goto('/login/register');
    await expect(page.locator('#root')).toBeEmpty();

    await page.evaluate(() => localStorage.setItem('accessToken', 'stored-session'));
    await page.goto('/login');
    await expect(page.locator('#root')).toBeEmpty();
    await context.close();
  });

  test('keeps what is typed and clicked before the code runs, then signs in to the redirect', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const answer = trackCaptcha(page);
    const release = await holdScripts(page);
    await page.goto('/login?redirect=%2Fodrs%2Forders', { waitUntil: 'commit' });
    // The links to the other variants keep the query, as the app makes them.
    await expect(page.getByTestId('link-register')).toHaveAttribute(
      'href',
      '/login/register?redirect=%2Fodrs%2Forders',
    );
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    // Clicked before the page's code is in: held, then clicked again once the page is live. The form checks
    // what is on screen, so only the code read off the image is missing.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    release();
    await expect(page.getByText('Please enter Verify Code')).toBeVisible();
    await expect(page.getByText('Please enter Email')).toBeHidden();
    await expect(page.getByText('Please enter Password')).toBeHidden();

    await page.getByLabel('Verify Code').fill(await answer());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/odrs\/orders$/);
    expect(errors).toEqual([]);
  });
});
