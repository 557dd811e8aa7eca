import { api } from '@console/shared';

// The API's types come from its contract (types only: no schema code in this bundle).
import type { Charts, Project, Statistics, Summary } from '@console/api-contract';

export type {
  Charts,
  DayFigures,
  Device,
  Money,
  Project,
  ProjectFigures,
  Statistics,
  Summary,
  TodayTotal,
} from '@console/api-contract';

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export const dashboardApi = {
  summary: (signal?: AbortSignal) => api.get<Summary>('/user/v1/dashboard/summary', undefined, opts(signal)),
  charts: (days: number, signal?: AbortSignal) =>
    api.get<Charts>('/user/v1/dashboard/charts', { days }, opts(signal)),
  projects: (signal?: AbortSignal) =>
    api.get<Project[]>('/user/v1/dashboard/projects', undefined, opts(signal)),
  statistics: (query: { from: string; to: string; projectId?: number | undefined }, signal?: AbortSignal) =>
    api.get<Statistics>('/user/v1/statistics', query, opts(signal)),
};
