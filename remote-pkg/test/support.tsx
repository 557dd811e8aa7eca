import { addTranslations, i18nReady, setUser, type ConsoleUser } from '@console/shared';
import { clearQueryCache } from '@console/shared/data';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { en, zh } from '../src/i18n/resources';

export async function setupI18n() {
  await i18nReady;
  addTranslations('pkg', { en, zh });
}

export const ADMIN: ConsoleUser = {
  id: '1',
  customerId: '1',
  customerName: 'Demo Shop',
  email: 'admin@example.com',
  name: 'Ada',
  lastName: 'Admin',
  roles: ['ADMIN'],
  perms: ['pkg:view', 'pkg:edit', 'pay:edit'],
};

export const envelope = (data: unknown, status = 200, code = 0, message = 'ok') =>
  new Response(JSON.stringify({ code, data, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Stubs fetch: `METHOD /path` (without /api; `:x` matches a segment) -> answer. Returns the calls made. */
export function stubApi(routes: Record<string, (request: Request) => Response | Promise<Response>>) {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      calls.push(request);
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      for (const [pattern, answer] of Object.entries(routes)) {
        const [method, route] = pattern.split(' ');
        if (method === request.method && new RegExp(`^${route!.replace(/:[a-z]+/g, '[^/]+')}$`).test(path))
          return answer(request);
      }
      throw new Error(`unexpected call ${request.method} ${path}`);
    }),
  );
  return calls;
}

/** Renders `element` at `url` under the route `path`, signed in as `user`, with an empty data cache. */
export function renderAt(
  element: ReactNode,
  { url, path = url, user = ADMIN }: { url: string; path?: string; user?: ConsoleUser },
) {
  setUser(user);
  clearQueryCache();
  return render(
    <App>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}
