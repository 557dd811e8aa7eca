import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

interface Settled<T> {
  /** What was loaded (key and attempt): an answer for anything else is stale and reads as loading. */
  for: string;
  load: Load<T>;
}

/**
 * Loads `fetcher` whenever `key` changes (aborting the previous call), with a retry. While a kept-alive page is
 * hidden its effects pause; shown again, it loads afresh.
 */
export function useLoad<T>(fetcher: (signal: AbortSignal) => Promise<T>, key: string) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const current = `${key}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ for: current, load: { state: 'ready', data } });
      },
      () => {
        if (!controller.signal.aborted) setSettled({ for: current, load: { state: 'error' } });
      },
    );
    return () => controller.abort();
    // `current` names what is loaded; the fetcher closes over the same values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const load: Load<T> = settled && settled.for === current ? settled.load : { state: 'loading' };
  return { load, retry };
}
