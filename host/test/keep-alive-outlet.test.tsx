import { BrowserRouter, useNavigate, type NavigateFunction, type RouteObject } from '@console/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageInfo } from '../src/router/pages';
import { KeepAliveOutlet } from '../src/tabs/KeepAliveOutlet';
import { clearPrerendered, prerenderPages } from '../src/tabs/prerender';
import { setTabs } from '../src/tabs/tabs-store';

/** A page with state of its own and a count of the effects it ran: shows whether React kept or re-built it. */
const effects: Record<string, number> = {};
function CountingPage({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => {
    effects[name] = (effects[name] ?? 0) + 1;
  }, [name]);
  return (
    <button type="button" data-testid={name} onClick={() => setClicks(clicks + 1)}>
      {name} {clicks}
    </button>
  );
}

const routes: RouteObject[] = ['/dash', '/odrs/orders', '/odrs/cars'].map((path) => ({
  path,
  element: <CountingPage name={path.slice(1).replace('/', '-')} />,
}));
const info = (path: string, keepAlive: boolean): PageInfo => ({
  path,
  name: path,
  titleKey: path,
  ns: 'test',
  keepAlive,
  affix: false,
  hidden: false,
  trail: [],
  area: 'test',
});
const pages = [info('/dash', true), info('/odrs/orders', true), info('/odrs/cars', false)];

const router: { navigate?: NavigateFunction } = {};
function Navigator() {
  const navigateTo = useNavigate();
  useEffect(() => {
    router.navigate = navigateTo;
  }, [navigateTo]);
  return null;
}
const navigate = (path: string) => router.navigate?.(path);

function renderOutlet() {
  render(
    <BrowserRouter>
      <Navigator />
      <KeepAliveOutlet routes={routes} pages={pages} />
    </BrowserRouter>,
  );
}

const tab = (path: string, keepAlive: boolean) => ({
  path,
  fullPath: path,
  affix: false,
  keepAlive,
  generation: 0,
});

beforeEach(() => {
  window.history.replaceState(null, '', '/dash');
  setTabs([tab('/dash', true)]);
  for (const key of Object.keys(effects)) delete effects[key];
});
afterEach(() => {
  cleanup();
  clearPrerendered();
  setTabs([]);
});

describe('pages rendered ahead of the click', () => {
  it('are built hidden without running effects, and the click shows that same element', async () => {
    renderOutlet();
    act(() => prerenderPages(['/odrs/orders']));
    const ahead = await screen.findByTestId('odrs-orders');
    expect(ahead.checkVisibility()).toBe(false);
    expect(effects['odrs-orders']).toBeUndefined();

    act(() => {
      navigate('/odrs/orders');
      setTabs([tab('/dash', true), tab('/odrs/orders', true)]);
    });
    expect(screen.getByTestId('odrs-orders')).toBe(ahead);
    expect(ahead.checkVisibility()).toBe(true);
    expect(effects['odrs-orders']).toBe(1);
  });

  it('a page without keepAlive, once shown and left, unmounts like any other', async () => {
    renderOutlet();
    act(() => prerenderPages(['/odrs/cars']));
    await screen.findByTestId('odrs-cars');
    act(() => navigate('/odrs/cars'));
    act(() => screen.getByTestId('odrs-cars').click());
    expect(screen.getByTestId('odrs-cars').textContent).toBe('odrs-cars 1');

    act(() => navigate('/dash'));
    expect(screen.queryByTestId('odrs-cars')).toBeNull();
    act(() => navigate('/odrs/cars'));
    expect(screen.getByTestId('odrs-cars').textContent).toBe('odrs-cars 0');
  });

  it('a kept-alive page pointed at again does not outlive its closed tab', async () => {
    renderOutlet();
    act(() => {
      navigate('/odrs/orders');
      setTabs([tab('/dash', true), tab('/odrs/orders', true)]);
    });
    act(() => screen.getByTestId('odrs-orders').click());
    act(() => navigate('/dash'));
    // Pointing at its menu entry while its tab is open, then closing the tab.
    act(() => prerenderPages(['/odrs/orders']));
    expect(screen.getByTestId('odrs-orders').textContent).toBe('odrs-orders 1');
    act(() => setTabs([tab('/dash', true)]));
    expect(screen.queryByTestId('odrs-orders')).toBeNull();
  });
});
