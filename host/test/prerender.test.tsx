import {
  addTranslations,
  BrowserRouter,
  clearToken,
  i18nReady,
  SESSION_ENDED_STORAGE_KEY,
  setLanguage,
  useNavigate,
} from '@console/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { en, zh } from '../src/i18n/resources';
import { LoginPage } from '../src/pages/login/LoginPage';
import {
  entryLoaderScript,
  HELD_PROPERTY,
  PRERENDERED_ATTRIBUTE,
  SIGN_IN_CSS_TEMPLATE,
  SIGN_IN_TEMPLATE_PREFIX,
} from '../src/prerender/placement';
import { signInPlacementScript } from '../src/boot/placement-script';
import { ROUTER_STATE_KEY } from '../src/pages/login/variants';
import { takeOverPrerendered } from '../src/prerender/takeover';
import { ok, stubApi } from './api-stub';

/**
 * The build-time sign-in screen: the inline script that places it (it must decide as the app's first
 * render would), the holding and replaying of clicks until React owns it, and the form keeping what was typed
 * into it before hydration.
 */

const DEFAULTS = { themeColor: '#6855EC', bgColor: '#1B085B' };
const VARIANTS = ['en-light', 'en-dark', 'zh-light', 'zh-dark'];

/** A page as the build writes it: an empty #root, the templates, then the placement script (run here). */
function loadPage({ path = '/login', dark = false } = {}) {
  window.history.replaceState(null, '', path);
  document.documentElement.classList.toggle('dark', dark);
  document.head.querySelectorAll('style[data-href]').forEach((style) => style.remove());
  document.body.innerHTML =
    '<div id="root"></div>' +
    `<template id="${SIGN_IN_CSS_TEMPLATE}"><style data-href="/static/css/async/a.css">.x{}</style></template>` +
    VARIANTS.map(
      (id) =>
        `<template id="${SIGN_IN_TEMPLATE_PREFIX}${id}"><div data-variant="${id}">` +
        '<a href="/login/register">register</a><input id="signin_email"><button type="button">toggle</button>' +
        '</div></template>',
    ).join('');
  new Function(signInPlacementScript(DEFAULTS))();
  return document.getElementById('root') as HTMLElement;
}

