import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PaymentPage from '../src/pages/payment/PaymentPage';
import { envelope, renderAt, setupI18n, stubApi, WithoutMotion } from './support';
import { testUser } from '@console/shared/testing';

const QR = '/api/open/files/abcdefghijklmnopqrstuv.png';

beforeAll(setupI18n);
afterEach(() => vi.unstubAllGlobals());

describe('PaymentPage', () => {
  it('a user the server refuses sees the permission message, as on every other page, with no Retry', async () => {
    const refused = () => envelope(null, 403, -1, 'Account The account does not have permission');
    stubApi({
      'GET /user/v1/customer/info/pay/info': refused,
      'GET /user/v1/shop': refused,
    });
    renderAt(<PaymentPage />, { url: '/pkg/pay-message', user: testUser(['dashboard:view']) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Account The account does not have permission');
    expect(alert.textContent).not.toContain('Check the connection');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a request that got no answer says to check the connection, with Retry', async () => {
    stubApi({
      'GET /user/v1/customer/info/pay/info': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /user/v1/shop': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderAt(<PaymentPage />, { url: '/pkg/pay-message' });
    expect(await screen.findByText(/Check the connection/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('asks before removing the payment QR code, and removes it from the form only (Save stores it)', async () => {
    const { calls } = stubApi({
      'GET /user/v1/customer/info/pay/info': () =>
        envelope({ payUrl: QR, payExplain: '', payCompleteExplain: '' }),
      'GET /user/v1/shop': () =>
        envelope({
          name: 'Demo Shop',
          logoUrl: null,
          description: '',
          contact: '',
          siteKey: 'k',
          publicPath: '/s/k',
        }),
      'POST /user/v1/customer/info/pay/preview': () => envelope({ html: '' }),
    });
    renderAt(<PaymentPage />, { url: '/pkg/pay-message' });
    const remove = await screen.findByRole('button', { name: 'Remove: Payment QR code' });

    fireEvent.click(remove);
    const asked = await screen.findByRole('dialog', { name: 'Remove this payment QR code?' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('pay-qr-preview').getAttribute('src')).toBe(QR);

    // The one just cancelled may still be animating out (happy-dom never ends a transition): the new one is last.
    const asking = () => screen.queryAllByRole('dialog', { name: 'Remove this payment QR code?' });
    const before = asking().length;
    fireEvent.click(remove);
    await waitFor(() => expect(asking()).toHaveLength(before + 1));
    const again = asking().at(-1)!;
    fireEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByTestId('pay-qr-preview')).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET' && !call.path.endsWith('/pay/preview'))).toEqual([]);
  });

  it('asks to remove the QR code with the focus on Cancel; Escape and Cancel give it back to Remove', async () => {
    stubApi({
      'GET /user/v1/customer/info/pay/info': () =>
        envelope({ payUrl: QR, payExplain: '', payCompleteExplain: '' }),
      'GET /user/v1/shop': () =>
        envelope({
          name: 'Demo Shop',
          logoUrl: null,
          description: '',
          contact: '',
          siteKey: 'k',
          publicPath: '/s/k',
        }),
      'POST /user/v1/customer/info/pay/preview': () => envelope({ html: '' }),
    });
    // antd's App inside WithoutMotion, so that its dialogs close here too (the page's App is outside it).
    renderAt(
      <WithoutMotion>
        <App>
          <PaymentPage />
        </App>
      </WithoutMotion>,
      { url: '/pkg/pay-message' },
    );
    const remove = await screen.findByRole('button', { name: 'Remove: Payment QR code' });
    for (const close of ['Escape', 'Cancel']) {
      remove.focus();
      fireEvent.click(remove);
      const asked = await screen.findByRole('dialog', { name: 'Remove this payment QR code?' });
      const cancel = within(asked).getByRole('button', { name: 'Cancel' });
      await waitFor(() => expect(document.activeElement).toBe(cancel));
      if (close === 'Escape') fireEvent.keyDown(cancel, { key: 'Escape', code: 'Escape', keyCode: 27 });
      else fireEvent.click(cancel);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(remove));
    }
    expect(screen.getByTestId('pay-qr-preview').getAttribute('src')).toBe(QR);
  });
});
