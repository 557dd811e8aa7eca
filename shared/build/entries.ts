/**
 * Entries of @console/shared other than its main one, each a singleton of its own, loaded only by the parts that
 * use them: the data layer (SWR) and the list kit are kept out of the main entry, so the sign-in page (which loads
 * the main entry) downloads neither, and the dashboard does not download the list kit.
 */
export const SHARED_DEEP_ENTRIES = ['@console/shared/data', '@console/shared/list'] as const;