const placed = (root: HTMLElement) =>
  root.querySelector('[data-variant]')?.getAttribute('data-variant') ?? null;

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
  delete (window as unknown as Record<string, unknown>)[HELD_PROPERTY];
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('placing the build-time sign-in screen', () => {
  it('places the variant of the stored language and of the theme on <html>, with its styles, focused', () => {
    let root = loadPage();
    expect(placed(root)).toBe('en-light');
    expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(true);
    expect(document.head.querySelector('style[data-href="/static/css/async/a.css"]')).not.toBeNull();
    expect(document.activeElement?.id).toBe('signin_email');

    localStorage.setItem('language', 'zh');
    root = loadPage({ dark: true });
    expect(placed(root)).toBe('zh-dark');
  });

  it('places nothing where the app would render something else', () => {
    expect(placed(loadPage({ path: '/login/register' }))).toBeNull();
    expect(placed(loadPage({ path: '/dash' }))).toBeNull();

    localStorage.setItem('accessToken', 'stored');
    expect(placed(loadPage())).toBeNull();
    localStorage.clear();

    // The server ended the last session: the app's first render says so.
    sessionStorage.setItem(SESSION_ENDED_STORAGE_KEY, '1');
    expect(placed(loadPage())).toBeNull();
    sessionStorage.clear();
    expect(placed(loadPage())).toBe('en-light');

    localStorage.setItem('settings', JSON.stringify({ themeColor: '#ff0000' }));
    expect(placed(loadPage())).toBeNull();
    localStorage.setItem('settings', JSON.stringify({ bgColor: '#000000' }));
    expect(placed(loadPage())).toBeNull();

    // A reload after registering: the router's state would show a notice and fill in the address.
    window.history.replaceState({ usr: { email: 'a@b.co' }, key: 'k', idx: 0 }, '', '/login');
    const root = document.getElementById('root') as HTMLElement;
    root.replaceChildren();
    new Function(signInPlacementScript(DEFAULTS))();
    expect(placed(root)).toBeNull();
  });

  it('places the default colours whatever their case, and when the settings are unreadable', () => {
    localStorage.setItem('settings', JSON.stringify({ themeColor: '#6855ec', theme: 'light' }));
    expect(placed(loadPage({ path: '/login/' }))).toBe('en-light');
    localStorage.setItem('settings', '{not json');
    expect(placed(loadPage())).toBe('en-light');
  });

  it('keeps the query on the links to the other variants, as variantHref does', () => {
    const root = loadPage({ path: '/login?redirect=%2Fodrs%2Forders' });
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/login/register?redirect=%2Fodrs%2Forders');
  });

  it('holds clicks until the take-over, then clicks the last one again', () => {
    vi.useFakeTimers();
    const root = loadPage();
    const button = root.querySelector('button') as HTMLButtonElement;
    const link = root.querySelector('a') as HTMLAnchorElement;
    const reached = vi.fn();
    root.addEventListener('click', reached);

    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    button.click();
    expect(reached).not.toHaveBeenCalled();
    expect((window as unknown as Record<string, unknown>)[HELD_PROPERTY]).toBe(button);

    takeOverPrerendered();
    expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
    expect(reached).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(reached).toHaveBeenCalledTimes(1);
    expect(reached.mock.calls[0]?.[0]?.target).toBe(button);

    // From now on clicks go through.
    button.click();
    expect(reached).toHaveBeenCalledTimes(2);
    takeOverPrerendered();
    vi.runAllTimers();
    expect(reached).toHaveBeenCalledTimes(2);
  });

  it("reads router state where react-router keeps it (the key the script tests is the router's)", async () => {
    window.history.replaceState(null, '', '/login/register');
    function Notice() {
      const navigate = useNavigate();
      useEffect(() => void navigate('/login', { state: { email: 'a@b.co' } }), [navigate]);
      return null;
    }
    render(
      <BrowserRouter>
        <Notice />
      </BrowserRouter>,
    );
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect((window.history.state as Record<string, unknown>)[ROUTER_STATE_KEY]).toEqual({ email: 'a@b.co' });
  });

  it('loads the entry at once on a page React builds, after the first frame on the placed screen', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.useFakeTimers();
    // happy-dom does not run scripts: the element's arrival in <head> is what counts here.
    const settings = (window as unknown as { happyDOM: { settings: Record<string, unknown> } }).happyDOM
      .settings;
    settings.handleDisabledFileLoadingAsSuccess = true;
    onTestFinished(() => void (settings.handleDisabledFileLoadingAsSuccess = false));
    const entry = () => document.head.querySelector('script[src="/static/js/index.abc.js"]');

    loadPage({ path: '/dash' });
    new Function(entryLoaderScript('/static/js/index.abc.js'))();
    expect(entry()).not.toBeNull();
    entry()?.remove();

    loadPage();
    new Function(entryLoaderScript('/static/js/index.abc.js'))();
    expect(entry()).toBeNull();
    frames.forEach((frame) => frame(0));
    expect(entry()).toBeNull();
    vi.runAllTimers();
    expect(entry()).not.toBeNull();
    entry()?.remove();
  });
});

describe('hydrating the sign-in form', () => {
  beforeAll(async () => {
    await i18nReady;
    addTranslations('host', { en, zh });
  });

  it('keeps what was typed before React took the inputs over, and submits it', async () => {
    clearToken();
    setLanguage('en');
    stubApi(() => ok({ captchaKey: 'k', captchaBase64: 'data:image/png;base64,AAAA' }));
    const page = (
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.replaceChildren(container);
    // Typed while the page's code was loading.
    (container.querySelector('#signin_email') as HTMLInputElement).value = 'admin@example.com';
    (container.querySelector('#signin_password') as HTMLInputElement).value = 'admin123';

    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('admin@example.com');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter Verify Code')).toBeTruthy();
    expect(screen.queryByText('Please enter Email')).toBeNull();
    expect(screen.queryByText('Please enter Password')).toBeNull();
    // A later edit goes on from the taken-over value.
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The password can not be less than 6 digits')).toBeTruthy();
    act(() => root?.unmount());
  });
});
