import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiOf, areaPaths, settled } from './console-pages';
import { ADMIN, apiSignIn } from './support';

/**
 * Chinese everywhere: with the language set to zh, no page shows English, in its visible text or in its accessible
 * names (aria-label, title, alt, placeholder), including what antd, dayjs and Leaflet draw. A word of Latin letters
 * only is a finding unless it is
 * - content: it occurs in the data the page received from the API (project names, emails, the demo shop's words),
 * - a code: written in capitals (CSV, SKU, UTC, QR, USD),
 * - a part's package name (remote-dashboard), or one of the few proper names, units and keys below,
 * - code shown as code (in <code> or <pre>: snippets and icon names are the same in every language).
 */
const ALLOWED = new Set([
  // The map's data sources, named as their licences ask.
  'Leaflet',
  'Natural',
  'Earth',
  'OpenStreetMap',
  // Image formats, named as their makers name them.
  'WebP',
  // Units (a file size in Account: "23.9 kB").
  'px',
  'km',
  'kg',
  'kB',
  // Keys, named as printed on the keyboard (Chinese software writes "按 Ctrl+K" too).
  'Ctrl',
]);

/** A part of the console named by its package (the error panel's "由 remote-dashboard 提供"): a code. */
const PACKAGE_NAME = /\bremote-[a-z]+\b/g;

const LATIN_WORD = /[A-Za-z][A-Za-z'’]*/g;

/**
 * Every word of every string in the API's answers (the `data` of the envelopes): what the person typed or owns.
 * A body is read after its response event, so `read()` waits for the reads still running: the page may already show
 * a row whose answer this side has not parsed yet.
 */
function collectContentWords(page: Page): { words: Set<string>; read: () => Promise<Set<string>> } {
  const words = new Set<string>();
  const reading = new Set<Promise<void>>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') for (const word of value.match(LATIN_WORD) ?? []) words.add(word);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const done = response
      .json()
      .catch(() => null)
      .then((body: { data?: unknown } | null) => visit(body?.data))
      .finally(() => reading.delete(done));
    reading.add(done);
  });
  return {
    words,
    read: async () => {
      while (reading.size > 0) await Promise.all(reading);
      return words;
    },
  };
}

/** The visible text and the accessible-name attributes of what is on screen, each with where it was found. */
function shownTexts(page: Page): Promise<{ text: string; where: string }[]> {
  return page.evaluate(() => {
    const out: { text: string; where: string }[] = [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      // Code shown as code (the Resources pages' snippets and icon names) is the same in every language.
      if (parent.closest('code, pre')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      out.push({ text, where: describe(parent) });
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      // What assistive technology is told to skip is not read out.
      if (element.closest('[aria-hidden="true"]')) continue;
      // A hidden control still names a thing for a screen reader when its parent shows (antd's checkbox inputs).
      if (!element.checkVisibility() && !element.parentElement?.checkVisibility()) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push({ text: value, where: `${describe(element)}[${name}]` });
      }
    }
    return out;
  });
}

function englishWords(text: string, content: Set<string>): string[] {
  return (text.replace(PACKAGE_NAME, '').match(LATIN_WORD) ?? []).filter(
    // Codes and acronyms (CSV, SKU, UTC, QR, ID) are written in capitals in both languages.
    (word) => !content.has(word) && !ALLOWED.has(word) && word.toUpperCase() !== word,
  );
}

/** The admin's session and the language zh stored before the first page loads; answers the token. */
async function signedInInChinese(page: Page, request: APIRequestContext): Promise<string> {
  const token = await apiSignIn(request, ADMIN);
  await page.addInitScript((value) => {
    localStorage.setItem('accessToken', value);
    localStorage.setItem('language', 'zh');
  }, token);
  return token;
}

test.describe('Chinese everywhere', () => {
  test.setTimeout(240_000);

  test('every signed-in page in zh shows no English text or accessible name', async ({ page, request }) => {
    const token = await signedInInChinese(page, request);
    const content = collectContentWords(page);
    // Besides the menu's pages: the booking calendar (dayjs's day names), Account and the map (Leaflet's buttons).
    const calendar = '/booking/list?view=calendar';
    const paths = [
      ...(await areaPaths(request, apiOf(request, token))),
      calendar,
      '/account',
      '/map',
      '/docs',
      '/docs/orders/orders',
    ];
    expect(paths.length).toBeGreaterThan(8);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await settled(page);
      if (path === calendar)
        await expect(page.getByTestId('booking-calendar').getByRole('listitem').first()).toContainText(
          /周[一二三四五六日]/,
        );
      if (path === '/map') await expect(page.getByRole('button', { name: '放大' })).toBeVisible();
      // Polled: antd's names are renamed by a lazily loaded watcher and answers may still be being read; English
      // that stays is a finding.
      const findings = async () => {
        const words = await content.read();
        const found = (await shownTexts(page))
          .map(({ text, where }) => ({ where, text, english: englishWords(text, words) }))
          .filter(({ english }) => english.length > 0)
          .map(({ where, text, english }) => `${where}: "${text.slice(0, 80)}" (${english.join(', ')})`);
        return [...new Set(found)];
      };
      await expect.soft.poll(findings, { message: `English on ${path} in zh`, timeout: 10_000 }).toEqual([]);
    }
  });

  test("a refusal of an area's API reads in Chinese, once, at its field", async ({ page, request }) => {
    await signedInInChinese(page, request);
    await page.goto('/booking/list?view=settings');
    await page.getByRole('button', { name: '编辑 Coffee Corner 的预约设置' }).click();
    const dialog = page.getByRole('dialog');
    // Allowed on the form, refused by the server: a 60-minute slot does not fit in half an hour. Nothing is saved.
    await dialog.getByLabel('开门').fill('09:00');
    await dialog.getByLabel('关门').fill('09:30');
    const answer = page.waitForResponse((response) => response.request().method() === 'PUT');
    await dialog.getByRole('button', { name: '保存' }).click();
    expect((await answer).status()).toBe(400);
    await expect(
      dialog.getByText('时段须为 15 到 480 分钟，且开门与关门之间至少放得下一个完整时段'),
    ).toBeVisible();
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  });
});
