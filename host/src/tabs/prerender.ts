import { useSyncExternalStore } from 'react';

/**
 * Pages the person is about to open: the pages of the menu group they just opened, the entry under the pointer.
 * The content area renders them hidden ahead of the click (`KeepAliveOutlet`, React's <Activity> pre-rendering,
 * at the lowest priority, effects not run): the click then shows a page already built instead of building it
 * (the orders page's first render was ~180 ms of the ~250 ms a menu click took with its code loaded).
 * No data is read until the page is shown: effects, and with them every request, start when it becomes visible.
 */
const PRERENDER_LIMIT = 4;

let paths: readonly string[] = [];
const listeners = new Set<() => void>();

/** Replaces the list and tells the outlet, unless nothing changed (no re-render for the same list). */
function setPaths(next: readonly string[]): void {
  if (next.length === paths.length && next.every((path, index) => path === paths[index])) return;
  paths = next;
  for (const listener of listeners) listener();
}

/** The most recent first, at most `PRERENDER_LIMIT`: a hidden page holds its DOM until it drops out. */
export function prerenderPages(next: readonly string[]): void {
  setPaths([...new Set([...next, ...paths])].slice(0, PRERENDER_LIMIT));
}

/**
 * Drops these from the list: a page once shown is no longer "about to be opened" (it is the current page or a
 * kept-alive tab, and leaves like any other: unmounted when its tab closes or, without keepAlive, when left).
 */
export function forgetPrerendered(shown: readonly string[]): void {
  setPaths(paths.filter((path) => !shown.includes(path)));
}

/** Forgets every pre-rendered page (sign-out, tests). */
export function clearPrerendered(): void {
  setPaths([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePrerenderedPaths(): readonly string[] {
  return useSyncExternalStore(subscribe, () => paths);
}
