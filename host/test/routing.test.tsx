import type { RemoteArea } from '@console/shared';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../src/layout/menu';
import type { AreaState } from '../src/remotes/areas';
import { parseRegistry } from '../src/remotes/registry';
import { collectRoutes, homePath, landingPath, readyModules } from '../src/router/area-routes';
import { loginPath, safeRedirect } from '../src/session/redirect';
import { dashboardArea, ordersArea, userWith } from './fixtures';

const page = async () => ({ default: () => null });

const ordersModule = ordersArea(
  [
    { path: '/odrs/cars', name: 'carList', meta: { title: 'route.carts', roles: ['ADMIN'] }, page },
    { path: '/odrs/secret', name: 'secret', meta: { title: 'route.secret', roles: ['AUDITOR'] }, page },
    { path: '/odrs/hidden', name: 'hidden', meta: { title: 'route.hidden', hidden: true }, page },
  ],
  { title: 'route.orders', roles: ['ADMIN'] },
);
const dashModule = dashboardArea(page);
const admin = userWith(['ADMIN']);

const areas: Record<string, AreaState> = {
  orders: { name: 'orders', status: 'ready', module: ordersModule },
  dashboard: { name: 'dashboard', status: 'ready', module: dashModule },
  sku: { name: 'sku', status: 'failed', error: 'connection refused' },
  booking: { name: 'booking', status: 'loading' },
};

const t = ((key: string, options?: { ns?: string; name?: string }) =>
  options?.name ? `${key}:${options.name}` : `${options?.ns ?? ''}:${key}`) as never;

describe('route table from remote modules', () => {
  it('keeps areas in menu order and only the routes the roles allow', () => {
    const { pages, redirects } = collectRoutes(readyModules(areas), admin);
    expect(pages.map((entry) => entry.route.path)).toEqual(['/dash', '/odrs/cars', '/odrs/hidden']);
    expect(redirects).toEqual([{ path: '/odrs', to: '/odrs/cars' }]);
    expect(homePath(pages)).toBe('/dash');
    expect(pages[1]?.trail.map((route) => route.name)).toEqual(['Odrs', 'carList']);
  });

  it('ROOT sees routes of any role', () => {
    const { pages } = collectRoutes(readyModules(areas), { ...admin, roles: ['ROOT'] });
    expect(pages.map((entry) => entry.route.path)).toContain('/odrs/secret');
  });

  it('the menu leaves out hidden routes and adds an entry per failed area', () => {
    const items = buildMenu(areas, admin, t);
    expect(items.map((item) => item?.key)).toEqual(['/dash', '/odrs', '/unavailable/sku']);
    const orders = items[1] as { children: { key: string }[] };
    expect(orders.children.map((child) => child.key)).toEqual(['/odrs/cars']);
  });

  it("names a failed area by its menu's title as last read, in the language shown, and keeps its place", () => {
    const down: Record<string, AreaState> = {
      dashboard: {
        name: 'dashboard',
        status: 'failed',
        error: 'connection refused',
        known: { order: 10, title: { en: 'Dashboard', zh: '首页' } },
      },
      orders: { name: 'orders', status: 'ready', module: ordersModule },
      never: { name: 'never', status: 'failed', error: 'connection refused' },
    };
    const labels = (language: string) =>
      buildMenu(down, admin, t, language).map((item) => [item?.key, (item as { label: unknown }).label]);
    expect(labels('en')).toEqual([
      ['/unavailable/dashboard', 'layout.areaUnavailable:Dashboard'],
      ['/odrs', 'orders:route.orders'],
      ['/unavailable/never', 'layout.areaUnavailable:never'],
    ]);
    expect(labels('zh')[0]).toEqual(['/unavailable/dashboard', 'layout.areaUnavailable:首页']);
  });
});

describe("an area's redirect route", () => {
  // The dashboard's menu declares /dashboard -> /dash this way: routed from the menu, before the area's code loads.
  const withAlias: RemoteArea = {
    ...dashModule,
    routes: [
      ...dashModule.routes,
      {
        path: '/dashboard',
        name: 'DashboardRedirect',
        redirect: '/dash',
        meta: { title: 't', hidden: true },
      },
    ],
  };
  const states: Record<string, AreaState> = {
    dashboard: { name: 'dashboard', status: 'ready', module: withAlias },
  };

  it('is routed for any signed-in user and stays out of the menu', () => {
    for (const user of [admin, userWith([])])
      expect(collectRoutes(readyModules(states), user).redirects).toContainEqual({
        path: '/dashboard',
        to: '/dash',
      });
    expect(buildMenu(states, admin, t).map((item) => item?.key)).toEqual(['/dash']);
  });
});

describe('landing page', () => {
  const pagesOf = (states: Record<string, AreaState>) => collectRoutes(readyModules(states), admin).pages;

  it('waits while any area is still loading, even when another area is ready', () => {
    const early: Record<string, AreaState> = {
      orders: { name: 'orders', status: 'ready', module: ordersModule },
      dashboard: { name: 'dashboard', status: 'loading' },
    };
    expect(landingPath(early, pagesOf(early))).toBeNull();
    expect(landingPath({}, [])).toBeNull();
  });

  it('lands on the affixed page once every area has settled, else on the first page that loaded', () => {
    const settled: Record<string, AreaState> = {
      orders: { name: 'orders', status: 'ready', module: ordersModule },
      dashboard: { name: 'dashboard', status: 'ready', module: dashModule },
    };
    expect(landingPath(settled, pagesOf(settled))).toBe('/dash');
    const dashboardDown: Record<string, AreaState> = {
      orders: { name: 'orders', status: 'ready', module: ordersModule },
      dashboard: { name: 'dashboard', status: 'failed', error: 'down' },
    };
    expect(landingPath(dashboardDown, pagesOf(dashboardDown))).toBe('/odrs/cars');
    const allDown: Record<string, AreaState> = {
      dashboard: { name: 'dashboard', status: 'failed', error: 'x' },
    };
    expect(landingPath(allDown, pagesOf(allDown))).toBeNull();
  });
});

describe('redirects', () => {
  const origin = 'http://localhost:8080';
  it('sign-in URL remembers path and query', () => {
    expect(loginPath('/odrs/orders?status=Paied')).toBe('/login?redirect=%2Fodrs%2Forders%3Fstatus%3DPaied');
    expect(loginPath('/')).toBe('/login');
  });
  it('follows only same-origin paths after sign-in', () => {
    expect(safeRedirect('/odrs/orders?status=Paied', origin)).toBe('/odrs/orders?status=Paied');
    expect(safeRedirect('//evil.example/x', origin)).toBe('/');
    expect(safeRedirect('https://evil.example', origin)).toBe('/');
    expect(safeRedirect('/\\evil.example', origin)).toBe('/');
    expect(safeRedirect('/login?redirect=/x', origin)).toBe('/');
    expect(safeRedirect(null, origin)).toBe('/');
  });
});

describe('remote registry', () => {
  it('accepts area -> manifest URL and rejects anything else', () => {
    expect(parseRegistry({ dashboard: 'http://x/mf-manifest.json' })).toEqual({
      dashboard: 'http://x/mf-manifest.json',
    });
    expect(() => parseRegistry([])).toThrow();
    expect(() => parseRegistry({ dashboard: 42 })).toThrow(/bad entry/);
    expect(() => parseRegistry({ 'Bad Name': 'x' })).toThrow(/bad entry/);
  });
});
