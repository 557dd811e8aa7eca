import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PaymentPage from '../src/pages/payment/PaymentPage';
import { envelope, renderAt, setupI18n, stubApi } from './support';
import { testUser } from '@console/shared/testing';

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
});
