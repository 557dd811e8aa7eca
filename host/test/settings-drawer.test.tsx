import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, consoleStore, settingsAtom } from '@console/shared';
import { expectConfirmBacksOut } from '@console/shared/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
// The console's own feedback hook reads antd's ES module App context, as the builds do (feedback.test.tsx).
import AntApp from 'antd/es/app';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, addTranslations } from '@console/shared';
import { en, zh } from '../src/i18n/resources';
import { areasAtom } from '../src/remotes/areas';
import { SettingsDoor } from '../src/settings/SettingsDoor';
import { settingsDrawerOpenAtom } from '../src/settings/state';
import { DocumentTheme } from '../src/theme/DocumentTheme';
import { ThemeProvider } from '../src/theme/ThemeProvider';

const stored = () =>
  JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}') as Record<string, unknown>;

function renderDrawer({ motion = true }: { motion?: boolean } = {}) {
  return render(
    <Provider store={consoleStore}>
      <DocumentTheme />
      <ThemeProvider>
        {/* Without motion, a closing dialog ends and gives the focus back (happy-dom never ends a transition). */}
        <ConfigProvider theme={{ token: { motion } }}>
          <AntApp>
            <SettingsDoor />
          </AntApp>
        </ConfigProvider>
      </ThemeProvider>
    </Provider>,
  );
}

/** The reset's confirm, found by its question: the drawer is a dialog too. */
const queryResetDialog = () =>
  screen
    .queryAllByRole('dialog')
    .find((dialog) => dialog.textContent?.includes('Reset every setting to its default?'));
const resetDialog = () =>
  waitFor(() => {
    const dialog = queryResetDialog();
    if (!dialog) throw new Error('no reset confirm');
    return dialog;
  });

