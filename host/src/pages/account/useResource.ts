import { ApiError, clearToken } from '@console/shared';
import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/**
 * Loads `load()` on mount and on `reload()`. A dead session clears the token (the guard then sends the person to
 * sign-in). `load` must be stable (a module-level function).
 */
export function useResource<T>(load: () => Promise<T>) {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let cancelled = false;
    load().then(
      (data) => {
        if (!cancelled) setState({ status: 'ready', data });
      },
      (caught: unknown) => {
        if (cancelled) return;
        if (caught instanceof ApiError && caught.kind === 'token') clearToken();
        setState({ status: 'error', message: caught instanceof Error ? caught.message : String(caught) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, round]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setRound((value) => value + 1);
  }, []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, set };
}
