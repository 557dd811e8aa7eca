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

export const dashboardApi = {
  summary: () => api.get<Summary>('/user/v1/dashboard/summary'),
  charts: (days: number) => api.get<Charts>('/user/v1/dashboard/charts', { days }),
  projects: () => api.get<Project[]>('/user/v1/dashboard/projects'),
  statistics: (query: { from: string; to: string; projectId?: number | undefined }) =>
    api.get<Statistics>('/user/v1/statistics', query),
};
