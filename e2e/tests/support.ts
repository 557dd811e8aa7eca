import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { portPlan } from '../../remotes.mjs';

export const ADMIN = { email: 'admin@example.com', password: 'admin123' };
export const LIMITED = { email: 'limited@example.com', password: 'limited123' };
export const OTHER = { email: 'other@example.com', password: 'other123' };

export const HOST_PORT = Number(process.env.E2E_PORT ?? 9080);
/** Where each remote's site listens in this run: the port plan of `npm start`, from the list of remotes. */
const REMOTE_PORTS = portPlan({ PORT: String(HOST_PORT) }).remotes;
export const DASHBOARD_PORT = REMOTE_PORTS.dashboard as number;
export const SKU_PORT = REMOTE_PORTS.sku as number;

interface CaptchaBody {
  data: { captchaKey: string; testAnswer?: string };
}

/**
 * Reads the captcha answer the way the test hooks allow: the captcha response of a server started with
 * CONSOLE_TEST_HOOKS=1 carries `testAnswer`. Call before the action that loads a new image.
 */
export function nextCaptcha(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => response.url().includes('/api/v1/auth/captcha') && response.ok())
    .then(async (response) => {
      const body = (await response.json()) as CaptchaBody;
      if (!body.data.testAnswer) throw new Error('the server runs without CONSOLE_TEST_HOOKS=1');
      return body.data.testAnswer;
    });
}

/** Fills and submits the sign-in form at the current /login page. */
export async function submitSignIn(page: Page, email: string, password: string, answer: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Verify Code').fill(answer);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Follows every captcha the page loads and answers with the newest one, so a refresh of the image (a failed
 * attempt, a remount) never leaves a test typing a used-up answer.
 */
export function trackCaptcha(page: Page): () => Promise<string> {
  let latest = '';
  page.on('response', async (response) => {
    if (!response.url().includes('/api/v1/auth/captcha') || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as CaptchaBody | null;
    if (body?.data.testAnswer) latest = body.data.testAnswer;
  });
  return async () => {
    await expect.poll(() => latest, { message: 'a captcha was loaded' }).not.toBe('');
    return latest;
  };
}

/** The dashboard's five charts (remote-dashboard), each drawn on a canvas. */
const DASHBOARD_CHARTS = ['sales-chart', 'funnel-chart', 'origin-chart', 'devices-chart', 'projects-chart'];

/** Waits until every chart of the dashboard has drawn its canvas. */
export async function dashboardChartsDrawn(page: Page) {
  for (const id of DASHBOARD_CHARTS)
    await expect(page.getByTestId(id).locator('canvas').first()).toBeVisible();
}

/** Errors the page logs to its console (React reports hydration mismatches there) and uncaught page errors. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Opens `path` signed out, signs in from the login page it lands on, and waits to leave /login. */
export async function signIn(
  page: Page,
  account: { email: string; password: string } = ADMIN,
  path = '/login',
) {
  const answer = trackCaptcha(page);
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('captcha-image').locator('img')).toBeVisible();
  await submitSignIn(page, account.email, account.password, await answer());
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signs the admin in and waits for the dashboard, the page the console opens on. */
export async function signInToDashboard(page: Page) {
  await signIn(page);
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
}

/**
 * Opens the command palette with Ctrl+K and answers its input. The key is pressed again until the input has the
 * focus: a press that comes before the shell listens for the shortcut is lost.
 */
export async function openPalette(page: Page): Promise<Locator> {
  const input = page.getByTestId('palette-input');
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(input).toBeFocused({ timeout: 1000 });
  }).toPass();
  return input;
}

/**
 * Opens a popup (a select, a dropdown) from `trigger` with the trigger in the middle of the screen first: a trigger
 * at the bottom edge opened its list below the fold, Playwright scrolled the page to reach an option, the scroll made
 * the popup re-place itself, and the click landed where the option had been (an option never chosen).
 */
export async function openPopup(trigger: Locator) {
  await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await trigger.click();
}

/**
 * Clicks an item of a dropdown or context menu once the menu sits where a person sees it. rc-trigger draws a popup
 * off-screen until it has measured it, then moves it into place; on a loaded machine Playwright found the item
 * "stable" before that move ended, scrolled to it and clicked where it no longer was: the user menu stayed open and no
 * Sign out dialog came (the trace: the item at the top edge at the click, the popup 88 px lower after it).
 */
