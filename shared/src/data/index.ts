/**
 * The console's one data layer (`@console/shared/data`), on SWR 2 (docs/data-layer.md says why and lists the
 * rules). Every page reads server data through `useApiQuery`, whose fetcher calls the shared API client
 * (`api.get`...): the client stays the one HTTP path and the one place that decides what an error or a dead
 * session does (a toast, the re-login dialog); this layer only caches, de-duplicates, prefetches and invalidates.
 *
 * A federation singleton entry of its own (shared/build/federation.ts), not part of `@console/shared`'s main
 * entry: the sign-in page loads the main entry and must not download SWR. It reaches the session through
 * `@console/shared` by name, never by a relative path, so it shares the main entry's token store instead of
 * bundling a second one.
 */
import { api, consoleStore, quietly, tokenAtom } from '@console/shared';
import useSWR, { mutate, preload, unload, type SWRConfiguration } from 'swr';

/**
 * What a query is called: `[area, resource, ...params]`, e.g. `['dashboard', 'charts', 7]` or
 * `['orders', 'list', { pageNum: 1, status: 'paid' }]`. Params are compared by value (SWR serialises the key), so
 * a fresh object with the same fields is the same query. Invalidation matches by prefix (`invalidateQueries`).
 */
export type QueryKey = readonly [area: string, resource: string, ...params: unknown[]];

export interface QueryOptions {
  /**
   * While a new key loads, keep showing the previous key's data (`data` stays, `isFetching` is true): a list
   * moving to the next page or filter keeps its rows instead of flashing empty.
   */
  keepPreviousData?: boolean;
  /** Poll every this many ms while mounted and shown (0: never, the default). */
  refreshInterval?: number;
}

export interface QueryResult<T> {
  /** The latest answer (or, with keepPreviousData, the previous key's while the new one loads). */
  data: T | undefined;
  /** The last failure (an ApiError from the client, which has already told the person). Cleared by a success. */
  error: Error | undefined;
  /** No data yet and a request under way: show a skeleton. */
  isLoading: boolean;
  /** A request under way, with or without data (a background refresh, a retry, the next page). */
  isFetching: boolean;
  /** Asks the server again (a Retry button, a Refresh); resolves with the new data. */
  refetch: () => Promise<T | undefined>;
  /** Replaces the cached answer without asking the server (the answer of a save). */
  setData: (next: T | ((current: T | undefined) => T)) => void;
}

/**
 * Decided once for every query (docs/data-layer.md):
 * - no retry on error: the API client already reported the failure (toast or re-login dialog) and a retry would
 *   report it again; a page shows its own Retry;
 * - no refetch on window focus or reconnect: the console's pages never did, and a tab switch in the OS is not a
 *   reason to redraw five charts; kept-alive pages re-validate when shown again instead (below);
 * - a page kept alive with React's <Activity> re-runs its effects when shown again, and SWR re-validates a key on
 *   mount when it has data (`revalidateIfStale`), so a page shown again shows what it had and refreshes it;
 * - requests for the same key within `dedupingInterval` (2 s) share one request.
 */
export const QUERY_DEFAULTS = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: true,
  dedupingInterval: 2000,
} as const satisfies SWRConfiguration;

/**
 * A query's definition: its key and its fetcher, as TanStack Query's `queryOptions` gives them. Each area's
 * `api.ts` exports its definitions beside its API functions (`ordersQueries.list(params)`), so a page, its route's
 * prefetch and the invalidation after a save name the same key without spelling it (docs/data-layer.md, "Keys").
 */
export interface QueryDefinition<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
}

/** A query definition, typed: `queryOptions(['orders', 'list', params], () => ordersApi.list(params))`. */
export const queryOptions = <T>(queryKey: QueryKey, queryFn: () => Promise<T>): QueryDefinition<T> => ({
  queryKey,
  queryFn,
});

/**
 * A menu badge's count (`badge.path` of a remote's menu.json), read silently: a failed poll shows no badge rather
 * than a toast every interval. The host's menu and the page that owns the count (bookings' pending count) use this
 * one definition, so they share one cache entry and one poll instead of each asking on its own clock.
 */
export const badgeQuery = <T>(path: string) =>
  queryOptions(['menu', 'badge', path], () => api.get<T>(path, undefined, { silent: true }));

/**
 * Reads a query, given its definition (`useApiQuery(ordersQueries.detail(order))`); null asks nothing (a query that
 * waits for something, e.g. a selected id). Requests start in effects, never during render, so a page pre-rendered
 * hidden (<Activity mode="hidden">) asks nothing until it is shown. The first render takes a prefetched answer
 * (`prefetchQuery`) instead of asking again.
 */
export function useApiQuery<T>(
  definition: QueryDefinition<T> | null,
  options?: QueryOptions,
): QueryResult<T> {
  const { keepPreviousData = false, refreshInterval = 0 } = options ?? {};
  const swr = useSWR<T, Error>(definition?.queryKey ?? null, () => definition!.queryFn(), {
    ...QUERY_DEFAULTS,
    keepPreviousData,
    refreshInterval,
  });
  const { mutate: bound } = swr;
  return {
    data: swr.data,
    error: swr.error,
    isLoading: swr.isLoading,
    isFetching: swr.isValidating,
    refetch: () => bound(),
    setData: (next) =>
      void bound(
        (current) => (typeof next === 'function' ? (next as (value: T | undefined) => T)(current) : next),
        { revalidate: false },
      ),
  };
}

