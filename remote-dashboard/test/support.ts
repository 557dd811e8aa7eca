import { setupRemoteI18n, stubApi as stubRoutes, testUser, type ApiCall } from '@console/shared/testing';
import type { Charts, Summary } from '@console/api-contract';
import { en, zh } from '../src/i18n/resources';
import { serverMessages } from '../src/i18n/server';

export { envelope, type ApiCall as Call } from '@console/shared/testing';

/** The area's strings and its API's messages, as the host adds them when it loads the area. */
export const setupI18n = () => setupRemoteI18n('dashboard', { en, zh }, serverMessages);

/** Stubs fetch: the dashboard's calls are all GETs, keyed here by path (without /api); returns the calls made. */
export function stubApi(routes: Record<string, (call: ApiCall) => Response | Promise<Response>>) {
  return stubRoutes(
    Object.fromEntries(Object.entries(routes).map(([path, answer]) => [`GET ${path}`, answer])),
  ).calls;
}

export const ADMIN = testUser(['dashboard:view']);

/** A shop with figures: the summary the dashboard reads. */
export const SUMMARY: Summary = {
  customers: 120,
  projects: 4,
  visitors: { today: 44, total: 2465 },
  ips: { today: 43, total: 1793 },
  visits: { today: 45, total: 16388 },
  orders: { today: 2, total: 360 },
  sales: { currency: 'USD', exponent: 2, today: 17198, total: 2110743 },
  otherSales: [{ currency: 'JPY', exponent: 0, today: 0, total: 5000 }],
  today: '2026-11-22',
};

/** The charts of `days` days of that shop. */
export const charts = (days: number): Charts => ({
  days,
  from: '2026-11-16',
  to: '2026-11-22',
  currency: 'USD',
  exponent: 2,
  daily: Array.from({ length: days }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    visits: 10,
    visitors: 9,
    ips: 8,
    orders: 1,
    sales: 100,
  })),
  funnel: { visits: 70, carts: 10, orders: 7, paid: 5, received: 3 },
  origins: [{ origin: 'direct', visits: 70 }],
  devices: { desktop: 40, mobile: 20, tablet: 10 },
  projects: [{ id: 1, title: 'Coffee Corner', visits: 70, orders: 7, sales: 700, conversion: 10 }],
});
