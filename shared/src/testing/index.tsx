/**
 * What every remote's component tests need to render one of its pages outside the host: the area's strings, a
 * signed-in user, an empty data cache, a router at the page's URL and a stubbed API answering in the envelope.
 * Test code only: no page imports it, so no build ships it.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { clearQueryCache } from '../data';
import { addServerMessages, addTranslations, i18nReady, type ServerMessages } from '../i18n/instance';
import { setUser, type ConsoleUser } from '../session/user-store';

/** The area's own strings (and its server messages) added to the console's i18n, as the host does when it loads the area. */
export async function setupRemoteI18n(
  namespace: string,
  resources: Parameters<typeof addTranslations>[1],
  serverMessages?: ServerMessages,
) {
  await i18nReady;
  addTranslations(namespace, resources);
  if (serverMessages) addServerMessages(serverMessages);
}

/**
 * What a part's server-message tables lack or hold in excess against its API's message objects (`BOOKING_MSG`...):
 * `missing`, messages with no Chinese; `unknown`, keys the API never sends (a message reworded on the server);
 * `placeholders`, translations that drop or invent one of the message's `{name}`s. All empty when the tables fit.
 */
export function serverMessageGaps(tables: ServerMessages, ...messageObjects: Record<string, unknown>[]) {
  const sent = new Set(
    messageObjects.flatMap((object) => Object.values(object).filter((value) => typeof value === 'string')),
  );
  const names = (text: string) =>
    [...text.matchAll(/\{(\w+)\}/g)]
      .map((match) => match[1])
      .sort()
      .join(',');
  return {
    missing: [...sent].filter((message) => !(message in tables.zh)),
    unknown: [...Object.keys(tables.zh), ...Object.keys(tables.en)].filter((key) => !sent.has(key)),
    placeholders: [...Object.entries(tables.zh), ...Object.entries(tables.en)]
      .filter(([key, text]) => names(key) !== names(text))
      .map(([key]) => key),
  };
}

/** The demo admin of the tests (Ada Admin of Demo Shop) holding `perms`; `overrides` for a second user. */
export function testUser(perms: string[], overrides: Partial<ConsoleUser> = {}): ConsoleUser {
  return {
    id: 1,
    customerId: 1,
    customerName: 'Demo Shop',
    email: 'admin@example.com',
    name: 'Ada',
    lastName: 'Admin',
    roles: ['ADMIN'],
    perms,
    ...overrides,
  };
}

/** An API answer in the server's envelope (`{ code, data, message }`). */
export const envelope = (data: unknown, status = 200, code = 0, message = 'ok') =>
  new Response(JSON.stringify({ code, data, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** One request the page made: the path without /api, the query, the JSON body (or the raw text), the headers. */
export interface ApiCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/**
 * Stubs fetch with a small router: the first `METHOD /path` pattern that matches answers (`:x` matches one path
 * segment); any other call fails the test. Every call is recorded.
 */
export function stubApi(routes: Record<string, (call: ApiCall) => Response | Promise<Response>>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const json = request.headers.get('content-type')?.includes('json');
    const call: ApiCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      params: url.searchParams,
      body: text ? (json ? JSON.parse(text) : text) : undefined,
      headers: request.headers,
    };
    calls.push(call);
    for (const [pattern, answer] of Object.entries(routes)) {
      const [method, path] = pattern.split(' ');
      if (method === call.method && new RegExp(`^${path!.replace(/:[a-z]+/g, '[^/]+')}$`).test(call.path))
        return answer(call);
    }
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The calls to one `METHOD /path` (exact path). */
    of: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** The router's current location, for tests that check what the page wrote to the URL. */
function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `element` at `url` under the route `path` (the URL's own path when not given), signed in as `user`, with
 * an empty data cache (the data layer's cache is module state, so each test starts from nothing).
 */
export function renderRemotePage(
  element: ReactNode,
  { url, path, user }: { url: string; path?: string; user: ConsoleUser | null },
) {
  setUser(user);
  clearQueryCache();
  return render(
    <App>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={path ?? new URL(url, 'http://local').pathname}
            element={
              <>
                {element}
                <ShowLocation />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

/**
 * The hooks of a page test file: the area's strings once (`setupI18n`); between tests nothing stored (a list's
 * preferences live in localStorage), the real fetch back (`stubApi` stubs it) and nobody signed in.
 */
export function resetBetweenPageTests(setupI18n: () => unknown): void {
  beforeAll(setupI18n);
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    setUser(null);
  });
}

/**
 * Enter on the focused element, as a browser takes it: on a button it is that button's click (happy-dom fires the
 * keys but not the click). What a confirm does with an Enter is what its focused button does.
 */
export function pressEnter(): void {
  const focused = document.activeElement as HTMLElement;
  const key = { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 };
  fireEvent.keyDown(focused, key);
  if (focused.tagName === 'BUTTON') fireEvent.click(focused);
  fireEvent.keyUp(focused, key);
}

/** How `expectConfirmBacksOut` finds the confirm on the page, when it is not the page's one dialog. */
export interface ConfirmLookup {
  /** The open confirm (default: the one `dialog` on the page). */
  find?: () => Promise<HTMLElement>;
  /** The confirm if still on the page, else null or undefined (default: the one `dialog`). */
  query?: () => HTMLElement | null | undefined;
}

/**
 * Checks a destructive confirm (`destructiveConfirm`) opened by a click on `opener`: it asks `question`, opens with
 * the focus on its `cancel` button beside a red `ok`, and Enter there, Escape and a click on `cancel` each close it
 * and give the focus back to `opener`. What it must not have done (no request sent) is the caller's to check after,
 * and `afterClose` runs after every closing. Found by its text, not its name: under test antd gives every element
 * the same id.
 */
export async function expectConfirmBacksOut(
  opener: HTMLElement,
  texts: { question: string; cancel: string; ok: string },
  {
    find = () => screen.findByRole('dialog'),
    query = () => screen.queryByRole('dialog'),
  }: ConfirmLookup = {},
  afterClose?: () => void,
): Promise<void> {
  for (const close of ['Enter', 'Escape', 'click'] as const) {
    opener.focus();
    fireEvent.click(opener);
    const dialog = await find();
    expect(dialog.textContent).toContain(texts.question);
    const cancel = within(dialog).getByRole('button', { name: texts.cancel });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(within(dialog).getByRole('button', { name: texts.ok }).classList).toContain('ant-btn-dangerous');
    if (close === 'Enter') pressEnter();
    else if (close === 'Escape') fireEvent.keyDown(cancel, { key: 'Escape', code: 'Escape', keyCode: 27 });
    else fireEvent.click(cancel);
    await waitFor(() => expect(query() ?? null).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    afterClose?.();
  }
}
