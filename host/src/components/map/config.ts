/**
 * Where map tiles come from. The map always draws the offline base map shipped with the app (Natural Earth
 * countries, world-atlas 110m); raster tiles are drawn over it only when a tile URL is configured:
 * - at run time: `window.__CONSOLE_MAP__ = { tileUrl, attribution?, maxZoom? }` set before the app starts (an
 *   inline script a deployment adds to index.html); it wins over
 * - at build time: `PUBLIC_MAP_TILE_URL`, `PUBLIC_MAP_TILE_ATTRIBUTION`, `PUBLIC_MAP_TILE_MAX_ZOOM`.
 * The URL is a Leaflet template with {z}, {x} and {y} (and optionally {s}), over https (or http).
 */
interface TileConfig {
  url: string;
  attribution: string;
  maxZoom: number;
}

interface RuntimeMapSettings {
  tileUrl?: unknown;
  attribution?: unknown;
  maxZoom?: unknown;
}

declare global {
  interface Window {
    __CONSOLE_MAP__?: RuntimeMapSettings;
  }
}

/** Zoom limit of the offline base map: 1:110m shapes get meaningless beyond this. */
export const OFFLINE_MAX_ZOOM = 7;
const DEFAULT_TILE_MAX_ZOOM = 18;

function validUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!/^https?:\/\//i.test(url)) return null;
  if (!url.includes('{z}') || !url.includes('{x}') || !url.includes('{y}')) return null;
  return url;
}

function zoom(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(parsed) && parsed >= 1 && parsed <= 22 ? parsed : DEFAULT_TILE_MAX_ZOOM;
}

/** The tile settings in force, or null: offline base map only. */
export function resolveTileConfig(
  runtime: RuntimeMapSettings | undefined = typeof window === 'undefined'
    ? undefined
    : window.__CONSOLE_MAP__,
  build: Partial<ImportMetaEnv> = import.meta.env ?? {},
): TileConfig | null {
  const runtimeUrl = validUrl(runtime?.tileUrl);
  if (runtimeUrl) {
    return {
      url: runtimeUrl,
      attribution: typeof runtime?.attribution === 'string' ? runtime.attribution : '',
      maxZoom: zoom(runtime?.maxZoom),
    };
  }
  const buildUrl = validUrl(build.PUBLIC_MAP_TILE_URL);
  if (buildUrl) {
    return {
      url: buildUrl,
      attribution: build.PUBLIC_MAP_TILE_ATTRIBUTION ?? '',
      maxZoom: zoom(build.PUBLIC_MAP_TILE_MAX_ZOOM),
    };
  }
  return null;
}
