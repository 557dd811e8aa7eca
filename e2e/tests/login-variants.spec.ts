import { expect, test, type Page } from '@playwright/test';
import { buttonFit, freshEmail, latestCode, nextCaptcha, registerAccount, submitSignIn } from './support';

/** Marks the document; the mark survives client-side navigation and is gone after a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** Asks for a password reset code for `email` on the forgot-password page. */
async function requestResetCode(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByTestId('send-code').click();
}

/** Fills the forgot-password page's second step (the code, the new password twice) and submits it. */
async function submitReset(page: Page, code: string, password: string) {
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

test.describe('sign-in variants', () => {
  test('register from the sign-in page, come back with the address filled in, sign in with Enter', async ({
    page,
  }) => {
    const email = freshEmail('e2e-register');
    const captcha = nextCaptcha(page);
    await page.goto('/login?redirect=%2Faccount');
    await captcha;
    await markDocument(page);

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/login\/register\?redirect=%2Faccount$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    // the spec's messages before any call
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter Email')).toBeVisible();
    await expect(page.getByText('Please enter Password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await expect(page.getByText('The password can not be less than 6 digits')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first-pass1');
    await page.getByLabel('Name', { exact: true }).fill('Erin');
    await page.getByLabel('Last name', { exact: true }).fill('Tester');
    const next = nextCaptcha(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
    await expect(page.getByTestId('login-notice')).toContainText(`Sign in with ${email}`);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    expect(await sameDocument(page)).toBe(true);

    await page.getByLabel('Password', { exact: true }).fill('first-pass1');
    await page.getByLabel('Verify Code').fill(await next);
    await page.getByLabel('Verify Code').press('Enter');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('profile-email')).toHaveValue(email);
  });

  test('forgot password: the code from the mail sets a new password, then sign in with it', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'e2e-forgot');
    await page.goto('/login/forgot?redirect=%2Faccount');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await markDocument(page);

    await requestResetCode(page, account.email);
    await expect(page.getByTestId('code-sent')).toContainText(account.email);
    await expect(page.getByTestId('send-code')).toBeDisabled();
    await expect(page.getByTestId('send-code')).toHaveText(/Send again in (59|60) s/);

    const code = await latestCode(request, account.email);
    const captcha = nextCaptcha(page);
    await submitReset(page, code, 'second-pass2');

    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
    await expect(page.getByTestId('login-notice')).toContainText('Your password has been changed');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    expect(await sameDocument(page)).toBe(true);

    // the old password is gone ...
    let answer = await captcha;
    const next = nextCaptcha(page);
    await submitSignIn(page, account.email, account.password, answer);
    await expect(page.getByTestId('login-error')).toHaveText('Account and secret not pattern');
    // ... the new one works, and the redirect is still honoured
    answer = await next;
    await submitSignIn(page, account.email, 'second-pass2', answer);
    await expect(page).toHaveURL(/\/account$/);
  });

  test('forgot password: a second code within the minute is refused by the server and says so', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'e2e-limit');
    await page.goto('/login/forgot');
    await requestResetCode(page, account.email);
    await expect(page.getByTestId('code-sent')).toBeVisible();
    // A reload forgets the countdown; the server still remembers the minute.
    await page.reload();
    await requestResetCode(page, account.email);
    await expect(page.getByTestId('login-error')).toHaveText('Too many attempts, please try again later');
    // and a wrong code is shown at its field
    await submitReset(page, '000000', 'second-pass2');
    const code = await latestCode(request, account.email);
    if (code !== '000000') await expect(page.getByText('Verify Code is incorrect or expired')).toBeVisible();
  });

  test('deep links to each variant; dark mode and language switch on the page; show password', async ({
    page,
  }) => {
    await page.goto('/login/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.goto('/login/forgot');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.goto('/login/nonsense?redirect=%2Fdash');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdash$/);

    // show password
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret12');
    await expect(password).toHaveAttribute('type', 'password');
    const showPassword = page.getByTestId('password-toggle');
    await expect(showPassword).toHaveAttribute('aria-pressed', 'false');
    await showPassword.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(showPassword).toHaveAttribute('aria-pressed', 'true');
    // the caret stays in the field
    await expect(password).toBeFocused();

    // dark mode: applied at once, persisted in the shared settings, kept after a reload
    const toggle = page.getByTestId('theme-toggle');
    const startsDark = (await toggle.getAttribute('aria-pressed')) === 'true';
    if (startsDark) await toggle.click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}').theme)).toBe(
      'dark',
    );
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // the card and its boxes follow the dark theme, not white boxes on a dark page, and the text reads on them
    const colours = await page.getByTestId('login-card').evaluate((card) => {
      const input = card.querySelector('input') as HTMLInputElement;
      return [
        getComputedStyle(card).backgroundColor,
        getComputedStyle(input.parentElement as HTMLElement).backgroundColor,
        getComputedStyle(card).color,
      ];
    });
    const sum = (colour = '') =>
      (colour.match(/\d+/g) ?? ['255', '255', '255'])
        .slice(0, 3)
        .map(Number)
        .reduce((a, b) => a + b, 0);
    expect(sum(colours[0])).toBeLessThan(200);
    expect(sum(colours[1])).toBeLessThan(200);
    expect(sum(colours[2])).toBeGreaterThan(600);

    // language, by keyboard: Enter opens on the current language, arrows move, Escape closes
    const languageSwitch = page.getByTestId('language-switch');
    await languageSwitch.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: '中文' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(languageSwitch).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(page.getByRole('heading', { name: '登录店铺管理台' })).toBeVisible();
    await expect(page.getByRole('menu')).toBeHidden();
    // and by mouse
    await languageSwitch.click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to Shop Console' })).toBeVisible();
    await languageSwitch.click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page.getByRole('heading', { name: '登录店铺管理台' })).toBeVisible();
    await page.getByRole('link', { name: '注册账号' }).click();
    await expect(page.getByRole('heading', { name: '创建账号' })).toBeVisible();
    await page.getByRole('button', { name: '创建账号' }).click();
    await expect(page.getByText('请输入邮箱')).toBeVisible();
  });

  test('narrow screens: the card fits and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    for (const path of ['/login', '/login/register', '/login/forgot']) {
      await page.goto(path);
      await expect(page.getByTestId('login-page')).toBeVisible();
      const overflow = await page.evaluate(() => {
        const root = document.querySelector('[data-testid="login-page"]') as HTMLElement;
        return root.scrollWidth - root.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      const card = await page.getByTestId('login-card').boundingBox();
      expect(card?.width).toBeLessThanOrEqual(360);
    }
  });

  test('narrow screens: the "Send again in 59 s" countdown fits its button, in English and Chinese', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const language of ['en', 'zh'] as const) {
      const account = await registerAccount(request, `e2e-narrow-${language}`);
      await page.goto('/login/forgot');
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      await page.reload();
      await page.getByTestId('login-card').locator('input[inputmode="email"]').fill(account.email);
      const button = page.getByTestId('send-code');
      await button.click();
      await expect(button).toBeDisabled();
      await expect(button).toHaveText(language === 'en' ? /Send again in \d+ s/ : /\d+ 秒后可重新发送/);
      const fit = await buttonFit(button, 'login-card');
      expect(fit, language).toEqual({ overflow: 0, textInside: true, inCard: true });
    }
  });
});
