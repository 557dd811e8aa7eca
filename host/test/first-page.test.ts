import { describe, expect, it, vi } from 'vitest';
import type { AreaState } from '../src/remotes/areas';
import { firstAreaPage, openFirstPage } from '../src/router/first-page';
import { dashboardArea, ordersArea, userWith } from './fixtures';

const user = userWith;

function fixture() {
  const dashPage = vi.fn(async () => ({ default: () => null }));
  const dashPrefetch = vi.fn();
  const ordersPage = vi.fn(async () => ({ default: () => null }));
  const dashboard = dashboardArea(dashPage, dashPrefetch);
  const orders = ordersArea([
    { path: '/odrs/orders', name: 'orderList', meta: { title: 'route.orderList' }, page: ordersPage },
  ]);
  const areas: Record<string, AreaState> = {
    dashboard: { name: 'dashboard', status: 'ready', module: dashboard },
    orders: { name: 'orders', status: 'ready', module: orders },
  };
  return { areas, dashPage, dashPrefetch, ordersPage };
}

describe('the first page the console shows', () => {
  it("is where '/' lands for this user, the page at a deep link, or where a redirect leads", () => {
    const { areas } = fixture();
    expect(firstAreaPage('/', areas, user(['ADMIN']))?.path).toBe('/dash');
    expect(firstAreaPage('/', areas, user(['CLERK']))?.path).toBe('/odrs/orders');
    expect(firstAreaPage('/odrs/orders', areas, user(['ADMIN']))?.path).toBe('/odrs/orders');
    expect(firstAreaPage('/odrs', areas, user(['ADMIN']))?.path).toBe('/odrs/orders');
  });

  it('is none for a page the user may not open, a host page, or while an area is loading', () => {
    const { areas } = fixture();
    expect(firstAreaPage('/dash', areas, user(['CLERK']))).toBeUndefined();
    expect(firstAreaPage('/account', areas, user(['ADMIN']))).toBeUndefined();
    const loading = { ...areas, sku: { name: 'sku', status: 'loading' } as AreaState };
    expect(firstAreaPage('/', loading, user(['ADMIN']))).toBeUndefined();
  });

  it("starts its code and runs its prefetch once; the page's own first render then runs no second prefetch", async () => {
    const { areas, dashPage, dashPrefetch } = fixture();
    openFirstPage('/', areas, user(['ADMIN']));
    openFirstPage('/', areas, user(['ADMIN']));
    expect(dashPage).toHaveBeenCalledTimes(1);
    expect(dashPrefetch).toHaveBeenCalledTimes(1);
    // What AreaPage does when the page is shown.
    const { openPage } = await import('../src/router/lazy-pages');
    openPage(dashPage, dashPrefetch);
    expect(dashPrefetch).toHaveBeenCalledTimes(1);
  });

  it('opens nothing the user may not see', () => {
    const { areas, dashPage, dashPrefetch, ordersPage } = fixture();
    expect(openFirstPage('/dash', areas, user(['CLERK']))).toBeUndefined();
    expect(dashPage).not.toHaveBeenCalled();
    expect(dashPrefetch).not.toHaveBeenCalled();
    expect(ordersPage).not.toHaveBeenCalled();
  });
});
