/**
 * The tags view's model: one tab per visited page, each remembering its full location (query too). Pure functions
 * over a list so the rules (affix tabs stay, close left/right/others, where to go after closing) are testable.
 */
export interface Tab {
  /** The route path: one tab per page. */
  path: string;
  /** Where the tab leads: path + query + hash, as last seen. */
  fullPath: string;
  /** Pinned: never closed (Dashboard). */
  affix: boolean;
  /** Kept alive while open (state survives switching tabs). */
  keepAlive: boolean;
  /** A `title` query or param that overrides the route's title. */
  titleOverride?: string;
  /** Bumped by Refresh: the page re-mounts. */
  generation: number;
}

export type CloseAction = 'close' | 'others' | 'left' | 'right' | 'all';

/** Adds the tab or updates its location, keeping the order tabs were opened in. */
export function visit(tabs: Tab[], next: Omit<Tab, 'generation'>): Tab[] {
  const index = tabs.findIndex((tab) => tab.path === next.path);
  if (index === -1) return [...tabs, { ...next, generation: 0 }];
  const current = tabs[index] as Tab;
  if (current.fullPath === next.fullPath && current.titleOverride === next.titleOverride) return tabs;
  const copy = [...tabs];
  copy[index] = { ...current, fullPath: next.fullPath, titleOverride: next.titleOverride };
  return copy;
}

/** The tabs left after a close action on `path`; affix tabs always stay. */
export function close(tabs: Tab[], path: string, action: CloseAction): Tab[] {
  const index = tabs.findIndex((tab) => tab.path === path);
  return tabs.filter((tab, position) => {
    if (tab.affix) return true;
    switch (action) {
      case 'close':
        return tab.path !== path;
      case 'others':
        return tab.path === path;
      case 'left':
        return position >= index;
      case 'right':
        return position <= index;
      case 'all':
        return false;
    }
  });
}

/**
 * Where to go after closing: stay if the active tab is still open, else the tab that took its place (the one to
 * its right, else the last), else `fallback`.
 */
export function nextLocation(
  before: Tab[],
  after: Tab[],
  activePath: string,
  fallback: string,
): string | null {
  if (after.some((tab) => tab.path === activePath)) return null;
  const index = before.findIndex((tab) => tab.path === activePath);
  const toRight = before.slice(index + 1).find((tab) => after.some((kept) => kept.path === tab.path));
  return (toRight ?? after.at(-1))?.fullPath ?? fallback;
}

export function refresh(tabs: Tab[], path: string): Tab[] {
  return tabs.map((tab) => (tab.path === path ? { ...tab, generation: tab.generation + 1 } : tab));
}

/** Reads tabs saved by this browser tab; anything malformed is dropped rather than trusted. */
export function parseSavedTabs(raw: string | null): Tab[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item): Tab[] => {
      if (typeof item !== 'object' || item === null) return [];
      const tab = item as Partial<Tab>;
      if (typeof tab.path !== 'string' || typeof tab.fullPath !== 'string' || !tab.fullPath.startsWith('/'))
        return [];
      return [
        {
          path: tab.path,
          fullPath: tab.fullPath,
          affix: tab.affix === true,
          keepAlive: tab.keepAlive === true,
          ...(typeof tab.titleOverride === 'string' ? { titleOverride: tab.titleOverride } : {}),
          generation: 0,
        },
      ];
    });
  } catch {
    return [];
  }
}
