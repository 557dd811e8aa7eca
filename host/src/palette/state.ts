import { atom } from 'jotai';

/** Whether the page search (Ctrl/Cmd + K) is open. */
export const paletteOpenAtom = atom(false);
