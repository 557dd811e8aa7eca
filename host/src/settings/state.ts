import { atom } from 'jotai';

/** Whether the settings drawer is open; the header's gear button opens it. */
export const settingsDrawerOpenAtom = atom(false);
