import { dashboardApi, type Charts, type Summary } from '../../api';
import { fetchEarly, takeEarly } from '../../lib/early';

/** The period the dashboard opens with (days of the charts). */
export const DEFAULT_DAYS = 7;

const summaryKey = 'dashboard:summary';
const chartsKey = (days: number) => `dashboard:charts:${days}`;

/** The dashboard route's `prefetch`: its two first requests, started beside the page's code. */
export function prefetchDashboard(): void {
  fetchEarly(summaryKey, () => dashboardApi.summary());
  fetchEarly(chartsKey(DEFAULT_DAYS), () => dashboardApi.charts(DEFAULT_DAYS));
}

/** What the page's loads call: the early answer when there is one, else a request of their own. */
export const loadSummary = (signal: AbortSignal) =>
  takeEarly<Summary>(summaryKey) ?? dashboardApi.summary(signal);

export const loadCharts = (days: number, signal: AbortSignal) =>
  takeEarly<Charts>(chartsKey(days)) ?? dashboardApi.charts(days, signal);
