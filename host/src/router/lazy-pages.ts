import type { LazyPage } from '@console/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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
