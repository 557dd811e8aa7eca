import { api, type QueryParams } from '@console/shared';
import { queryOptions } from '@console/shared/data';
// The API's types come from its contract (types only: no schema code in this bundle).
import type { LogEntry, LogSettings, PageOf } from '@console/api-contract';

export type { FieldChange, LogEntry, LogSettings } from '@console/api-contract';

/** The area in every query key of the remote. */
const AREA = 'team';

const logList = (params: QueryParams) => api.get<PageOf<LogEntry>>('/user/v1/team/log/list', params);

export const teamApi = {
  logList,
  /** Every matching entry as the server's CSV. */
  logExport: (filters: QueryParams) =>
    api.get<Blob>('/user/v1/team/log/export', filters, { responseType: 'blob' }),
  logSettings: () => api.get<LogSettings>('/user/v1/team/log/settings'),
  saveLogSettings: (body: LogSettings) => api.put<LogSettings>('/user/v1/team/log/settings', body),
};

/**
 * The area's queries (docs/data-layer.md, "Query definitions and keys"): `[area, resource, ...inputs]`. Pages,
 * prefetches and invalidations take their keys from here.
 */
export const teamQueries = {
  all: [AREA] as const,
  log: (params: QueryParams) => queryOptions([AREA, 'log', params], () => logList(params)),
  logSettings: () => queryOptions([AREA, 'logSettings'], () => teamApi.logSettings()),
};
