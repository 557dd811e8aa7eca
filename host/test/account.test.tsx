import {
  addTranslations,
  clearToken,
  formatDate,
  getToken,
  getUser,
  i18nReady,
  setApiFeedback,
  setLanguage,
  setToken,
  setUser,
} from '@console/shared';
import { expectConfirmBacksOut, testUser } from '@console/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
// The console's own feedback hook reads antd's ES module App context, as the builds do (feedback.test.tsx).
import App from 'antd/es/app';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { en, zh } from '../src/i18n/resources';
import { AccountPage } from '../src/pages/account/AccountPage';
import { LanguagesCard } from '../src/pages/account/LanguagesCard';
import { LocationCard } from '../src/pages/account/LocationCard';
import { normalizeMobile } from '../src/pages/account/mobile';
import { MobileCard } from '../src/pages/account/MobileCard';
import { PasswordCard } from '../src/pages/account/PasswordCard';
import { formatBytes, StorageCard } from '../src/pages/account/StorageCard';
import type { Profile } from '../src/pages/account/api';
import type { QueryResult } from '@console/shared/data';
import { resetCountdowns } from '../src/components/form-hooks';
import { fail, ok, stubApi, type ApiCall } from './api-stub';

// The map picker is Leaflet on a canvas-less DOM; the account's logic is under test here, not the drawing.
vi.mock('../src/components/map/LeafletMap', () => ({
  default: ({
    picked,
    onPick,
  }: {
    picked?: { lat: number; lng: number } | null;
    onPick?: (p: unknown) => void;
  }) => (
    <button type="button" data-testid="picker" onClick={() => onPick?.({ lat: 48.8566, lng: 2.3522 })}>
      {picked ? `${picked.lat},${picked.lng}` : 'none'}
    </button>
  ),
}));

const ADMIN = testUser(['account:edit'], { id: 7 });

const PROFILE: Profile = {
  id: 7,
  email: 'admin@example.com',
  name: 'Ada',
  lastName: 'Admin',
  mobile: null,
  mobileVerifiedAt: null,
  customerName: 'Demo Shop',
};

const LANGS = {
  en: { code: 'en', name: 'English', nativeName: 'English' },
  zh: { code: 'zh', name: 'Chinese', nativeName: '中文' },
  fr: { code: 'fr', name: 'French', nativeName: 'Français' },
  de: { code: 'de', name: 'German', nativeName: 'Deutsch' },
};

const wrap = (children: ReactNode) =>
  render(
    <MemoryRouter>
      <App>{children}</App>
    </MemoryRouter>,
  );

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeAll(async () => {
  await i18nReady;
  addTranslations('host', { en, zh });
});

beforeEach(() => {
  setLanguage('en');
  setUser(ADMIN);
  setToken('token-1');
  resetCountdowns();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setUser(null);
  clearToken();
});

describe('normalizeMobile (same reading as the server)', () => {
  it('accepts international numbers however they are typed', () => {
    expect(normalizeMobile('+49 (30) 123-4567')).toBe('+49301234567');
    expect(normalizeMobile('0049 30 1234567')).toBe('+49301234567');
    expect(normalizeMobile('+86.138.0013.8000')).toBe('+8613800138000');
  });
  it('refuses the rest', () => {
    for (const raw of ['030 1234567', '+0 301234567', '+49 30', 'phone', '+1234567890123456']) {
      expect(normalizeMobile(raw)).toBeNull();
    }
  });
});

