import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonEn, commonZh } from './resources';

export type Language = 'en' | 'zh';
export const LANGUAGES: readonly Language[] = ['en', 'zh'];
export const LANGUAGE_STORAGE_KEY = 'language';

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'zh' ? 'zh' : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The console's one i18next instance. `@console/shared` is a federation singleton, so every remote that imports
 * `i18n` gets this object and adds its namespace to it (see `addTranslations`).
 */
export const i18n: I18n = i18next.createInstance();

const ready = i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'zh'],
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: commonEn }, zh: { common: commonZh } } satisfies Resource,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** The `lang` attribute of <html> for a console language (the host's pre-paint script writes the same values). */
export const htmlLang = (language: Language): string => (language === 'zh' ? 'zh-CN' : 'en');

// The page speaks the stored language from the start, not only after a switch (the host's HTML already says so
// before first paint; a remote's standalone dev shell learns it here).
if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(storedLanguage());

/** Resolves once the instance is initialised; adding bundles before that loses them. */
export const i18nReady: Promise<unknown> = Promise.resolve(ready);

/** Adds (or replaces) one namespace in both languages. Safe to call more than once. */
export function addTranslations(namespace: string, bundles: { en: object; zh: object }): void {
  i18n.addResourceBundle('en', namespace, bundles.en, true, true);
  i18n.addResourceBundle('zh', namespace, bundles.zh, true, true);
}

export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this page.
  }
  void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(language);
}

/**
 * Translates a server message when the console knows it, else undefined (the caller then shows it prefixed).
 * Server messages contain dots and colons, so they are looked up as flat keys of the `errors` object.
 */
export function translateServerMessage(message: string): string | undefined {
  const inLanguage = i18n.getResource(i18n.resolvedLanguage ?? 'en', 'common', 'errors') as
    Record<string, string> | undefined;
  const inEnglish = i18n.getResource('en', 'common', 'errors') as Record<string, string> | undefined;
  return inLanguage?.[message] ?? inEnglish?.[message];
}
