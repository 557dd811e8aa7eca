import type { ComponentType } from 'react';
import * as ICON_SET from './icon-set';

/** The icons of `icon-set.ts` by name (a module namespace: one list, and no other icon in the bundle). */
export const ICONS: Record<string, ComponentType> = ICON_SET;

/** Icon names matching a search: every word of the query in the name, case ignored ("cart shop"). */
export function findIcons(query: string): string[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return Object.keys(ICONS).filter((name) => words.every((word) => name.toLowerCase().includes(word)));
}
