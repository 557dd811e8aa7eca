import { expect, test, type Page } from '@playwright/test';
import {
  apiSignIn,
  buttonFit,
  latestCode,
  openPopup,
  pickMenuItem,
  registerAccount,
  signIn,
  submitSignIn,
  trackCaptcha,
} from './support';

/**
 * Every test works on a freshly registered account, never on the demo admin: other specs sign in as
 * admin@example.com / admin123 on the same server.
 */
async function signInTo(page: Page, account: { email: string; password: string }, path = '/account') {
  await signIn(page, account, `/login?redirect=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test.describe('account', () => {
  test('change the password: other sessions end, this one stays, and the new password signs in', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'e2e-password');
    const otherSession = await apiSignIn(request, account);
    await signInTo(page, account);
    await expect(page.getByTestId('account-page')).toBeVisible();

    const card = page.getByTestId('account-password');
    await card.getByLabel('Current password').fill('not-my-password');
    await card.getByLabel('New password', { exact: true }).fill('brand-new-22');
    await card.getByLabel('Repeat the new password').fill('brand-new-22');
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(card.getByText('The current password is incorrect')).toBeVisible();

    await card.getByLabel('Current password').fill(account.password);
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('password-changed')).toHaveText(
      'Password changed. 1 other session was signed out.',
    );
    await expect(card.getByLabel('Current password')).toHaveValue('');

    // The other session is over on the server; this page's session goes on.
    const other = await request.get('/api/user/v1/customer/info/get', {
      headers: { 'X-Authorization': otherSession, Appid: '18' },
    });
    expect(other.status()).toBe(401);
    await page.reload();
    await expect(page.getByTestId('profile-email')).toHaveValue(account.email);

    // Signed out (this browser forgets its token), the old password fails and the new one works.
    await page.evaluate(() => localStorage.removeItem('accessToken'));
    // Always answer the newest image: a failed attempt loads a new one.
    const latest = trackCaptcha(page);
    await page.goto('/login');
    await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
    const first = await latest();
    await submitSignIn(page, account.email, account.password, first);
    await expect(page.getByTestId('login-error')).toHaveText('Account and secret not pattern');
    await expect.poll(latest).not.toBe(first);
    await submitSignIn(page, account.email, 'brand-new-22', await latest());
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('profile, a verified mobile number, site languages and the place on the public map', async ({
    page,
    request,
    browser,
  }) => {
    // Five cards, a mailed code, a reload and the public map in a second browser: a long journey, ~35 s on a quiet
    // machine, past the suite's 45 s default on a loaded one.
    test.setTimeout(90_000);
    const account = await registerAccount(request, 'e2e-account');
    await signInTo(page, account);

    // profile
    const profile = page.getByTestId('account-profile');
    await expect(profile.getByTestId('profile-email')).toHaveValue(account.email);
    await profile.getByLabel('Name', { exact: true }).fill('Grace');
    await profile.getByLabel('Last name').fill('Hopper');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('account-profile').getByLabel('Name', { exact: true })).toHaveValue(
      'Grace',
    );

    // mobile: code through the outbox (to = the number)
    const mobile = page.getByTestId('account-mobile');
    const digits = String(Date.now()).slice(-7);
    const number = `+4930${digits}`;
    await expect(mobile.getByText('No mobile number yet.')).toBeVisible();
    await mobile.getByLabel('Mobile number').fill(`+49 30 ${digits}`);
    await mobile.getByTestId('mobile-send-code').click();
    await expect(page.getByTestId('mobile-code-sent')).toContainText(number);
    await expect(mobile.getByTestId('mobile-send-code')).toBeDisabled();
    await mobile.getByLabel('Verification code').fill(await latestCode(request, number));
    await mobile.getByRole('button', { name: 'Verify and save' }).click();
    await expect(page.getByTestId('mobile-current')).toContainText(number);

    // site languages: a new shop offers none; add French and German, remove German
    const languages = page.getByTestId('account-languages');
    await expect(languages.getByText('Your site offers no language yet.')).toBeVisible();
    await openPopup(languages.getByRole('combobox'));
    await pickMenuItem(page.locator('.ant-select-item-option', { hasText: 'French' }));
    await pickMenuItem(page.locator('.ant-select-item-option', { hasText: 'German' }));
    await page.keyboard.press('Escape');
    await languages.getByTestId('language-add').click();
    await expect(languages.getByTestId('language-fr')).toBeVisible();
    await expect(languages.getByTestId('language-de')).toBeVisible();
    await languages.getByRole('button', { name: 'Remove German' }).click();
    await expect(languages.getByTestId('language-de')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('account-languages').getByTestId('language-fr')).toBeVisible();

    // the place on the map, then the public map (no session) shows it
    const location = page.getByTestId('account-location');
    const label = `E2E Corner Shop ${digits}`;
    await expect(location.getByText('Your shop is not on the public map yet.')).toBeVisible();
    await location.getByLabel('Label').fill(label);
    await location.getByLabel('Latitude').fill('91');
    await location.getByLabel('Longitude').fill('2.3522');
    await location.getByRole('button', { name: 'Save place' }).click();
    await expect(location.getByText('The latitude must be a number between -90 and 90')).toBeVisible();
    await location.getByLabel('Latitude').fill('48.8566');
    await location.getByRole('button', { name: 'Save place' }).click();
    await expect(page.getByText('Place saved')).toBeVisible();
    await expect(location.getByTestId('map-pick')).toBeVisible();

    const visitor = await browser.newContext();
    const map = await visitor.newPage();
    await map.goto('/map');
    const marker = map.locator(`[data-testid="map-marker"][title="${label}"]`);
    await expect(marker).toBeVisible();
    await marker.click();
    await expect(map.getByTestId('map-popup')).toContainText(label);
    await expect(map.getByTestId('map-popup')).toContainText('48.8566° N, 2.3522° E');
    await visitor.close();

    // off the map again
    await location.getByRole('button', { name: 'Remove from the map' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Take your shop off the public map?' });
    // It opens on Cancel: Enter there keeps the place.
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Remove from the map' }).click();
    await expect(location.getByText('Your shop is not on the public map yet.')).toBeVisible();
  });

  test('a phone (375 px): the "Send again in 59 s" countdown fits its button, in English and Chinese', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const [language, countdown] of [
      ['en', /Send again in \d+ s/],
      ['zh', /\d+ 秒后可重新发送/],
    ] as const) {
      // An account per language: the server allows one code a minute per account.
      const account = await registerAccount(request, `e2e-narrow-mobile-${language}`);
      await page.context().clearCookies();
      await page.goto('/login');
      await page.evaluate(() => localStorage.clear());
      await signIn(page, account, '/login?redirect=%2Faccount');
      await expect(page).toHaveURL(/\/account$/);
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      await page.reload();
      const mobile = page.getByTestId('account-mobile');
      const digits = String(Date.now()).slice(-7);
      await mobile.locator('input[inputmode="tel"]').fill(`+49 30 ${digits}`);
      const button = mobile.getByTestId('mobile-send-code');
      await button.click();
      await expect(button).toBeDisabled();
      await expect(button).toHaveText(countdown);
      // antd's click ripple is drawn over the button's edge for a moment: measure once it is gone.
      await expect(button.locator('.ant-wave')).toHaveCount(0);
      const fit = await buttonFit(button, 'account-mobile');
      expect(fit, language).toEqual({ overflow: 0, textInside: true, inCard: true });
    }
  });
});
