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
 * A part's translations of the server's messages (its API's `*_MSG` values, verbatim English, as keys): `zh` says
 * every one in Chinese; `en` only rewords the few that read badly on a form (a message naming an API field). A key
 * may hold `{name}` placeholders, as the server's message does: `Unknown column {column}` translates
 * `Unknown column sort` into `未知的列 sort`.
 */
export interface ServerMessages {
  en: Readonly<Record<string, string>>;
  zh: Readonly<Record<string, string>>;
}

/** Adds a part's server messages to the ones the client translates (`common:errors`); the console's own stay. */
export function addServerMessages(tables: ServerMessages): void {
  // A message the console knows reads as it is in English (no "Error message:" before it), or as reworded.
  const english = { ...Object.fromEntries(Object.keys(tables.zh).map((key) => [key, key])), ...tables.en };
  i18n.addResourceBundle('en', 'common', { errors: english }, true, false);
  i18n.addResourceBundle('zh', 'common', { errors: tables.zh }, true, false);
  templates.clear();
}

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;
/** Each table's keys with placeholders, as patterns (built on the first miss after a table changes). */
const templates = new Map<Record<string, string>, { pattern: RegExp; names: string[]; key: string }[]>();

function templatesOf(table: Record<string, string>) {
  let found = templates.get(table);
  if (!found) {
    found = Object.keys(table)
      .filter((key) => HAS_PLACEHOLDER.test(key))
      .map((key) => {
        const names: string[] = [];
        const source = key
          .split(PLACEHOLDER)
          .map((part, at) =>
            at % 2 === 1 ? (names.push(part), '(.+?)') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('');
        return { pattern: new RegExp(`^${source}$`), names, key };
      });
    templates.set(table, found);
  }
  return found;
}

function lookUp(table: Record<string, string> | undefined, message: string): string | undefined {
  if (!table) return undefined;
  // Own keys only: a message such as "constructor" is not the object's.
  if (Object.hasOwn(table, message)) return table[message];
  for (const { pattern, names, key } of templatesOf(table)) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, at) => [name, match[at + 1]!]));
    return table[key]!.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  }
  return undefined;
}

/**
 * Translates a server message when the console knows it, else undefined (the caller then shows it prefixed).
 * Server messages contain dots and colons, so they are looked up as flat keys of the `errors` object.
 */
export function translateServerMessage(message: string): string | undefined {
  const inLanguage = i18n.getResource(i18n.resolvedLanguage ?? 'en', 'common', 'errors') as
    Record<string, string> | undefined;
  const inEnglish = i18n.getResource('en', 'common', 'errors') as Record<string, string> | undefined;
  return lookUp(inLanguage, message) ?? lookUp(inEnglish, message);
}