export async function pickMenuItem(item: Locator) {
  // Never let the click scroll the page (that re-places the popup): the item must already be fully in view.
  await expect(item).toBeInViewport({ ratio: 1 });
  // Nor press while the popup still slides open: the list moved under the pointer between the press and the release,
  // and the click landed on neither option (a trace: pressed on "Cafés" at y 426, the list 28 px higher by the
  // release, no folder chosen, the list left open). The popup's own finite animations are awaited, not a time.
  await item.evaluate((element) => {
    const popup = element.closest('.ant-select-dropdown, .ant-dropdown, .ant-popover') ?? element;
    const running = popup
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    return Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
  await expect(item).toBeInViewport({ ratio: 1 });
  await item.click();
}

export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await pickMenuItem(page.getByRole('menuitem', { name: 'Sign out' }));
  // Signing out reloads the page after the router has already gone to /login: until that load, a step in the
  // page may run in the document the reload throws away ("Execution context was destroyed").
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'OK' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/login/);
}

// ---- helpers of the sign-in variants, account and map specs ----------------------------------------------------

/** A fresh address per call, unique across runs on the same server. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}

/** Registers a new tenant and its admin through the API (the same call the Register variant makes). */
export async function registerAccount(
  request: APIRequestContext,
  prefix: string,
  password = 'first-pass1',
): Promise<{ email: string; password: string; name: string; lastName: string }> {
  const account = { email: freshEmail(prefix), password, name: 'Erin', lastName: 'Tester' };
  const res = await request.post('/api/open/user/v1/customer/register/shop/register', { data: account });
  expect(res.ok()).toBe(true);
  return account;
}

/** Signs in through the API (captcha answer from the test hook); returns the session token. */
export async function apiSignIn(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const captcha = (await (await request.get('/api/api/v1/auth/captcha')).json()) as CaptchaBody;
  const res = await request.post('/api/open/user/v1/customer/login/shop/login', {
    data: {
      email: account.email,
      password: account.password,
      captchaKey: captcha.data.captchaKey,
      captchaCode: captcha.data.testAnswer,
    },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/**
 * What `pattern` finds in the newest message sent to `to` (an email or a mobile number), read through the outbox
 * test hook: its first group, else the whole match. Polled: messages go out after the API has answered.
 */
export async function fromLatestMessage(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/test/outbox?email=${encodeURIComponent(to)}`);
      const { data } = (await res.json()) as { data: { list: { text: string }[] } };
      const match = pattern.exec(data.list[0]?.text ?? '');
      found = match?.[1] ?? match?.[0] ?? '';
      return found;
    })
    .not.toBe('');
  return found;
}

/** The newest 6-digit code sent to `to` (an email or a mobile number). */
export const latestCode = (request: APIRequestContext, to: string) =>
  fromLatestMessage(request, to, /\b(\d{6})\b/);

/**
 * The sign-up link (`http://.../invite?token=...`) of the newest invitation mailed to `email`, whole: opening it
 * proves it names the console's address (the API's own port would answer 404).
 */
export const invitationLink = (request: APIRequestContext, email: string) =>
  fromLatestMessage(request, email, /https?:\/\/[^\s/]+\/invite\?token=[A-Za-z0-9_-]+/);

/**
 * How a button's label fits, measured in the page: `overflow` px of label cut off, `textInside` the label within
 * the content box (not run into padding and border), `inCard` the button within its container `containerTestId`.
 */
export function buttonFit(button: Locator, containerTestId: string) {
  return button.evaluate((element, container) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const inset = (side: 'Left' | 'Right') =>
      parseFloat(style[`padding${side}`]) + parseFloat(style[`border${side}Width`]);
    const text = element.querySelector('span')!.getBoundingClientRect();
    const card = element.closest(`[data-testid="${container}"]`)!.getBoundingClientRect();
    return {
      overflow: Math.max(0, element.scrollWidth - element.clientWidth),
      textInside:
        text.left >= box.left + inset('Left') - 0.5 && text.right <= box.right - inset('Right') + 0.5,
      inCard: box.left >= card.left && box.right <= card.right,
    };
  }, containerTestId);
}
