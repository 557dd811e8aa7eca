import { prefetchListPage, prefetchQuery, type FirstListPage } from '@console/shared/data';
import { pkgQueries } from '../../api';

/** The folder page's project list, first request, as the page declares it (FoldersPage gives these to the kit). */
export const FOLDER_PROJECTS_LIST = {
  sort: { field: 'title', order: 'ascend' },
  pageSize: 10,
} as const satisfies FirstListPage;

/** The folders route's `prefetch`: the folder tree and the list's first page start beside the page's code. */
export function prefetchFolders(): void {
  void prefetchQuery(pkgQueries.folders());
  prefetchListPage(pkgQueries.projects, FOLDER_PROJECTS_LIST);
}
