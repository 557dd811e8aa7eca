import type { ComponentType, ReactNode } from 'react';

/**
 * The contract between the host and a remote, in two halves:
 *  - the remote's **menu** (`menu.json`, beside its mf-manifest.json): plain data, its routes and their titles.
 *    The host reads every area's menu at sign-in to build the sidebar, router, breadcrumb, tabs and titles,
 *    without downloading any remote code.
 *  - the remote's **module** (`./module`, federated): its pages and strings, loaded the first time one of its
 *    pages is opened or preloaded.
 */

/**
 * A menu icon as data: an `@ant-design/icons-svg` definition (`import X from '@ant-design/icons-svg/es/asn/X'`).
 * The host draws it with the icon component it already has.
 */
export interface IconData {
  name: string;
  theme: string;
  icon: unknown;
}

/** Route metadata, the same fields the spec's route table uses. */
export interface MenuMeta {
  /** i18n key inside the remote's namespace (e.g. 'route.dashboard'). */
  title: string;
  icon?: IconData;
  /** Roles allowed to see the route; the host filters with `canAccessRoute`. */
  roles?: string[];
  /** Button-level perms the page relies on (documentation for the menu; the server enforces them). */
  perms?: string[];
  keepAlive?: boolean;
  /** Pinned in the tags view. */
  affix?: boolean;
  /** Routed but not in the menu. */
  hidden?: boolean;
  /** Show the single child as the menu entry instead of a group. */
  alwaysShow?: boolean;
  /** A live count beside a leaf entry (e.g. pending bookings): see `MenuBadge`. */
  badge?: MenuBadge;
}

/**
 * A count the host shows beside a menu entry, read from the area's API (plain data, like the rest of the menu): the
 * host calls `GET <path>` (under the API base, through the shared client, silently) and shows the number at
 * `data[field]` when it is above 0. It asks when the entry appears, every `intervalSeconds` (at least 10, default 30)
 * while the browser tab is visible, when the tab becomes visible again, and when a page dispatches the window event
 * `'console:menu-badges'` (after a change that moves the count). Only for a user holding `perm` (when given).
 */
export interface MenuBadge {
  path: string;
  field: string;
  perm?: string;
  intervalSeconds?: number;
}

/** One node of a remote's route tree as its menu describes it. Paths are absolute ('/odrs/orders'). */
export interface MenuRoute {
  path: string;
  /** Unique route name, as in the spec (e.g. 'orderList'); a leaf's page is found under this name. */
  name: string;
  meta: MenuMeta;
  /** Where the route goes when it has no page of its own (group routes). */
  redirect?: string;
  children?: MenuRoute[];
}

/** What a remote's `menu.json` holds. */
export interface RemoteMenu {
  /** Registry name, e.g. 'dashboard'. */
  name: string;
  /** i18next namespace holding the remote's strings, e.g. 'dashboard'. */
  namespace: string;
  /** Position of the area in the menu; lower first. */
  order: number;
  /** The strings the menu needs before the module is loaded (route titles), per language. */
  titles: { en: Record<string, unknown>; zh: Record<string, unknown> };
  routes: MenuRoute[];
  /**
   * The deployed version of the remote (its package.json version), written into menu.json by its build
   * (`pluginRemoteMenu`); not in src/menu.ts. Absent from a menu built before it existed.
   */
  version?: string;
}

export type LazyPage = () => Promise<{ default: ComponentType }>;

/** The names of a route tree's leaf routes (no children, no redirect): the routes that need a page. */
type LeafNames<Routes> = Routes extends readonly (infer Route)[]
  ? Route extends { children: infer Children }
    ? LeafNames<Children>
    : Route extends { redirect: string }
      ? never
      : Route extends { name: infer Name extends string }
        ? Name
        : never
  : never;

/** The route names a menu's module must give a page: every leaf route's (`string` for a menu not known exactly). */
type PageName<Menu extends RemoteMenu> = LeafNames<Menu['routes']>;

/**
 * What a remote's exposed `./module` default-exports: its pages by route name, and all its strings. Typed from
 * its menu (`defineRemoteModule<typeof menu>`), a missing or unknown page is a type error; the remote's build
 * checks the same (shared/build/module-pages.ts).
 */
