import { api } from '@console/shared';

/** Money is an integer count of minor units in `currency` (`exponent` digits after the point). */
export interface Money {
  currency: string;
  exponent: number;
  today: number;
  total: number;
}

export interface TodayTotal {
  today: number;
  total: number;
}

/** GET /user/v1/dashboard/summary: the metric cards. "Today" is the server's UTC day. */
export interface Summary {
  customers: number;
  projects: number;
  visitors: TodayTotal;
  ips: TodayTotal;
  visits: TodayTotal;
  orders: TodayTotal;
  sales: Money | null;
  otherSales: Money[];
  today: string;
}

export interface DayFigures {
  date: string;
  visits: number;
  visitors: number;
  ips: number;
  orders: number;
  sales: number;
}

export type Device = 'desktop' | 'mobile' | 'tablet';

export interface ProjectFigures {
  id: number;
  title: string;
  visits: number;
  orders: number;
  sales: number;
  conversion: number;
}

/** GET /user/v1/dashboard/charts?days=7|30: every chart of the dashboard in one call. */
export interface Charts {
  days: number;
  from: string;
  to: string;
  currency: string | null;
  exponent: number;
  daily: DayFigures[];
  funnel: { visits: number; carts: number; orders: number; paid: number; received: number };
  origins: { origin: string; visits: number }[];
  devices: Record<Device, number>;
  projects: ProjectFigures[];
}

/** GET /user/v1/statistics?from&to[&projectId] */
export interface Statistics {
  from: string;
  to: string;
  projectId: number | null;
  currency: string | null;
  exponent: number;
  days: DayFigures[];
  totals: Omit<DayFigures, 'date'>;
}

export interface Project {
  id: number;
  title: string;
  status: string;
  siteKey: string;
}

export const dashboardApi = {
  summary: () => api.get<Summary>('/user/v1/dashboard/summary'),
  charts: (days: number) => api.get<Charts>('/user/v1/dashboard/charts', { days }),
  projects: () => api.get<Project[]>('/user/v1/dashboard/projects'),
  statistics: (query: { from: string; to: string; projectId?: number | undefined }) =>
    api.get<Statistics>('/user/v1/statistics', query),
};
