import { PAGE_DRAWN_EVENT, setUser, shellAnswerPages } from '@console/shared';
import { clearQueryCache } from '@console/shared/data';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, charts, envelope, setupI18n, stubApi, SUMMARY } from './support';

/**
 * The dashboard's part in the painted shell (host/src/prerender/README.md, "The first page's rows"): it says it is
 * drawn once every chart has finished drawing, and offers itself with its two answers while it shows the period it
 * opens with.
 */

// Each chart counts itself as the real hook does; the test says when each has finished drawing.
const finish = vi.hoisted(() => new Map<string, () => void>());
vi.mock('../src/charts/useChart', async () => {
  const { useContext, useEffect, useRef } = await import('react');
  const { ChartsDrawnContext } = await import('../src/charts/drawn');
  return {
    useChart: (_option: unknown, _dark: boolean, id?: string) => {
      const counted = useContext(ChartsDrawnContext);
      useEffect(() => {
        if (!counted || !id) return;
        const unregister = counted.register(id);
        finish.set(id, () => counted.drawn(id, () => {}));
        return () => {
          finish.delete(id);
          unregister();
        };
      }, [counted, id]);
      return useRef(null);
    },
  };
});

const { default: DashboardPage } = await import('../src/pages/dashboard/DashboardPage');

const CHARTS = ['sales-chart', 'funnel-chart', 'origin-chart', 'devices-chart', 'projects-chart'];

beforeAll(setupI18n);
beforeEach(() => setUser(ADMIN));
afterEach(() => {
  cleanup();
  clearQueryCache();
  vi.unstubAllGlobals();
  setUser(null);
});

function countDrawn() {
  const seen = { count: 0 };
  const listener = () => (seen.count += 1);
  window.addEventListener(PAGE_DRAWN_EVENT, listener);
  return { seen, stop: () => window.removeEventListener(PAGE_DRAWN_EVENT, listener) };
}

describe('the dashboard in the painted shell', () => {
  it('says it is drawn when the last of its five charts has finished, once', async () => {
    stubApi({
      '/user/v1/dashboard/summary': () => envelope(SUMMARY),
      '/user/v1/dashboard/charts': (call) => envelope(charts(Number(call.params.get('days')))),
    });
    const { seen, stop } = countDrawn();
    render(<DashboardPage />);
    await waitFor(() => expect([...finish.keys()].sort()).toEqual([...CHARTS].sort()));
    for (const id of CHARTS.slice(0, 4)) act(() => finish.get(id)!());
    expect(seen.count).toBe(0);
    act(() => finish.get('projects-chart')!());
    expect(seen.count).toBe(1);
    act(() => finish.get('sales-chart')!()); // drawing again later says nothing more
    expect(seen.count).toBe(1);
    stop();
  });

  it('offers itself with both answers as it opens, and not once another period is chosen', async () => {
    stubApi({
      '/user/v1/dashboard/summary': () => envelope(SUMMARY),
      '/user/v1/dashboard/charts': (call) => envelope(charts(Number(call.params.get('days')))),
    });
    render(<DashboardPage />);
    await waitFor(() => expect(shellAnswerPages()).toHaveLength(1));
    const [page] = shellAnswerPages();
    expect(page!.marker).toBe('console-page-dashboard');
    expect(screen.getByTestId('dashboard-page').classList.contains(page!.marker)).toBe(true);
    expect(page!.answers.map(({ url }) => url)).toEqual([
      '/api/user/v1/dashboard/summary',
      '/api/user/v1/dashboard/charts?days=7',
    ]);
    expect(page!.answers[0]!.data).toEqual(SUMMARY);
    fireEvent.click(screen.getByText('30 days'));
    await screen.findByText('Sales and orders (30 days)');
    expect(shellAnswerPages()).toEqual([]);
    cleanup();
    expect(shellAnswerPages()).toEqual([]);
  });

  it('says it is drawn at once when a call failed: there are no charts to wait for', async () => {
    stubApi({
      '/user/v1/dashboard/summary': () => new Response('down', { status: 502 }),
      '/user/v1/dashboard/charts': (call) => envelope(charts(Number(call.params.get('days')))),
    });
    const { seen, stop } = countDrawn();
    render(<DashboardPage />);
    await screen.findByTestId('dashboard-error');
    expect(seen.count).toBe(1);
    expect(shellAnswerPages()).toEqual([]);
    stop();
  });
});

describe('useChartsDrawn', () => {
  it("takes the charts' pictures only once the last is drawn, in idle time asked before the page says it is drawn", async () => {
    const { renderHook } = await import('@testing-library/react');
    const { useChartsDrawn } = await import('../src/charts/drawn');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const queuedWhenDrawn: number[] = [];
    const onAllDrawn = vi.fn(() => queuedWhenDrawn.push(idle.length));
    const { result } = renderHook(() => useChartsDrawn(onAllDrawn));
    const pictures = { a: vi.fn(), b: vi.fn() };
    result.current.register('a');
    result.current.register('b');
    result.current.drawn('a', pictures.a);
    expect(idle).toHaveLength(0); // no picture between two charts' drawing
    result.current.drawn('b', pictures.b);
    expect(onAllDrawn).toHaveBeenCalledTimes(1);
    expect(queuedWhenDrawn).toEqual([1]); // queued before the word, so the snapshot it starts comes after
    expect(pictures.a).not.toHaveBeenCalled();
    idle.shift()!();
    expect(pictures.a).toHaveBeenCalledTimes(1);
    expect(pictures.b).toHaveBeenCalledTimes(1);
    // Drawn again later (a new size): the chart's own picture, in idle time, and no second word.
    const again = vi.fn();
    result.current.drawn('a', again);
    idle.shift()!();
    expect(again).toHaveBeenCalledTimes(1);
    expect(onAllDrawn).toHaveBeenCalledTimes(1);
  });
});
