import type { RemoteMenu } from '@console/shared';

/**
 * What this browser last read of each area's menu: its place in the menu (`order`) and its title in each
 * language (the title of the menu's first top-level entry: the group, e.g. "Orders", or the area's only page,
 * e.g. "Dashboard"). An area whose site is down has no menu to read; this lets its "unavailable" entry keep its
 * title and its place instead of showing the raw registry name at the end of the menu. Never seen in this
 * browser: nothing is known, and the entry falls back to the registry name.
 */
export interface KnownArea {
  order: number;
  title: Record<string, string>;
}

const STORAGE_KEY = 'knownAreas';

function readAll(): Record<string, KnownArea> {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, KnownArea>)
      : {};
  } catch {
    return {};
  }
}

function lookup(strings: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = strings;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The area's order and title as its menu gives them. */
export function describeMenu(menu: RemoteMenu): KnownArea {
  const first = menu.routes.find((route) => !route.meta.hidden);
  const title: Record<string, string> = {};
  for (const [language, strings] of Object.entries(menu.titles)) {
    const text = first ? lookup(strings, first.meta.title) : undefined;
    if (text) title[language] = text;
  }
  return { order: menu.order, title };
}

export function rememberArea(area: string, menu: RemoteMenu): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [area]: describeMenu(menu) }));
  } catch {
    // Storage full or refused (private mode): the entry falls back to the area's name.
  }
}

export function knownArea(area: string): KnownArea | undefined {
  const known = readAll()[area];
  return known && typeof known.order === 'number' && typeof known.title === 'object' ? known : undefined;
}

/** How a person knows an area: its title in the language shown, as last read from its menu, else its name. */
export function areaTitle(area: { name: string; known?: KnownArea }, language: string): string {
  return area.known?.title[language] ?? area.known?.title.en ?? area.name;
}
