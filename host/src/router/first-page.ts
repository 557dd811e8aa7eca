import type { ConsoleUser, RemoteRoute } from '@console/shared';
import type { AreaState } from '../remotes/areas';
import { collectRoutes, landingPath, readyModules } from './area-routes';
import { findPage } from './pages';
import { openPage } from './lazy-pages';
import { preloadPage } from './preload';

/**
 * The area page the console will show first at `pathname` for this user: the page at that path, the page its
 * redirect leads to, or for '/' the landing page (the same rules as AppRoutes). Undefined for host pages, paths
 * the user may not open, and while an area is still loading.
 */
export function firstAreaPage(
  pathname: string,
  areas: Record<string, AreaState>,
  user: ConsoleUser | null,
): RemoteRoute | undefined {
  const { pages, redirects } = collectRoutes(readyModules(areas), user);
  let target: string | null = pathname === '/' ? landingPath(areas, pages) : pathname;
  target = redirects.find((redirect) => redirect.path === target)?.to ?? target;
  if (!target) return undefined;
  return findPage(
    pages.map((page) => page.route),
    target,
  );
}

/**
 * Opens the first page ahead of the console: its area's code and its own, and its first data (the route's
 * `prefetch`, run once as if the page had been opened, which it is about to be), start now instead of once the
 * console's layout has rendered and routed to it. At 4x CPU that render is over a second of a busy main thread in
 * which the network would otherwise be idle.
 */
export function openFirstPage(
  pathname: string,
  areas: Record<string, AreaState>,
  user: ConsoleUser | null,
): RemoteRoute | undefined {
  const route = firstAreaPage(pathname, areas, user);
  if (!route?.page) return undefined;
  preloadPage(route.page);
  openPage(route.page, route.prefetch);
  return route;
}
