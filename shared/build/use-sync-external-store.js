/**
 * Stands in for `use-sync-external-store/shim` (see federation.ts): the shim exists for React before 18, and on
 * React 18+ it hands over to React's own hook anyway. SWR and react-i18next both import it, so it was copied into
 * their chunks and, once SWR's chunk was grouped with the data layer, made a file of its own on every signed-in page.
 */
export { useSyncExternalStore } from 'react';
