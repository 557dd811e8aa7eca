import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, LIMITED, openPopup, pickMenuItem, registerAccount, signIn } from './support';

/** A category's row in the tree (by its code's test id). */
const row = (page: Page, code: string) =>
  page
    .getByTestId('categories-table')
    .locator('tr.ant-table-row', { has: page.getByTestId(`category-${code}`) });

/** Waits until the list answered and the table is not busy. */
async function settled(page: Page, name: 'categories' | 'tags') {
  await expect(page.getByTestId(`${name}-list`)).toHaveAttribute('aria-busy', 'false');
}

/** Fills the open category or tag form and saves it. */
async function fillForm(
  page: Page,
  form: 'category' | 'tag',
  values: { code: string; name: string; zh?: string },
) {
  const dialog = page.getByTestId(`${form}-form`);
  await dialog.getByLabel('Code').fill(values.code);
  await dialog.getByLabel(/^Name \(English \(en\), default\)$/).fill(values.name);
  if (values.zh !== undefined) await dialog.getByLabel('Name (中文 (zh))').fill(values.zh);
}

async function createCategory(
  page: Page,
  values: { code: string; name: string; zh?: string },
  parent?: string,
) {
  if (parent) {
    await page.getByTestId(`category-more-${parent}`).click();
    await pickMenuItem(page.getByRole('menuitem', { name: 'Add subcategory' }));
  } else {
    await page.getByTestId('category-add').click();
  }
  await fillForm(page, 'category', values);
  const saved = page.waitForResponse(
    (r) => r.url().includes('/user/v1/sku/category') && r.request().method() === 'POST',
  );
  await page.getByTestId('category-save').click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByTestId('category-form')).toBeHidden();
  await expect(row(page, values.code)).toBeVisible();
  await settled(page, 'categories');
}

/**
 * Opens an sku page and waits until its list answered. A full load of the console and the area's code on this
 * shared machine can take longer than the default expect timeout, hence the longer wait for the page itself.
 */
async function open(page: Page, path: string, name: 'categories' | 'tags') {
  await page.goto(path);
  await expect(page.getByTestId(`${name}-page`)).toBeVisible({ timeout: 30_000 });
  await settled(page, name);
}

