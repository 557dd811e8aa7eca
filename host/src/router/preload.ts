import { whenPageDrawn, type LazyPage } from '@console/shared';
import { useEffect } from 'react';

/**
 * The first screen is done when, for this long, no resource has finished loading (its chunks, its API calls, its
 * images) and the main thread has run no long task (rendering it, drawing its charts); only then does the console
 * fetch the other pages' code.
 */
const QUIET_MS = 1000;

/**
 * The longest the walk waits for the first page to say it is drawn (a list's rows, the dashboard's charts): a page
 * that never says so (a form, the account) has its first screen long done by then.
 */
const FIRST_PAGE_MS = 8000;

/**
 * Resolves once, for `quietMs`, no resource (script, fetch, image...) has completed and no long task (> 50 ms) has
 * run. Resource timing entries are recorded as each response ends and long tasks as they end, so a page still
 * loading or still rendering keeps pushing this back (a slow CPU renders the first page for seconds with the network
 * silent); `buffered` counts what happened before the call. Without PerformanceObserver (tests, old browsers) it is
 * a plain delay; a browser without long-task timing watches the network alone.
 */
export function whenPageQuiet(quietMs = QUIET_MS, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    let timer = setTimeout(done, quietMs);
    const observer =
      typeof PerformanceObserver === 'undefined'
        ? undefined
        : new PerformanceObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(done, quietMs);
          });
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done);
    for (const type of ['resource', 'longtask'])
      try {
        observer?.observe({ type, buffered: true });
      } catch {
        // This browser does not time that kind of entry: the others (or the plain delay) stand.
      }
  });
}

const started = new WeakSet<LazyPage>();

/** Starts loading a page's code (its chunk and the shared components it imports) once; errors are left to render. */
export function preloadPage(loader: LazyPage | undefined): void {
  if (!loader || started.has(loader)) return;
  started.add(loader);
  loader().catch(() => started.delete(loader));
}

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void) => number };

const idle = (callback: () => void) => {
  const { requestIdleCallback } = window as IdleWindow;
  if (requestIdleCallback) requestIdleCallback(callback);
  else setTimeout(callback, 50);
};

/** The pages the signed-in user may open (set by the router as areas load), in menu order. */
let known: (LazyPage | undefined)[] = [];
/** Loads every area's federated entry and module (small); set by the router from the remote areas. */
let warmAreas: () => void = () => undefined;
/** Pages the background walk has tried (a failed one is not tried again by it; opening it still retries). */
const walked = new WeakSet<LazyPage>();
let walking = false;

/**
 * Fetches the code of every page the user may open, one page at a time, each after an idle callback: the pages
 * the person points at (`preloadPage`) keep the connections, the walk takes what is left. Starts once.
 */
function walkPages(): void {
  if (walking) return;
  walking = true;
  const step = () => {
    const loader = known.find((candidate) => candidate && !started.has(candidate) && !walked.has(candidate));
    if (!loader) {
      walking = false;
      return;
    }
    walked.add(loader);
    started.add(loader);
    loader().then(
      () => idle(step),
      () => {
        started.delete(loader);
        idle(step);
      },
    );
  };
  step();
}

/**
 * Once the first screen is drawn and the network and the browser are idle, loads the areas' entries and modules,
 * then fetches the code of every page the user may open, one at a time, so a menu click finds its page ready.
 * Nothing is fetched while the first page loads: the page's own word that it is drawn (`whenPageDrawn`: a quiet
 * network alone was once reached between the dashboard's answers and its charts on a loaded machine), then the
 * network and the main thread quiet and an idle callback keep this off the critical path (and out of the
 * dashboard's byte budget, which is measured when its charts are drawn).
 */
export function useIdlePreload(loaders: (LazyPage | undefined)[], warm: () => void): void {
  useEffect(() => {
    known = loaders;
    warmAreas = warm;
  }, [loaders, warm]);
  useEffect(() => {
    if (loaders.length === 0) return;
    const abort = new AbortController();
    void whenPageDrawn(FIRST_PAGE_MS)
      .then(() => (abort.signal.aborted ? undefined : whenPageQuiet(QUIET_MS, abort.signal)))
      .then(() =>
        idle(() => {
          if (abort.signal.aborted) return;
          warmAreas();
          walkPages();
        }),
      );
    return () => abort.abort();
  }, [loaders]);
}

/**
 * The person reaches for the menu (pointer or keyboard): load the areas' entries and modules now (a page of an area
 * needs them first; they are small). The pages themselves are fetched by the entry under the pointer
 * (`preloadPages`): starting the background walk here too put every other area's pages in the same six-connection
 * queue as the one about to be clicked.
 */
export function preloadForMenu(): void {
  warmAreas();
}

/** The pages of a menu entry under the pointer: fetched now, in parallel. */
export function preloadPages(loaders: (LazyPage | undefined)[]): void {
  for (const loader of loaders) preloadPage(loader);
}
