import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DARK_CLASS, HTML_LANG, PREPAINT_SCRIPT, PREPAINT_STYLE } from '../src/theme/prepaint';

interface Environment {
  /** The raw `settings` item; null when absent. */
  stored: string | null;
  osDark: boolean;
  /** Local storage throws (disabled storage, some private modes). */
  storageThrows?: boolean;
}

/** Runs the very script the host's HTML carries against a fake page; returns whether it made <html> dark. */
function runPrepaint({ stored, osDark, storageThrows }: Environment): boolean {
  const classes = new Set<string>();
  const document = { documentElement: { classList: { add: (name: string) => classes.add(name) } } };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === 'settings' ? stored : null;
    },
  };
  const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && osDark });
  new Function('document', 'localStorage', 'matchMedia', PREPAINT_SCRIPT)(document, localStorage, matchMedia);
  return classes.has(DARK_CLASS);
}

/** What the app decides once it runs: isDarkAtom of a freshly imported @console/shared. */
async function appDecision({ stored, osDark, storageThrows }: Environment): Promise<boolean> {
  vi.resetModules();
  localStorage.clear();
  if (stored !== null) localStorage.setItem('settings', stored);
  const getItem = vi.spyOn(Storage.prototype, 'getItem');
  if (storageThrows)
    getItem.mockImplementation(() => {
      throw new Error('SecurityError');
    });
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && osDark }) as MediaQueryList,
  );
  const shared = await import('@console/shared');
  expect(shared.SETTINGS_STORAGE_KEY).toBe('settings');
  return createStore().get(shared.isDarkAtom);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const settings = (patch: object) => JSON.stringify({ layout: 'left', themeColor: '#6855EC', ...patch });

const cases: [string, Environment, boolean][] = [
  ['first visit, OS light: light', { stored: null, osDark: false }, false],
  ['first visit, OS dark: dark (the default theme is auto)', { stored: null, osDark: true }, true],
  ['theme dark, OS light: dark', { stored: settings({ theme: 'dark' }), osDark: false }, true],
  ['theme light, OS dark: light', { stored: settings({ theme: 'light' }), osDark: true }, false],
  ['theme auto, OS dark: dark', { stored: settings({ theme: 'auto' }), osDark: true }, true],
  ['theme auto, OS light: light', { stored: settings({ theme: 'auto' }), osDark: false }, false],
  ['settings without a theme, OS dark: dark', { stored: settings({}), osDark: true }, true],
  ['unreadable settings, OS dark: dark (defaults)', { stored: '{not json', osDark: true }, true],
  ['settings "null", OS dark: dark (defaults)', { stored: 'null', osDark: true }, true],
  ['storage throws, OS dark: dark (defaults)', { stored: null, osDark: true, storageThrows: true }, true],
  ['storage throws, OS light: light', { stored: null, osDark: false, storageThrows: true }, false],
];

/** Runs the pre-paint script with a stored `language` item; returns the lang it gave <html>. */
function prepaintLang(language: string | null, storageThrows = false): string {
  const root = { lang: '', classList: { add: () => undefined } };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === 'language' ? language : null;
    },
  };
  new Function('document', 'localStorage', 'matchMedia', PREPAINT_SCRIPT)(
    { documentElement: root },
    localStorage,
    () => ({ matches: false }),
  );
  return root.lang;
}

describe('language before first paint', () => {
  it('gives <html> the stored language, as the app names it, and English otherwise', async () => {
    vi.resetModules();
    const shared = await import('@console/shared');
    expect(shared.LANGUAGE_STORAGE_KEY).toBe('language');
    expect(prepaintLang('zh')).toBe(shared.htmlLang('zh'));
    expect(prepaintLang('en')).toBe(shared.htmlLang('en'));
    expect(HTML_LANG).toEqual({ en: shared.htmlLang('en'), zh: shared.htmlLang('zh') });
    expect(prepaintLang(null)).toBe('en');
    expect(prepaintLang('fr')).toBe('en');
    expect(prepaintLang(null, true)).toBe('en');
  });
});

describe('theme before first paint', () => {
  it.each(cases)('%s', async (_name, environment, dark) => {
    expect(runPrepaint(environment)).toBe(dark);
    // The inline script and the app agree, so the first frame is the frame the app keeps.
    expect(await appDecision(environment)).toBe(dark);
  });

  it('stays tiny and self-contained', () => {
    expect(PREPAINT_SCRIPT.length).toBeLessThan(500);
    expect(PREPAINT_SCRIPT).not.toMatch(/import|require|=>|`/);
    expect(PREPAINT_STYLE).toBe('body{margin:0}html.dark{background:#000000;color-scheme:dark}');
  });

  it('never throws, even without matchMedia', () => {
    const document = { documentElement: { classList: { add: () => undefined } } };
    const localStorage = { getItem: () => null };
    expect(() =>
      new Function('document', 'localStorage', 'matchMedia', PREPAINT_SCRIPT)(
        document,
        localStorage,
        undefined,
      ),
    ).not.toThrow();
  });
});