async function importFile(page: Page, csv: string) {
  await page.getByTestId('category-import').click();
  const checked = page.waitForResponse((r) => r.url().includes('/sku/category/import'));
  await page.getByTestId('sku-import-file').setInputFiles({
    name: 'categories.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await checked;
  await expect(page.getByTestId('sku-import-report')).toBeVisible();
}

test.describe('sku', () => {
  test('a category tree three deep, a moved branch, a coloured tag, names in two languages, a third language missing, CSV import and export', async ({
    page,
    request,
  }) => {
    // A long journey (a dozen round trips through dialogs) on a machine shared by several suites.
    test.setTimeout(300_000);
    // A shop of its own, offering English and Chinese.
    const account = await registerAccount(request, 'sku');
    const token = await apiSignIn(request, account);
    const link = await request.post('/api/common/v1/language/add/link', {
      headers: { 'x-authorization': token, appid: '18' },
      data: { codes: ['en', 'zh'] },
    });
    expect(link.ok()).toBe(true);
    await signIn(page, account);
    await open(page, '/sku/category', 'categories');
    await expect(page.getByText('No categories yet.')).toBeVisible();

    // Three deep: Clothing > Shirts > Polo, and Sale beside it.
    await createCategory(page, { code: 'clothing', name: 'Clothing', zh: '服装' });
    await createCategory(page, { code: 'shirts', name: 'Shirts', zh: '衬衫' }, 'clothing');
    await createCategory(page, { code: 'polo', name: 'Polo shirts', zh: '马球衫' }, 'shirts');
    await createCategory(page, { code: 'sale', name: 'Sale' });
    await expect(page.getByTestId('category-polo')).toHaveAttribute('data-depth', '2');
    await expect(row(page, 'sale').locator('[data-missing]')).toHaveAttribute('data-missing', 'zh');
    await expect(row(page, 'clothing').getByText('All languages')).toBeVisible();

    // The server's message on the field: a code already used.
    await page.getByTestId('category-add').click();
    await fillForm(page, 'category', { code: 'CLOTHING', name: 'Again' });
    await page.getByTestId('category-save').click();
    await expect(
      page.getByTestId('category-form').getByText('This code is already used in your shop'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Move the Shirts branch under Sale, by its menu.
    await page.getByTestId('category-more-shirts').click();
    await pickMenuItem(page.getByRole('menuitem', { name: 'Move…' }));
    const parent = page.getByTestId('move-parent');
    await parent.click();
    const found = page.waitForResponse(
      (r) => r.url().includes('/sku/category/list') && r.url().includes('keyword=sale'),
    );
    await page.keyboard.type('sale');
    await found;
    await pickMenuItem(page.locator('.ant-select-item-option', { hasText: 'Sale (sale)' }));
    await page.getByTestId('move-save').click();
    await expect(page.getByText('Moved')).toBeVisible();
    await settled(page, 'categories');
    await expect(page.getByTestId('category-shirts')).toHaveAttribute('data-depth', '1');
    await expect(page.getByTestId('category-polo')).toHaveAttribute('data-depth', '2');
    const order = await page
      .getByTestId('categories-table')
      .locator('[data-testid^="category-"][data-depth]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-testid')));
    expect(order).toEqual(['category-clothing', 'category-sale', 'category-shirts', 'category-polo']);

    // And by drag: Polo onto Clothing goes inside it.
    const moved = page.waitForResponse((r) => r.url().includes('/move') && r.ok());
    await row(page, 'polo').dragTo(row(page, 'clothing'));
    await moved;
    await settled(page, 'categories');
    await expect(page.getByTestId('category-polo')).toHaveAttribute('data-depth', '1');
    await expect(row(page, 'clothing')).toContainText('Clothing');

    // A tag with a colour and names in both languages.
    await open(page, '/sku/tag', 'tags');
    await expect(page.getByText('No tags yet.')).toBeVisible();
    await page.getByTestId('tag-add').click();
    // The dialog opens with the focus on its first field: typing goes in at once.
    await expect(page.getByTestId('tag-form').getByLabel('Code')).toBeFocused();
    await fillForm(page, 'tag', { code: 'summer', name: 'Summer', zh: '夏季' });
    await page.getByTestId('tag-color').click();
    const hex = page.locator('.ant-color-picker-input input').first();
    await hex.fill('ff5500');
    await hex.press('Enter');
    await page.getByTestId('tag-color').click();
    await expect(page.locator('.ant-color-picker-input')).toBeHidden();
    await page.getByTestId('tag-save').click();
    await expect(page.getByTestId('tag-summer')).toHaveAttribute('data-color', '#ff5500');
    await expect(page.getByTestId('tags-table').getByText('夏季')).toBeVisible();

    // The shop links Spanish in Account: every row reports it missing.
    await page.goto('/account');
    const languages = page.getByTestId('account-languages');
    await expect(languages).toBeVisible({ timeout: 30_000 });
    await openPopup(languages.getByRole('combobox'));
    await pickMenuItem(page.locator('.ant-select-item-option', { hasText: 'Spanish' }));
    await page.keyboard.press('Escape');
    await languages.getByTestId('language-add').click();
    await expect(languages.getByTestId('language-es')).toBeVisible();
    await open(page, '/sku/tag', 'tags');
    await expect(page.getByTestId('tags-table').locator('[data-missing="es"]')).toBeVisible();
    await open(page, '/sku/category', 'categories');
    await expect(row(page, 'clothing').locator('[data-missing]')).toHaveAttribute('data-missing', 'es');
    await expect(row(page, 'sale').locator('[data-missing]')).toHaveAttribute('data-missing', 'zh,es');
    // The filter "missing in Spanish" lists them.
    await open(page, '/sku/category?missing=es', 'categories');
    await expect(page.getByTestId('categories-total')).toContainText('4');

    // Import with one bad line: refused with its line number, nothing applied.
    await open(page, '/sku/category', 'categories');
    await importFile(
      page,
      'code,parent_code,name,name_zh,name_es\nhats,clothing,Hats,帽子,Sombreros\nbad code,,Bad,,\n',
    );
    await expect(page.getByTestId('sku-import-report')).toHaveAttribute('data-valid', 'false');
    await expect(page.getByTestId('sku-import-error')).toHaveText(/^Line 3: Code must be/);
    await expect(page.getByTestId('sku-import-apply')).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('category-hats')).toHaveCount(0);

    // A good one: checked, then applied.
    await importFile(
      page,
      'code,parent_code,name,name_zh,name_es\nhats,clothing,Hats,帽子,Sombreros\nsale,,Sale,特卖,Rebajas\n',
    );
    await expect(page.getByTestId('sku-import-report')).toHaveAttribute('data-valid', 'true');
    await expect(page.getByTestId('sku-import-change')).toHaveCount(2);
    await page.getByTestId('sku-import-apply').click();
    await expect(page.getByText('Imported: 1 created, 1 updated')).toBeVisible();
    await settled(page, 'categories');
    // Hats went under Clothing, whose branch is closed since the page was opened again.
    await row(page, 'clothing')
      .getByRole('button', { name: /expand/i })
      .click();
    await expect(row(page, 'hats')).toBeVisible();
    await expect(page.getByTestId('category-hats')).toHaveAttribute('data-depth', '1');
    await expect(row(page, 'sale').getByText('All languages')).toBeVisible();

    // Export: the file is the tree, parents first, with every language.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    expect(text.trim().split('\r\n')).toEqual([
      'code,parent_code,name,name_zh,name_es',
      'clothing,,Clothing,服装,',
      'polo,clothing,Polo shirts,马球衫,',
      'hats,clothing,Hats,帽子,Sombreros',
      'sale,,Sale,特卖,Rebajas',
      'shirts,sale,Shirts,衬衫,',
    ]);
  });

  test("a category's ⋮ menu by keyboard: Enter opens it on its first item, the arrows move, Escape and Tab close it, Enter chooses", async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'sku-keys');
    const token = await apiSignIn(request, account);
    for (const code of ['first', 'second']) {
      const made = await request.post('/api/user/v1/sku/category', {
        headers: { 'x-authorization': token, appid: '18' },
        data: { code, name: code === 'first' ? 'First' : 'Second', parentId: null },
      });
      expect(made.ok()).toBe(true);
    }
    await signIn(page, account);
    await open(page, '/sku/category', 'categories');
    const order = () =>
      page
        .getByTestId('categories-table')
        .locator('[data-testid^="category-"][data-depth]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-testid')));
    expect(await order()).toEqual(['category-first', 'category-second']);

    const more = page.getByTestId('category-more-first');
    await expect(more).toHaveAttribute('aria-haspopup', 'menu');
    /** The menu the button opened (its id is the button's aria-controls). */
    const menu = async () => page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    const item = async (name: string | RegExp) => (await menu()).getByRole('menuitem', { name });

    // Enter opens it with the focus on its first item; the arrows move; Escape closes it, the focus on the button.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(await item(/Add subcategory/)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(await item(/Move…/)).toBeFocused();
    const opened = await menu();
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    // Tab closes it and goes on from the button: the focus is not lost in a closed menu.
    await page.keyboard.press('Enter');
    await expect(await item(/Add subcategory/)).toBeFocused();
    const tabbed = await menu();
    await page.keyboard.press('Tab');
    await expect(tabbed).toBeHidden();
    expect(
      await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null),
    ).toBe(true);
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    // Arrow Down opens it too; down past "Move up" (off on the first row) to "Move down", and Enter chooses it.
    await more.focus();
    await page.keyboard.press('ArrowDown');
    await expect(await item(/Add subcategory/)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(await item(/Move down/)).toBeFocused();
    const moved = page.waitForResponse((r) => r.url().includes('/move') && r.request().method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await moved).ok()).toBe(true);
    await settled(page, 'categories');
    await expect.poll(order).toEqual(['category-second', 'category-first']);
    // The menu closed once, the focus back on its button (Enter did not press the button again).
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();

    // A dialog the menu opens (Move…) gives the focus back to the button when Escape closes it.
    await page.keyboard.press('Enter');
    await expect(await item(/Add subcategory/)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(await item(/Move…/)).toBeFocused();
    const chosenFrom = await menu();
    await page.keyboard.press('Enter');
    const moveDialog = page.getByRole('dialog', { name: /Move/ });
    await expect(moveDialog).toBeVisible();
    // Escape goes to the topmost layer: until the menu has finished closing (its leave motion), that is the menu.
    await expect(chosenFrom).toHaveCount(0);
    await expect
      .poll(() => moveDialog.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(moveDialog).toBeHidden();
    await expect(more).toBeFocused();
  });

  test('limited@example.com has no sku perm: the page says so and offers no edits', async ({ page }) => {
    await signIn(page, LIMITED);
    await page.goto('/sku/category');
    await expect(page.getByTestId('sku-languages-error')).toContainText('does not have permission', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('category-add')).toHaveCount(0);
  });
});
