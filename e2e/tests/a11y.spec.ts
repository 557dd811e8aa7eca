import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PAGE_VIEWS, apiOf, areaPaths, settled } from './console-pages';
import { ADMIN, apiSignIn, invitationLink, pickMenuItem } from './support';

/**
 * The accessibility gate: two engines over every page the console has and every tab, drawer and dialog it opens,
 * in light and dark and in en and zh: axe-core's WCAG 2.2 A/AA rules must find no critical or serious violation,
 * HTML_CodeSniffer's WCAG2AA standard no error but the false positives listed below, and every badge count and tag
 * must read at 4.5:1. The signed-in pages are read from the deployed registry and each area's menu.json, as the host
 * reads them, so a page a remote adds is checked without touching this file; a route with a parameter needs a sample
 * in console-pages.ts (the test fails and says so when one is missing), a dialog or drawer a declaration there
 * (tabs are found).
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

/**
 * HTML_CodeSniffer's errors that are not defects, the only place they are allowed: the message code, the element
 * (a selector it matches or sits in) and why. Add one only for markup the console does not write (antd's internals)
 * and cannot change through antd's props; fix everything else.
 */
const SNIFFER_FALSE_POSITIVES: { code: string; selector: string; reason: string }[] = [
  {
    code: 'H91.Button.Name',
    selector: '.ant-input-clear-icon',
    reason:
      "antd's clear button of an input: out of the tab order, named by its icon (role=img, aria-label), a name HTML_CodeSniffer does not read",
  },
  {
    code: 'H91.Button.Name',
    selector: '.ant-pagination-prev, .ant-pagination-next',
    reason:
      "antd's pagination arrows: named by their icon (role=img, aria-label) inside an item with a title; axe reads that name",
  },
  {
    code: 'H91.A.EmptyNoId',
    selector: '.ant-pagination-jump-prev, .ant-pagination-jump-next',
    reason:
      "antd's jump-five-pages item: the titled, focusable list item is the control; the <a> in it has no href and is no link",
  },
  {
    code: 'H91.Button.Name',
    selector: '.ant-tabs-nav-more',
    reason:
      "antd's overflow button of a tab bar: aria-hidden and out of the tab order (the tabs are reached by arrow keys)",
  },
];

const SNIFFER_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

interface SnifferError {
  code: string;
  message: string;
  element: string;
}

/** HTML_CodeSniffer's WCAG2AA errors on the document as it is now (injected once per document). */
async function snifferErrors(page: Page): Promise<SnifferError[]> {
  const loaded = await page.evaluate(() => 'HTMLCS' in window);
  // Evaluated, not added as a script tag: the console's Content-Security-Policy refuses inline scripts.
  if (!loaded) await page.evaluate(`${SNIFFER_SOURCE}\n;window.HTMLCS = HTMLCS;`);
  return page.evaluate(async (falsePositives) => {
    interface Message {
      type: number;
      code: string;
      msg: string;
      element: Element;
    }
    const sniffer = (window as unknown as { HTMLCS: Record<string, unknown> }).HTMLCS as {
      ERROR: number;
      process(standard: string, root: Document, done: () => void, failed: () => void): void;
      getMessages(): Message[];
    };
    await new Promise<void>((resolve, reject) =>
      sniffer.process('WCAG2AA', document, resolve, () => reject(new Error('HTML_CodeSniffer failed'))),
    );
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement) {
        const id = node.id ? `#${node.id}` : '';
        const classes = [...node.classList]
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('');
        parts.unshift(`${node.localName}${id}${classes}`);
      }
      return parts.join(' > ');
    };
    return sniffer
      .getMessages()
      .filter((message) => message.type === sniffer.ERROR)
      .filter(
        (message) =>
          !falsePositives.some(
            ({ code, selector }) =>
              message.code.includes(code) &&
              message.element instanceof Element &&
              message.element.closest(selector) !== null,
          ),
      )
      .map((message) => ({
        code: message.code.replace(/^WCAG2AA\.Principle\d\.Guideline[\d_]+\./, ''),
        message: message.msg.slice(0, 160),
        element: message.element instanceof Element ? describe(message.element) : String(message.element),
      }));
  }, SNIFFER_FALSE_POSITIVES);
}

