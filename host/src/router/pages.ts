import { matchPath, type LazyPage } from '@console/shared';
import type { ReactNode } from 'react';
import type { PageEntry } from './area-routes';

/** What the layout, tabs, breadcrumb, document title and command palette know about a routable page. */
export interface PageInfo {
  path: string;
  name: string;
  /** i18n key and namespace of the title. */
  titleKey: string;
  ns: string;
  icon?: ReactNode;
  keepAlive: boolean;
  affix: boolean;
  /** Routed but not in the menu or the page search (a page reached by a link, e.g. one with a route parameter). */
  hidden: boolean;
  /** Breadcrumb from the area root down to this page. */
  trail: { path: string; titleKey: string; ns: string }[];
  /** The area that serves it ('host' for the host's own pages). */
  area: string;
}

/** A page the host itself serves inside the signed-in layout. */
export interface HostPage {
  path: string;
  name: string;
  titleKey: string;
  icon?: ReactNode;
  keepAlive?: boolean;
  page: LazyPage;
}

/** A page the host routes outside the menu (401, 404): titled like any page, found by nothing but its address. */
export interface HostHiddenPage {
  path: string;
  name: string;
  titleKey: string;
}

export function pageIndex(
  areaPages: PageEntry[],
  hostPages: HostPage[],
  hiddenPages: readonly HostHiddenPage[] = [],
): PageInfo[] {
  const fromAreas = areaPages.map(({ area, namespace, route, trail }): PageInfo => ({
    path: route.path,
    name: route.name,
    titleKey: route.meta.title,
    ns: namespace,
    icon: route.meta.icon,
    keepAlive: route.meta.keepAlive === true,
    affix: route.meta.affix === true,
    hidden: route.meta.hidden === true || route.path.includes(':'),
    trail: trail.map((step) => ({ path: step.path, titleKey: step.meta.title, ns: namespace })),
    area,
  }));
  const fromHost = hostPages.map((page): PageInfo => ({
    path: page.path,
    name: page.name,
    titleKey: page.titleKey,
    ns: 'host',
    icon: page.icon,
    keepAlive: page.keepAlive === true,
    affix: false,
    // A page with a route parameter is reached by links (a help page from the Docs contents), as an area's is.
    hidden: page.path.includes(':'),
    trail: [{ path: page.path, titleKey: page.titleKey, ns: 'host' }],
    area: 'host',
  }));
  // Indexed so the tab, breadcrumb and document title name them; hidden keeps them out of the menu and search.
  const fromHidden = hiddenPages.map((page): PageInfo => ({
    path: page.path,
    name: page.name,
    titleKey: page.titleKey,
    ns: 'host',
    keepAlive: false,
    affix: false,
    hidden: true,
    trail: [{ path: page.path, titleKey: page.titleKey, ns: 'host' }],
    area: 'host',
  }));
  return [...fromAreas, ...fromHost, ...fromHidden];
}

/**
 * The page shown at `pathname`: the page of that exact path, else the first whose path has route parameters
 * (`/pkg/project/:id`) and matches. Its tab is the concrete path: each project opened has a tab of its own.
 */
export function findPage<T extends { path: string }>(pages: readonly T[], pathname: string): T | undefined {
  return (
    pages.find((page) => page.path === pathname) ??
    pages.find(
      (page) => page.path.includes(':') && matchPath({ path: page.path, end: true }, pathname) !== null,
    )
  );
}

/** A `title` query value overrides the route title (spec section 2). */
export function titleOverride(search: string): string | undefined {
  const value = new URLSearchParams(search).get('title')?.trim();
  return value ? value.slice(0, 60) : undefined;
}
