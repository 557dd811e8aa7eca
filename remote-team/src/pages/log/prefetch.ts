import { prefetchListPage, type FirstListPage } from '@console/shared/data';
import { teamQueries } from '../../api';

/** The operation log's first request as the page declares it (LogPage passes these to the list kit). */
export const LOG_LIST = { sort: { field: 'at' } } as const satisfies FirstListPage;

/** The log route's `prefetch`: the list's first page starts beside the page's code, not after it. */
export function prefetchLog(): void {
  prefetchListPage(teamQueries.log, LOG_LIST);
}
