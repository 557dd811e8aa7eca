/**
 * `@console/api-contract/remote-menu`: a remote's menu (`menu.json`) as data, its parser, the rule that decides which
 * entries a user sees, and the versions a remote build declares. Values only, no TypeBox and no import: the host
 * (sidebar, router), the remotes' builds and the server (`GET /api/v1/menus`) all run this one file, so the sidebar
 * and the menu call cannot disagree. The TypeBox schemas of the menu calls are in menus.ts.
 */

/** The role that passes every check (spec section 6). */
export const ROOT_ROLE = 'ROOT';
/** The one role the client gives every fetched user (spec section 1). */
export const ADMIN_ROLE = 'ADMIN';

/**
 * The remote contract's version: what a remote's module and menu look like to the host. A host runs remotes built
 * against its own contract version only; change it when a remote built before the change would break the host (or
 * the reverse), never for an addition both sides tolerate.
 */
export const REMOTE_CONTRACT_VERSION = 1;

/**
 * A menu icon as data: an `@ant-design/icons-svg` definition (`import X from '@ant-design/icons-svg/es/asn/X'`).
 * The host draws it with the icon component it already has.
 */
export interface IconData {
  name: string;
  theme: string;
  icon: unknown;
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

/** Route metadata, the same fields the spec's route table uses. */
export interface MenuMeta {
  /** i18n key inside the remote's namespace (e.g. 'route.dashboard'). */
  title: string;
  icon?: IconData;
  /** Roles allowed to see and open the route (`canAccessRoute`). */
  roles?: string[];
  /**
   * The perms that read the page's data: the menu shows the entry to a user holding one of them
   * (`menuEntryVisible`). The route itself stays open by address; the server refuses its data (403), which the page
   * shows.
   */
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

/**
 * What a remote build declares about itself, written into its menu.json and mf-manifest.json by the build
 * (shared/build/federation.ts): the host checks `contract` and `singletons` before it runs the remote's code, and the
 * settings drawer's About shows them.
 */
export interface RemoteBuild {
  /** The git commit built (short hash; `.dirty` when the remote's or shared's folder had uncommitted changes). */
  commit: string;
  /** When it was built (ISO 8601, UTC). */
  builtAt: string;
  /** The contract it was built against: `@console/shared`'s version and REMOTE_CONTRACT_VERSION. */
  contract: { shared: string; remote: number };
  /** The versions of the federation singletons it was built with (react, antd, …), by package name. */
  singletons: Record<string, string>;
}

/** A heading of a help page: its anchor (the `id` the host gives it) and its text. */
export interface HelpHeading {
  id: string;
  text: string;
}

/**
 * One help page a remote ships (`help/<lang>/<slug>.md` beside its menu.json, written by its build from the
 * remote's `help/` folder): what the host's Docs section lists before it reads the page's text.
 */
export interface HelpPage {
  /** Lower-case words joined by hyphens; the page's address is `/docs/<area>/<slug>`. */
  slug: string;
  /** The page's title (its `# ` line) per language. */
  titles: { en: string; zh: string };
  /** The console page it documents (a menu path, e.g. '/odrs/orders'): that page's help button opens it. */
  route?: string;
  /** Its `## ` headings per language, the table of contents inside the page. */
  headings: { en: HelpHeading[]; zh: HelpHeading[] };
}

/** The languages help is written in: every page exists in each. */
export const HELP_LANGUAGES = ['en', 'zh'] as const;

/** The anchor of a help heading: its words, lower-cased, joined by hyphens (any script's letters kept). */
export function headingAnchor(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
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
  /** What the build declares (commit, time, contract, singletons); absent from a menu built before it existed. */
  build?: RemoteBuild;
  /**
   * The help pages the remote ships, in its order (written by its build from its `help/` folder); absent from a
   * remote without help, or built before help existed.
   */
  help?: HelpPage[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function validBuild(build: unknown): boolean {
  const { commit, builtAt, contract, singletons } = (build ?? {}) as Partial<RemoteBuild>;
  return (
    isObject(build) &&
    typeof commit === 'string' &&
    typeof builtAt === 'string' &&
    isObject(contract) &&
    typeof contract.shared === 'string' &&
    Number.isInteger(contract.remote) &&
    isObject(singletons)
  );
}

const HELP_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function validHelp(help: unknown): boolean {
  const validHeadings = (headings: unknown) =>
    Array.isArray(headings) &&
    headings.every(
      (heading: Partial<HelpHeading> | null) =>
        isObject(heading) && typeof heading.id === 'string' && typeof heading.text === 'string',
    );
  return (
    Array.isArray(help) &&
    help.every((page: Partial<HelpPage> | null) => {
      if (!isObject(page) || typeof page.slug !== 'string' || !HELP_SLUG.test(page.slug)) return false;
      if (page.route !== undefined && (typeof page.route !== 'string' || !page.route.startsWith('/')))
        return false;
      return HELP_LANGUAGES.every(
        (lang) =>
          typeof page.titles?.[lang] === 'string' &&
          isObject(page.headings) &&
          validHeadings(page.headings[lang]),
      );
    })
  );
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
    (menu.version !== undefined && typeof menu.version !== 'string') ||
    (menu.build !== undefined && !validBuild(menu.build)) ||
    (menu.help !== undefined && !validHelp(menu.help))
  )
    throw new Error('menu.json is not a remote menu (name, namespace, order, titles, routes)');
  return menu as RemoteMenu;
}

/** What of a route's meta decides who sees it (the host's drawn routes and the server's menu data alike). */
export type MenuAccess = Pick<MenuMeta, 'hidden' | 'roles' | 'perms'>;

/** Who is asking: the user's roles and perms (null when nobody is signed in). */
export type MenuSubject = { roles: readonly string[]; perms: readonly string[] } | null | undefined;

/** Route filter: a route without roles is open to any signed-in user; ROOT matches any route that declares roles. */
export function canAccessRoute(user: MenuSubject, routeRoles: readonly string[] | undefined): boolean {
  if (!routeRoles || routeRoles.length === 0) return true;
  if (!user) return false;
  if (user.roles.includes(ROOT_ROLE)) return true;
  return routeRoles.some((role) => user.roles.includes(role));
}

/**
 * Whether a menu entry is shown to a user: not hidden, the user's roles match its roles (spec section 6), and when
 * it names perms the user holds one of them (ROOT holds every perm). A group is shown when one of its entries is;
 * callers recurse (`visibleMenuRoutes`).
 */
export function menuEntryVisible(user: MenuSubject, meta: MenuAccess): boolean {
  if (meta.hidden || !canAccessRoute(user, meta.roles)) return false;
  if (!meta.perms || meta.perms.length === 0) return true;
  if (!user) return false;
  return user.roles.includes(ROOT_ROLE) || meta.perms.some((perm) => user.perms.includes(perm));
}

/** The menu tree a user sees: entries they may see, groups with at least one such entry. */
export function visibleMenuRoutes<Route extends { meta: MenuAccess; children?: Route[] }>(
  user: MenuSubject,
  routes: readonly Route[],
): Route[] {
  return routes.flatMap((route) => {
    if (!menuEntryVisible(user, route.meta)) return [];
    if (!route.children) return [route];
    const children = visibleMenuRoutes(user, route.children);
    return children.length === 0 ? [] : [{ ...route, children }];
  });
}

/**
 * Whether a host can run a remote built with `built` of a package when it provides `provided`: the same major
 * version (the same minor below 1.0), as a caret range (`^provided`'s line) reads it.
 */
export function sameVersionLine(built: string, provided: string): boolean {
  const parts = (version: string) => /^(\d+)\.(\d+)/.exec(version)?.slice(1).map(Number);
  const [a, b] = [parts(built), parts(provided)];
  if (!a || !b) return false;
  return a[0] === b[0] && (a[0] !== 0 || a[1] === b[1]);
}

/**
 * Why a host cannot run a remote build, or null when it can: another remote contract version, another
 * `@console/shared` line, or a singleton of another version line than the host provides. A menu without build
 * information predates versioning: it is the first contract.
 */
export function buildIncompatibility(
  build: RemoteBuild | undefined,
  host: { remote: number; shared: string; singletons: Record<string, string> },
): { what: string; built: string; runs: string } | null {
  const remote = build?.contract.remote ?? 1;
  if (remote !== host.remote)
    return { what: 'remote contract', built: String(remote), runs: String(host.remote) };
  if (!build) return null;
  if (!sameVersionLine(build.contract.shared, host.shared))
    return { what: '@console/shared', built: build.contract.shared, runs: host.shared };
  for (const [name, version] of Object.entries(build.singletons)) {
    const provided = host.singletons[name];
    if (provided && !sameVersionLine(version, provided))
      return { what: name, built: version, runs: provided };
  }
  return null;
}
