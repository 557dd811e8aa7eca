import { ANTD_PROVIDES, SHARED_ENTRY_PROVIDES } from '../federation/provides';
import { areaManifestUrl } from './areas';

const warmed = new Set<string>();

/**
 * The person points at an area in the menu: start downloading the host's antd components and @console/shared
 * entries (the list kit) that area uses, as its manifest lists them. A page of a remote needs its area's
 * manifest, entry and module, then its own chunk, and only then asks for the shared components it renders (some
 * forty of the host's chunks for the orders page, six at a time over HTTP/1.1): fetched from the pointer instead,
 * they are in or on their way by the click.
 * Loading a component's module only defines it. Once per area; a failed read is tried again next time.
 */
export function warmAreaShared(area: string): void {
  const url = areaManifestUrl(area);
  if (!url || warmed.has(area)) return;
  warmed.add(area);
  fetch(url, { cache: 'no-cache' })
    .then((response) =>
      response.ok ? (response.json() as Promise<{ shared?: { name?: unknown }[] }>) : null,
    )
    .then((manifest) => {
      for (const entry of manifest?.shared ?? []) {
        if (typeof entry.name !== 'string') continue;
        const folder = /^antd\/es\/([a-z-]+)$/.exec(entry.name)?.[1];
        const load = folder ? ANTD_PROVIDES[folder] : SHARED_ENTRY_PROVIDES[entry.name];
        load?.().catch(() => undefined);
      }
    })
    .catch(() => warmed.delete(area));
}
