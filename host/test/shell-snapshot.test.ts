import { clearToken, setToken } from '@console/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { shellBodyScript, shellHeadScript } from '../src/boot/shell-script';
import { quietStylesheetLinks } from './fixtures';
import { MAIN_CONTENT_ID } from '../src/components/main-content';
import { forgetShell, saveShell, takeDownShell } from '../src/layout/shell-snapshot';
import {
  BUILD_META_NAME,
  FINGERPRINT_SOURCE,
  SHELL_ELEMENT_ID,
  SHELL_STORAGE_KEY,
  sessionFingerprint,
} from '../src/prerender/placement';
import { setTabs } from '../src/tabs/tabs-store';

/**
 * The signed-in shell painted from the HTML: what the console stores (no page data, no tab titled from the address),
 * and the boot script's decision to paint it only where the console would show that very shell.
 */

const BUILD = 'build-1';

/** The signed-in layout as the console renders it, with a page holding data that must never be stored. */
function renderLayout() {
  document.head.innerHTML =
    `<meta name="${BUILD_META_NAME}" content="${BUILD}">` +
    '<link rel="stylesheet" href="/static/css/index.css">' +
    '<link rel="stylesheet" href="http://elsewhere.test/static/css/page.css">' +
    '<style>.css-var-r1{--ant-color-primary:#6855ec}html{color:black}.layout:not(.collapsed) .user{margin:1px}' +
    '.customer-table td{color:red}@media (max-width: 767px){.user{padding:2px}.customer-table{padding:3px}}' +
    '@keyframes spin{to{transform:rotate(1turn)}}</style>';
  document.body.innerHTML =
    '<div id="root"><!--$--><div class="layout css-var-r1">' +
    '<header data-testid="header"><span class="user">Admin</span></header>' +
    '<nav><ul><li>Orders</li><li>Carts <span data-shell-skip="">12</span></li></ul></nav>' +
    '<div role="tablist"><div role="tab" data-path="/dash">Dashboard</div>' +
    '<div role="tab" data-path="/odrs/cars">Carts</div>' +
    '<div role="tab" data-path="/odrs/detail">Order of Jane Roe</div></div>' +
    `<main id="${MAIN_CONTENT_ID}"><table class="customer-table"><tr><td>Customer Jane Roe</td></tr></table></main>` +
    '</div><!--/$--></div>';
}

/** A fresh load of the page at `path`: the boot script's <head> half, an empty #root, then its <body> half. */
function bootAt(path = '/odrs/cars', { dark = false } = {}) {
  window.history.replaceState(null, '', path);
  document.documentElement.classList.toggle('dark', dark);
  document.body.innerHTML = '<div id="root"></div>';
  new Function(shellHeadScript())();
  new Function(shellBodyScript())();
  return document.getElementById(SHELL_ELEMENT_ID);
}

/** Signed in as `token` on /odrs/cars with three tabs open, the shell stored. */
function storeShell(token = 'token-a') {
  setToken(token);
  window.history.replaceState(null, '', '/odrs/cars');
  setTabs([
    { path: '/dash', fullPath: '/dash', affix: true, keepAlive: true, generation: 0 },
    { path: '/odrs/cars', fullPath: '/odrs/cars', affix: false, keepAlive: true, generation: 0 },
    {
      path: '/odrs/detail',
      fullPath: '/odrs/detail?title=x',
      affix: false,
      keepAlive: true,
      generation: 0,
      titleOverride: 'Order of Jane Roe',
    },
  ]);
  renderLayout();
  saveShell();
}

quietStylesheetLinks();

afterEach(() => {
  clearToken();
  localStorage.clear();
  setTabs([]);
  document.documentElement.classList.remove('dark');
  document.head.innerHTML = '';
});

