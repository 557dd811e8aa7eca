import { addTranslations, i18nReady, setUser, type ConsoleUser } from '@console/shared';
import { clearQueryCache } from '@console/shared/data';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { Booking } from '../src/api';
import { en, zh } from '../src/i18n/resources';

export async function setupI18n() {
  await i18nReady;
  addTranslations('booking', { en, zh });
}

export const ADMIN: ConsoleUser = {
  id: '1',
  customerId: '1',
  customerName: 'Demo Shop',
  email: 'admin@example.com',
  name: 'Ada',
  lastName: 'Admin',
  roles: ['ADMIN'],
  perms: ['booking:view', 'booking:edit', 'dashboard:view'],
};
export const VIEWER: ConsoleUser = { ...ADMIN, id: '3', perms: ['booking:view'] };

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

/** Stubs fetch with a small router (`METHOD /path`, `:x` matches one segment); records every call. */
export function stubApi(routes: Record<string, (call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const text = input.method === 'GET' ? '' : await input.text();
      const call: Call = {
        method: input.method,
        path: url.pathname.replace(/^\/api/, ''),
        params: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      for (const [pattern, handler] of Object.entries(routes)) {
        const [method, path] = pattern.split(' ');
        if (method === call.method && new RegExp(`^${path!.replace(/:[a-z]+/g, '[^/]+')}$`).test(call.path))
          return handler(call);
      }
      throw new Error(`unexpected call ${call.method} ${call.path}`);
    }),
  );
  return { calls, of: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(Page: ComponentType, { url, user = ADMIN }: { url: string; user?: ConsoleUser }) {
  setUser(user);
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

export function booking(overrides: Partial<Booking> & Pick<Booking, 'id' | 'status'>): Booking {
  return {
    bookingNo: `B${String(overrides.id).padStart(10, '0')}`,
    projectId: 1,
    projectTitle: 'Coffee Corner',
    slotDate: '2026-11-26',
    slotStart: '10:00',
    slotMinutes: 60,
    name: 'Vera Visitor',
    email: 'vera@example.org',
    mobile: '+49 30 1234567',
    people: 2,
    note: '',
    language: 'en',
    reason: null,
    createdAt: '2026-11-25T08:00:00.000Z',
    updatedAt: '2026-11-25T08:00:00.000Z',
    ...overrides,
  };
}
