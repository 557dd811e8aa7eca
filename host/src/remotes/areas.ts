import {
  REMOTE_CONTRACT_VERSION,
  REMOTE_EXPOSE,
  REMOTE_MENU_FILE,
  addServerMessages,
  addTranslations,
  buildIncompatibility,
  consoleStore,
  joinRoutes,
  parseRemoteMenu,
  type HelpPage,
  type IconData,
  type RemoteArea,
  type RemoteBuild,
  type RemoteMenu,
  type RemoteModule,
  type RemoteRegistry,
} from '@console/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { atom } from 'jotai';
import type { ReactNode } from 'react';
import { describeMenu, knownArea, rememberArea, type KnownArea } from './known-areas';
import { fetchRegistry, registerRegistry } from './registry';

/**
 * One business area as the host sees it: its menu loading, loaded (`module`: its routes, each page's code loaded
 * on first use), or failed. Only the menu (menu.json, plain data) is read at sign-in: no remote code is
 * downloaded until one of its pages is opened or preloaded.
 */
export type AreaState =
  | { name: string; status: 'loading' }
  | {
      name: string;
      status: 'ready';
      module: RemoteArea;
      version?: string;
      build?: RemoteBuild;
      /** The help pages its build ships (help/<lang>/<slug>.md beside its menu.json): the Docs section's index. */
      help?: HelpPage[];
    }
  | { name: string; status: 'failed'; error: string; known?: KnownArea; incompatible?: Incompatibility };

/** A remote built against a contract or singleton this host cannot run: what, and both versions. */
export interface Incompatibility {
  what: string;
  built: string;
  runs: string;
}

/**
 * What this host runs remotes against: its remote contract version and the singleton versions its build provides
 * (`__SINGLETON_VERSIONS__`, shared/build/federation.ts). A remote declaring others is refused before any of its
 * code runs: its area shows the error panel with both versions, every other area keeps working.
 */
const hostRuns = () => ({
  // Read when an area loads, not when this file does: the sign-in screen's build-time render imports it too.
  remote: REMOTE_CONTRACT_VERSION,
  shared: __SINGLETON_VERSIONS__['@console/shared'] ?? '',
  singletons: __SINGLETON_VERSIONS__,
});

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

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function isRemoteModule(value: unknown): value is RemoteModule {
  const candidate = value as Partial<RemoteModule> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.pages === 'object' &&
    candidate.pages !== null &&
    typeof candidate.translations === 'object'
  );
}

function setArea(state: AreaState): void {
  consoleStore.set(areasAtom, (current) => ({ ...current, [state.name]: state }));
}

/** The registry as last read: where each area's manifest (and menu beside it) lives. */
let registry: RemoteRegistry = {};

/** Where an area's manifest lives, once the registry is read. */
export function areaManifestUrl(area: string): URL | undefined {
  const manifest = registry[area];
  return manifest ? new URL(manifest, window.location.href) : undefined;
}

/** Each area's module (pages and strings), loaded once; a failed load is forgotten so the next try starts afresh. */
const modules = new Map<string, Promise<RemoteModule>>();

/** Loads an area's federated module: the first time one of its pages is opened or preloaded. */
function loadAreaModule(area: string, namespace: string): Promise<RemoteModule> {
  let loading = modules.get(area);
  if (!loading) {
    loading = withTimeout(
      loadRemote<{ default: RemoteModule }>(`${area}/${REMOTE_EXPOSE.replace('./', '')}`),
      LOAD_TIMEOUT_MS,
      `Remote "${area}"`,
    ).then((exported) => {
      const module = exported?.default;
      if (!isRemoteModule(module)) throw new Error(`Remote "${area}" does not export a remote module`);
      addTranslations(namespace, module.translations);
      if (module.serverMessages) addServerMessages(module.serverMessages);
      return module;
    });
    loading.catch((error: unknown) => {
      console.error(`[console] remote "${area}" failed to load`, error);
      modules.delete(area);
      // The federation runtime keeps the failure; registering the remote again drops it for the next try.
      registerRegistry(registry, [area], { dropFailure: true });
    });
    modules.set(area, loading);
  }
  return loading;
}

/**
 * Loads the federated entry and module of every area whose menu is in, without any page: a page of an area needs
 * them first, so a menu click then waits for the page's own code only. Failures are reported by the
 * page that needs the area, when opened.
 */
export function warmAreaModules(): void {
  for (const state of Object.values(consoleStore.get(areasAtom)))
    if (state.status === 'ready') loadAreaModule(state.name, state.module.namespace).catch(() => undefined);
}

