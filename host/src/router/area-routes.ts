import { canAccessRoute, type ConsoleUser, type RemoteArea, type RemoteRoute } from '@console/shared';
import type { AreaState } from '../remotes/areas';

/** A routable page of an area, with what the layout needs to title it. */
export interface PageEntry {
  area: string;
  namespace: string;
  route: RemoteRoute;
  /** Title keys from the area root down to this page (breadcrumb). */
  trail: RemoteRoute[];
}

interface RedirectEntry {
  path: string;
  to: string;
}

export function readyModules(areas: Record<string, AreaState>): { area: string; module: RemoteArea }[] {
  return Object.values(areas)
    .flatMap((state) => (state.status === 'ready' ? [{ area: state.name, module: state.module }] : []))
    .sort((a, b) => a.module.order - b.module.order);
}

/** Flattens the loaded areas' route trees into pages and redirects the user may open (spec section 6). */
export function collectRoutes(
  modules: { area: string; module: RemoteArea }[],
  user: ConsoleUser | null,
): { pages: PageEntry[]; redirects: RedirectEntry[] } {
  const pages: PageEntry[] = [];
  const redirects: RedirectEntry[] = [];
  const walk = (area: string, namespace: string, routes: RemoteRoute[], trail: RemoteRoute[]) => {
    for (const route of routes) {
      if (!canAccessRoute(user, route.meta.roles)) continue;
      const here = [...trail, route];
      if (route.page) pages.push({ area, namespace, route, trail: here });
      else if (route.redirect) redirects.push({ path: route.path, to: route.redirect });
      if (route.children) walk(area, namespace, route.children, here);
    }
  };
  for (const { area, module } of modules) walk(area, module.namespace, module.routes, []);
  return { pages, redirects };
}

/** The first page the user may open: where '/' and a fresh sign-in land. */
export function homePath(pages: PageEntry[]): string | undefined {
  return pages.find((page) => page.route.meta.affix)?.route.path ?? pages[0]?.route.path;
}

/**
 * Where '/' goes, or null while that is not known yet: areas load in parallel, and until every one has settled
 * the first ready area may not be the one holding the home page (sku answering before the dashboard must not
 * land the person on sku).
 */
export function landingPath(areas: Record<string, AreaState>, pages: PageEntry[]): string | null {
  const states = Object.values(areas);
  if (states.length === 0 || states.some((state) => state.status === 'loading')) return null;
  return homePath(pages) ?? null;
}
