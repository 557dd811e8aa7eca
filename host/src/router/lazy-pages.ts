import type { LazyPage } from '@console/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** One React.lazy per page loader, so a page keeps its identity across re-renders of the route table. */
const cache = new Map<LazyPage, LazyExoticComponent<ComponentType>>();

/**
 * `onFirstOpen` runs when React first asks for the page (its first render this session), beside the code
 * download: a remote route's `prefetch`. Preloading calls the loader itself and so never triggers it.
 */
export function lazyPage(loader: LazyPage, onFirstOpen?: () => void): LazyExoticComponent<ComponentType> {
  let component = cache.get(loader);
  if (!component) {
    component = lazy(() => {
      try {
        onFirstOpen?.();
      } catch (error) {
        // A failing prefetch costs only the head start; the page loads its data itself.
        console.error('[console] page prefetch failed', error);
      }
      return loader();
    });
    cache.set(loader, component);
  }
  return component;
}

/** React.lazy remembers a failed import for ever; a retry needs a fresh one. */
export function forgetPage(loader: LazyPage): void {
  cache.delete(loader);
}
