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
import type { MutationOptions } from './mutation-options';

export type { FieldErrorTarget, FieldPath, FieldPlaces, MutationOptions } from './mutation-options';

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