/** The area's routes from its menu, each page loading the area's module first. */
function areaFromMenu(
  area: string,
  menu: RemoteMenu,
  drawMenuIcon: (icon: IconData) => ReactNode,
): RemoteArea {
  const pageFor = (name: string) => ({
    page: async () => {
      const module = await loadAreaModule(area, menu.namespace);
      const page = module.pages[name];
      if (!page) throw new Error(`Remote "${area}" has no page for route "${name}"`);
      return page();
    },
    prefetch: () => {
      void loadAreaModule(area, menu.namespace).then(
        (module) => {
          try {
            module.prefetch?.[name]?.();
          } catch (error) {
            // A remote built against a newer kit than this host provides may call what is not here: the page then
            // loads its data itself, as without a prefetch.
            console.error(`[console] prefetch of "${area}/${name}" failed`, error);
          }
        },
        () => undefined, // the page's own load reports the failure
      );
    },
  });
  return {
    name: area,
    namespace: menu.namespace,
    order: menu.order,
    routes: joinRoutes(menu.routes, pageFor, drawMenuIcon),
  };
}

async function fetchMenu(area: string): Promise<RemoteMenu> {
  const manifest = registry[area];
  if (!manifest) throw new Error(`Remote "${area}" is not in remotes.json`);
  const url = new URL(REMOTE_MENU_FILE, new URL(manifest, window.location.href));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOAD_TIMEOUT_MS);
  try {
    // no-cache: a redeployed remote's menu must be seen on the next load (its server answers 304 when unchanged).
    const response = await fetch(url, { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) throw new Error(`${url.pathname} of "${area}" answered ${response.status}`);
    return parseRemoteMenu(await response.json());
  } catch (error) {
    if (controller.signal.aborted)
      throw new Error(`Remote "${area}" did not answer within ${LOAD_TIMEOUT_MS / 1000} s`, { cause: error });
    throw new Error(`Remote "${area}": ${message(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

async function loadArea(area: string): Promise<void> {
  setArea({ name: area, status: 'loading' });
  try {
    // The icon component is not on the sign-in screen's path (this file is: the console door starts areas).
    const [menu, { drawMenuIcon }] = await Promise.all([fetchMenu(area), import('./menu-icon')]);
    const incompatible = buildIncompatibility(menu.build, hostRuns());
    if (incompatible) {
      // Its title and place, from the menu just read, name the entry that leads to the refusal panel.
      rememberArea(area, menu);
      const error = `Remote "${area}" was built against ${incompatible.what} ${incompatible.built}; this console runs ${incompatible.runs}`;
      console.error(`[console] ${error}`);
      setArea({ name: area, status: 'failed', error, known: describeMenu(menu), incompatible });
      return;
    }
    addTranslations(menu.namespace, menu.titles);
    rememberArea(area, menu);
    // Registered with the federation runtime once its menu is in (its code is needed only after that): an area
    // whose site is down is not registered until a Retry reads its menu, so that Retry registers it for the first
    // time rather than overriding a registration (which the runtime warns about, "already registered").
    registerRegistry(registry, [area]);
    setArea({
      name: area,
      status: 'ready',
      module: areaFromMenu(area, menu, drawMenuIcon),
      ...(menu.version ? { version: menu.version } : {}),
      ...(menu.build ? { build: menu.build } : {}),
      ...(menu.help ? { help: menu.help } : {}),
    });
  } catch (error) {
    console.error(`[console] remote "${area}" failed to load`, error);
    const known = knownArea(area);
    setArea({ name: area, status: 'failed', error: message(error), ...(known ? { known } : {}) });
  }
}

let started: Promise<void> | null = null;

/** Reads the registry and every area's menu in parallel; each settles on its own. Runs once per page. */
export function startAreas(): Promise<void> {
  started ??= (async () => {
    try {
      registry = await fetchRegistry();
      consoleStore.set(
        areasAtom,
        Object.fromEntries(
          Object.keys(registry).map((name) => [name, { name, status: 'loading' } as AreaState]),
        ),
      );
      await Promise.all(Object.keys(registry).map(loadArea));
    } catch (error) {
      consoleStore.set(registryErrorAtom, message(error));
    }
  })();
  return started;
}

/**
 * Retry of one failed area: re-reads the registry (it may have been re-pointed) and loads the area afresh. Its
 * menu could not be read, so it was never registered with the federation runtime and none of its code was
 * loaded: loadArea registers it once its menu is read, at the entry the registry now gives.
 */
export async function retryArea(area: string): Promise<void> {
  setArea({ name: area, status: 'loading' });
  try {
    registry = await fetchRegistry();
    modules.delete(area);
  } catch (error) {
    setArea({ name: area, status: 'failed', error: message(error) });
    return;
  }
  await loadArea(area);
}
