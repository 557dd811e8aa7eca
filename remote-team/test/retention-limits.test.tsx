import type * as Values from '@console/api-contract/values';
import { i18n, translateServerMessage } from '@console/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LogPage from '../src/pages/log/LogPage';
import { envelope, renderPage, resetBetweenPageTests, setupI18n, stubApi } from './support';

// Other limits than the contract's: what a person reads must follow the constants, not copies of 30 and 3650.
vi.mock('@console/api-contract/values', async (importOriginal) => ({
  ...(await importOriginal<typeof Values>()),
  LOG_RETENTION_MIN_DAYS: 7,
  LOG_RETENTION_MAX_DAYS: 700,
}));

resetBetweenPageTests(setupI18n);

describe('the log retention limits in what a person reads', () => {
  it.each([
    ['en', 'A whole number of days from 7 to 700'],
    ['zh', '请输入 7 到 700 之间的整数天数'],
  ] as const)('the field refuses 5 days with the limits of the contract (%s)', async (language, refusal) => {
    await act(() => i18n.changeLanguage(language));
    const api = stubApi({
      'GET /user/v1/team/log/list': () => envelope({ list: [], total: 0 }),
      'GET /user/v1/team/log/settings': () => envelope({ retentionDays: 365 }),
    });
    renderPage(LogPage, { url: '/team/log' });
    fireEvent.click(await screen.findByTestId('log-retention'));
    const dialog = await screen.findByTestId('retention-dialog');
    const field = within(dialog).getByRole('spinbutton');
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('365'));
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.submit(dialog.querySelector('form')!);
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    // The server's refusal, worded from the same constants, reads the same.
    expect(translateServerMessage('retentionDays must be a whole number of days from 7 to 700')).toBe(
      refusal,
    );
    await act(() => i18n.changeLanguage('en'));
  });
});
