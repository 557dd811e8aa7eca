import { atom } from 'jotai';
import type { Language } from '../i18n/instance';

/** User settings (spec sections 2 and 3) with the spec's defaults. */
export interface ConsoleSettings {
  layout: 'left' | 'top' | 'mix';
  fixedHeader: boolean;
  tagsView: boolean;
  sidebarLogo: boolean;
  theme: 'light' | 'dark' | 'auto';
  themeColor: string;
  bgColor: string;
  watermarkEnabled: boolean;
  watermarkContent: string;
  size: 'default' | 'large' | 'small';
  language: Language;
}

export const DEFAULT_SETTINGS: ConsoleSettings = {
  layout: 'left',
  fixedHeader: true,
  tagsView: true,
  sidebarLogo: true,
  theme: 'auto',
  themeColor: '#6855EC',
  bgColor: '#1B085B',
  watermarkEnabled: false,
  watermarkContent: 'Shop Console',
  size: 'default',
  language: 'en',
};

/**
 * Theme colours offered as presets (the settings drawer); the first is the spec's default (section 9). Any colour
 * can be picked too. Here, not in the host, so an area's tests can check its colours against them.
 */
export const THEME_COLOR_PRESETS = [
  '#6855EC',
  '#1677FF',
  '#409EFF',
  '#13C2C2',
  '#52C41A',
  '#FAAD14',
  '#FA541C',
  '#F5222D',
  '#EB2F96',
  '#722ED1',
] as const;

export const SETTINGS_STORAGE_KEY = 'settings';

function readSettings(): ConsoleSettings {
  try {
    const raw = globalThis.localStorage?.getItem(SETTINGS_STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as Partial<ConsoleSettings>) : {};
    const language = globalThis.localStorage?.getItem('language');
    return {
      ...DEFAULT_SETTINGS,
      ...stored,
      ...(language === 'zh' || language === 'en' ? { language } : {}),
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

const settingsBaseAtom = atom<ConsoleSettings>(readSettings());

/** Settings shared by host and remotes; writes persist to local storage. */
export const settingsAtom = atom(
  (get) => get(settingsBaseAtom),
  (get, set, patch: Partial<ConsoleSettings>) => {
    const next = { ...get(settingsBaseAtom), ...patch };
    set(settingsBaseAtom, next);
    try {
      localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage unavailable: settings last for this page.
    }
  },
);

/** Whether dark colours are in force now (theme 'auto' follows the OS). */
export const systemPrefersDarkAtom = atom(
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false,
);

export const isDarkAtom = atom((get) => {
  const { theme } = get(settingsAtom);
  return theme === 'dark' || (theme === 'auto' && get(systemPrefersDarkAtom));
});