/** The text colour of every visible badge count and tag against what is behind it, below 4.5:1. */
function unreadableBadges(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    /** Any CSS colour as sRGB 0-255 and alpha 0-1, through the canvas (rgb(), hex, color(srgb), oklch...). */
    const rgba = (colour: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!)).concat(1);
    /** The element's background as painted: its own and its ancestors' layers, from the page up. */
    const backgroundOf = (element: Element) => {
      const layers: number[][] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const layer = rgba(getComputedStyle(node).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] === 1) break;
      }
      return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = (colour: number[]) =>
      colour
        .slice(0, 3)
        .map((channel) => channel / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const found: string[] = [];
    for (const element of document.querySelectorAll(
      '.ant-badge-count, .ant-scroll-number, .ant-tag, [data-testid="menu-badge"]',
    )) {
      const box = element.getBoundingClientRect();
      const text = element.textContent?.trim();
      if (!text || box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden')
        continue;
      const background = backgroundOf(element);
      const colour = over(rgba(getComputedStyle(element).color), background);
      const [light, dark] = [luminance(colour), luminance(background)].sort((a, b) => b - a);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      if (ratio < 4.5) found.push(`"${text}" (${element.className}): ${ratio.toFixed(2)}:1`);
    }
    return found;
  });
}

/** What each engine found and how long it took, over one test (printed at its end: the gate's cost in the log). */
const tally = { views: 0, axe: 0, sniffer: 0, contrast: 0, axeMs: 0, snifferMs: 0, reloads: 0 };

/** What a check looks at: the whole page, or only what changed (axe reads the region; the rest was checked). */
interface Scope {
  /** axe only inside these elements (a page's main area for a tab, the opened dialog, drawer or menu). */
  include?: string;
  /** HTML_CodeSniffer too (it reads the whole document: ids repeated between a dialog and the page are its). */
  sniffer: boolean;
}

interface Findings {
  badges: string[];
  sniffer: SnifferError[];
  axe: { rule: string; impact: string; help: string; nodes: string[] }[];
}

