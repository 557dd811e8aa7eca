import { atom, getDefaultStore } from 'jotai';

/** The local storage key the spec fixes for the session token. */
export const TOKEN_STORAGE_KEY = 'accessToken';

/**
 * The one jotai store of the console. `jotai` and `@console/shared` are federation singletons,
 * so host and remotes resolve the same default store and therefore the same atoms.
 */
export const consoleStore = getDefaultStore();

function readStoredToken(): string {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

const tokenBaseAtom = atom(readStoredToken());

/** The session token: '' means signed out. Writes go to local storage as the raw string. */
export const tokenAtom = atom(
  (get) => get(tokenBaseAtom),
  (_get, set, next: string) => {
    set(tokenBaseAtom, next);
    try {
      if (next) localStorage.setItem(TOKEN_STORAGE_KEY, next);
      else localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Private mode or disabled storage: the session lives for this page only.
    }
  },
);

export const getToken = (): string => consoleStore.get(tokenAtom);
export const setToken = (token: string): void => consoleStore.set(tokenAtom, token);
export const clearToken = (): void => consoleStore.set(tokenAtom, '');

// Another tab signing in or out changes the token here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY) consoleStore.set(tokenBaseAtom, event.newValue ?? '');
  });
}
