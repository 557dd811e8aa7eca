import {
  parseRemoteMenu,
  visibleMenuRoutes,
  type MenuRoute,
  type MenuSubject,
  type RemoteMenu,
} from '@console/api-contract/remote-menu';
import type { MenuArea, MenuLanguage, MenuNode, MenuOption, Menus } from '@console/api-contract';
import { MENU_DEPTH } from '@console/api-contract';

/** A registry or menu that does not answer within this is treated as unreadable: the menu call must not hang. */
export const MENU_FETCH_TIMEOUT_MS = 3_000;
/**
 * How long one reading of the registry and the menus serves the menu calls. Short: a deploy or rollback (which
 * rewrites the registry) is seen within seconds, and a burst of sign-ins reads the sites once.
 */
export const MENU_CACHE_MS = 5_000;

/** What is deployed right now: each readable area's menu and where it lives, and the areas that could not be read. */
export interface Deployed {
  areas: { menu: RemoteMenu; manifest: string }[];
  unavailable: { name: string; reason: string }[];
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(MENU_FETCH_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Reads the registry and every area's menu.json beside its manifest, in parallel; throws when the registry fails. */
export async function readDeployed(registryUrl: string): Promise<Deployed> {
  const registry = await fetchJson(registryUrl);
  if (typeof registry !== 'object' || registry === null || Array.isArray(registry))
    throw new Error('the registry is not an object of area -> manifest URL');
  const entries = Object.entries(registry as Record<string, unknown>);
  const results = await Promise.all(
    entries.map(async ([name, manifest]) => {
      try {
        if (typeof manifest !== 'string') throw new Error('its registry entry is not a URL');
        const url = new URL(manifest, registryUrl);
        const menu = parseRemoteMenu(await fetchJson(new URL('menu.json', url).href));
        if (menu.name !== name) throw new Error(`its menu names another area ("${menu.name}")`);
        return { ok: true as const, area: { menu, manifest: url.href } };
      } catch (error) {
        return { ok: false as const, name, reason: message(error) };
      }
    }),
  );
  return {
    areas: results.flatMap((result) => (result.ok ? [result.area] : [])),
    unavailable: results.flatMap((result) =>
      result.ok ? [] : [{ name: result.name, reason: result.reason }],
    ),
  };
}

/**
 * The registry and menus as last read, for MENU_CACHE_MS; one reading at a time (callers arriving meanwhile share
 * it). A failed reading is not kept: the next call tries again.
 */
export function deployedReader(
  registryUrl: string,
  now: () => number = Date.now,
  read: (url: string) => Promise<Deployed> = readDeployed,
): () => Promise<Deployed> {
  let cached: { at: number; value: Promise<Deployed> } | null = null;
  return () => {
    if (cached && now() - cached.at < MENU_CACHE_MS) return cached.value;
    const value = read(registryUrl);
    const entry = { at: now(), value };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = null;
    });
    return value;
  };
}

/** A title key's text in a language: the menu's titles there, else in English, else the key itself. */
export function titleOf(menu: RemoteMenu, key: string, language: MenuLanguage): string {
  const lookup = (strings: Record<string, unknown>) => {
    let node: unknown = strings;
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null) return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  return lookup(menu.titles[language]) ?? lookup(menu.titles.en) ?? key;
}

function toNode(menu: RemoteMenu, route: MenuRoute, language: MenuLanguage, depth: number): MenuNode {
  const { title, icon, roles, perms, keepAlive, affix, alwaysShow } = route.meta;
  const node: MenuNode = {
    path: route.path,
    name: route.name,
    title: titleOf(menu, title, language),
    meta: {
      title,
      ...(icon ? { icon: icon.name } : {}),
      ...(roles ? { roles } : {}),
      ...(perms ? { perms } : {}),
      ...(keepAlive !== undefined ? { keepAlive } : {}),
      ...(affix !== undefined ? { affix } : {}),
      ...(alwaysShow !== undefined ? { alwaysShow } : {}),
    },
    ...(route.redirect ? { redirect: route.redirect } : {}),
  };
  if (route.children && depth < MENU_DEPTH)
    node.children = route.children.map((child) => toNode(menu, child, language, depth + 1));
  return node;
}

/**
 * The user's menus: each area with the entries the sidebar would show them (the one rule, `visibleMenuRoutes`),
 * areas with none left out, in menu order.
 */
export function userMenus(deployed: Deployed, user: MenuSubject, language: MenuLanguage): Menus {
  const areas: MenuArea[] = deployed.areas
    .map(({ menu, manifest }) => ({
      name: menu.name,
      order: menu.order,
      version: menu.version ?? null,
      commit: menu.build?.commit ?? null,
      builtAt: menu.build?.builtAt ?? null,
      manifest,
      routes: visibleMenuRoutes(user, menu.routes).map((route) => toNode(menu, route, language, 1)),
    }))
    .filter((area) => area.routes.length > 0)
    .sort((a, b) => a.order - b.order);
  return { areas, unavailable: deployed.unavailable };
}

/** The same tree as `{ value, label, children }` pairs: the route's path and its title. */
export function menuOptions(menus: Menus): MenuOption[] {
  const option = (node: MenuNode): MenuOption => ({
    value: node.path,
    label: node.title,
    ...(node.children ? { children: node.children.map(option) } : {}),
  });
  return menus.areas.flatMap((area) => area.routes.map(option));
}
