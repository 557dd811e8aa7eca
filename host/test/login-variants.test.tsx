import {
  addTranslations,
  clearToken,
  consoleStore,
  i18nReady,
  SESSION_ENDED_STORAGE_KEY,
  setLanguage,
  settingsAtom,
} from '@console/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { en, zh } from '../src/i18n/resources';
import { resetCountdowns } from '../src/components/form-hooks';
import { LoginPage } from '../src/pages/login/LoginPage';
import { readLoginState, variantFromParam, variantHref } from '../src/pages/login/variants';
import { fail, ok, stubApi, type ApiHandler } from './api-stub';

const CAPTCHA = '/api/api/v1/auth/captcha';
const captcha = (n: number) => ok({ captchaKey: `key-${n}`, captchaBase64: 'data:image/png;base64,AAAA' });

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/login/:variant" element={<LoginPage />} />
        <Route path="/invite" element={<LoginPage />} />
        <Route path="*" element={<div>elsewhere</div>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
/** Fills the register form for Ada Lovelace (password secret12) at `email` and submits it. */
const submitRegister = (email: string) => {
  type('Email', email);
  type('Password', 'secret12');
  type('Name', 'Ada');
  type('Last name', 'Lovelace');
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
};

/** Answers every captcha request; `rest` handles everything else. */
function api(rest: ApiHandler) {
  let n = 0;
  return stubApi((call) => (call.path === CAPTCHA ? captcha(++n) : rest(call)));
}

beforeAll(async () => {
  await i18nReady;
  addTranslations('host', { en, zh });
});

beforeEach(() => {
  clearToken();
  resetCountdowns();
  setLanguage('en');
});

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  consoleStore.set(settingsAtom, { theme: 'auto' });
});

describe('variant addressing', () => {
  it('maps paths to variants and keeps the query', () => {
    expect(variantFromParam(undefined)).toBe('signin');
    expect(variantFromParam('register')).toBe('register');
    expect(variantFromParam('forgot')).toBe('forgot');
    expect(variantFromParam('admin')).toBeUndefined();
    expect(variantHref('forgot', '?redirect=%2Faccount')).toBe('/login/forgot?redirect=%2Faccount');
    expect(readLoginState({ email: 'a@b.co', notice: { kind: 'reset', email: 'a@b.co' } })).toEqual({
      email: 'a@b.co',
      notice: { kind: 'reset', email: 'a@b.co' },
    });
    expect(readLoginState({ email: 3, notice: { kind: 'evil', email: 'x' } })).toEqual({});
    expect(readLoginState(null)).toEqual({});
  });
});

