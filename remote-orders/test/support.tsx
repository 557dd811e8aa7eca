import { addTranslations, i18nReady, setUser, type ConsoleUser } from '@console/shared';
import { clearQueryCache } from '@console/shared/data';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { Cart, Order } from '../src/api';
import { en, zh } from '../src/i18n/resources';

export async function setupI18n() {
  await i18nReady;
  addTranslations('orders', { en, zh });
}

export const ADMIN: ConsoleUser = {
  id: '1',
  customerId: '1',
  customerName: 'Demo Shop',
  email: 'admin@example.com',
  name: 'Ada',
  lastName: 'Admin',
  roles: ['ADMIN'],
  perms: ['order:confirm', 'order:cancel', 'order:export', 'dashboard:view'],
};
export const LIMITED: ConsoleUser = {
  ...ADMIN,
  id: '2',
  email: 'limited@example.com',
  perms: ['dashboard:view'],
};

export const envelope = (data: unknown, status = 200, code = 0, message = 'ok') =>
  new Response(JSON.stringify({ code, data, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

/**
 * Stubs fetch with a small router: the first handler whose `METHOD /path` matches answers. Every call is
 * recorded (method, path without /api, query, JSON body).
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    const text = input.method === 'GET' ? '' : await input.text();
    const call: Call = {
      method: input.method,
      path: url.pathname.replace(/^\/api/, ''),
      params: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    for (const [pattern, handler] of Object.entries(routes)) {
      const [method, path] = pattern.split(' ');
      const regex = new RegExp(`^${path!.replace(/:[a-z]+/g, '[^/]+')}$`);
      if (method === call.method && regex.test(call.path)) return handler(call);
    }
    throw new Error(`unexpected call ${key}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    of: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(
  Page: ComponentType,
  { url, user = ADMIN }: { url: string; user?: ConsoleUser | null },
) {
  setUser(user);
  // Each test starts from an empty data-layer cache (SWR's cache is module state).
  clearQueryCache();
  const path = new URL(url, 'http://local').pathname;
  return render(
    <App>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                <Page />
                <ShowLocation />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

const item = (id: number, currency: string, price: number, count: number) => ({
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
    items,
  };
}
