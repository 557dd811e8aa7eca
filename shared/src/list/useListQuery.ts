import { useCallback, useEffect, useState } from 'react';

/** One page of a list as the API answers it. */
export interface Page<T> {
  list: T[];
  total: number;
}

export type ListState<T> =
  | { status: 'loading'; page: Page<T> | null }
  | { status: 'ready'; page: Page<T> }
  | { status: 'error'; page: Page<T> | null; message: string };

interface Result<T> {
  /** Which request this answers (query and attempt). */
  key: string;
  page: Page<T> | null;
  error?: string;
}

/**
 * The list's data: the one file of the kit that fetches (to move onto the shared data layer). Loads one page for `query` (a new request whenever the query's value changes, the previous one aborted) and
 * keeps the last page on screen while the next loads, so the table does not jump. `updateRow` replaces a row in
 * place (after an action) without a reload: page, filters and scroll stay as they are.
 */
export function useListQuery<Q, T>(load: (query: Q, signal: AbortSignal) => Promise<Page<T>>, query: Q) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result<T> | null>(null);
  const queryKey = JSON.stringify(query);
  const requestKey = `${attempt}:${queryKey}`;

  useEffect(() => {
    const controller = new AbortController();
    load(JSON.parse(queryKey) as Q, controller.signal).then(
      (page) => setResult({ key: requestKey, page }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult((previous) => ({
          key: requestKey,
          page: previous?.page ?? null,
          error: error instanceof Error ? error.message : String(error),
        }));
      },
    );
    return () => controller.abort();
    // `load` is a stable module function; the query is compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  const updateRow = useCallback((row: T, same: (a: T, b: T) => boolean) => {
    setResult((previous) =>
      previous?.page
        ? {
            ...previous,
            page: {
              ...previous.page,
              list: previous.page.list.map((item) => (same(item, row) ? row : item)),
            },
          }
        : previous,
    );
  }, []);

  const page = result?.page ?? null;
  const state: ListState<T> =
    result?.key !== requestKey
      ? { status: 'loading', page }
      : result.error !== undefined
        ? { status: 'error', page, message: result.error }
        : { status: 'ready', page: page ?? { list: [], total: 0 } };
  return { state, reload, updateRow };
}
