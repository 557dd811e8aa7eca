import { mutateOptimistic, setQueryData, useApiQuery, type QueryDefinition } from '@console/shared/data';
import { quietly } from '@console/shared';

/** One page of a list as the API answers it. */
export interface Page<T> {
  list: T[];
  total: number;
  /** A tree's count at every level (`total` counts the top level, which is what pages). */
  all?: number;
}

export type ListState<T> =
  | { status: 'loading'; page: Page<T> | null }
  | { status: 'ready'; page: Page<T> }
  | { status: 'error'; page: Page<T> | null; message: string };

export type ListParams = Record<string, string | number | undefined>;

const replaceRow =
  <T>(row: T, same: (a: T, b: T) => boolean) =>
  (page: Page<T> | undefined): Page<T> =>
    page
      ? { ...page, list: page.list.map((item) => (same(item, row) ? row : item)) }
      : { list: [], total: 0 };

/**
 * The list's data, on the data layer (`@console/shared/data`): one query per definition (its key holds every input
 * of the request), the previous page kept on screen while the next loads (the table does not jump). `reload` asks
 * again (Retry, Reload, a repeated Search); `updateRow` replaces a row in the cached page; `mutateRow` shows a row
 * at once while its request runs, then the server's answer, and rolls it back if the request fails.
 */
export function useListQuery<T>(definition: QueryDefinition<Page<T>>, same: (a: T, b: T) => boolean) {
  const key = definition.queryKey;
  // Quiet: the list shows a failure in its own error state, with Retry.
  const query = useApiQuery(
    { queryKey: key, queryFn: () => quietly(definition.queryFn) },
    { keepPreviousData: true },
  );
  const page = query.data ?? null;
  // With keepPreviousData the data may be the previous key's: loading until this key answers or fails.
  const state: ListState<T> = query.isFetching
    ? { status: 'loading', page }
    : query.error
      ? { status: 'error', page, message: query.error.message }
      : { status: 'ready', page: page ?? { list: [], total: 0 } };
  return {
    state,
    reload: () => void query.refetch().catch(() => undefined),
    updateRow: (row: T) => void setQueryData<Page<T>>(key, replaceRow(row, same)),
    mutateRow: (request: () => Promise<T>, optimistic: T) =>
      mutateOptimistic<Page<T>, T>(key, request, {
        optimistic: replaceRow(optimistic, same),
        settle: (row, current) => replaceRow(row, same)(current),
      }),
  };
}