/** Both engines and the badge contrast on the page as it is now. */
async function findings(page: Page, scope: Scope): Promise<Findings> {
  tally.views += 1;
  const badges = await unreadableBadges(page);
  tally.contrast += badges.length;
  let started = Date.now();
  const sniffer = scope.sniffer ? await snifferErrors(page) : [];
  tally.snifferMs += Date.now() - started;
  tally.sniffer += sniffer.length;
  started = Date.now();
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (scope.include) builder.include(scope.include);
  const results = await builder.analyze();
  tally.axeMs += Date.now() - started;
  const axe = results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} :: ${node.failureSummary ?? ''}`),
    }));
  tally.axe += axe.length;
  return { badges, sniffer, axe };
}

async function expectNoSeriousViolations(page: Page, where: string, scope: Scope) {
  await settled(page);
  const found = await findings(page, scope);
  expect.soft(found.badges, `badge and tag contrast on ${where}`).toEqual([]);
  expect.soft(found.sniffer, `HTML_CodeSniffer on ${where}`).toEqual([]);
  expect.soft(found.axe, `axe on ${where}`).toEqual([]);
}

/** The attribute that marks what a view opened, for axe's include. */
const OPENED = 'data-a11y-opened';

/**
 * Marks the overlays now shown (dialogs, drawers, popconfirms, menus: the outermost of each) and returns the
 * selector for them, or undefined when the view opened none (then the whole page is checked).
 */
async function markOpened(page: Page): Promise<string | undefined> {
  const count = await page.evaluate((attribute) => {
    for (const marked of document.querySelectorAll(`[${attribute}]`)) marked.removeAttribute(attribute);
    const shown = [...document.querySelectorAll('[role="dialog"], .ant-popover, .ant-dropdown')].filter(
      (element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
      },
    );
    const outermost = shown.filter(
      (element) => !shown.some((other) => other !== element && other.contains(element)),
    );
    for (const element of outermost) element.setAttribute(attribute, '');
    return outermost.length;
  }, OPENED);
  return count > 0 ? `[${OPENED}]` : undefined;
}

/** The checks over what is open now (see markOpened), once it has settled. */
async function expectOpenedWithoutViolations(page: Page, where: string, sniffer: boolean) {
  await settled(page);
  await expectNoSeriousViolations(page, where, { include: await markOpened(page), sniffer });
}

/** How many of the elements markOpened marked are still shown. */
function openedShown(page: Page) {
  return page.locator(`[${OPENED}]`).evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
      }).length,
  );
}

/** Opens every tab of the page's main area in turn (found, not declared) and checks each (its main area). */
async function checkTabs(page: Page, path: string, sniffer: boolean) {
  const tabs = page.getByRole('main').getByRole('tab');
  const names = await tabs.allTextContents();
  for (const [index, name] of names.entries()) {
    if (index === 0) continue; // the page as first opened shows its first tab
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousViolations(page, `${path}, tab ${name}`, { include: 'main', sniffer });
  }
}

/** One piece of the signed-in walk: a page with its views and tabs, or the layout's own overlays. */
type Unit = { path: string } | { overlays: true };

/** What a unit costs, to share them out: one check per view (the overlays are three). */
const weight = (unit: Unit) => ('path' in unit ? 1 + (PAGE_VIEWS[unit.path]?.length ?? 0) : 3);

/** The units shared out over the parts: heaviest first, each into the lightest part so far (the same every run). */
function shareOut(units: Unit[], parts: number): Unit[][] {
  const shares = Array.from({ length: parts }, () => ({ weight: 0, units: [] as Unit[] }));
  for (const unit of [...units].sort((a, b) => weight(b) - weight(a))) {
    const lightest = shares.reduce((least, share) => (share.weight < least.weight ? share : least));
    lightest.units.push(unit);
    lightest.weight += weight(unit);
  }
  return shares.map((share) => share.units);
}

/** The signed-in walk in this many tests: each stays far under the per-test limit, and workers can share them. */
const PARTS = 6;

test.afterEach(() => {
  console.log(`a11y gate, ${test.info().titlePath.slice(1).join(' › ')}: ${JSON.stringify(tally)}`);
  Object.assign(tally, { views: 0, axe: 0, sniffer: 0, contrast: 0, axeMs: 0, snifferMs: 0, reloads: 0 });
});

test("the gate's measures refuse the known failures: white on gold, Edit's name, repeated ids, an unlabelled To", async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="zh-CN"><head><title>probe</title></head><body><main>
    <h1>probe</h1>
    <span class="ant-badge-count" style="background:#faad14;color:#fff">3</span>
    <span class="ant-tag" style="background:#faad14;color:rgba(0,0,0,0.88)">ok</span>
    <button type="button" aria-label="Booking settings: Cafe">Edit</button>
    <button type="button" aria-label="编辑 Cafe 的预约设置"><span>编 辑</span></button>
    <form aria-label="filter"><label for="siteType">Site</label><input id="siteType" name="a"></form>
    <form aria-label="project"><label for="siteType">Site</label><input id="siteType" name="b">
      <input id="from" aria-label="From" name="from"><input id="to" placeholder="To" name="to">
      <button type="submit">Save</button></form>
  </main></body></html>`);
  const found = await findings(page, { sniffer: true });
  // axe does not flag white on gold; the gate's own measure does.
  expect(found.badges).toEqual([expect.stringMatching(/^"3" \(ant-badge-count\): 1\.\d\d:1$/)]);
  const mismatched = found.axe.find((violation) => violation.rule === 'label-content-name-mismatch');
  expect(mismatched?.nodes).toEqual([
    expect.stringContaining('Booking settings: Cafe'),
    expect.stringContaining('编辑 Cafe'),
  ]);
  const codes = found.sniffer.map((error) => error.code);
  expect(codes.some((code) => code.includes('F77'))).toBe(true); // the repeated id
  expect(found.sniffer.some((error) => /F68|H44|H65/.test(error.code) && error.element.includes('#to'))).toBe(
    true,
  );
});

