import { setUser } from '@console/shared';
import { clearQueryCache } from '@console/shared/data';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Summary } from '@console/api-contract';
import { ADMIN, charts, envelope, setupI18n, stubApi, SUMMARY } from './support';

// The charts are echarts on a canvas; here the page's states and figures are under test, not the drawing.
vi.mock('../src/charts/useChart', () => ({ useChart: () => ({ current: null }) }));

const { default: DashboardPage, isEmptyShop } = await import('../src/pages/dashboard/DashboardPage');
const { prefetchDashboard } = await import('../src/pages/dashboard/prefetch');

const NONE = { today: 0, total: 0 };
const EMPTY: Summary = {
  ...SUMMARY,
  customers: 0,
  projects: 0,
  visitors: NONE,
  ips: NONE,
  visits: NONE,
  orders: NONE,
  sales: null,
  otherSales: [],
};

beforeAll(setupI18n);
beforeEach(() => setUser(ADMIN));
afterEach(() => {
  cleanup(); // before the cache is dropped: pages on screen would ask again
  clearQueryCache();
  vi.unstubAllGlobals();
  setUser(null);
});

/** The API the page reads: the summary, and the charts of the days asked for; `routes` replace either. */
const stubDashboard = (routes: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    '/user/v1/dashboard/summary': () => envelope(SUMMARY),
    '/user/v1/dashboard/charts': (call) => envelope(charts(Number(call.params.get('days')))),
    ...routes,
  });

const value = (testId: string) => screen.getByTestId(testId).getAttribute('data-value');

describe('DashboardPage', () => {
  it('takes the answers its route prefetched beside its code instead of asking again', async () => {
    const calls = stubDashboard();
    prefetchDashboard(); // the host calls the route's prefetch as the page's code starts loading
    await waitFor(() =>
      expect(calls.map((call) => call.path).sort()).toEqual([
        '/user/v1/dashboard/charts',
        '/user/v1/dashboard/summary',
      ]),
    );
    render(<DashboardPage />);
    await screen.findByTestId('card-customers');
    expect(value('card-customers')).toBe('120');
    expect(await screen.findByTestId('sales-chart')).toBeTruthy();
    expect(calls).toHaveLength(2);

    // Cached: a later visit shows the figures at once (and asks again once the two answers are 2 s old).
    cleanup();
    render(<DashboardPage />);
    expect(value('card-customers')).toBe('120');
    expect(screen.getByTestId('sales-chart')).toBeTruthy();
  });

  it('shows the cards from one summary call and every chart from one charts call', async () => {
    const calls = stubDashboard();
    render(<DashboardPage />);
    expect(screen.getByText('Welcome back, Ada Admin')).toBeTruthy();
    await screen.findByTestId('card-customers');
    // The shop and the day the figures are of, and no developer's words (which part serves the page).
    expect(screen.getByText(/^Shop: Demo Shop · Today is \d{4}-\d{2}-\d{2} \(UTC\)$/)).toBeTruthy();
    expect(value('card-customers')).toBe('120');
    expect(value('card-projects')).toBe('4');
    expect([value('card-visitors-today'), value('card-visitors-total')]).toEqual(['44', '2465']);
    expect([value('card-ips-today'), value('card-ips-total')]).toEqual(['43', '1793']);
    expect([value('card-orders-today'), value('card-orders-total')]).toEqual(['2', '360']);
    expect([value('card-sales-today'), value('card-sales-total')]).toEqual(['17198', '2110743']);
    // Counted up to the money figures within the 1000 ms animation.
    await waitFor(() => expect(screen.getByTestId('card-sales-total').textContent).toBe('$21,107.43'), {
      timeout: 3000,
    });
    expect(screen.getByTestId('card-sales-other').textContent).toBe('Also: ¥5,000');
    for (const id of ['sales-chart', 'funnel-chart', 'origin-chart', 'devices-chart', 'projects-chart']) {
      expect(await screen.findByTestId(id)).toBeTruthy();
    }
    expect(calls.map((call) => `${call.path}?${call.params.toString()}`).sort()).toEqual([
      '/user/v1/dashboard/charts?days=7',
      '/user/v1/dashboard/summary?',
    ]);
    expect(screen.getByText('Sales and orders (7 days)')).toBeTruthy();
  });

  it('switches the charts to 30 days with one new charts call', async () => {
    const calls = stubDashboard();
    render(<DashboardPage />);
    await screen.findByTestId('sales-chart');
    fireEvent.click(screen.getByText('30 days'));
    expect(await screen.findByText('Sales and orders (30 days)')).toBeTruthy();
    await screen.findByTestId('sales-chart');
    expect(
      calls.filter((call) => call.path.endsWith('/charts')).map((call) => call.params.get('days')),
    ).toEqual(['7', '30']);
    expect(calls.filter((call) => call.path.endsWith('/summary'))).toHaveLength(1);
  });

  it('shows an empty state for a new shop, without charts', async () => {
    stubApi({
      '/user/v1/dashboard/summary': () => envelope(EMPTY),
      '/user/v1/dashboard/charts': () => envelope({ ...charts(7), projects: [] }),
    });
    render(<DashboardPage />);
    expect(await screen.findByTestId('dashboard-empty')).toBeTruthy();
    expect(await screen.findByText('No figures yet')).toBeTruthy(); // drawn once the empty state's code is in
    expect(screen.queryByTestId('sales-chart')).toBeNull();
    expect(value('card-customers')).toBe('0');
    expect(isEmptyShop(EMPTY)).toBe(true);
    expect(isEmptyShop({ ...EMPTY, orders: { today: 0, total: 1 } })).toBe(false);
  });

  it('shows an error with a retry that loads again', async () => {
    let failing = true;
    const calls = stubDashboard({
      '/user/v1/dashboard/summary': () =>
        failing ? new Response('down', { status: 502 }) : envelope(SUMMARY),
    });
    render(<DashboardPage />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    failing = false;
    fireEvent.click(retry);
    await screen.findByTestId('card-customers', {}, { timeout: 5000 });
    expect(screen.queryByTestId('dashboard-error')).toBeNull();
    expect(calls.filter((call) => call.path.endsWith('/summary'))).toHaveLength(2);
  });

  it('speaks Chinese when the shared language is zh', async () => {
    stubDashboard();
    const { i18n } = await import('@console/shared');
    await i18n.changeLanguage('zh');
    try {
      render(<DashboardPage />);
      expect(await screen.findByText('销售额与订单（7 天）')).toBeTruthy();
      expect(screen.getByText('客户数')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
