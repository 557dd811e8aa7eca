/** Build-time settings of the map (Rsbuild injects `PUBLIC_*` environment variables into `import.meta.env`). */
interface ImportMetaEnv {
  readonly PUBLIC_MAP_TILE_URL?: string;
  readonly PUBLIC_MAP_TILE_ATTRIBUTION?: string;
  readonly PUBLIC_MAP_TILE_MAX_ZOOM?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Leaflet's stylesheet, imported for its side effect. */
declare module 'leaflet/dist/leaflet.css';