describe('PasswordCard', () => {
  it('sends the passwords in the JSON body to the own id, then clears the form', async () => {
    const calls = stubApi(() => ok({ revokedSessions: 2 }));
    wrap(<PasswordCard />);
    type('Current password', 'admin123');
    type('New password', 'changed22');
    type('Repeat the new password', 'changed22');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByTestId('password-changed')).textContent).toContain(
      'Password changed. 2 other sessions were signed out.',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/api/v1/users/7/password',
      body: { oldPassword: 'admin123', password: 'changed22', affirmPassword: 'changed22' },
    });
    expect([...calls[0]!.query.keys()]).toEqual([]);
    await waitFor(() => expect(field('Current password').value).toBe(''));
  });

  it('checks length, sameness and the repeat before calling', async () => {
    const calls = stubApi(() => ok({ revokedSessions: 0 }));
    wrap(<PasswordCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter the current password')).toBeTruthy();
    expect(screen.getByText('Please enter Password')).toBeTruthy();
    type('Current password', 'admin123');
    type('New password', '12345');
    expect(await screen.findByText('The password can not be less than 6 digits')).toBeTruthy();
    type('New password', 'admin123');
    expect(await screen.findByText('The new password must be different from the current one')).toBeTruthy();
    type('New password', 'changed22');
    type('Repeat the new password', 'changed23');
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await act(async () => undefined);
    expect(calls).toHaveLength(0);
  });

  it('shows a wrong current password at its field, translated', async () => {
    stubApi(() =>
      fail(400, 'The current password is incorrect', { oldPassword: 'The current password is incorrect' }),
    );
    setLanguage('zh');
    wrap(<PasswordCard />);
    type('当前密码', 'nope-nope');
    type('新密码', 'changed22');
    type('再次输入新密码', 'changed22');
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('当前密码不正确')).toBeTruthy();
  });

  it('a dead session asks to sign in again; Cancel keeps the token and what was typed', async () => {
    stubApi(
      () =>
        new Response(JSON.stringify({ code: 2000, data: null, message: 'Token is invalid or expired' }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const confirmRelogin = vi.fn(() => Promise.resolve(false));
    setApiFeedback({ confirmRelogin });
    onTestFinished(() => setApiFeedback({}));
    wrap(<PasswordCard />);
    type('Current password', 'admin123');
    type('New password', 'changed22');
    type('Repeat the new password', 'changed22');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(confirmRelogin).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(getToken()).toBe('token-1');
    expect(field('New password').value).toBe('changed22');
  });
});

describe('MobileCard', () => {
  /** The card with its profile query answered; returns where a save puts the new profile. */
  const renderCard = (profile: Profile) => {
    const setData = vi.fn();
    const query: QueryResult<Profile> = {
      data: profile,
      error: undefined,
      isLoading: false,
      isFetching: false,
      refetch: vi.fn(),
      setData,
    };
    wrap(<MobileCard profile={query} />);
    return setData;
  };

  it('sends a code (with a countdown), then verifies it and hands back the saved profile', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const saved = { ...PROFILE, mobile: '+49301234567', mobileVerifiedAt: '2026-11-22T10:00:00.000Z' };
    const calls = stubApi((call) =>
      call.path.endsWith('/mobicta/set/code')
        ? ok({ mobile: '+49301234567', expiresInSeconds: 600, resendInSeconds: 60 })
        : ok(saved),
    );
    const onSaved = renderCard(PROFILE);
    expect(screen.getByText('No mobile number yet.')).toBeTruthy();

    type('Mobile number', '030 1234567');
    fireEvent.click(screen.getByTestId('mobile-send-code'));
    expect(
      await screen.findByText('Please enter a mobile number in international format, e.g. +49 30 1234567'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);

    type('Mobile number', '+49 30 1234567');
    fireEvent.click(screen.getByTestId('mobile-send-code'));
    expect((await screen.findByTestId('mobile-code-sent')).textContent).toContain('+49301234567');
    expect(screen.getByTestId('mobile-send-code').textContent).toBe('Send again in 60 s');
    await act(async () => undefined); // the countdown's interval starts in an effect: run it before the clock moves
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByTestId('mobile-send-code').textContent).toBe('Send again');

    type('Verification code', ' 123456 ');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/user/v1/customer/info/mobicta/set/code', { mobile: '+49 30 1234567' }],
      ['/api/user/v1/customer/info/check/code', { mobile: '+49 30 1234567', code: '123456' }],
    ]);
  });

  it('shows the current verified number and the server refusing (429, wrong code)', async () => {
    let checks = 0;
    stubApi((call) => {
      if (call.path.endsWith('/mobicta/set/code'))
        return fail(429, 'Too many attempts, please try again later');
      checks += 1;
      return fail(400, 'Verify Code is incorrect or expired', {
        code: 'Verify Code is incorrect or expired',
      });
    });
    renderCard({ ...PROFILE, mobile: '+8613800138000', mobileVerifiedAt: '2026-11-20T08:00:00.000Z' });
    expect(within(screen.getByTestId('mobile-current')).getByText('+8613800138000')).toBeTruthy();
    // The console's one date format (formatDate), as in every table: not the locale's 11/20/2026.
    expect(
      within(screen.getByTestId('mobile-current')).getByText(
        `Verified on ${formatDate('2026-11-20T08:00:00.000Z')}`,
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('mobile-current').textContent).toMatch(/Verified on \d{4}-\d{2}-\d{2}/);
    type('Mobile number', '+86 138 0013 8000');
    fireEvent.click(screen.getByTestId('mobile-send-code'));
    expect(await screen.findByText('Too many attempts, please try again later')).toBeTruthy();
    type('Verification code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and save' }));
    expect(await screen.findByText('Verify Code is incorrect or expired')).toBeTruthy();
    expect(checks).toBe(1);
  });
});

