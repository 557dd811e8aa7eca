import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type APIRequestContext } from '@playwright/test';
import { ADMIN, apiSignIn, pickMenuItem } from './support';

/**
 * The accessibility gate: axe-core's WCAG 2.2 A/AA rules over every page the console has, in light and dark and in
 * en and zh, must find no critical or serious violation. The signed-in pages are read from the deployed registry and
 * each area's menu.json, as the host reads them, so a page a remote adds is checked without touching this file; a
 * route with a parameter needs a sample below (the test fails and says so when one is missing).
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

/** A value for each route parameter, by route name, read from the demo data through the API. */
const PARAM_SAMPLES: Record<string, (api: Api) => Promise<Record<string, string>>> = {
  project: async (api) => {
    const page = await api.get<{ list: { id: number }[] }>('/api/user/v1/projects/list?pageSize=1');
    return { id: String(page.list[0]!.id) };
  },
};

/** The parts of a remote's menu.json this test reads (the contract is shared/src/contract/remote.ts). */
interface MenuRoute {
  path: string;
  name: string;
  children?: MenuRoute[];
}

interface Api {
  get<T>(path: string): Promise<T>;
}

function apiOf(request: APIRequestContext, token: string): Api {
  return {
    async get<T>(path: string) {
      const res = await request.get(path, { headers: { 'X-Authorization': token, Appid: '18' } });
      expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
      return ((await res.json()) as { data: T }).data;
    },
  };
}

/** Every routed leaf of the deployed areas (menu pages and hidden ones), as paths to open. */
async function areaPaths(request: APIRequestContext, api: Api): Promise<string[]> {
  const registry = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const paths: string[] = [];
  for (const manifest of Object.values(registry)) {
    const menuUrl = new URL('menu.json', new URL(manifest, 'http://localhost/')).toString();
    const menu = (await (await request.get(menuUrl)).json()) as { routes: MenuRoute[] };
    const leaves = (routes: MenuRoute[]): MenuRoute[] =>
      routes.flatMap((route) => (route.children?.length ? leaves(route.children) : [route]));
    for (const route of leaves(menu.routes)) {
      if (!route.path.includes(':')) {
        paths.push(route.path);
        continue;
      }
      const sample = PARAM_SAMPLES[route.name];
      expect(
        sample,
        `route ${route.name} (${route.path}) has parameters: add a sample to a11y.spec.ts`,
      ).toBeTruthy();
      const values = await sample!(api);
      paths.push(route.path.replace(/:(\w+)/g, (_, key: string) => values[key]!));
    }
  }
  return paths;
}

/** Waits until the page shows what it will show: nothing loading, no transition running (axe reads colours). */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

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
        await expect
          .soft(page.getByRole('heading', { level: 1 }), `a level-one heading on ${path}`)
          .toBeVisible({ timeout: 3000 });
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