describe('the stored shell', () => {
  it('keeps the header, the menu and the page-titled tabs, and none of the page', () => {
    storeShell();
    const stored = JSON.parse(localStorage.getItem(SHELL_STORAGE_KEY) ?? '{}') as { html: string };
    expect(stored.html).toContain('Admin');
    // The menu's live count is not stored: it comes with the live menu.
    expect(stored.html).toContain('<li>Carts </li>');
    expect(stored.html).toContain('data-path="/dash"');
    expect(stored.html).toContain('data-path="/odrs/cars"');
    expect(stored.html).not.toContain('Jane Roe');
    expect(stored.html).not.toMatch(/ id="|data-testid/);
    // Only the markup: React's hydration markers are not stored.
    expect(stored.html.startsWith('<div class="layout css-var-r1">')).toBe(true);
    expect(stored.html).not.toContain('$');
  });

  it('is painted on a signed-in load with its styles inline, beside #root, and taken down', () => {
    storeShell();
    const shell = bootAt();
    expect(shell?.textContent).toContain('Admin');
    expect(shell?.getAttribute('aria-hidden')).toBe('true');
    expect(shell?.querySelector('style')?.textContent).toContain('--ant-color-primary');
    expect(document.getElementById('root')?.childNodes).toHaveLength(0);
    // No stylesheet is added for it: the first frame waits for none.
    expect(document.querySelectorAll('link')).toHaveLength(2);
    takeDownShell();
    expect(document.getElementById(SHELL_ELEMENT_ID)).toBeNull();
  });

  it("carries the page's rules that can style the shell, in order, and none of the page's own", () => {
    storeShell();
    const { css } = JSON.parse(localStorage.getItem(SHELL_STORAGE_KEY) ?? '{}') as { css: string };
    const compact = css.replace(/\s+/g, '');
    // The shell's classes (a class inside :not() is not needed), selectors naming no class, and media blocks.
    expect(compact).toContain('.css-var-r1{--ant-color-primary:#6855ec;}');
    expect(compact).toContain('html{color:black;}');
    expect(compact).toContain('.layout:not(.collapsed).user{margin:1px;}');
    expect(compact).toMatch(/@media\(max-width:767px\){\.user{padding:2px;}}/);
    // The page's table is not in the shell (its area is a skeleton): its rules are not carried; nor animations.
    expect(css).not.toContain('customer-table');
    expect(css).not.toContain('keyframes');
    expect(compact.indexOf('.css-var-r1')).toBeLessThan(compact.indexOf('.layout:not'));
  });

  it("follows a change of the page's styles (a theme colour rewrites antd's <style>)", () => {
    storeShell();
    const style = document.head.querySelector('style') as HTMLStyleElement;
    const recoloured = document.createElement('style');
    recoloured.textContent = (style.textContent ?? '').replace('#6855ec', '#f5222d');
    style.replaceWith(recoloured);
    saveShell();
    const { css } = JSON.parse(localStorage.getItem(SHELL_STORAGE_KEY) ?? '{}') as { css: string };
    expect(css).toContain('#f5222d');
    expect(css).not.toContain('#6855ec');
  });

  it('is painted only where the console would show that very shell', () => {
    storeShell();
    expect(bootAt('/dash')).not.toBeNull();
    expect(bootAt('/login')).toBeNull();
    expect(bootAt('/login/register')).toBeNull();
    expect(bootAt('/map')).toBeNull();
    expect(bootAt('/', { dark: true })).toBeNull();

    localStorage.setItem('language', 'zh');
    expect(bootAt()).toBeNull();
    localStorage.removeItem('language');
    expect(bootAt()).not.toBeNull();

    localStorage.setItem('settings', JSON.stringify({ layout: 'top' }));
    expect(bootAt()).toBeNull();
    localStorage.removeItem('settings');

    localStorage.setItem('sidebarStatus', 'closed');
    expect(bootAt()).toBeNull();
    localStorage.removeItem('sidebarStatus');
    expect(bootAt()).not.toBeNull();

    // Another session (another person, or the same after signing in again).
    localStorage.setItem('accessToken', 'token-b');
    expect(bootAt()).toBeNull();
    localStorage.setItem('accessToken', 'token-a');
    expect(bootAt()).not.toBeNull();
  });

  it('is not painted from another build, nor when unreadable, nor signed out', () => {
    storeShell();
    document.head.querySelector(`meta[name="${BUILD_META_NAME}"]`)?.setAttribute('content', 'build-2');
    expect(bootAt()).toBeNull();
    document.head.querySelector(`meta[name="${BUILD_META_NAME}"]`)?.setAttribute('content', BUILD);
    expect(bootAt()).not.toBeNull();

    localStorage.setItem(SHELL_STORAGE_KEY, '{"build":');
    expect(bootAt()).toBeNull();
    localStorage.setItem(SHELL_STORAGE_KEY, JSON.stringify({ build: BUILD }));
    expect(bootAt()).toBeNull();

    storeShell();
    localStorage.removeItem('accessToken');
    expect(bootAt()).toBeNull();
  });

  it('is forgotten, and taken down, when the session ends', () => {
    storeShell();
    bootAt();
    expect(document.getElementById(SHELL_ELEMENT_ID)).not.toBeNull();
    clearToken();
    expect(localStorage.getItem(SHELL_STORAGE_KEY)).toBeNull();
    expect(document.getElementById(SHELL_ELEMENT_ID)).toBeNull();
    forgetShell();
  });

  it('is not stored outside the signed-in layout or without a build id', () => {
    setToken('token-a');
    document.body.innerHTML = '<div id="root"><form>sign in</form></div>';
    document.head.innerHTML = `<meta name="${BUILD_META_NAME}" content="${BUILD}">`;
    saveShell();
    expect(localStorage.getItem(SHELL_STORAGE_KEY)).toBeNull();
    renderLayout();
    document.head.innerHTML = '';
    saveShell();
    expect(localStorage.getItem(SHELL_STORAGE_KEY)).toBeNull();
  });
});

describe('the session fingerprint', () => {
  it('is the same in the boot script and in the console', () => {
    const inScript = new Function(`return ${FINGERPRINT_SOURCE}`)() as (token: string) => number;
    for (const token of ['', 'a', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2lnbmF0dXJl', '令牌'.repeat(200)])
      expect(inScript(token)).toBe(sessionFingerprint(token));
    expect(sessionFingerprint('token-a')).not.toBe(sessionFingerprint('token-b'));
  });
});
