import { api } from '@console/shared';
import { queryOptions } from '@console/shared/data';

// The API's types come from its contract (types only: no schema code in this bundle).
import type { Charts, Project, Statistics, Summary } from '@console/api-contract';

export const dashboardApi = {
  summary: () => api.get<Summary>('/user/v1/dashboard/summary'),
  charts: (days: number) => api.get<Charts>('/user/v1/dashboard/charts', { days }),
  projects: () => api.get<Project[]>('/user/v1/dashboard/projects'),
  statistics: (query: { from: string; to: string; projectId?: number | undefined }) =>
    api.get<Statistics>('/user/v1/statistics', query),
};

/**
 * The area's queries (docs/data-layer.md, "Keys"): `[area, resource, ...inputs]`, shared by the pages and the
 * dashboard route's prefetch.
 */
export const dashboardQueries = {
  summary: () => queryOptions(['dashboard', 'summary'], () => dashboardApi.summary()),
  charts: (days: number) => queryOptions(['dashboard', 'charts', days], () => dashboardApi.charts(days)),
  projects: () => queryOptions(['dashboard', 'projects'], () => dashboardApi.projects()),
  statistics: (from: string, to: string, projectId: number | undefined) =>
    queryOptions(['dashboard', 'statistics', from, to, projectId ?? null], () =>
      dashboardApi.statistics({ from, to, projectId }),
    ),
};
