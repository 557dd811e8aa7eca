/** What a write of the form and mutation kit (mutation.ts) is told: its form, its fields, what it invalidates. */
// Types only: the data layer is imported when a mutation first touches the cache.
import type { OptimisticUpdate, QueryKey } from '../data/index';

/**
 * A field's place in the form, as antd names it: `'code'`, or `['names', 'fr']` for a nested one. The sign-in
 * page's own form uses plain names.
 */
export type FieldPath = string | readonly (string | number)[];

/**
 * Anything that shows messages at named fields: antd's `FormInstance` and the sign-in page's own form both fit, so
 * the kit needs no antd.
 */
export interface FieldErrorTarget {
  setFields(fields: { name: never; errors: string[] }[]): void;
}

/**
 * Where the server's field messages go: the names of the form's fields (a message for any other name is shown as
 * the failure's message instead), or a function from the server's field name to the form's field (null: not on
 * this form).
 */
export type FieldPlaces = readonly string[] | ((serverField: string) => FieldPath | null | undefined);

export interface MutationOptions<V, R> {
  /** The form whose fields show the server's field messages (with `fields`). */
  form?: FieldErrorTarget;
  /** Which server fields the form shows, and where (see `FieldPlaces`). Required with `form`. */
  fields?: FieldPlaces;
  /**
   * What becomes of a message no field shows: `'toast'` (the default) shows it as the client's error toast unless
   * the client has already shown it; `'inline'` leaves it in `error`, for the form's own banner.
   */
  errorDisplay?: 'toast' | 'inline';
  /** The server's messages in the page's words (the client translates those it knows; a part adds its own). */
  translate?: (message: string) => string;
  /**
   * Query prefixes made out of date by a success (`invalidateQueries` of each): those on screen ask again, the
   * rest when next shown. Use the keys the pages read.
   */
  invalidate?:
    readonly (readonly unknown[])[] | ((result: R, variables: V) => readonly (readonly unknown[])[]);
  /**
   * Invalidate after a failure too (the function form of `invalidate` is then not called): a refusal can mean the
   * data changed under the page (another tab was first), which should show what is there now.
   */
  refreshOnFailure?: boolean;
  /**
   * A row update shown at once (`mutateOptimistic`): `key` shows `optimistic` while the request runs, `settle`'s
   * value once it answered, and what it held before if it failed. For outcomes that are near certain (status
   * toggles), never for creates whose id the server assigns.
   */
  optimistic?: (variables: V) => OptimisticUpdate<unknown, R> & { key: QueryKey };
  /**
   * A refusal because the object changed meanwhile (409) or is gone (404), after the client has shown the server's
   * message: `read` reads it again and `show` puts it on screen as it really is; `then` runs at once (a row action's
   * dialog closes).
   */
  reread?: { read: (variables: V) => Promise<R>; show: (current: R) => void; then?: () => void };
  /** After a success (before the invalidation's requests answer): close the dialog, say "Saved", go on. */
  onSuccess?: (result: R, variables: V) => void;
  /** After a failure has been shown (at its fields, as a toast or in `error`). */
  onError?: (error: unknown, variables: V) => void;
}
