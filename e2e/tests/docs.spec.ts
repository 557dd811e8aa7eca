import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { settled } from './console-pages';
import { ADMIN, apiSignIn, HOST_PORT, LIMITED, openPalette } from './support';

/**
 * Docs and Resources (docs/docs-and-resources.md): help each area ships with its remote, found from the page's help
 * button and from Ctrl+K in the reader's language; the Resources pages for page builders, refused without their perm;
 * and help changed by deploying its remote alone.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

/** Opens the console signed in (a token from the API) in `language`. */
async function openSignedIn(
  page: Page,
  token: string,
  language: 'en' | 'zh',
  theme: 'light' | 'dark' = 'light',
) {
  await page.addInitScript(
    ([value, lang, settings]) => {
      localStorage.setItem('accessToken', value);
      localStorage.setItem('language', lang);
      localStorage.setItem('settings', settings);
    },
    [token, language, JSON.stringify({ theme })] as const,
  );
}

async function expectNoSeriousViolations(page: Page, where: string) {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect.soft(serious, `axe on ${where}`).toEqual([]);
}

test.describe('Docs', () => {
  test.describe.configure({ timeout: 90_000 });

  test("in zh: Ctrl+K finds a help page by its text, the orders page's help button opens its help, links stay in the app", async ({
    page,
    request,
  }) => {
    await openSignedIn(page, await apiSignIn(request, ADMIN), 'zh');
    await page.goto('/odrs/orders');
    await expect(page.getByTestId('orders-list')).toBeVisible({ timeout: 30_000 });

    // The header's help button (named in zh) opens the orders help, in zh.
    const help = page.getByTestId('help-button');
    await expect(help).toHaveAccessibleName('本页帮助');
    await help.click();
    await expect(page).toHaveURL(/\/docs\/orders\/orders$/);
    const body = page.getByTestId('help-body');
    await expect(body.getByRole('heading', { name: '确认收款' })).toBeVisible();
    // The contents list every area's help, the open page's headings under it; a heading link goes to its section.
    const contents = page.getByTestId('docs-contents');
    await expect(contents.getByRole('link', { name: '订单', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await contents.getByRole('link', { name: '导出' }).click();
    await expect(body.getByRole('heading', { name: '导出' })).toBeFocused();

    // A link to a console page inside the help opens it in the app (no page load: the marker survives).
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await body.getByRole('link', { name: '订单管理' }).click();
    await expect(page).toHaveURL(/\/odrs\/orders$/);
    await expect(page.getByTestId('orders-list')).toBeVisible();
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);

    // Ctrl+K: a phrase only the help's text holds ("cannot be undone here", in zh) finds that help page.
    const input = await openPalette(page);
    await input.fill('无法在此撤销');
    const option = page.getByRole('option').first();
    await expect(option).toContainText('帮助');
    await expect(option).toContainText('/docs/orders/orders');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/orders\/orders$/);
    await expect(
      page.getByTestId('help-body').getByRole('heading', { name: '订单', exact: true }),
    ).toBeVisible();
  });

  test('the pkg help names the project page as the page with a route parameter; Docs pages pass axe, light en and dark zh', async ({
    page,
    request,
  }) => {
    const token = await apiSignIn(request, ADMIN);
    await openSignedIn(page, token, 'en');
    await page.goto('/docs/pkg/projects');
    await expect(page.getByTestId('help-body')).toContainText('/pkg/project/<id>');
    await expect(page.getByTestId('help-body')).toContainText('route parameter');
    for (const path of ['/docs', '/docs/pkg/projects']) {
      await page.goto(path);
      await expect(page.getByTestId('docs-contents').getByRole('link').first()).toBeVisible();
      await expectNoSeriousViolations(page, `${path}, light, en`);
    }
    const darkContext = await page
      .context()
      .browser()!
      .newContext({
        colorScheme: 'dark',
        baseURL: new URL(page.url()).origin,
      });
    const dark = await darkContext.newPage();
    await openSignedIn(dark, token, 'zh', 'dark');
    for (const path of ['/docs', '/docs/orders/orders']) {
      await dark.goto(path);
      await expect(dark.getByTestId('docs-contents').getByRole('link').first()).toBeVisible();
      await expectNoSeriousViolations(dark, `${path}, dark, zh`);
    }
    await darkContext.close();
  });

  test('a new help page text ships by deploying its remote alone, and goes with its rollback', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const helpFile = path.join(ROOT, 'remote-sku/help/en/categories.md');
    const original = readFileSync(helpFile, 'utf8');
    const marker = `Deployed help ${Date.now().toString(36)}`;
    const delivery = (command: 'deploy' | 'rollback') =>
      run(process.execPath, [path.join(ROOT, 'scripts/deploy.mjs'), command, 'sku'], {
        cwd: ROOT,
        env: { ...process.env, PORT: String(HOST_PORT), NODE_ENV: 'production' },
        maxBuffer: 64 * 1024 * 1024,
      });
    await openSignedIn(page, await apiSignIn(request, ADMIN), 'en');
    await page.goto('/docs/sku/categories');
    await expect(page.getByTestId('help-body')).toContainText('Import and export');
    await expect(page.getByText(marker)).toHaveCount(0);

    writeFileSync(helpFile, `${original}\n${marker}.\n`);
    try {
      await delivery('deploy');
    } finally {
      writeFileSync(helpFile, original);
    }
    try {
      await page.reload();
      await expect(page.getByTestId('help-body')).toContainText(marker, { timeout: 30_000 });
    } finally {
      await delivery('rollback');
    }
    await page.reload();
    await expect(page.getByTestId('help-body')).toContainText('Import and export', { timeout: 30_000 });
    await expect(page.getByText(marker)).toHaveCount(0);
  });
});

