import type { ComponentType, ReactNode } from 'react';
import type { ServerMessages } from '../i18n/instance';

/**
 * The contract between the host and a remote, in two halves:
 *  - the remote's **menu** (`menu.json`, beside its mf-manifest.json): plain data, its routes and their titles.
 *    The host reads every area's menu at sign-in to build the sidebar, router, breadcrumb, tabs and titles,
 *    without downloading any remote code.
 *  - the remote's **module** (`./module`, federated): its pages and strings, loaded the first time one of its
 *    pages is opened or preloaded.
 */

// The menu's data types, its parser, the rule deciding which entries a user sees and the build versions live in the
// API contract's values-only module (@console/api-contract/remote-menu): the server's menu call (GET /api/v1/menus)
// runs the same code as the host. Imported by path, as TypeScript source: the browser builds and the Node build
// configs (which read remote menus) take it without a build of the contract, which only the server needs.
import type { IconData, MenuMeta, MenuRoute, RemoteMenu } from '../../../api-contract/src/remote-menu';
export {
  REMOTE_CONTRACT_VERSION,
  buildIncompatibility,
  canAccessRoute,
  headingAnchor,
  HELP_LANGUAGES,
  menuEntryVisible,
  parseRemoteMenu,
  sameVersionLine,
  visibleMenuRoutes,
  type HelpHeading,
  type HelpPage,
  type IconData,
  type MenuBadge,
  type MenuMeta,
  type MenuRoute,
  type MenuSubject,
  type RemoteBuild,
  type RemoteMenu,
} from '../../../api-contract/src/remote-menu';

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
  /**
   * Optional: the area's server messages in the person's words (`ServerMessages`), so a refusal of its API reads in
   * Chinese at a field, in a toast and in a banner. A host that does not know this field ignores it.
   */
  serverMessages?: ServerMessages;
  /** Each leaf route's page (by route name), loaded only when the route is first visited. */
  pages: Record<PageName<Menu>, LazyPage>;
  /**
   * Optional, by route name: starts the page's first data requests when the page is first opened, in parallel
   * with its code (the page then picks up those answers). Not called when the host merely preloads the page.
   */
  prefetch?: Partial<Record<PageName<Menu>, () => void>>;
}

/**
 * The type of a translation that has exactly the keys of the original, at every depth: `En` when it does, else
 * `never`. Typing the Chinese strings of a JSON file `SameKeys<typeof en, typeof zhJson>` makes a string missing
 * from them (the usual error names it) or left over in them (not assignable to `never`) a compile error.
 */
export type SameKeys<En, Zh> = [En] extends [Zh] ? En : never;

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
