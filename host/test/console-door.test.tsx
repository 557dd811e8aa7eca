import {
  clearToken,
  getToken,
  getUser,
  setToken,
  setUser,
  type LazyPage,
  type RemoteRoute,
} from '@console/shared';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openConsoleDoor } from '../src/app/console-door';
import { AreaPage } from '../src/router/AreaPage';
import { PageShownContext } from '../src/router/lazy-pages';
import { preloadPage } from '../src/router/preload';
import { loadSession } from '../src/session/session';
import { fail, ok, stubApi } from './api-stub';

const USER = {
  userId: 7,
  email: 'ada@example.com',
  name: 'Ada',
  lastName: 'Admin',
  roles: ['admin'],
  perms: [],
  customerName: 'Ada Shop',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearToken();
  setUser(null);
});

describe('a page opened for the first time', () => {
  const routeWith = (page: LazyPage, prefetch: () => void): RemoteRoute => ({
    path: '/odrs/orders',
    name: 'orderList',
    meta: { title: 'route.orderList' },
    page,
    prefetch,
  });

  it("runs the route's prefetch beside the code download, once, and never for a preload", async () => {
    const prefetch = vi.fn();
    const loader = vi.fn(async () => ({ default: () => <p>orders page</p> }));
    preloadPage(loader); // pointing at the menu: code only
    expect(loader).toHaveBeenCalledTimes(1);
    expect(prefetch).not.toHaveBeenCalled();

    const view = <AreaPage area="orders" route={routeWith(loader, prefetch)} />;
    render(view);
    expect(prefetch).toHaveBeenCalledTimes(1);
    await screen.findByText('orders page');

    // Opened again later (a closed tab reopened): the page loads its own data as usual.
    cleanup();
    render(view);
    await screen.findByText('orders page');
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('is not open while it is pre-rendered: the prefetch waits until the page is shown', async () => {
    const prefetch = vi.fn();
    const loader = vi.fn(async () => ({ default: () => <p>carts page</p> }));
    const route = routeWith(loader, prefetch);
    const { rerender } = render(
      <PageShownContext value={false}>
        <AreaPage area="orders" route={route} />
      </PageShownContext>,
    );
    await screen.findByText('carts page');
    expect(prefetch).not.toHaveBeenCalled();
    rerender(
      <PageShownContext value={true}>
        <AreaPage area="orders" route={route} />
      </PageShownContext>,
    );
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('still opens when the prefetch throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const route = routeWith(
      async () => ({ default: () => <p>sku page</p> }),
      () => {
        throw new Error('no network');
      },
    );
    render(<AreaPage area="sku" route={route} />);
    expect(await screen.findByText('sku page')).toBeTruthy();
  });
});

describe('the console door', () => {
  it('asks for the signed-in user while the console code loads, and the guard reuses that request', async () => {
    const calls = stubApi((call) =>
      call.path.endsWith('/customer/info/get') ? ok(USER) : fail(404, 'not here'),
    );
    setToken('door-token');
    await act(() => openConsoleDoor().then(() => undefined));
    await waitFor(() => expect(getUser()?.email).toBe('ada@example.com'));
    await loadSession(); // what the route guard does on mount
    expect(calls.filter((call) => call.path.endsWith('/customer/info/get'))).toHaveLength(1);
  });

  it('starts nothing without a token', async () => {
    const calls = stubApi(() => ok(USER));
    await openConsoleDoor();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(getUser()).toBeNull();
  });

  it('ends a session whose user cannot be loaded, and asks again for the next one', async () => {
    let answer = fail(500, 'busy');
    const calls = stubApi(() => answer.clone());
    setToken('retry-token');
    await expect(loadSession()).resolves.toBeNull();
    expect(getToken()).toBe(''); // the guard now sends the person to sign-in
    answer = ok(USER);
    setToken('retry-token');
    await expect(loadSession()).resolves.toMatchObject({ email: 'ada@example.com' });
    await waitFor(() => expect(getUser()?.email).toBe('ada@example.com'));
    expect(calls).toHaveLength(2);
  });

  it('keeps the session while the server does not answer (a reload aborting the request, an API restarting), and asks again', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(fail(502, 'The API server is not reachable')),
      () => Promise.resolve(ok(USER)),
    ];
    const calls = stubApi(() => (answers[Math.min(calls.length - 1, answers.length - 1)] ?? answers[0]!)());
    setToken('unanswered-token');
    await expect(loadSession()).resolves.toMatchObject({ email: 'ada@example.com' });
    expect(getToken()).toBe('unanswered-token');
    expect(calls).toHaveLength(3);
  });

  it('keeps an answer that arrives after the token changed out of the new session', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    stubApi(async () => {
      await held;
      return fail(401, 'gone');
    });
    setToken('old-token');
    const loading = loadSession();
    setToken('new-token'); // another person signed in meanwhile (here or in another tab)
    release();
    await expect(loading).resolves.toBeNull();
    expect(getToken()).toBe('new-token'); // the old request's failure does not end the new session
    expect(getUser()).toBeNull();
  });
});
