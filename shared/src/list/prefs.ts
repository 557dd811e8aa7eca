import { userAtom } from '@console/shared';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';

export type Density = 'large' | 'middle' | 'small';
export const DENSITIES: readonly Density[] = ['large', 'middle', 'small'];

export type ListView = 'table' | 'cards';

export interface TablePrefs {
  /** Keys of the columns the person chose to hide. */
  hidden: string[];
  density: Density;
  /** Rows as a table, or as cards (for lists that offer cards). */
  view: ListView;
}

export const DEFAULT_PREFS: TablePrefs = { hidden: [], density: 'middle', view: 'table' };

/** Where one table's choices live: per area, table and signed-in user, in this browser. */
export const prefsKey = (area: string, table: string, userId: number | undefined) =>
  `console.${area}.${table}.${userId ?? 'anonymous'}`;

function read(key: string, defaults: TablePrefs): TablePrefs {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return defaults;
    const stored = JSON.parse(raw) as Partial<TablePrefs>;
    return {
      hidden: Array.isArray(stored.hidden)
        ? stored.hidden.filter((key) => typeof key === 'string')
        : defaults.hidden,
      density: DENSITIES.includes(stored.density as Density) ? (stored.density as Density) : defaults.density,
      view: stored.view === 'cards' || stored.view === 'table' ? stored.view : defaults.view,
    };
  } catch {
    return defaults;
  }
}

/**
 * Column visibility and density of a table, remembered per user (as ProTable's column settings are): another
 * person signing in on the same browser gets their own.
 */
export function useTablePrefs(area: string, table: string, defaults: TablePrefs = DEFAULT_PREFS) {
  const user = useAtomValue(userAtom);
  const key = prefsKey(area, table, user?.id);
  const [state, setState] = useState(() => ({ key, prefs: read(key, defaults) }));
  // A different user (or table) reads its own choices.
  const current = state.key === key ? state.prefs : read(key, defaults);
  if (state.key !== key) setState({ key, prefs: current });

  const update = useCallback(
    (patch: Partial<TablePrefs>) => {
      setState((previous) => {
        const next = {
          key,
          prefs: { ...(previous.key === key ? previous.prefs : read(key, defaults)), ...patch },
        };
        try {
          localStorage.setItem(key, JSON.stringify(next.prefs));
        } catch {
          // Storage unavailable: the choice lasts for this page.
        }
        return next;
      });
    },
    [key, defaults],
  );
  return { prefs: current, update };
}
