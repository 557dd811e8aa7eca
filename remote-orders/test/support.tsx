import type { ConsoleUser } from '@console/shared';
import { renderRemotePage, setupRemoteI18n, testUser } from '@console/shared/testing';
import type { ComponentType } from 'react';
import type { Cart, Order } from '../src/api';
import { en, zh } from '../src/i18n/resources';
import { serverMessages } from '../src/i18n/server';

export { envelope, resetBetweenPageTests, stubApi, type ApiCall as Call } from '@console/shared/testing';

export const setupI18n = () => setupRemoteI18n('orders', { en, zh }, serverMessages);

export const ADMIN = testUser(['order:confirm', 'order:cancel', 'order:export', 'dashboard:view']);
export const LIMITED = testUser(['dashboard:view'], { id: 2, email: 'limited@example.com' });

export function renderPage(
  Page: ComponentType,
  { url, user = ADMIN }: { url: string; user?: ConsoleUser | null },
) {
  return renderRemotePage(<Page />, { url, user });
}

export const item = (id: number, currency: string, price: number, count: number) => ({
  id,
  sn: `SKU-${1000 + id}`,
  name: `Item ${id}`,
  currency,
  price,
  count,
  description: `Description ${id}`,
});

export function order(overrides: Partial<Order> & Pick<Order, 'id' | 'status'>): Order {
  const currency = overrides.currency ?? 'USD';
  const items = overrides.items ?? [item(overrides.id * 10, currency, 625, 2)];
  return {
    orderNo: `SO20261120-${String(overrides.id).padStart(6, '0')}`,
    consumer: 'Alex Morgan',
    consumerCode: 'C00001',
    consumerEmail: 'alex.morgan.1@example.com',
    consumerMobile: '+15550001111',
    address: '12 Harbour St, Springfield',
    currency,
    totalAmount: items.reduce((sum, line) => sum + line.price * line.count, 0),
    itemCount: items.reduce((sum, line) => sum + line.count, 0),
    createdAt: '2026-11-20T08:00:00.000Z',
    payTime: overrides.status === 'Waiting' ? null : '2026-11-20T09:30:00.000Z',
    receivedAt: overrides.status === 'Received' ? '2026-11-21T10:00:00.000Z' : null,
    canceledAt: null,
    cancelReason: null,
    lineCount: items.length,
    ...overrides,
    items,
  };
}

export function cart(id: number, currency = 'USD'): Cart {
  const items = [item(id * 10 + 1, currency, 1500, 2), item(id * 10 + 2, currency, 899, 1)];
  return {
    id,
    consumerCode: `C${String(id).padStart(5, '0')}`,
    consumer: 'Bea Li',
    currency,
    sum: 3,
    totalAmount: 3899,
    createdAt: '2026-11-19T12:00:00.000Z',
    updatedAt: '2026-11-19T12:00:00.000Z',
    lineCount: items.length,
    items,
  };
}
