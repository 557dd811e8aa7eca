import { REMOTE_EXPOSE, addTranslations, consoleStore, type RemoteModule } from '@console/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { atom } from 'jotai';
import { fetchRegistry, registerRegistry } from './registry';

/** One business area as the host sees it: a remote that is loading, loaded, or failed. */
export type AreaState =
  | { name: string; status: 'loading' }
  | { name: string; status: 'ready'; module: RemoteModule }
  | { name: string; status: 'failed'; error: string };

export const areasAtom = atom<Record<string, AreaState>>({});
/** Set when /remotes.json itself cannot be read: no area can load. */
export const registryErrorAtom = atom<string | null>(null);

/** A remote that neither loads nor fails (a black-holed host) must not hold the console. */
const LOAD_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function isRemoteModule(value: unknown): value is RemoteModule {
  const candidate = value as Partial<RemoteModule> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.namespace === 'string' &&
    Array.isArray(candidate.routes) &&
    typeof candidate.translations === 'object'
  );
}

function setArea(state: AreaState): void {
  consoleStore.set(areasAtom, (current) => ({ ...current, [state.name]: state }));
}

async function loadArea(area: string): Promise<void> {
  setArea({ name: area, status: 'loading' });
  try {
    const exported = await withTimeout(
      loadRemote<{ default: RemoteModule }>(`${area}/${REMOTE_EXPOSE.replace('./', '')}`),
      LOAD_TIMEOUT_MS,
      `Remote "${area}"`,
    );
    const module = exported?.default;
    if (!isRemoteModule(module)) throw new Error(`Remote "${area}" does not export a remote module`);
    addTranslations(module.namespace, module.translations);
    setArea({ name: area, status: 'ready', module });
  } catch (error) {
    console.error(`[console] remote "${area}" failed to load`, error);
    setArea({ name: area, status: 'failed', error: error instanceof Error ? error.message : String(error) });
  }
}

let started: Promise<void> | null = null;

/** Reads the registry and loads every area in parallel; each settles on its own. Runs once per page. */
export function startAreas(): Promise<void> {
  started ??= (async () => {
    try {
      const registry = await fetchRegistry();
      registerRegistry(registry);
      consoleStore.set(
        areasAtom,
        Object.fromEntries(
          Object.keys(registry).map((name) => [name, { name, status: 'loading' } as AreaState]),
        ),
      );
      await Promise.all(Object.keys(registry).map(loadArea));
    } catch (error) {
      consoleStore.set(registryErrorAtom, error instanceof Error ? error.message : String(error));
    }
  })();
  return started;
}

/** Retry of one failed area: re-reads the registry (it may have been re-pointed) and loads the area afresh. */
export async function retryArea(area: string): Promise<void> {
  setArea({ name: area, status: 'loading' });
  try {
    const registry = await fetchRegistry();
    registerRegistry(registry, [area]);
  } catch (error) {
    setArea({ name: area, status: 'failed', error: error instanceof Error ? error.message : String(error) });
    return;
  }
  await loadArea(area);
}
