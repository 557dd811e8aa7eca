import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, trackCaptcha } from './support';

/**
 * The console by keyboard alone, with the watermark on: sign in, open a page from the menu, use a tab's context
 * menu, the command palette, a table's row action and its confirm dialog. After every key the focus must be on
 * something a person can see: not on <body> (lost), not inside the watermark layer, in the viewport, and drawn
 * with a focus indicator (an outline or a ring).
 */

/** What the focused element looks like, read in the page. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { lost: true } as const;
    const box = element.getBoundingClientRect();
    // The ring may be drawn on the field's frame (an input inside its wrapper or a select's box, :focus-within): the
    // element or one of its four nearest ancestors.
    const ringed = (node: Element | null): boolean => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
    };
    const watermark = document.querySelector('[data-testid="watermark"]');
    return {
      lost: false,
      name: `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}`,
      inWatermark: Boolean(watermark?.contains(element)),
      inViewport: box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth,
      // The page area (<main>, tabindex -1) takes the focus by script after a navigation, so that what is read next is
      // the new page; it is not a control (WCAG 2.4.7 asks an indicator of controls) and draws none on purpose.
      indicated:
        element.id === 'main-content' ||
        !element.matches(':focus-visible') ||
        [0, 1, 2, 3, 4].some((up) => {
          let node: Element | null = element;
          for (let step = 0; step < up && node; step += 1) node = node.parentElement;
          return ringed(node);
        }),
    } as const;
  });
}

async function expectVisibleFocus(page: Page) {
  const state = await focusState(page);
  expect(state.lost, 'focus is on something, not <body>').toBe(false);
  if (state.lost) return;
  expect(state.inWatermark, `${state.name}: not inside the watermark`).toBe(false);
  expect(state.inViewport, `${state.name}: in view`).toBe(true);
  expect(state.indicated, `${state.name}: a visible focus indicator`).toBe(true);
}

/** Presses a key and checks the focus after it. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectVisibleFocus(page);
}

/** Presses Tab (Shift+Tab `backwards`) until `target` has the focus (at most `limit` times), checking every stop. */
async function tabTo(page: Page, target: Locator, limit = 40, backwards = false) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await press(page, backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard only', () => {
  test.use({ colorScheme: 'light' });

  test('sign in, menu, tab context menu, palette, a row action and its dialog, with the watermark on', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      if (!localStorage.getItem('settings'))
        localStorage.setItem('settings', JSON.stringify({ theme: 'light', watermarkEnabled: true }));
    });
    const answer = trackCaptcha(page);
    await page.goto('/login');

    // Sign in: the email box has the focus on arrival.
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(ADMIN.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(ADMIN.password);
    await tabTo(page, page.getByLabel('Verify Code'));
    await page.keyboard.type(await answer());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dash/);
    await expect(page.getByTestId('watermark')).toBeAttached();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

    // The sign-in form went away with the focus: the page area holds it now, not <body>. Back from there through the
    // header and the menu, the first stop of all is the way past them.
    await expect(page.locator('#main-content')).toBeFocused();
    const skip = page.getByRole('link', { name: 'Skip to the page' });
    await tabTo(page, skip, 60, true);
    await expect(skip).toBeInViewport();

    // A page from the menu: into the menu, down to Orders, open it, down to Order Management, open it.
    // The menu is one Tab stop (its list); the arrow keys move between its entries.
    const menu = page.getByRole('navigation', { name: 'Main menu' }).getByRole('menu').first();
    await tabTo(page, menu);
    const orders = menu.getByRole('menuitem', { name: 'Orders' });
    // Two rounds of the menu at most: under load, an entry the sidebar is re-rendering at that moment is passed over
    // by antd's arrow keys (seen in CI: Resources, then booking), and is reached on the next round, as a person would.
    const entries = await menu.getByRole('menuitem').count();
    for (
      let step = 0;
      step < 2 * entries && !(await orders.evaluate((e) => e === document.activeElement));
      step += 1
    )
      await press(page, 'ArrowDown');
    await expect(orders).toBeFocused();
    await press(page, 'Enter');
    const orderList = menu.getByRole('menuitem', { name: 'Order Management' });
    await expect(orderList).toBeVisible();
    for (
      let step = 0;
      step < 10 && !(await orderList.evaluate((e) => e === document.activeElement));
      step += 1
    )
      await press(page, 'ArrowDown');
    await press(page, 'Enter');
    await expect(page).toHaveURL(/\/odrs\/orders/);

    // The tabs' context menu from the keyboard (Shift+F10), Close Others, and focus back on the tab.
    const ordersTab = page.getByRole('tab', { name: 'Order Management' });
    await tabTo(page, ordersTab);
    await press(page, 'Shift+F10');
    const contextMenu = page.getByTestId('tab-context-menu');
    await expect(contextMenu.getByRole('menuitem', { name: 'Refresh' })).toBeFocused();
    for (let step = 0; step < 6; step += 1) {
      if (
        await contextMenu
          .getByRole('menuitem', { name: 'Close Others' })
          .evaluate((e) => e === document.activeElement)
      )
        break;
      await press(page, 'ArrowDown');
    }
    await press(page, 'Enter');
    await expect(page.getByRole('tab')).toHaveText(['Dashboard', 'Order Management']);
    await expect(ordersTab).toBeFocused();

    // The command palette: Ctrl+K, type, Enter.
    await press(page, 'Control+k');
    await expect(page.getByTestId('palette-input')).toBeFocused();
    await page.keyboard.type('sku tags');
    // The palette closes and the page it opens takes the focus a moment later: asserted once it has, not between.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sku\/tag/);
    await expect(page.locator('#main-content')).toBeFocused();
    await press(page, 'Control+k');
    await page.keyboard.type('order management');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/odrs\/orders/);
    // The page opened from the search takes the focus (what had it before is on the page just left).
    await expect(page.locator('#main-content')).toBeFocused();

    // A table's row action and its confirm dialog: Escape closes it, nothing changes, focus returns to the button.
    const confirm = page.locator('[data-testid^="confirm-SO"]').first();
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm, 120);
    await press(page, 'Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
        message: 'the dialog takes the focus',
      })
      .toBe(true);
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(confirm).toBeFocused();
    await expectVisibleFocus(page);
  });
});
