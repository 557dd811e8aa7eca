import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/** The registered remotes' origins, read from the registry the console serves (a new area adds its own). */
async function remoteOrigins(page: Page): Promise<string[]> {
  const registry = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  return [...new Set(Object.values(registry).map((url) => new URL(url).origin))];
}

/** Every page a signed-in admin can open (README: the parts), and the public ones. */
const SIGNED_IN_PAGES = [
  '/dash',
  '/statis',
  '/odrs/cars',
  '/odrs/orders',
  '/sku/category',
  '/sku/tag',
  '/booking/list',
  '/pkg/pkg-list',
  '/pkg/project-list',
  '/pkg/pay-message',
  '/account',
  '/map',
];
const PUBLIC_PAGES = ['/login', '/login/register', '/login/forgot'];

/** Records every CSP violation of the page (the browser's securitypolicyviolation events and its console). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Opens a page as a new document and waits until it and its remote have loaded. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  // Loaded: no section still showing its loading spinner (its code and data are in).
  await expect(page.locator('.ant-spin-spinning').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByText('(unavailable)')).toHaveCount(0);
  await expect(page.getByText('This area could not be loaded')).toHaveCount(0);
}

test.describe('security headers', () => {
  test('the console sends its CSP (the registered remotes, no eval) and the other headers', async ({
    page,
  }) => {
    const origins = await remoteOrigins(page);
    expect(origins.length).toBeGreaterThanOrEqual(5);
    const response = await page.request.get('/login');
    const headers = response.headers();
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1) ?? [];
    const scriptSources = directive('script-src');
    expect(scriptSources).not.toContain("'unsafe-inline'");
    // Exactly this origin, the registered remotes and the inline scripts' hashes.
    expect(scriptSources.filter((source) => !source.startsWith("'sha256-")).sort()).toEqual(
      ["'self'", ...origins].sort(),
    );
    expect(directive('connect-src').sort()).toEqual(["'self'", ...origins].sort());
    // The remote sites and the API through the gateway carry the same protections.
    for (const url of [`${origins[1]}/mf-manifest.json`, '/api/api/v1/auth/captcha']) {
      const other = (await page.request.get(url)).headers();
      expect(other['x-frame-options']).toBe('DENY');
      expect(other['x-content-type-options']).toBe('nosniff');
    }
  });

  test('every page loads under the CSP without a violation', async ({ page }) => {
    test.setTimeout(300_000);
    const violations = await watchViolations(page);
    for (const path of PUBLIC_PAGES) await open(page, path);
    await signIn(page);
    for (const path of SIGNED_IN_PAGES) await open(page, path);
    expect(violations).toEqual([]);
  });
});