export interface RemoteModule<Menu extends RemoteMenu = RemoteMenu> {
  /** Registry name, the same as the menu's. */
  name: Menu['name'];
  translations: { en: Record<string, unknown>; zh: Record<string, unknown> };
  /** Each leaf route's page (by route name), loaded only when the route is first visited. */
  pages: Record<PageName<Menu>, LazyPage>;
  /**
   * Optional, by route name: starts the page's first data requests when the page is first opened, in parallel
   * with its code (the page then picks up those answers). Not called when the host merely preloads the page.
   */
  prefetch?: Partial<Record<PageName<Menu>, () => void>>;
}

/** Route metadata as the host renders it (the icon drawn). */
export interface RouteMeta extends Omit<MenuMeta, 'icon'> {
  icon?: ReactNode;
}

/** A route of an area joined with its page: what the host's router and menus are built from. */
export interface RemoteRoute {
  path: string;
  name: string;
  meta: RouteMeta;
  page?: LazyPage;
  prefetch?: () => void;
  redirect?: string;
  children?: RemoteRoute[];
}

/** An area as the host uses it: its menu, routes joined with (lazily loaded) pages. */
export interface RemoteArea {
  name: string;
  namespace: string;
  order: number;
  routes: RemoteRoute[];
}

/**
 * Joins a menu's routes with pages: `pageFor` gives a leaf's page loader and prefetch (by route name), `drawIcon`
 * renders an icon. Group routes (with children or a redirect) get no page.
 */
export function joinRoutes(
  routes: MenuRoute[],
  pageFor: (name: string) => { page: LazyPage; prefetch?: () => void } | undefined,
  drawIcon: (icon: IconData) => ReactNode,
): RemoteRoute[] {
  return routes.map(({ meta, children, ...route }) => {
    const joined: RemoteRoute = { ...route, meta: { ...meta, icon: meta.icon && drawIcon(meta.icon) } };
    if (children) joined.children = joinRoutes(children, pageFor, drawIcon);
    else if (!route.redirect) Object.assign(joined, pageFor(route.name));
    return joined;
  });
}

/** Checks what a `menu.json` answered; throws with what is wrong. */
export function parseRemoteMenu(value: unknown): RemoteMenu {
  const menu = value as Partial<RemoteMenu> | null;
  const validRoutes = (routes: unknown): boolean =>
    Array.isArray(routes) &&
    routes.every((route: Partial<MenuRoute> | null) => {
      if (typeof route !== 'object' || route === null) return false;
      if (typeof route.path !== 'string' || !route.path.startsWith('/')) return false;
      if (typeof route.name !== 'string' || typeof route.meta?.title !== 'string') return false;
      return route.children === undefined || validRoutes(route.children);
    });
  if (
    typeof menu !== 'object' ||
    menu === null ||
    typeof menu.name !== 'string' ||
    typeof menu.namespace !== 'string' ||
    typeof menu.order !== 'number' ||
    typeof menu.titles?.en !== 'object' ||
    typeof menu.titles?.zh !== 'object' ||
    !validRoutes(menu.routes) ||
    (menu.version !== undefined && typeof menu.version !== 'string')
  )
    throw new Error('menu.json is not a remote menu (name, namespace, order, titles, routes)');
  return menu as RemoteMenu;
}

/** The registry the host reads at boot (`/remotes.json`): remote name -> URL of its mf-manifest.json. */
export type RemoteRegistry = Record<string, string>;

/** The module id each remote exposes. */
export const REMOTE_EXPOSE = './module';

/** The file beside each remote's mf-manifest.json that describes its menu. */
export const REMOTE_MENU_FILE = 'menu.json';

/**
 * Helpers so remotes get type checking on their menu and module without importing anything else. The menu keeps
 * its exact route names, so the module can be typed from it: `defineRemoteModule<typeof menu>({ ... })`.
 */
export function defineRemoteMenu<const Menu extends RemoteMenu>(menu: Menu): Menu {
  return menu;
}
export function defineRemoteModule<Menu extends RemoteMenu = RemoteMenu>(
  module: RemoteModule<Menu>,
): RemoteModule<Menu> {
  return module;
}
