import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { REMOTES } from '../../remotes.mjs';
import { pickMenuItem, signIn, signInToDashboard } from './support';

/** Opens the settings drawer from the header's gear. */
async function openSettings(page: Page): Promise<Locator> {
  await page.getByTestId('settings-button').click();
  const drawer = page.getByTestId('settings-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Signs in with the system's colour scheme light, so the theme "auto" starts light. */
async function signInLight(page: Page) {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page);
}

/** Clicks a colour swatch as a person does (the radio inside it is visually hidden). */
async function pickColor(drawer: Locator, color: string) {
  await drawer.locator(`label[title="${color}"]`).click();
  await expect(drawer.getByRole('radio', { name: color, exact: true })).toBeChecked();
}

async function storedSettings(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, unknown>);
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/** Mean brightness (0-255) and the share of pixels near `rgb` in a PNG, measured in the page's own canvas. */
async function analysePng(page: Page, png: Buffer, rgb: [number, number, number] = [0, 0, 0]) {
  return page.evaluate(
    async ({ base64, target }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let sum = 0;
      let near = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        sum += (r + g + b) / 3;
        if (Math.abs(r - target[0]) + Math.abs(g - target[1]) + Math.abs(b - target[2]) < 30) near += 1;
      }
      const pixels = data.length / 4;
      return { brightness: sum / pixels, nearShare: near / pixels };
    },
    { base64: png.toString('base64'), target: rgb },
  );
}

/** antd's primary colour as seen inside an element (antd 6 resolves its tokens to CSS variables). */
const antPrimaryIn = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).getPropertyValue('--ant-color-primary').trim());

