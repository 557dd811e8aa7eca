import { createContext, useCallback, useMemo, useRef } from 'react';

/**
 * How a page learns that every chart on it is drawn: each chart registers when it mounts and reports when its
 * first drawing is finished (echarts' `finished`: laid out, painted, entrance motion over). The page says it is
 * drawn (`announcePageDrawn`) at that moment, which is when the painted shell's copy of it may go and when the
 * console's idle loading of other pages may start.
 */
export interface ChartsDrawn {
  /** A chart is on the page (not drawn yet); returns what removes it. */
  register(id: string): () => void;
  /** The chart has finished drawing. */
  drawn(id: string): void;
}

export const ChartsDrawnContext = createContext<ChartsDrawn | null>(null);

/** The page's side: `onAllDrawn` (a stable function) runs once, when every registered chart has reported. */
export function useChartsDrawn(onAllDrawn: () => void): ChartsDrawn {
  const charts = useRef(new Map<string, boolean>());
  const done = useRef(false);
  const check = useCallback(() => {
    if (done.current || charts.current.size === 0) return;
    if ([...charts.current.values()].every(Boolean)) {
      done.current = true;
      onAllDrawn();
    }
  }, [onAllDrawn]);
  return useMemo<ChartsDrawn>(
    () => ({
      register(id) {
        charts.current.set(id, false);
        return () => {
          charts.current.delete(id);
          check();
        };
      },
      drawn(id) {
        if (!charts.current.has(id)) return;
        charts.current.set(id, true);
        check();
      },
    }),
    [check],
  );
}