/**
 * Starts `key`'s request now, ahead of the page that will read it (a route's `prefetch`, run while the page's
 * code downloads): the first `useApiQuery` of that key takes this answer instead of asking again. Taken once;
 * until then a second prefetch of the key is the same request. A failure is left for the page to show.
 */
export function prefetchQuery<T>({ queryKey, queryFn }: QueryDefinition<T>): Promise<T> {
  const answer = preload(queryKey, () => queryFn());
  // Never an unhandled rejection: the page that takes it handles the failure.
  answer.catch(() => undefined);
  return answer;
}

/** The list kit's defaults (`useListPage`): a page's size and sort order when the page declares none. */
export const LIST_DEFAULTS = { pageSize: 20, sortOrder: 'descend' } as const;

/** What a list page declares about its first request: the same values it gives `useListPage`/`<ListPage>`. */
export interface FirstListPage {
  sort: { field: string; order?: 'ascend' | 'descend' };
  pageSize?: number;
  /** The page's own inputs that join the parameters (its `params` option). */
  params?: Record<string, string | number | undefined>;
}

/**
 * A list page's route `prefetch` (docs/data-layer.md): the request of its first page, started beside the page's
 * code instead of after it, with the parameters the list kit asks for when the address carries no query (page 1,
 * the page's size and sort, no filter): the page's first render then takes this answer (same key). With a query
 * in the address (a shared link, a reload) nothing is started, and the page asks for what the address says. Quiet,
 * as the list's own request is: a failure shows in the list, with Retry.
 */
export function prefetchListPage<T>(
  query: (params: Record<string, string | number | undefined>) => QueryDefinition<T>,
  { sort, pageSize = LIST_DEFAULTS.pageSize, params }: FirstListPage,
): void {
  if (window.location.search) return;
  const definition = query({
    pageNum: 1,
    pageSize,
    sortField: sort.field,
    sortOrder: sort.order ?? LIST_DEFAULTS.sortOrder,
    ...params,
  });
  void prefetchQuery({ queryKey: definition.queryKey, queryFn: () => quietly(definition.queryFn) });
}

/** True when `key` starts with every element of `prefix` (compared as SWR compares keys: by serialised value). */
function startsWith(key: unknown, prefix: readonly unknown[]): boolean {
  if (!Array.isArray(key) || key.length < prefix.length) return false;
  return prefix.every((part, index) => JSON.stringify(key[index]) === JSON.stringify(part));
}

/**
 * Marks every cached query whose key starts with `prefix` as out of date, after a mutation: those on screen ask
 * the server again now, the others when next shown. `invalidateQueries(['orders'])` refreshes the whole area,
 * `invalidateQueries(['orders', 'list'])` its lists only.
 */
export async function invalidateQueries(prefix: readonly unknown[]): Promise<void> {
  await mutate((key) => startsWith(key, prefix));
}

/** Replaces `key`'s cached answer without asking the server (e.g. with the row a save returned). */
export async function setQueryData<T>(
  key: QueryKey,
  updater: T | ((current: T | undefined) => T),
): Promise<void> {
  await mutate<T>(
    key,
    (current) =>
      typeof updater === 'function' ? (updater as (value: T | undefined) => T)(current) : updater,
    { revalidate: false },
  );
}

export interface OptimisticUpdate<T, R> {
  /** What `key` shows at once, while the request runs. */
  optimistic: (current: T | undefined) => T;
  /** What `key` holds once the request answered (default: keep the optimistic value). */
  settle?: (result: R, current: T | undefined) => T;
  /** Also ask the server for `key` again afterwards (default false: `settle` is the truth). */
  revalidate?: boolean;
}

/**
 * A row update that shows at once: `key` takes the optimistic value, `request` runs, and then `key` takes what
 * `settle` makes of the answer; if the request fails, `key` goes back to what it held before (and the promise
 * rejects with the client's error, which the client has already reported).
 */
export async function mutateOptimistic<T, R>(
  key: QueryKey,
  request: () => Promise<R>,
  { optimistic, settle, revalidate = false }: OptimisticUpdate<T, R>,
): Promise<R> {
  let result: R | undefined;
  await mutate<T>(
    key,
    async (current) => {
      result = await request();
      return settle ? settle(result, current) : optimistic(current);
    },
    {
      optimisticData: (current) => optimistic(current),
      rollbackOnError: true,
      populateCache: true,
      revalidate,
    },
  );
  return result as R;
}

/**
 * Drops every cached answer, prefetched answer and request in flight; queries on screen ask again. A change of
 * token does this by itself (below); tests call it between cases.
 */
export function clearQueryCache(): void {
  unload();
}

/**
 * Everything cached belongs to one session: when the token changes (sign-out, a dead session, another person
 * signing in here or in another tab), the cache, prefetched answers and requests in flight are dropped, so nobody
 * sees another's data. Queries on screen ask again when there is a new session.
 */
let sessionToken = consoleStore.get(tokenAtom);
consoleStore.sub(tokenAtom, () => {
  const next = consoleStore.get(tokenAtom);
  if (next === sessionToken) return;
  sessionToken = next;
  unload({ revalidate: next !== '' });
});
