import { addTranslations, i18nReady, setUser, type ConsoleUser } from '@console/shared';
import { clearQueryCache } from '@console/shared/data';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { en, zh } from '../src/i18n/resources';

export async function setupI18n() {
  await i18nReady;
  addTranslations('sku', { en, zh });
}

export const ADMIN: ConsoleUser = {
  id: '1',
  customerId: '1',
  customerName: 'Demo Shop',
  email: 'admin@example.com',
  name: 'Ada',
  lastName: 'Admin',
  roles: ['ADMIN'],
  perms: ['sku:view', 'sku:edit'],
};

export const reply = (data: unknown, status = 200, code = 0, message = 'ok') =>
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

/** Stubs fetch: `METHOD /path` (":id" matches a segment) -> answer; every call is recorded. */
export function stubApi(routes: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const text = input.method === 'GET' ? '' : await input.text();
      const call = {
        method: input.method,
        path: url.pathname.replace(/^\/api/, ''),
        params: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      for (const [pattern, answer] of Object.entries(routes)) {
        const [method, path] = pattern.split(' ');
        if (method === call.method && new RegExp(`^${path!.replace(/:[a-z]+/g, '[^/]+')}$`).test(call.path)) {
          return answer(call);
        }
      }
      throw new Error(`unexpected call ${call.method} ${call.path}`);
    }),
  );
  return { calls };
}

export function renderPage(Page: ComponentType, url: string, user: ConsoleUser = ADMIN) {
  setUser(user);
  clearQueryCache();
  const path = new URL(url, 'http://local').pathname;
  return render(
    <App>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

export const LANGUAGES = {
  defaultLanguage: 'en',
  linked: [
    { code: 'en', name: 'English', nativeName: 'English' },
    { code: 'zh', name: 'Chinese', nativeName: '中文' },
    { code: 'es', name: 'Spanish', nativeName: 'Español' },
  ],
  retained: [{ code: 'fr', name: 'French', categories: 2, tags: 0 }],
};
