import type { ComponentType, ReactNode } from 'react';

/** Route metadata, the same fields the spec's route table uses. */
export interface RouteMeta {
  /** i18n key inside the remote's namespace (e.g. 'route.dashboard'). */
  title: string;
  icon?: ReactNode;
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
}

export type LazyPage = () => Promise<{ default: ComponentType }>;

/** One node of a remote's route tree. Paths are absolute ('/odrs/orders'). */
export interface RemoteRoute {
  path: string;
  /** Unique route name, as in the spec (e.g. 'orderList'). */
  name: string;
  meta: RouteMeta;
  /** A page, loaded only when the route is first visited. */
  page?: LazyPage;
  /**
   * Optional: starts the page's first data requests when the page is first opened, in parallel with its code
   * (the page then picks up those answers). Not called when the host merely preloads the page's code.
   */
  prefetch?: () => void;
  /** Where the route goes when it has no page of its own (group routes). */
  redirect?: string;
  children?: RemoteRoute[];
}

/**
 * What a remote's exposed `./module` default-exports. The host builds router, menu, breadcrumb, tags and document
 * title from the union of these, filtered by the user's roles.
 */
export interface RemoteModule {
  /** Registry name, e.g. 'dashboard'. */
  name: string;
  /** i18next namespace holding the remote's strings, e.g. 'dashboard'. */
  namespace: string;
  translations: { en: Record<string, unknown>; zh: Record<string, unknown> };
  /** Position of the area in the menu; lower first. */
  order: number;
  routes: RemoteRoute[];
}

/** The registry the host reads at boot (`/remotes.json`): remote name -> URL of its mf-manifest.json. */
export type RemoteRegistry = Record<string, string>;

/** The module id each remote exposes. */
export const REMOTE_EXPOSE = './module';

/** Helper so remotes get type checking on their module without importing anything else. */
export function defineRemoteModule(module: RemoteModule): RemoteModule {
  return module;
}
