/**
 * The console's form and mutation kit (`useApiMutation` from `@console/shared/data/mutation`): every write a page
 * makes (a form's save, a row action, a dialog's confirm, an upload) runs through it, and it owns what each page
 * used to write by hand: the pending state, the server's field messages at the form's fields, the failure's message
 * (a toast, or the text for the form's own banner), the cache's invalidation and an optimistic row update.
 * docs/data-layer.md.
 *
 * An entry of its own, kept off the first screens: the dashboard writes nothing, and its path (which includes the
 * sign-in page) has no room to grow. The sign-in page takes only `showFieldErrors`, on a failure
 * (`import()`), and keeps its pending state in its own small form (components/plain-ui/useForm.ts). The data layer
 * (SWR) is imported by name only when a mutation touches the cache (mutation-effects.ts).
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
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

export interface Mutation<V, R> {
  /**
   * Runs the mutation. Resolves with `{ ok: true, result }` or `{ ok: false, error }` once the failure has been
   * shown: it never rejects, so `onFinish={mutate}` and `onClick={() => mutate(id)}` need no catch.
   */
  mutate: (variables: V) => Promise<MutationOutcome<R>>;
  /** A request of this mutation is under way: the submit button's `loading`, the dialog's `confirmLoading`. */
  isPending: boolean;
  /** With `errorDisplay: 'inline'`: the last failure's message that no field shows ('' when none). */
  error: string;
  /** The last failure itself (an ApiError from the client), until the next run or `reset`; null after a success. */
  failure: unknown;
  /** Forgets the last failure (the form's banner closes). */
  reset: () => void;
}

export type MutationOutcome<R> = { ok: true; result: R } | { ok: false; error: unknown };

/** A write refused because its object changed meanwhile (409) or is gone (404). */
const changedMeanwhile = (error: unknown): boolean =>
  error instanceof Error && 'status' in error && (error.status === 409 || error.status === 404);

/** What runs after an answer (in this entry's chunk: the import only keeps the hook's code short to read). */
const effects = () => import('./mutation-effects');

export { showFieldErrors } from './mutation-effects';

/**
 * A write, with the state and the failure handling every form and row action needs. `request` is a call of an
 * area's API (`skuApi.updateTag`...), best silent (`{ silent: true }`): the kit then decides where the failure's
 * message goes; a call that is not silent has shown its toast already and the kit does not repeat it.
 *
 * ```tsx
 * const save = useApiMutation((body: TagBody) => skuApi.createTag(body), {
 *   form, fields: ['code', 'name', 'color'],
 *   invalidate: [['sku', 'tags']],
 *   onSuccess: () => { message.success(t('common.saved')); onClose(); },
 * });
 * <Modal confirmLoading={save.isPending} ...><Form form={form} onFinish={save.mutate}>
 * ```
 */
export function useApiMutation<V = void, R = unknown>(
  request: (variables: V) => Promise<R>,
  options: MutationOptions<V, R> = {},
): Mutation<V, R> {
  const [running, setRunning] = useState(0);
  const [error, setError] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  // The latest request and options: a save started before a re-render finishes with what the page says now.
  const latest = useRef({ request, options });
  useLayoutEffect(() => {
    latest.current = { request, options };
  });

  const mutate = useCallback(async (variables: V): Promise<MutationOutcome<R>> => {
    const { request: run, options: current } = latest.current;
    setRunning((count) => count + 1);
    setError('');
    setFailure(null);
    let result: R;
    try {
      result = current.optimistic
        ? await (await effects()).runOptimistic(current, () => run(variables), variables)
        : await run(variables);
    } catch (caught) {
      const { reportFailure, invalidate } = await effects();
      setRunning((count) => count - 1);
      setFailure(caught);
      setError(reportFailure(caught, current));
      if (current.reread && changedMeanwhile(caught)) {
        const { read, show, then } = current.reread;
        // The client has already said what went wrong; a failed read leaves the row as it was.
        read(variables).then(show, () => undefined);
        then?.();
      }
      current.onError?.(caught, variables);
      if (current.refreshOnFailure && Array.isArray(current.invalidate)) await invalidate(current.invalidate);
      return { ok: false, error: caught };
    }
    setRunning((count) => count - 1);
    current.onSuccess?.(result, variables);
    const stale =
      typeof current.invalidate === 'function'
        ? current.invalidate(result, variables)
        : (current.invalidate ?? []);
    if (stale.length > 0) await (await effects()).invalidate(stale);
    return { ok: true, result };
  }, []);

  const reset = useCallback(() => {
    setError('');
    setFailure(null);
  }, []);
  return { mutate, isPending: running > 0, error, failure, reset };
}