describe('LoginPage', () => {
  it('switches variants without leaving the page and keeps ?redirect=', async () => {
    api(() => ok(null));
    renderAt('/login?redirect=%2Faccount');
    expect(await screen.findByRole('heading', { name: 'Sign in to Shop Console' })).toBeTruthy();
    expect(screen.getByTestId('link-register').getAttribute('href')).toBe(
      '/login/register?redirect=%2Faccount',
    );
    expect(screen.getByTestId('link-forgot').getAttribute('href')).toBe('/login/forgot?redirect=%2Faccount');

    fireEvent.click(screen.getByTestId('link-register'));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(where()).toBe('/login/register?redirect=%2Faccount');

    fireEvent.click(screen.getByTestId('link-signin'));
    fireEvent.click(await screen.findByTestId('link-forgot'));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(where()).toBe('/login/forgot?redirect=%2Faccount');
  });

  it('sends an unknown variant to sign-in', async () => {
    api(() => ok(null));
    renderAt('/login/whatever?redirect=%2Fdash');
    expect(await screen.findByRole('heading', { name: 'Sign in to Shop Console' })).toBeTruthy();
    expect(where()).toBe('/login?redirect=%2Fdash');
  });

  it('sign-in: spec messages before any call; a failed attempt shows the error and fetches a new captcha', async () => {
    const calls = api((call) =>
      call.path.endsWith('/login') ? fail(400, 'Account and secret not pattern') : ok(null),
    );
    renderAt('/login');
    await waitFor(() => expect(calls.filter((call) => call.path === CAPTCHA)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter Email')).toBeTruthy();
    expect(screen.getByText('Please enter Password')).toBeTruthy();
    expect(screen.getByText('Please enter Verify Code')).toBeTruthy();
    type('Password', '12345');
    expect(await screen.findByText('The password can not be less than 6 digits')).toBeTruthy();

    type('Email', 'admin@example.com');
    type('Password', 'wrong-one');
    type('Verify Code', 'ABCD');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Account and secret not pattern');
    await waitFor(() => expect(calls.filter((call) => call.path === CAPTCHA)).toHaveLength(2));
    expect(input('Verify Code').value).toBe('');
    const login = calls.find((call) => call.path.endsWith('/login'));
    expect(login?.body).toEqual({
      email: 'admin@example.com',
      password: 'wrong-one',
      captchaKey: 'key-1',
      captchaCode: 'ABCD',
    });
  });

  it('register: validates, shows server field errors next to the field', async () => {
    const calls = api((call) =>
      call.path.endsWith('/register')
        ? fail(400, 'Name can not be more than 64 characters', {
            name: 'Name can not be more than 64 characters',
          })
        : ok(null),
    );
    renderAt('/login/register');
    fireEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter Email')).toBeTruthy();
    expect(screen.getByText('Please enter Password')).toBeTruthy();
    expect(screen.getByText('Please enter Name')).toBeTruthy();
    expect(screen.getByText('Please enter Last Name')).toBeTruthy();

    submitRegister('new@example.com');
    expect(await screen.findByText('Name can not be more than 64 characters')).toBeTruthy();
    // Placed at the field: no banner repeating it.
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect(calls.find((call) => call.path.endsWith('/register'))?.body).toEqual({
      email: 'new@example.com',
      password: 'secret12',
      name: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('register: success goes back to sign-in with the address filled in and a neutral notice', async () => {
    api((call) => (call.path.endsWith('/register') ? ok({ email: 'new@example.com' }) : ok(null)));
    renderAt('/login/register?redirect=%2Faccount');
    await screen.findByRole('heading', { name: 'Create your account' });
    submitRegister(' new@example.com ');
    const notice = await screen.findByTestId('login-notice');
    expect(notice.textContent).toContain('Sign in with new@example.com');
    expect(where()).toBe('/login?redirect=%2Faccount');
    expect(input('Email').value).toBe('new@example.com');
  });

  it('forgot: sends the code, counts down 60 s, then allows another', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const calls = api(() => ok({ email: 'a@example.com' }));
    renderAt('/login/forgot');
    const send = await screen.findByTestId('send-code');
    fireEvent.click(send);
    expect(await screen.findByText('Please enter Email')).toBeTruthy();
    expect(calls.some((call) => call.path.includes('/send/'))).toBe(false);

    type('Email', 'a@example.com');
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByTestId('send-code').textContent).toBe('Send again in 60 s'));
    expect(screen.getByTestId('code-sent').textContent).toContain('a@example.com');
    expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(true);
    expect(calls.find((call) => call.path.includes('/send/'))).toMatchObject({
      method: 'POST',
      path: '/api/open/user/v1/customer/info/send/shop/email',
      body: { email: 'a@example.com' },
    });

    // The countdown's interval starts in an effect of that render: let React run it before the clock moves (on a
    // busy machine the effect was still pending, the interval started 30 s late and the button still said 60 s).
    await act(async () => undefined);
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByTestId('send-code').textContent).toBe('Send again in 30 s');
    act(() => vi.advanceTimersByTime(30_500));
    expect(screen.getByTestId('send-code').textContent).toBe('Send again');
    expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(false);
  });

  it('forgot: shows the server refusing to send (429)', async () => {
    api(() => fail(429, 'Too many attempts, please try again later'));
    renderAt('/login/forgot');
    type('Email', 'a@example.com');
    fireEvent.click(await screen.findByTestId('send-code'));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Too many attempts, please try again later',
    );
    expect(screen.getByTestId('send-code').textContent).toBe('Send code');
  });

  it('forgot: checks the two passwords, shows a wrong code at its field, and on success returns to sign-in', async () => {
    let resets = 0;
    const calls = api((call) => {
      if (!call.path.endsWith('/email/reset')) return ok(null);
      resets += 1;
      return resets === 1
        ? fail(400, 'Verify Code is incorrect or expired', {
            validate: 'Verify Code is incorrect or expired',
          })
        : ok({ email: 'a@example.com' });
    });
    renderAt('/login/forgot?redirect=%2Fdash');
    await screen.findByRole('heading', { name: 'Reset your password' });
    type('Email', 'a@example.com');
    type('Verification code', '123456');
    type('New password', 'changed1');
    type('Repeat the new password', 'changed2');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(resets).toBe(0);

    type('Repeat the new password', 'changed1');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Verify Code is incorrect or expired')).toBeTruthy();
    expect(screen.queryByTestId('login-error')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByTestId('login-notice')).textContent).toContain(
      'Your password has been changed',
    );
    expect(where()).toBe('/login?redirect=%2Fdash');
    expect(input('Email').value).toBe('a@example.com');
    expect(calls.filter((call) => call.path.endsWith('/email/reset')).at(-1)?.body).toEqual({
      email: 'a@example.com',
      pwd: 'changed1',
      affirmPwd: 'changed1',
      validate: '123456',
    });
  });

  it('invite: shows the shop and address, checks the passwords, then goes to sign-in without the token', async () => {
    const calls = api((call) => {
      if (call.path.endsWith('/team/invitation/lookup'))
        return ok({ shopName: 'Demo Shop', email: 'ivy@example.com', name: 'Ivy' });
      if (call.path.endsWith('/team/invitation/accept')) return ok({ email: 'ivy@example.com' });
      return ok(null);
    });
    renderAt('/invite?token=abcdefghijklmnopqrstuvwxyz');
    await screen.findByRole('heading', { name: 'Join the team' });
    expect((await screen.findByTestId('invite-shop')).textContent).toBe(
      'You are joining Demo Shop as ivy@example.com.',
    );
    expect(input('Name').value).toBe('Ivy');
    type('Last name', 'Invited');
    type('New password', 'welcome1');
    type('Repeat the new password', 'welcome2');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(calls.some((call) => call.path.endsWith('/accept'))).toBe(false);

    type('Repeat the new password', 'welcome1');
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect((await screen.findByTestId('login-notice')).textContent).toContain('ivy@example.com is ready');
    expect(where()).toBe('/login');
    expect(input('Email').value).toBe('ivy@example.com');
    expect(calls.find((call) => call.path.endsWith('/accept'))?.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz',
      name: 'Ivy',
      lastName: 'Invited',
      password: 'welcome1',
      confirmPassword: 'welcome1',
    });
  });

  it('invite: a link that cannot be used says so and offers sign-in', async () => {
    api((call) =>
      call.path.endsWith('/team/invitation/lookup')
        ? fail(400, 'This invitation link is invalid or has expired')
        : ok(null),
    );
    renderAt('/invite?token=used-up-token-used-up-token');
    expect((await screen.findByTestId('invite-invalid')).textContent).toContain('invalid or has expired');
    expect(screen.queryByRole('button', { name: 'Create my account' })).toBeNull();
    expect(screen.getByTestId('link-signin').getAttribute('href')).toBe('/login');
  });

  it('shows a caps-lock hint on password fields', async () => {
    api(() => ok(null));
    renderAt('/login');
    const password = await screen.findByLabelText('Password', { exact: true });
    expect(screen.queryByText('Caps Lock is on')).toBeNull();
    const event = new KeyboardEvent('keyup', { key: 'A', bubbles: true });
    Object.defineProperty(event, 'getModifierState', { value: (key: string) => key === 'CapsLock' });
    fireEvent(password, event);
    expect(await screen.findByText('Caps Lock is on')).toBeTruthy();
  });

  it('the dark-mode toggle writes the shared theme setting', async () => {
    api(() => ok(null));
    consoleStore.set(settingsAtom, { theme: 'light' });
    renderAt('/login');
    const toggle = await screen.findByTestId('theme-toggle');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(consoleStore.get(settingsAtom).theme).toBe('dark');
    await waitFor(() => expect(screen.getByTestId('theme-toggle').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByTestId('theme-toggle'));
    expect(consoleStore.get(settingsAtom).theme).toBe('light');
  });

  it('says so when the server ended the session (in en and zh), until the person leaves the page', async () => {
    api(() => ok(null));
    sessionStorage.setItem(SESSION_ENDED_STORAGE_KEY, '1');
    const first = renderAt('/login?redirect=%2Fpkg%2Fproject-list');
    const notice = await screen.findByTestId('login-session-ended');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('Your session has ended. Please sign in again.');
    first.unmount();
    // Left: forgotten, so a later visit (a sign-out of one's own) says nothing.
    expect(sessionStorage.getItem(SESSION_ENDED_STORAGE_KEY)).toBeNull();
    const second = renderAt('/login');
    await screen.findByRole('heading', { name: 'Sign in to Shop Console' });
    expect(screen.queryByTestId('login-session-ended')).toBeNull();
    second.unmount();

    setLanguage('zh');
    sessionStorage.setItem(SESSION_ENDED_STORAGE_KEY, '1');
    renderAt('/login');
    expect((await screen.findByTestId('login-session-ended')).textContent).toBe(
      '你的登录会话已结束，请重新登录。',
    );
  });

  it('says nothing on a first visit', async () => {
    api(() => ok(null));
    renderAt('/login');
    await screen.findByRole('heading', { name: 'Sign in to Shop Console' });
    expect(screen.queryByTestId('login-session-ended')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks Chinese too', async () => {
    api(() => ok(null));
    setLanguage('zh');
    renderAt('/login/register');
    expect(await screen.findByRole('heading', { name: '创建账号' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '创建账号' }));
    expect(await screen.findByText('请输入邮箱')).toBeTruthy();
    expect(screen.getByText('请输入名')).toBeTruthy();
  });
});

describe('the antd-free controls', () => {
  it('renders no antd markup', async () => {
    api(() => ok(null));
    for (const path of ['/login', '/login/register', '/login/forgot']) {
      const { container, unmount } = renderAt(path);
      await screen.findByTestId('login-page');
      expect(container.querySelector('[class*="ant-"]')).toBeNull();
      unmount();
    }
  });

  it('labels every field, marks the invalid ones and ties their messages to them', async () => {
    api(() => ok(null));
    renderAt('/login');
    const email = await screen.findByLabelText('Email', { exact: true });
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(document.activeElement).toBe(email);
    expect(input('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(input('Verify Code').getAttribute('autocomplete')).toBe('off');
    expect(email.getAttribute('aria-invalid')).toBeNull();

    // Nothing is checked while typing before the first submit ...
    type('Password', '123');
    expect(screen.queryByText('The password can not be less than 6 digits')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // ... then every field is, and the first invalid one gets the focus.
    const message = await screen.findByText('Please enter Email');
    expect(message.getAttribute('role')).toBe('alert');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(email);
    expect(screen.getByText('The password can not be less than 6 digits')).toBeTruthy();
    // A fixed value clears its message on the next change.
    type('Email', 'admin@example.com');
    expect(screen.queryByText('Please enter Email')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    type('Email', 'admin@');
    expect(screen.getByText('Please enter a valid Email')).toBeTruthy();
  });

  it('shows and hides the password with a toggle button', async () => {
    api(() => ok(null));
    renderAt('/login');
    const password = await screen.findByLabelText('Password', { exact: true });
    const toggle = screen.getByTestId('password-toggle');
    expect(toggle.getAttribute('aria-label')).toBe('Show password');
    expect(toggle.getAttribute('type')).toBe('button');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(password.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('sign-in: busy while the call runs, server field errors at their field, captcha refresh on click', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = api((call) =>
      call.path.endsWith('/login') ? new Promise<Response>((done) => (answer = done)) : ok(null),
    );
    renderAt('/login');
    const image = await screen.findByRole('img', { name: 'Verification code image, click for a new one' });
    expect(screen.getByTestId('captcha-image').contains(image)).toBe(true);
    fireEvent.click(screen.getByTestId('captcha-image'));
    await waitFor(() => expect(calls.filter((call) => call.path === CAPTCHA)).toHaveLength(2));

    type('Email', 'admin@example.com');
    type('Password', 'secret12');
    type('Verify Code', 'ABCD');
    fireEvent.submit(input('Verify Code').closest('form') as HTMLFormElement);
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.disabled).toBe(true);

    answer(fail(400, 'Please enter a valid Email', { email: 'Please enter a valid Email' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe('Please enter a valid Email');
    const email = input('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter a valid Email',
    );
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-busy')).toBeNull();
    await waitFor(() => expect(calls.filter((call) => call.path === CAPTCHA)).toHaveLength(3));
  });

  it('puts the theme colour on the page root', async () => {
    api(() => ok(null));
    consoleStore.set(settingsAtom, { themeColor: '#1677FF' });
    renderAt('/login');
    const page = await screen.findByTestId('login-page');
    expect(page.style.getPropertyValue('--console-primary')).toBe('#1677ff');
    expect(page.style.getPropertyValue('--console-primary-rgb')).toBe('22, 119, 255');
    consoleStore.set(settingsAtom, { themeColor: '#6855EC' });
  });

  it('the language menu works by mouse and by keyboard', async () => {
    api(() => ok(null));
    renderAt('/login');
    const trigger = await screen.findByTestId('language-switch');
    expect(trigger.getAttribute('aria-label')).toBe('Language');
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    // Arrow Down opens on the current language; the arrows move; Escape closes and gives the focus back.
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const english = screen.getByRole('menuitem', { name: 'English' });
    const chinese = screen.getByRole('menuitem', { name: '中文' });
    await waitFor(() => expect(document.activeElement).toBe(english));
    expect(english.getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(english, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(chinese));
    fireEvent.keyDown(chinese, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(english));
    fireEvent.keyDown(english, { key: 'End' });
    await waitFor(() => expect(document.activeElement).toBe(chinese));
    fireEvent.keyDown(chinese, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    // A click opens it too; choosing (Enter on a button is a click) switches the language and is stored.
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('menuitem', { name: '中文' }));
    expect(await screen.findByRole('heading', { name: '登录店铺管理台' })).toBeTruthy();
    expect(consoleStore.get(settingsAtom).language).toBe('zh');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByTestId('language-switch').getAttribute('aria-label')).toBe('语言');
    expect(screen.getByTestId('password-toggle').getAttribute('aria-label')).toBe('显示密码');

    // A press outside closes an open menu.
    fireEvent.click(screen.getByTestId('language-switch'));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    consoleStore.set(settingsAtom, { language: 'en' });
  });

  it('forgot: the send-code button is busy while sending and the code field gets the focus after', async () => {
    let answer: (response: Response) => void = () => undefined;
    api((call) =>
      call.path.includes('/send/') ? new Promise<Response>((done) => (answer = done)) : ok(null),
    );
    renderAt('/login/forgot');
    type('Email', 'a@example.com');
    fireEvent.click(await screen.findByTestId('send-code'));
    const send = screen.getByTestId('send-code') as HTMLButtonElement;
    await waitFor(() => expect(send.getAttribute('aria-busy')).toBe('true'));
    expect(send.textContent).toBe('Send code');
    answer(ok({ email: 'a@example.com' }));
    await waitFor(() => expect(send.textContent).toMatch(/^Send again in (59|60) s$/));
    expect(document.activeElement).toBe(input('Verification code'));
    expect(input('Verification code').getAttribute('autocomplete')).toBe('one-time-code');
  });
});

describe('i18n completeness', () => {
  it('has every login, account and map string in both languages', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
        : [prefix];
    for (const part of [
      'login',
      'register',
      'forgot',
      'loginServer',
      'account',
      'accountServer',
      'map',
    ] as const) {
      const english = keys((en as Record<string, unknown>)[part]);
      const chinese = keys((zh as Record<string, unknown>)[part]);
      expect(chinese.sort()).toEqual(english.sort());
      expect(english.length).toBeGreaterThan(0);
    }
  });
});
