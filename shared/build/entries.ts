/**
 * Entries of @console/shared loaded only by the parts that use them, each its own singleton (one copy of its
 * module state on the page): the list kit is not part of the main entry, so the sign-in page and the dashboard
 * do not download it.
 */
export const SHARED_DEEP_ENTRIES = ['@console/shared/list'] as const;