test.describe('settings and theme', () => {
  test('dark mode persists across a reload with no light flash (first paint is dark)', async ({
    page,
  }, testInfo) => {
    await signInLight(page);
    const drawer = await openSettings(page);
    await drawer.getByText('Dark', { exact: true }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect((await storedSettings(page)).theme).toBe('dark');

    // First paint: the page as it is before any of the app's JavaScript runs (every script bundle blocked).
    await page.route(/\/static\/js\/.*\.js$/, (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(0, 0, 0)',
    );
    const firstPaint = await page.screenshot();
    await testInfo.attach('first-paint-dark', { body: firstPaint, contentType: 'image/png' });
    // Dark: a black page, or the stored shell painted dark (its text brings it to ~13); light reads above 200.
    expect((await analysePng(page, firstPaint)).brightness).toBeLessThan(40);
    await page.unroute(/\/static\/js\/.*\.js$/);

    // And a real reload: dark already when the document is parsed, dark once the console is up.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.documentElement;
        (window as unknown as { firstFrame: unknown }).firstFrame = {
          dark: root.classList.contains('dark'),
          background: getComputedStyle(root).backgroundColor,
        };
      });
    });
    await page.reload();
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame)).toEqual({
      dark: true,
      background: 'rgb(0, 0, 0)',
    });
    expect(await isDark(page)).toBe(true);
    const settled = await page.screenshot();
    await testInfo.attach('after-load-dark', { body: settled, contentType: 'image/png' });
    expect((await analysePng(page, settled)).brightness).toBeLessThan(60);

    // The same first-paint check in light mode shows a light page: the check tells the two apart.
    await page.evaluate(() => {
      const settings = JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('settings', JSON.stringify({ ...settings, theme: 'light' }));
    });
    await page.route(/\/static\/js\/.*\.js$/, (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await isDark(page)).toBe(false);
    expect((await analysePng(page, await page.screenshot())).brightness).toBeGreaterThan(200);
  });

  test("About names the console's version (the spec's 1.0.0) and each area's deployed version", async ({
    page,
  }) => {
    const own = (dir: string) =>
      (
        JSON.parse(readFileSync(new URL(`../../${dir}/package.json`, import.meta.url), 'utf8')) as {
          version: string;
        }
      ).version;
    await signInToDashboard(page);
    const drawer = await openSettings(page);
    const about = drawer.getByTestId('settings-about');
    await about.scrollIntoViewIfNeeded();
    await expect(about.getByTestId('version-console')).toHaveText('Shop Console1.0.0');
    // Every area of the registry, with the version its build wrote into the menu.json it serves.
    for (const remote of REMOTES)
      await expect(about.getByTestId(`version-${remote.name}`)).toContainText(own(remote.dir));
    const dashboard = about.getByTestId('version-dashboard');
    await expect(dashboard.locator('dt')).toHaveText('Dashboard');
    await expect(dashboard.locator('dd').first()).toHaveText(own('remote-dashboard'));
    // With the build behind it: commit, time, and the contract versions it was built against (docs/deploy.md).
    await expect(about.getByTestId('build-dashboard')).toContainText(/^[0-9a-f]{7,}(\.dirty)?, built /);
    await expect(about.getByTestId('build-dashboard')).toContainText(
      'remote contract 1, @console/shared 0.1.0',
    );
  });

  test('auto follows the OS colour scheme, live', async ({ page }) => {
    await signInLight(page);
    expect((await storedSettings(page)).theme ?? 'auto').toBe('auto');
    expect(await isDark(page)).toBe(false);
    const card = page.getByTestId('metric-customers');
    const cardBackground = () => card.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await cardBackground()).toBe('rgb(255, 255, 255)');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => isDark(page)).toBe(true);
    // antd's dark algorithm reaches the remote page too.
    await expect.poll(cardBackground).toBe('rgb(20, 20, 20)');
    const drawer = await openSettings(page);
    await expect(drawer.getByText('Auto follows your system (now Dark).')).toBeVisible();

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);
    await expect.poll(cardBackground).toBe('rgb(255, 255, 255)');
    await expect(drawer.getByText('Auto follows your system (now Light).')).toBeVisible();
  });

  test('a theme colour change recolours the open remote page live, without a reload', async ({ page }) => {
    await signInLight(page);
    const dashboard = page.getByTestId('dashboard-page');
    const segmented = dashboard.locator('.ant-segmented');
    await expect(page.getByTestId('sales-chart')).toBeVisible();
    expect(await antPrimaryIn(segmented)).toBe('#6855ec');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    const drawer = await openSettings(page);
    await pickColor(drawer, '#F5222D');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // antd's token inside the remote's subtree, the console's CSS variables, and the remote's chart bars.
    await expect.poll(() => antPrimaryIn(segmented)).toBe('#f5222d');
    const root = page.locator('html');
    expect(
      await root.evaluate((el) => getComputedStyle(el).getPropertyValue('--console-primary').trim()),
    ).toBe('#f5222d');
    expect(
      await root.evaluate((el) => getComputedStyle(el).getPropertyValue('--console-primary-light-3').trim()),
    ).toBe('rgba(245, 34, 45, 0.7)');
    await expect
      .poll(
        async () =>
          (await analysePng(page, await page.getByTestId('sales-chart').screenshot(), [245, 34, 45]))
            .nearShare,
      )
      .toBeGreaterThan(0.002);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect((await storedSettings(page)).themeColor).toBe('#F5222D');

    // The progress bar runs in the theme colour on the next navigation. Its colour is read in the page as the bar
    // is added: the bar lives about a second, and a read from here could reach it already removed (a detached
    // element's computed style is empty).
    await page.evaluate(() => {
      const seen = window as unknown as { progressColour?: string };
      new MutationObserver((records, observer) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLElement) || node.dataset.testid !== 'progress') continue;
            seen.progressColour = getComputedStyle(node.firstElementChild as Element).backgroundColor;
            observer.disconnect();
          }
      }).observe(document.body, { childList: true });
    });
    await page.getByTestId('sidebar').getByText('Statistics').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { progressColour?: string }).progressColour))
      .toBe('rgb(245, 34, 45)');
    await expect(page.getByTestId('progress')).not.toBeAttached();
  });

  test('the watermark lies over an open dialog and comes back when removed', async ({ page }) => {
    await signIn(page);
    const drawer = await openSettings(page);
    await drawer.getByLabel('Show watermark').click();
    const watermark = page.getByTestId('watermark');
    await expect(watermark).toBeAttached();
    // Default text: who is looking.
    const svg = await watermark.evaluate((el) => decodeURIComponent(getComputedStyle(el).backgroundImage));
    expect(svg).toContain('admin@example.com');
    expect(svg).toContain('Demo Shop');
    expect(svg).toContain('rgba(0,0,0,0.15)');

    await drawer.getByLabel('Watermark text').fill('Internal use only');
    await expect
      .poll(() => watermark.evaluate((el) => decodeURIComponent(getComputedStyle(el).backgroundImage)))
      .toContain('Internal use only');
    await page.keyboard.press('Escape');
    // The drawer is a dialog too: let it finish closing so only the confirmation below matches.
    await expect(drawer).toBeHidden();

    // A dialog: the sign-out confirmation.
    await page.getByTestId('user-menu').click();
    await pickMenuItem(page.getByRole('menuitem', { name: 'Sign out' }));
    const dialog = page.getByRole('dialog').filter({ hasText: 'Sign out of the console?' });
    await expect(dialog).toBeVisible();
    // Measure the box once the opening animation (it grows from the click point) has finished.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ),
    );
    const box = await dialog.boundingBox();
    if (!box) throw new Error('no dialog box');
    const hit = await page.evaluate(
      ({ x, y }) => {
        const layer = document.querySelector<HTMLElement>('[data-testid="watermark"]');
        if (!layer) return null;
        const style = getComputedStyle(layer);
        const before = { zIndex: style.zIndex, pointerEvents: style.pointerEvents, position: style.position };
        // pointer-events: none hides it from hit testing; let it be hit for one synchronous probe.
        layer.style.setProperty('pointer-events', 'auto', 'important');
        const top = document.elementFromPoint(x, y);
        const under = document.elementsFromPoint(x, y);
        return {
          onTop: top === layer,
          dialogBelow: under.some((el) => el.closest('[role="dialog"]') !== null),
          ...before,
        };
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toEqual({
      onTop: true,
      dialogBelow: true,
      zIndex: '9999',
      pointerEvents: 'none',
      position: 'fixed',
    });
    // The probe's change was undone, so clicks still reach the dialog.
    await expect.poll(() => watermark.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Casual removal from the developer tools does not last.
    await page.evaluate(() => document.querySelector('[data-testid="watermark"]')?.remove());
    await expect(watermark).toBeAttached();
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('[data-testid="watermark"]')?.style.setProperty('display', 'none'),
    );
    await expect.poll(() => watermark.evaluate((el) => getComputedStyle(el).display)).toBe('block');
    await expect(watermark).toHaveCount(1);

    // Readable in dark mode: light text.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(() => watermark.evaluate((el) => decodeURIComponent(getComputedStyle(el).backgroundImage)))
      .toContain('rgba(255,255,255,0.15)');
  });

  test('component size follows the setting on remote pages', async ({ page }) => {
    await signIn(page);
    const segmented = page.getByTestId('dashboard-page').locator('.ant-segmented');
    await expect(segmented).toBeVisible();
    await expect(segmented).not.toHaveClass(/ant-segmented-(lg|sm)/);
    const drawer = await openSettings(page);
    await drawer.getByText('Large', { exact: true }).click();
    await expect(segmented).toHaveClass(/ant-segmented-lg/);
    await drawer.getByText('Small', { exact: true }).click();
    await expect(segmented).toHaveClass(/ant-segmented-sm/);
    expect((await storedSettings(page)).size).toBe('small');
  });

  test('settings survive a reload, and the drawer works by keyboard and on a phone', async ({
    page,
  }, testInfo) => {
    await signInLight(page);
    const drawer = await openSettings(page);
    await pickColor(drawer, '#13C2C2');
    await pickColor(drawer, '#001529');
    await drawer.getByText('Top', { exact: true }).click();
    await drawer.getByLabel('Tags view').click();
    await drawer.getByText('Large', { exact: true }).click();
    await drawer.getByLabel('Show watermark').click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    const expected = {
      themeColor: '#13C2C2',
      bgColor: '#001529',
      layout: 'top',
      tagsView: false,
      size: 'large',
      watermarkEnabled: true,
      theme: 'auto',
      fixedHeader: true,
      sidebarLogo: true,
    };
    expect(await storedSettings(page)).toMatchObject(expected);

    await page.reload();
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    expect(await storedSettings(page)).toMatchObject(expected);
    const root = page.locator('html');
    const cssVar = (name: string) =>
      root.evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).trim(), name);
    expect(await cssVar('--console-primary')).toBe('#13c2c2');
    expect(await cssVar('--console-menu-bg')).toBe('#001529');
    expect(await cssVar('--console-logo-bg')).toBe('#000000');
    await expect(page.getByTestId('watermark')).toBeAttached();
    await expect(page.getByTestId('dashboard-page').locator('.ant-segmented')).toHaveClass(
      /ant-segmented-lg/,
    );

    // Keyboard: Ctrl + , opens the drawer, its controls take focus, Escape closes it.
    await page.keyboard.press('Control+Comma');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('radio', { name: '#13C2C2', exact: true })).toBeChecked();
    await expect(drawer.getByLabel('Tags view')).toHaveAttribute('aria-checked', 'false');
    await drawer.getByLabel('Tags view').focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await storedSettings(page)).tagsView).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // Reset to defaults.
    await page.keyboard.press('Control+Comma');
    await page.getByTestId('settings-reset').click();
    // The drawer is a dialog too: the confirmation is the one asking.
    const confirm = page.getByRole('dialog').filter({ hasText: 'Reset every setting to its default?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect
      .poll(() => storedSettings(page))
      .toMatchObject({
        themeColor: '#6855EC',
        bgColor: '#1B085B',
        layout: 'left',
        size: 'default',
        watermarkEnabled: false,
      });
    await expect(page.getByTestId('watermark')).not.toBeAttached();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(drawer).toBeHidden();

    // A phone: the drawer fits the screen and its content does not spill sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.keyboard.press('Control+Comma');
    await expect(drawer).toBeVisible();
    await expect
      .poll(async () => (await page.locator('.ant-drawer-content-wrapper').boundingBox())?.width)
      .toBeLessThanOrEqual(375);
    const body = page.locator('.ant-drawer-body');
    expect(await body.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect
      .poll(async () => {
        const box = await drawer.getByTestId('settings-layout').boundingBox();
        return box ? box.x >= 0 && box.x + box.width <= 375 : false;
      })
      .toBe(true);
    await testInfo.attach('drawer-on-a-phone', { body: await page.screenshot(), contentType: 'image/png' });
  });
});