describe('settings drawer', () => {
  beforeEach(async () => {
    addTranslations('host', { en, zh });
    await i18n.changeLanguage('en');
    consoleStore.set(settingsAtom, { ...DEFAULT_SETTINGS });
    consoleStore.set(settingsDrawerOpenAtom, false);
  });
  afterEach(() => {
    consoleStore.set(settingsAtom, { ...DEFAULT_SETTINGS });
    document.documentElement.className = '';
  });

  it("shows the console's version (the spec's 1.0.0) and each area's deployed version, in en and zh", async () => {
    const route = (title: string) => ({ path: `/${title}`, name: title, meta: { title: `route.${title}` } });
    addTranslations('orders', { en: { route: { orders: 'Orders' } }, zh: { route: { orders: '订单' } } });
    addTranslations('dashboard', {
      en: { route: { dashboard: 'Dashboard' } },
      zh: { route: { dashboard: '首页' } },
    });
    consoleStore.set(areasAtom, {
      orders: {
        name: 'orders',
        status: 'ready',
        version: '2.3.1',
        module: { name: 'orders', namespace: 'orders', order: 30, routes: [route('orders')] },
      },
      dashboard: {
        name: 'dashboard',
        status: 'ready',
        version: '0.1.0',
        module: { name: 'dashboard', namespace: 'dashboard', order: 10, routes: [route('dashboard')] },
      },
      sku: {
        name: 'sku',
        status: 'failed',
        error: 'down',
        known: { order: 40, title: { en: 'SKU', zh: '商品 SKU' } },
      },
    });
    consoleStore.set(settingsDrawerOpenAtom, true);
    renderDrawer();
    const about = await screen.findByTestId('settings-about', {}, { timeout: 10_000 });
    const rows = () =>
      [...about.querySelectorAll('dl > div')].map((row) =>
        [...row.children].map((cell) => cell.textContent).join(': '),
      );
    expect(within(about).getByText('About')).toBeTruthy();
    expect(rows()).toEqual(['Shop Console: 1.0.0', 'Dashboard: 0.1.0', 'Orders: 2.3.1', 'SKU: unavailable']);
    await act(() => i18n.changeLanguage('zh'));
    expect(rows()).toEqual(['店铺管理台: 1.0.0', '首页: 0.1.0', '订单: 2.3.1', '商品 SKU: 不可用']);
    consoleStore.set(areasAtom, {});
  });

  it('opens with Ctrl + , and closes with it again', async () => {
    renderDrawer();
    expect(screen.queryByTestId('settings-drawer')).toBeNull();
    act(() => void fireEvent.keyDown(window, { key: ',', ctrlKey: true }));
    // The drawer's code loads on first use (SettingsDoor).
    expect(await screen.findByTestId('settings-drawer', {}, { timeout: 10_000 })).toBeTruthy();
    expect(consoleStore.get(settingsDrawerOpenAtom)).toBe(true);
    act(() => void fireEvent.keyDown(window, { key: ',', ctrlKey: true }));
    expect(consoleStore.get(settingsDrawerOpenAtom)).toBe(false);
  });

  it('persists each change under `settings` and applies the theme to the page', async () => {
    consoleStore.set(settingsDrawerOpenAtom, true);
    renderDrawer();
    fireEvent.click(await screen.findByText('Dark'));
    expect(stored().theme).toBe('dark');
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));

    fireEvent.click(screen.getByLabelText('#1677FF'));
    expect(stored().themeColor).toBe('#1677FF');
    expect(document.documentElement.style.getPropertyValue('--console-primary')).toBe('#1677ff');

    fireEvent.click(screen.getByLabelText('#001529'));
    expect(stored().bgColor).toBe('#001529');
    expect(document.documentElement.style.getPropertyValue('--console-menu-bg')).toBe('#001529');
    expect(document.documentElement.style.getPropertyValue('--console-logo-bg')).toBe('#000000');

    fireEvent.click(screen.getByText('Top'));
    expect(stored().layout).toBe('top');
    fireEvent.click(screen.getByLabelText('Tags view'));
    expect(stored().tagsView).toBe(false);
    fireEvent.click(screen.getByText('Large'));
    expect(stored().size).toBe('large');
    fireEvent.click(screen.getByLabelText('Show watermark'));
    expect(stored().watermarkEnabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Watermark text'), { target: { value: 'Internal' } });
    expect(stored().watermarkContent).toBe('Internal');
  });

  it('resets to the defaults of spec section 2, keeping the language', async () => {
    consoleStore.set(settingsAtom, { theme: 'dark', themeColor: '#F5222D', size: 'small', language: 'zh' });
    consoleStore.set(settingsDrawerOpenAtom, true);
    await i18n.changeLanguage('en');
    renderDrawer();
    fireEvent.click(await screen.findByTestId('settings-reset'));
    fireEvent.click(within(await resetDialog()).getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() => expect(stored()).toEqual({ ...DEFAULT_SETTINGS, language: 'zh' }));
    expect(stored()).toMatchObject({
      layout: 'left',
      fixedHeader: true,
      tagsView: true,
      sidebarLogo: true,
      theme: 'auto',
      themeColor: '#6855EC',
      bgColor: '#1B085B',
      watermarkEnabled: false,
      size: 'default',
    });
    // And says so (in the kept language or the one on screen, whichever the drawer renders in).
    expect(await screen.findByText(/Settings reset to their defaults|已恢复默认设置/)).toBeTruthy();
  });

  it("Reset asks with the focus on Cancel: Enter there resets nothing; Enter, Escape and Cancel give the focus back to the drawer's Reset", async () => {
    const changed = { ...DEFAULT_SETTINGS, theme: 'dark', size: 'small' } as const;
    consoleStore.set(settingsAtom, changed);
    consoleStore.set(settingsDrawerOpenAtom, true);
    renderDrawer({ motion: false });
    const opener = await screen.findByTestId('settings-reset', {}, { timeout: 10_000 });
    await expectConfirmBacksOut(
      opener,
      { question: 'Reset every setting to its default?', cancel: 'Cancel', ok: 'Reset to defaults' },
      { find: resetDialog, query: queryResetDialog },
      // Escape closed the confirm only: the drawer it opened from stays.
      () => expect(consoleStore.get(settingsDrawerOpenAtom)).toBe(true),
    );
    expect(consoleStore.get(settingsAtom)).toMatchObject({ theme: 'dark', size: 'small' });
  });
});
