import { consoleStore } from '@console/shared';
import { atom } from 'jotai';
import { parseSavedTabs, type Tab } from './tabs';

/** Session storage: open tabs survive a reload of this browser tab, not a new window. */
const TABS_STORAGE_KEY = 'tagsView';

function readTabs(): Tab[] {
  try {
    return parseSavedTabs(sessionStorage.getItem(TABS_STORAGE_KEY));
  } catch {
    return [];
  }
}

const tabsBaseAtom = atom<Tab[]>(readTabs());

export const tabsAtom = atom(
  (get) => get(tabsBaseAtom),
  (_get, set, next: Tab[]) => {
    set(tabsBaseAtom, next);
    try {
      sessionStorage.setItem(
        TABS_STORAGE_KEY,
        JSON.stringify(next.map(({ generation: _generation, ...rest }) => rest)),
      );
    } catch {
      // Storage unavailable: tabs last for this page.
    }
  },
);

export const getTabs = (): Tab[] => consoleStore.get(tabsAtom);
export const setTabs = (tabs: Tab[]): void => consoleStore.set(tabsAtom, tabs);
