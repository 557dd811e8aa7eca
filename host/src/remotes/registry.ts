import type { RemoteRegistry } from '@console/shared';
import { registerRemotes } from '@module-federation/enhanced/runtime';

/** Where the deployment says each remote lives. Written at deploy time, never baked into the host bundle. */
const REGISTRY_URL = '/remotes.json';

/** The container name a remote builds with; the registry key is the area name. */
const containerName = (area: string): string => `console_${area}`;

export function parseRegistry(value: unknown): RemoteRegistry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('remotes.json must be an object of area name -> manifest URL');
  }
  const registry: RemoteRegistry = {};
  for (const [area, url] of Object.entries(value)) {
    if (!/^[a-z][a-z0-9-]*$/.test(area) || typeof url !== 'string' || url.length === 0) {
      throw new Error(`remotes.json: bad entry "${area}"`);
    }
    registry[area] = url;
  }
  return registry;
}

export async function fetchRegistry(): Promise<RemoteRegistry> {
  // no-cache: a re-pointed or rolled-back remote must be seen on the next load.
  const response = await fetch(REGISTRY_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRegistry(await response.json());
}

/** The entry each area is registered with in the federation runtime (this page's runtime, so module state). */
const registered = new Map<string, string>();

/**
 * Registers the remotes with the federation runtime. An area already registered at the same entry is left alone
 * unless `dropFailure` (its code failed to load and the runtime keeps that failure): the runtime's override
 * (`force: true`, which replaces the registration) logs "The remote … is already registered" each time, so it is
 * used only when something must change: a new entry (the registry was re-pointed) or a failure to drop.
 */
export function registerRegistry(
  registry: RemoteRegistry,
  areas: string[] = Object.keys(registry),
  { dropFailure = false }: { dropFailure?: boolean } = {},
): void {
  const due = areas.flatMap((area) => {
    const entry = registry[area];
    if (!entry || (!dropFailure && registered.get(area) === entry)) return [];
    return [{ area, entry }];
  });
  if (due.length === 0) return;
  registerRemotes(
    due.map(({ area, entry }) => ({ name: containerName(area), alias: area, entry })),
    { force: due.some(({ area }) => registered.has(area)) },
  );
  for (const { area, entry } of due) registered.set(area, entry);
}