test.describe('Resources', () => {
  test.describe.configure({ timeout: 90_000 });

  test('icons: a click copies the name, "Copied" for 1500 ms; the upload refuses a too-large file; the form shows server field errors', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, await apiSignIn(request, ADMIN), 'en');
    await page.goto('/resources/icons');
    await page.getByTestId('icon-search').getByRole('searchbox').fill('shopping cart');
    const icon = page.getByTestId('icon-ShoppingCartOutlined');
    await expect(icon).toBeVisible();
    await expect(page.getByTestId('icon-HomeOutlined')).toHaveCount(0);

    // Timed in the page: from the click until the copied state ends (the timer starts after the click).
    const copiedFor = icon.evaluate(
      (button) =>
        new Promise<number>((resolve) => {
          let clickedAt = 0;
          let shown = false;
          button.addEventListener('click', () => (clickedAt = performance.now()), { capture: true });
          new MutationObserver(() => {
            if (button.getAttribute('data-copied') === 'true') shown = true;
            else if (shown) resolve(performance.now() - clickedAt);
          }).observe(button, { attributes: true, attributeFilter: ['data-copied'] });
        }),
    );
    await icon.click();
    await expect(icon).toHaveAttribute('data-copied', 'true');
    await expect(icon).toContainText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ShoppingCartOutlined');
    const copiedMs = await copiedFor;
    expect(copiedMs).toBeGreaterThanOrEqual(1500);
    expect(copiedMs).toBeLessThan(2500);
    await expect(icon).not.toContainText('Copied');

    await page.goto('/resources/components');
    // Each snippet is its sample's own source, so the code a builder copies is the code that runs.
    await expect(page.getByLabel('Code: List page', { exact: true })).toContainText(
      'export default function ListSample()',
    );
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(2 * 1024 * 1024 + 1),
    ]);
    await page
      .getByTestId('sample-upload-input')
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByTestId('sample-upload-error')).toHaveText('The file size cannot exceed 2 MB');

    // The rich-text sample: what the server keeps drops the script link.
    await expect(page.getByTestId('sample-editor-preview')).toContainText('bank transfer');
    await expect(page.getByTestId('sample-editor-preview')).toContainText('A script link');
    await expect(page.getByTestId('sample-editor-preview').locator('a[href]')).toHaveCount(0);

    const form = page.getByTestId('sample-form');
    await form.getByLabel('Name').fill('Demo Shop');
    await form.getByLabel('Email').fill('builder@example.com');
    const answered = page.waitForResponse((r) => r.url().includes('/resources/sample-form'));
    await page.getByTestId('sample-form-check').click();
    expect((await answered).status()).toBe(400);
    await expect(form.locator('.ant-form-item-explain-error')).toHaveText('This name is already taken');
  });

  test('refused to limited@example.com: no menu entry, the page says why, the API answers 403', async ({
    page,
    request,
  }) => {
    const token = await apiSignIn(request, LIMITED);
    await openSignedIn(page, token, 'en');
    await page.goto('/resources/icons');
    await expect(page.getByTestId('resources-refused')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('icon-search')).toHaveCount(0);
    await expect(page.getByTestId('sidebar')).not.toContainText('Resources');
    const res = await request.post('/api/user/v1/resources/sample-form', {
      headers: { 'x-authorization': token },
      data: { name: 'Garden', email: 'a@example.com', count: 1 },
    });
    expect(res.status()).toBe(403);
  });
});
