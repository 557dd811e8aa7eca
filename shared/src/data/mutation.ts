/**
 * The console's form and mutation kit (`@console/shared/data/mutation`): every write a page makes (a form's save, a
 * row action, a dialog's confirm) runs through `useApiMutation`, which owns what each page used to write by hand:
 * the pending state, the server's field messages at the form's fields, the failure's message (a toast, or the text
 * for the form's own banner), the cache's invalidation and an optimistic row update. docs/data-layer.md.
 *
 * An entry of its own, apart from `@console/shared/data`: the dashboard (whose budget is full) writes nothing and
 * does not download it, and the sign-in page (which must download neither SWR nor antd) uses it too. So it imports
 * neither: the data layer is imported on first use, only by a mutation that invalidates or updates the cache
 * (already loaded then by the page that shows the data), and failures reach the person through the API client's
 * feedback (the host's themed toast), never through antd directly.
 */
import { ApiError, getApiFeedback } from '@console/shared';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { OptimisticUpdate, QueryKey } from './index';

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

/** A failure the kit shows nothing for: a dead session (the client has ended it) or an aborted request. */
const silentFailure = (error: unknown): boolean =>
  error instanceof ApiError && (error.kind === 'token' || error.kind === 'aborted');

/**
 * Puts the server's field messages at the form's fields. Answers the message for the rest: '' when every message
 * the server gave is shown at a field, else the failure's message.
 */
export function showFieldErrors(
  error: unknown,
  form: FieldErrorTarget | undefined,
  places: FieldPlaces | undefined,
  translate: (message: string) => string = (message) => message,
): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const placeOf = (name: string): FieldPath | null | undefined =>
    typeof places === 'function' ? places(name) : places?.includes(name) ? name : null;
  const placed: { name: never; errors: string[] }[] = [];
  let unplaced = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const place = form ? placeOf(name) : null;
    if (place === null || place === undefined) unplaced = true;
    else placed.push({ name: place as never, errors: [translate(message)] });
  }
  if (form && placed.length > 0) form.setFields(placed);
  return placed.length > 0 && !unplaced ? '' : translate(error.message);
}

/** The data layer, imported when a mutation first touches the cache (see the module's comment). */
const dataLayer = () => import('@console/shared/data');

async function invalidate(prefixes: readonly (readonly unknown[])[]): Promise<void> {
  if (prefixes.length === 0) return;
  const { invalidateQueries } = await dataLayer();
  await Promise.all(prefixes.map((prefix) => invalidateQueries(prefix)));
}

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
    const { form, fields, errorDisplay = 'toast', translate, optimistic, onSuccess, onError } = current;
    setRunning((count) => count + 1);
    setError('');
    setFailure(null);
    let result: R;
    try {
      if (optimistic) {
        const { key, ...update } = optimistic(variables);
        const { mutateOptimistic } = await dataLayer();
        result = await mutateOptimistic(key, () => run(variables), update);
      } else {
        result = await run(variables);
      }
    } catch (caught) {
      setRunning((count) => count - 1);
      setFailure(caught);
      if (!silentFailure(caught)) {
        const message = showFieldErrors(caught, form, fields, translate);
        if (errorDisplay === 'inline') setError(message);
        else if (message && !(caught instanceof ApiError && caught.reported)) getApiFeedback().error(message);
      }
      onError?.(caught, variables);
      if (current.refreshOnFailure && Array.isArray(current.invalidate)) await invalidate(current.invalidate);
      return { ok: false, error: caught };
    }
    setRunning((count) => count - 1);
    onSuccess?.(result, variables);
    await invalidate(
      typeof current.invalidate === 'function'
        ? current.invalidate(result, variables)
        : (current.invalidate ?? []),
    );
    return { ok: true, result };
  }, []);

  const reset = useCallback(() => {
    setError('');
    setFailure(null);
  }, []);
  return { mutate, isPending: running > 0, error, failure, reset };
}