for (const { theme, language, signedIn } of COMBINATIONS) {
  test.describe(`accessibility, ${theme}, ${language}`, () => {
    test.use({ colorScheme: theme });
    // HTML_CodeSniffer reads markup and colours, not words: once per theme is enough, in the signed-in combinations.
    const sniffer = signedIn;
    const settings = [JSON.stringify({ theme }), language] as const;

    test('signed out: the sign-in variants, the public map, 404 and the public site', async ({
      page,
      request,
    }) => {
      await page.addInitScript(([stored, lang]) => {
        localStorage.setItem('settings', stored);
        localStorage.setItem('language', lang);
      }, settings);
      for (const path of ['/login', '/login/register', '/login/forgot', '/map', '/404']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
        await expectNoSeriousViolations(page, path, { sniffer });
      }
      // An invitation's page, with the form a valid link opens (a fresh invitation, its link from the outbox).
      const owner = { 'x-authorization': await apiSignIn(request, ADMIN) };
      const roles = (await (await request.get('/api/user/v1/team/roles', { headers: owner })).json()) as {
        data: { list: { id: number; name: string }[] };
      };
      const invitee = `a11y-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
      const invited = await request.post('/api/user/v1/team/invitations', {
        headers: owner,
        data: { email: invitee, roleId: roles.data.list.find((role) => role.name === 'Orders')!.id },
      });
      expect(invited.ok()).toBe(true);
      const link = await invitationLink(request, invitee);
      await page.goto(link);
      await expect(page.getByTestId('invite-shop')).toBeVisible();
      await expectNoSeriousViolations(page, '/invite', { sniffer });
      await page.goto('/invite?token=not-a-valid-invitation-token');
      await expect(page.getByTestId('invite-invalid')).toBeVisible();
      await expectNoSeriousViolations(page, '/invite, a link that cannot be used', { sniffer });
      // Cancelled again: the walk leaves no open invitation behind.
      const id = ((await invited.json()) as { data: { id: number } }).data.id;
      expect((await request.delete(`/api/user/v1/team/invitations/${id}`, { headers: owner })).ok()).toBe(
        true,
      );

      // A sign-in refused by the server, with its messages on the form.
      await page.goto('/login');
      await page
        .getByRole('button')
        .filter({ hasText: /Sign in|登录/ })
        .click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoSeriousViolations(page, '/login, with field errors', { sniffer });

      // Sent to sign-in because the server ended the session: the notice saying so (the client's session
      // storage flag, shared/src/session/session-ended.ts).
      await page.evaluate(() => sessionStorage.setItem('sessionEnded', '1'));
      await page.goto('/login');
      await expect(page.getByTestId('login-session-ended')).toBeVisible();
      await expectNoSeriousViolations(page, '/login, after the server ended the session', { sniffer });

      const shop = (
        (await (await request.post('/api/test/booking/shop', { data: { email: ADMIN.email } })).json()) as {
          data: { shopKey: string; projects: { siteKey: string; status: string }[] };
        }
      ).data;
      const open = shop.projects.find((project) => project.status === 'normal')!;
      const lang = language === 'zh' ? '?lang=zh' : '';
      for (const path of [`/s/${shop.shopKey}${lang}`, `/s/${shop.shopKey}/${open.siteKey}${lang}`]) {
        await page.goto(path);
        await expectNoSeriousViolations(page, path, { sniffer });
      }
    });

    if (!signedIn) return;

    test.describe('signed in', () => {
      // One signed-in browser context for the walk's parts (its HTTP cache keeps the areas' scripts between them).
      let context: BrowserContext;
      let page: Page;
      let parts: Unit[][];

      test.beforeAll(async ({ browser }) => {
        const { baseURL } = test.info().project.use;
        context = await browser.newContext({ baseURL, colorScheme: theme });
        const token = await apiSignIn(context.request, ADMIN);
        await context.addInitScript(
          ([stored, lang, value]) => {
            localStorage.setItem('settings', stored);
            localStorage.setItem('language', lang);
            localStorage.setItem('accessToken', value);
          },
          [...settings, token] as const,
        );
        const paths = [
          ...(await areaPaths(context.request, apiOf(context.request, token))),
          '/account',
          '/docs',
          '/401',
        ];
        expect(paths.length).toBeGreaterThan(8);
        // A declaration for a page the walk does not open (a renamed route) would check nothing, silently.
        expect(
          Object.keys(PAGE_VIEWS).filter((path) => !paths.includes(path)),
          'PAGE_VIEWS for pages that do not exist',
        ).toEqual([]);
        parts = shareOut([...paths.map((path) => ({ path })), { overlays: true }], PARTS);
        page = await context.newPage();
      });

      test.afterAll(async () => {
        await context?.close();
      });

      for (let part = 0; part < PARTS; part += 1) {
        test(`signed in, part ${part + 1} of ${PARTS}: pages with their tabs, dialogs, drawers and menus`, async () => {
          expect(parts[part]!.length).toBeGreaterThan(0);
          for (const unit of parts[part]!) {
            if ('overlays' in unit) await checkOverlays(page, sniffer);
            else await checkPage(page, unit.path, sniffer);
          }
        });
      }
    });
  });
}

/**
 * A page as first shown, each view it declares (opened over the page, checked where it opened, closed with Escape)
 * and each of its tabs. Views come before tabs: they are declared from the page as first shown.
 */
async function checkPage(page: Page, path: string, sniffer: boolean) {
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto(path);
  // The expect timeout, not less: on a busy machine an area's first script can take more than 3 s.
  await expect.soft(heading, `a level-one heading on ${path}`).toBeVisible();
  await expectNoSeriousViolations(page, path, { sniffer });
  for (const view of PAGE_VIEWS[path] ?? []) {
    await view.open(page);
    // What the view shows, not the hover state of the control that opened it.
    await page.mouse.move(0, 0);
    await expectOpenedWithoutViolations(page, `${path}, ${view.name}`, sniffer);
    await page.keyboard.press('Escape');
    // Opening the next view from the page as it is costs no reload. Escape closes antd's dialogs, drawers and
    // menus; whatever stays open (a popconfirm) is left behind by reloading the page.
    const closed = await expect
      .poll(() => openedShown(page), { timeout: 2_000 })
      .toBe(0)
      .then(
        () => true,
        () => false,
      );
    if (!closed) {
      tally.reloads += 1;
      await page.goto(path);
      await expect(heading).toBeVisible();
    }
    await settled(page);
  }
  await checkTabs(page, path, sniffer);
}

/** The settings drawer, the command palette and the sign-out dialog over the orders list. */
async function checkOverlays(page: Page, sniffer: boolean) {
  await page.goto('/odrs/orders');
  await settled(page);
  await page.getByTestId('settings-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectOpenedWithoutViolations(page, 'the settings drawer', sniffer);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings-drawer')).toBeHidden();
  // (Ctrl+K is the keyboard journey's: keyboard.spec.ts.)
  await page.getByTestId('palette-button').click();
  await expect(page.getByTestId('palette-input')).toBeFocused();
  await expectOpenedWithoutViolations(page, 'the command palette', sniffer);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('palette-input')).toBeHidden();
  await page.getByTestId('user-menu').click();
  await pickMenuItem(page.getByRole('menuitem', { name: /Sign out|退出登录/ }));
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectOpenedWithoutViolations(page, 'the sign-out confirm', sniffer);
}