describe('LanguagesCard', () => {
  it('lists, adds and removes languages through the spec calls', async () => {
    let linked = [LANGS.en, LANGS.zh];
    const all = [LANGS.en, LANGS.zh, LANGS.fr, LANGS.de];
    const calls = stubApi((call: ApiCall) => {
      if (call.path.endsWith('/language/link/list')) return ok({ list: linked, total: linked.length });
      if (call.path.endsWith('/language/unlink/list')) {
        const rest = all.filter((entry) => !linked.includes(entry));
        return ok({ list: rest, total: rest.length });
      }
      if (call.path.endsWith('/language/add/link')) {
        const codes = (call.body as { codes: string[] }).codes;
        linked = all.filter((entry) => linked.includes(entry) || codes.includes(entry.code));
        return ok({ list: linked, total: linked.length });
      }
      if (call.method === 'DELETE') {
        const code = call.path.split('/').at(-1);
        linked = linked.filter((entry) => entry.code !== code);
        return ok({ list: linked, total: linked.length });
      }
      return fail(404, 'Not Found');
    });
    wrap(<LanguagesCard />);
    expect(await screen.findByTestId('language-en')).toBeTruthy();
    expect(screen.getByTestId('language-zh')).toBeTruthy();

    // add French through the select
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText(/French · Français/));
    fireEvent.click(screen.getByTestId('language-add'));
    expect(await screen.findByTestId('language-fr')).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/add/link'))?.body).toEqual({ codes: ['fr'] });

    // remove Chinese with the tag's close button (offered again once the add has settled)
    fireEvent.click(
      await within(screen.getByTestId('language-zh')).findByRole('button', { name: 'Remove Chinese' }),
    );
    await waitFor(() => expect(screen.queryByTestId('language-zh')).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/common/v1/language/link/zh');
  });

  it('is read-only without account:edit', async () => {
    setUser({ ...ADMIN, perms: ['dashboard:view'] });
    stubApi((call) =>
      call.path.endsWith('/link/list')
        ? ok({ list: [LANGS.en], total: 1 })
        : ok({ list: [LANGS.de], total: 1 }),
    );
    wrap(<LanguagesCard />);
    expect(await screen.findByTestId('language-en')).toBeTruthy();
    expect(screen.getByText('Only members with the account:edit permission can change this.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(within(screen.getByTestId('language-en')).queryByRole('button')).toBeNull();
  });

  it('shows a load failure with Retry', async () => {
    let fails = true;
    stubApi(() => (fails ? fail(500, 'System Error') : ok({ list: [LANGS.en], total: 1 })));
    wrap(<LanguagesCard />);
    expect(await screen.findByText('This part of your account could not be loaded.')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByTestId('language-en')).toBeTruthy();
  });
});

describe('AccountPage', () => {
  it('loads the profile, saves the name (header follows), and places the shop on the map', async () => {
    const calls = stubApi((call) => {
      if (call.path.endsWith('/info/profile')) return ok(PROFILE);
      if (call.path.endsWith('/update/profile')) return ok({ ...PROFILE, ...(call.body as object) });
      if (call.path.endsWith('/link/list')) return ok({ list: [LANGS.en], total: 1 });
      if (call.path.endsWith('/unlink/list')) return ok({ list: [LANGS.fr], total: 1 });
      if (call.path.endsWith('/coordinate') && call.method === 'GET') return ok(null);
      if (call.path.endsWith('/coordinate') && call.method === 'PUT')
        return ok({ key: 'k1', updatedAt: '2026-11-22T10:00:00.000Z', ...(call.body as object) });
      return fail(404, 'Not Found');
    });
    wrap(<AccountPage />);
    expect(((await screen.findByTestId('profile-email')) as HTMLInputElement).value).toBe(
      'admin@example.com',
    );
    expect(field('Name').value).toBe('Ada');

    type('Name', '  Grace ');
    type('Last name', 'Hopper');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(getUser()?.name).toBe('Grace'));
    expect(getUser()?.lastName).toBe('Hopper');
    expect(calls.find((call) => call.path.endsWith('/update/profile'))?.body).toEqual({
      name: 'Grace',
      lastName: 'Hopper',
    });

    // not on the map yet; a click on the picker fills the coordinates (and the label from the shop name)
    expect(await screen.findByText('Your shop is not on the public map yet.')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('picker'));
    await waitFor(() => expect(field('Latitude').value).toBe('48.856600'));
    expect(field('Longitude').value).toBe('2.352200');
    expect(field('Label').value).toBe('Demo Shop');
    fireEvent.click(screen.getByRole('button', { name: 'Save place' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      label: 'Demo Shop',
      lat: 48.8566,
      lng: 2.3522,
    });
    expect(await screen.findByRole('button', { name: /Remove from the map/ })).toBeTruthy();
  });

  it('refuses coordinates out of range before calling', async () => {
    const calls = stubApi((call) => {
      if (call.path.endsWith('/coordinate')) return ok(null);
      if (call.path.endsWith('/info/profile')) return ok(PROFILE);
      return ok({ list: [], total: 0 });
    });
    wrap(<AccountPage />);
    await screen.findByText('Your shop is not on the public map yet.');
    type('Latitude', '91');
    type('Longitude', '-200');
    fireEvent.click(screen.getByRole('button', { name: 'Save place' }));
    expect(await screen.findByText('The latitude must be a number between -90 and 90')).toBeTruthy();
    expect(screen.getByText('The longitude must be a number between -180 and 180')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('LocationCard', () => {
  const PLACE = {
    key: 'k1',
    label: 'Demo Shop',
    lat: 48.8566,
    lng: 2.3522,
    updatedAt: '2026-11-22T10:00:00.000Z',
  };

  it("Remove from the map asks with the focus on Cancel: Enter there removes nothing; Enter, Escape and Cancel give the focus back to the card's Remove", async () => {
    const calls = stubApi((call) => {
      if (call.path.endsWith('/coordinate') && call.method === 'GET') return ok(PLACE);
      if (call.path.endsWith('/coordinate') && call.method === 'DELETE') return ok(null);
      return fail(404, 'Not Found');
    });
    // antd's App with its motion off, so that a closing dialog gives the focus back (happy-dom never ends a CSS
    // transition).
    render(
      <MemoryRouter>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <App>
            <LocationCard defaultLabel="Demo Shop" />
          </App>
        </ConfigProvider>
      </MemoryRouter>,
    );
    const opener = await screen.findByRole('button', { name: /Remove from the map/ });
    await expectConfirmBacksOut(opener, {
      question: 'Take your shop off the public map?',
      cancel: 'Cancel',
      ok: 'Remove from the map',
    });
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    // Its OK removes the place.
    fireEvent.click(opener);
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove from the map' }),
    );
    expect(await screen.findByText('Your shop is not on the public map yet.')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.method)).toEqual(['DELETE']);
  });
});

describe('StorageCard', () => {
  const STORAGE = {
    files: 12,
    bytes: 5 * 1024 * 1024 + 300 * 1024,
    unattachedFiles: 3,
    unattachedBytes: 6 * 1024 * 1024,
    unattachedMaxBytes: 20 * 1024 * 1024,
  };

  it('writes sizes in the reader’s language, in the binary units the limits use', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(20 * 1024 * 1024, 'en')).toBe('20 MB');
    expect(formatBytes(20 * 1024 * 1024, 'zh')).toMatch(/^20\s?MB$/);
  });

  it("shows the shop's stored total and its unsaved uploads against the cap, in English and Chinese", async () => {
    const calls = stubApi((call) =>
      call.path.endsWith('/files/storage') ? ok(STORAGE) : fail(404, 'Not Found'),
    );
    const { unmount } = wrap(<StorageCard />);
    expect((await screen.findByTestId('storage-unsaved')).textContent).toBe('6 MB of 20 MB');
    expect(screen.getByTestId('storage-files').textContent).toBe('12 files');
    expect(screen.getByTestId('account-storage').textContent).toContain('5.3 MB');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('6 MB of 20 MB');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/user/v1/files/storage']);
    unmount();

    setLanguage('zh');
    wrap(<StorageCard />);
    expect((await screen.findByTestId('storage-unsaved')).textContent).toMatch(/^6\s?MB \/ 20\s?MB$/);
    expect(screen.getByTestId('storage-files').textContent).toBe('12 个文件');
    expect(screen.getByText('已存储的文件')).toBeTruthy();
  });

  it('shows a load failure with Retry', async () => {
    let fails = true;
    stubApi(() => (fails ? fail(500, 'System Error') : ok({ ...STORAGE, files: 1 })));
    wrap(<StorageCard />);
    expect(await screen.findByText('This part of your account could not be loaded.')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect((await screen.findByTestId('storage-files')).textContent).toBe('1 file');
  });
});
