import { i18n, setApiFeedback, setUser } from '@console/shared';
import { clearQueryCache } from '@console/shared/data';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Statistics } from '@console/api-contract';
import { addDays, utcToday } from '../src/lib/format';
import { ADMIN, envelope, setupI18n, stubApi, type Call } from './support';

vi.mock('../src/charts/useChart', () => ({ useChart: () => ({ current: null }) }));

const {
  default: StatisticsPage,
  presetRange,
  statisticsCsv,
} = await import('../src/pages/statistics/StatisticsPage');

/** Two days of made-up figures for whatever range is asked; totals are their sums. */
function answer(call: Pick<Call, 'params'>): Statistics {
  const from = call.params.get('from')!;
  const to = call.params.get('to')!;
  // One row a day, as the server answers: a one-day range ("Today") has a single row.
  const days = [
    { date: from, visits: 10, visitors: 8, ips: 7, orders: 2, sales: 1250 },
    { date: to, visits: 5, visitors: 5, ips: 4, orders: 1, sales: 99 },
  ].slice(0, from === to ? 1 : 2);
  return {
    from,
    to,
    projectId: call.params.has('projectId') ? Number(call.params.get('projectId')) : null,
    currency: 'USD',
    exponent: 2,
    days,
    totals: { visits: 15, visitors: 13, ips: 11, orders: 3, sales: 1349 },
  };
}

let calls: Call[] = [];
beforeAll(setupI18n);
beforeEach(() => {
  setUser(ADMIN);
  calls = stubApi({
    '/user/v1/statistics': (call) => envelope(answer(call)),
    '/user/v1/dashboard/projects': () =>
      envelope([
        { id: 11, title: 'Coffee Corner', status: 'normal', siteKey: 'site-1-1' },
        { id: 12, title: 'Tea House', status: 'normal', siteKey: 'site-1-2' },
      ]),
  });
});
afterEach(() => {
  cleanup(); // before the cache is dropped: pages on screen would ask again
  clearQueryCache();
  vi.unstubAllGlobals();
  setUser(null);
});

const statCalls = () =>
  calls.filter((call) => call.path === '/user/v1/statistics').map((call) => call.params.toString());

describe('presets', () => {
  it('stand for UTC day ranges ending today', () => {
    expect(presetRange('today', '2026-03-15')).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(presetRange('days7', '2026-03-15')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetRange('days30', '2026-03-15')).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(presetRange('month', '2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
  });
});

/** The texts of the totals row's cells, once it is on screen. */
const totalsRow = async () =>
  within(await screen.findByTestId('statistics-totals'))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('StatisticsPage', () => {
  it('loads the last 7 days and shows the rows and a totals row', async () => {
    render(<StatisticsPage />);
    const today = utcToday();
    await waitFor(() => expect(statCalls()).toEqual([`from=${addDays(today, -6)}&to=${today}`]));
    expect(await totalsRow()).toEqual(['Total', '15', '13', '11', '3', '13.49']);
    expect(screen.getByText('12.50')).toBeTruthy();
    expect(screen.getAllByText('Sales (USD)').length).toBeGreaterThan(0);
  });

  it('groups the Sales total and cells like the other totals (thousands separators)', async () => {
    calls = stubApi({
      '/user/v1/statistics': (call) =>
        envelope({
          ...answer(call),
          days: [
            { date: call.params.get('to')!, visits: 12345, visitors: 1, ips: 1, orders: 1, sales: 123456789 },
          ],
          totals: { visits: 12345, visitors: 1, ips: 1, orders: 1, sales: 123456789 },
        }),
      '/user/v1/dashboard/projects': () => envelope([]),
    });
    render(<StatisticsPage />);
    expect(await totalsRow()).toEqual(['Total', '12,345', '1', '1', '1', '1,234,567.89']);
  });

  it('asks again for a preset and for a project', async () => {
    render(<StatisticsPage />);
    await screen.findByTestId('statistics-totals');
    fireEvent.click(screen.getByText('Today'));
    const today = utcToday();
    await waitFor(() => expect(statCalls()).toContain(`from=${today}&to=${today}`));
    fireEvent.click(screen.getByText('30 days'));
    await waitFor(() => expect(statCalls()).toContain(`from=${addDays(today, -29)}&to=${today}`));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Project' }));
    fireEvent.click(await screen.findByText('Tea House'));
    await waitFor(() =>
      expect(statCalls()).toContain(`from=${addDays(today, -29)}&to=${today}&projectId=12`),
    );
  });

  it('a project removed meanwhile: the server’s refusal reads in the person’s language', async () => {
    const toasts: string[] = [];
    setApiFeedback({ error: (text) => void toasts.push(text) });
    calls = stubApi({
      '/user/v1/statistics': (call) =>
        call.params.get('projectId') === '12'
          ? envelope(null, 404, -1, 'Project not found')
          : envelope(answer(call)),
      '/user/v1/dashboard/projects': () =>
        envelope([{ id: 12, title: 'Tea House', status: 'normal', siteKey: 'site-1-2' }]),
    });
    await act(() => i18n.changeLanguage('zh'));
    render(<StatisticsPage />);
    await screen.findByTestId('statistics-totals');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '项目' }));
    fireEvent.click(await screen.findByText('Tea House'));
    expect(await screen.findByText('统计数据加载失败。')).toBeTruthy();
    await waitFor(() => expect(toasts).toContain('项目不存在'));
    expect(toasts.filter((text) => text.includes('Project not found'))).toEqual([]);
    setApiFeedback({});
    await act(() => i18n.changeLanguage('en'));
  });

  it('exports the table as CSV: BOM, header, one row per day, totals', async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x') }),
    );
    render(<StatisticsPage />);
    await screen.findByTestId('statistics-totals');
    fireEvent.click(screen.getByTestId('statistics-export'));
    expect(created).toHaveLength(1);
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const today = utcToday();
    expect(text.split('\r\n')).toEqual([
      'Date,Visits,Visitors,IPs,Orders,Sales (USD)',
      `${addDays(today, -6)},10,8,7,2,12.50`,
      `${today},5,5,4,1,0.99`,
      'Total,15,13,11,3,13.49',
      '',
    ]);
  });

  it('writes Chinese headers in the CSV when the language is zh', () => {
    const data = answer({ params: new URLSearchParams('from=2026-01-01&to=2026-01-02') });
    const csv = statisticsCsv(data, ['日期', '访问量', '访客数', 'IP 数', '订单数', '销售额（USD）'], '合计');
    expect(csv.startsWith('\uFEFF日期,访问量')).toBe(true);
    expect(csv).toContain('合计,15,13,11,3,13.49');
  });
});
