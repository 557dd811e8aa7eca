import type { LazyPage } from '@console/shared';
import { createContext, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** One React.lazy per page loader, so a page keeps its identity across re-renders of the route table. */
const cache = new Map<LazyPage, LazyExoticComponent<ComponentType>>();

export function lazyPage(loader: LazyPage): LazyExoticComponent<ComponentType> {
  let component = cache.get(loader);
  if (!component) {
    component = lazy(loader);
    cache.set(loader, component);
  }
  return component;
}

/** React.lazy remembers a failed import for ever; a retry needs a fresh one. */
export function forgetPage(loader: LazyPage): void {
  cache.delete(loader);
}

/**
 * False while a page is rendered hidden ahead of its click (`tabs/prerender.ts`): it is not open yet. Hidden
 * kept-alive tabs were open before, so only pre-rendered pages set it.
 */
export const PageShownContext = createContext(true);

const opened = new WeakSet<LazyPage>();

/**
 * The page is rendered for the person the first time this session: its remote route's `prefetch` runs now, beside
 * its code download when that is still on its way. Preloading and pre-rendering never call it.
 */
export function openPage(loader: LazyPage, prefetch: (() => void) | undefined): void {
  if (opened.has(loader)) return;
  opened.add(loader);
  try {
    prefetch?.();
  } catch (error) {
    // A failing prefetch costs only the head start; the page loads its data itself.
    console.error('[console] page prefetch failed', error);
  }
}
