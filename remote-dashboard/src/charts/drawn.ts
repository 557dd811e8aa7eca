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
  /**
   * The chart has finished drawing; `picture` takes its picture for the painted shell. Before the page is drawn the
   * pictures wait for the last chart (encoding one between two charts' drawing would hold the next one back), and
   * are taken in the idle time queued just before the page says it is drawn, so the snapshot that word starts finds
   * them; after, the chart takes its own.
   */
  drawn(id: string, picture: () => void): void;
}

export const ChartsDrawnContext = createContext<ChartsDrawn | null>(null);

type IdleWindow = Window & { requestIdleCallback?: (run: () => void) => number };

/** Runs `run` when the browser is idle (idle callbacks run in the order they were asked), or soon without them. */
export function whenIdle(run: () => void): void {
  const { requestIdleCallback } = window as IdleWindow;
  if (requestIdleCallback) requestIdleCallback(run);
  else setTimeout(run, 50);
}

/** The page's side: `onAllDrawn` (a stable function) runs once, when every registered chart has reported. */
export function useChartsDrawn(onAllDrawn: () => void): ChartsDrawn {
  const charts = useRef(new Map<string, (() => void) | null>());
  const done = useRef(false);
  const check = useCallback(() => {
    if (done.current || charts.current.size === 0) return;
    const pictures = [...charts.current.values()];
    if (pictures.every(Boolean)) {
      done.current = true;
      whenIdle(() => pictures.forEach((picture) => picture!()));
      onAllDrawn();
    }
  }, [onAllDrawn]);
  return useMemo<ChartsDrawn>(
    () => ({
      register(id) {
        charts.current.set(id, null);
        return () => {
          charts.current.delete(id);
          check();
        };
      },
      drawn(id, picture) {
        if (!charts.current.has(id)) return;
        if (done.current) return whenIdle(picture);
        charts.current.set(id, picture);
        check();
      },
    }),
    [check],
  );
}
