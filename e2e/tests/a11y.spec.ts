import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiOf, areaPaths, settled } from './console-pages';
import { ADMIN, apiSignIn, pickMenuItem } from './support';

/**
 * The accessibility gate: axe-core's WCAG 2.2 A/AA rules over every page the console has, in light and dark and in
 * en and zh, must find no critical or serious violation. The signed-in pages are read from the deployed registry and
 * each area's menu.json, as the host reads them, so a page a remote adds is checked without touching this file; a
 * route with a parameter needs a sample in console-pages.ts (the test fails and says so when one is missing).
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Theme = 'light' | 'dark';
type Language = 'en' | 'zh';
/**
 * Every combination for the signed-out pages; the signed-in pages (the long part) in two that between them cover
 * both themes and both languages: colours depend on the theme, text length and fonts on the language, and no check
 * here depends on the two together.
 */
const COMBINATIONS: { theme: Theme; language: Language; signedIn: boolean }[] = [
  { theme: 'light', language: 'en', signedIn: true },
  { theme: 'dark', language: 'zh', signedIn: true },
  { theme: 'dark', language: 'en', signedIn: false },
  { theme: 'light', language: 'zh', signedIn: false },
];

async function expectNoSeriousViolations(page: Page, where: string) {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} :: ${node.failureSummary ?? ''}`),
    }));
  expect.soft(serious, `axe on ${where}`).toEqual([]);
}

for (const { theme, language, signedIn } of COMBINATIONS) {
  test.describe(`accessibility, ${theme}, ${language}`, () => {
    test.use({ colorScheme: theme });
    test.setTimeout(240_000);

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        ([settings, lang]) => {
          localStorage.setItem('settings', settings);
          localStorage.setItem('language', lang);
        },
        [JSON.stringify({ theme }), language] as const,
      );
    });

    test('signed out: the sign-in variants, the public map, 404 and the public site', async ({
      page,
      request,
    }) => {
      for (const path of ['/login', '/login/register', '/login/forgot', '/map', '/404']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
        await expectNoSeriousViolations(page, path);
      }
      // A sign-in refused by the server, with its messages on the form.
      await page.goto('/login');
      await page
        .getByRole('button')
        .filter({ hasText: /Sign in|登录/ })
        .click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoSeriousViolations(page, '/login, with field errors');

      const shop = (
        (await (await request.post('/api/test/booking/shop', { data: { email: ADMIN.email } })).json()) as {
          data: { shopKey: string; projects: { siteKey: string; status: string }[] };
        }
      ).data;
      const open = shop.projects.find((project) => project.status === 'normal')!;
      const lang = language === 'zh' ? '?lang=zh' : '';
      for (const path of [`/s/${shop.shopKey}${lang}`, `/s/${shop.shopKey}/${open.siteKey}${lang}`]) {
        await page.goto(path);
        await expectNoSeriousViolations(page, path);
      }
    });

    if (!signedIn) return;
    test('signed in: every page of every area, Account, 401, an open drawer and dialogs', async ({
      page,
      request,
    }) => {
      const token = await apiSignIn(request, ADMIN);
      await page.addInitScript((value) => localStorage.setItem('accessToken', value), token);
      const paths = [...(await areaPaths(request, apiOf(request, token))), '/account', '/401'];
      expect(paths.length).toBeGreaterThan(8);
      for (const path of paths) {
        await page.goto(path);
        // The expect timeout, as everywhere: a signed-in page drew its heading after 3 s at a load average of 10.
        await expect
          .soft(page.getByRole('heading', { level: 1 }), `a level-one heading on ${path}`)
          .toBeVisible();
        await expectNoSeriousViolations(page, path);
      }

      // The settings drawer, the command palette and the sign-out dialog over the orders list.
      await page.goto('/odrs/orders');
      await settled(page);
      await page.getByTestId('settings-button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, 'the settings drawer');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('settings-drawer')).toBeHidden();
      // (Ctrl+K is the keyboard journey's: keyboard.spec.ts.)
      await page.getByTestId('palette-button').click();
      await expect(page.getByTestId('palette-input')).toBeFocused();
      await expectNoSeriousViolations(page, 'the command palette');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('palette-input')).toBeHidden();
      await page.getByTestId('user-menu').click();
      await pickMenuItem(page.getByRole('menuitem', { name: /Sign out|退出登录/ }));
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, 'the sign-out confirm');
    });
  });
}
