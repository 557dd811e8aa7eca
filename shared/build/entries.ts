/**
 * Entries of @console/shared other than its main one, each a singleton of its own, loaded only by the parts that
 * use them: the data layer (SWR), the form and mutation kit and the list kit are kept out of the main entry, so the
 * sign-in page (which loads the main entry) downloads none of them, and the dashboard (which writes nothing and
 * lists nothing) neither kit.
 */
export const SHARED_DEEP_ENTRIES = [
  '@console/shared/data',
  '@console/shared/data/mutation',
  '@console/shared/list',
] as const;
