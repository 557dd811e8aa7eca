import type { LazyPage } from '@console/shared';
import { useEffect } from 'react';

/** How long after the first page settles the console starts fetching the other pages' code. */
const IDLE_DELAY_MS = 1500;

const started = new WeakSet<LazyPage>();

/** Starts loading a page's code (its chunk and the shared components it imports) once; errors are left to render. */
export function preloadPage(loader: LazyPage | undefined): void {
  if (!loader || started.has(loader)) return;
  started.add(loader);
  loader().catch(() => started.delete(loader));
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void) => number };

/**
 * Once the first screen is drawn and the browser is idle, fetches the code of every page the user may open, one
 * at a time, so a menu click finds its page ready (issue 6). Nothing is fetched while the first page loads: the
 * wait and the idle callback keep this off the critical path.
 */
export function useIdlePreload(loaders: (LazyPage | undefined)[]): void {
  useEffect(() => {
    if (loaders.length === 0) return;
    let cancelled = false;
    const idle = (callback: () => void) => {
      const { requestIdleCallback } = window as IdleWindow;
      if (requestIdleCallback) requestIdleCallback(callback);
      else setTimeout(callback, 50);
    };
    const next = (index: number) => {
      if (cancelled || index >= loaders.length) return;
      const loader = loaders[index];
      if (!loader || started.has(loader)) return next(index + 1);
      started.add(loader);
      loader().then(
        () => idle(() => next(index + 1)),
        () => {
          started.delete(loader);
          idle(() => next(index + 1));
        },
      );
    };
    const timer = setTimeout(() => idle(() => next(0)), IDLE_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [loaders]);
}

let known: (LazyPage | undefined)[] = [];

/** The pages the signed-in user may open (set by the router as areas load). */
export function setPreloadablePages(loaders: (LazyPage | undefined)[]): void {
  known = loaders;
}

/** The person reaches for the menu: fetch every page's code now rather than at the click. */
export function preloadAllPages(): void {
  for (const loader of known) preloadPage(loader);
}
