/**
 * What the form and mutation kit (mutation.ts) does once a request has answered: the failure's display, the
 * invalidation, the optimistic update. It reaches the session's client through `@console/shared` by name, never by
 * a relative path (that would bundle a second client, and a second ApiError class, into this entry).
 */
import { ApiError, getApiFeedback } from '@console/shared';
import type { FieldErrorTarget, FieldPlaces, FieldPath, MutationOptions } from './mutation-options';

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

/**
 * Shows a failure where it belongs (see MutationOptions): nothing for a dead session, field messages at their
 * fields, the rest as a toast (unless the client showed it already) or, inline, as the answer for the form's banner.
 */
export function reportFailure<V, R>(caught: unknown, options: MutationOptions<V, R>): string {
  if (silentFailure(caught)) return '';
  const { form, fields, errorDisplay = 'toast', translate } = options;
  const message = showFieldErrors(caught, form, fields, translate);
  if (errorDisplay === 'inline') return message;
  if (message && !(caught instanceof ApiError && caught.reported)) getApiFeedback().error(message);
  return '';
}

/** `invalidateQueries` of each prefix, through the data layer (imported here, never by the first screens). */
export async function invalidate(prefixes: readonly (readonly unknown[])[]): Promise<void> {
  if (prefixes.length === 0) return;
  const { invalidateQueries } = await import('@console/shared/data');
  await Promise.all(prefixes.map((prefix) => invalidateQueries(prefix)));
}

/** Runs `request` as an optimistic update of the options' key (`mutateOptimistic`). */
export async function runOptimistic<V, R>(
  options: MutationOptions<V, R>,
  request: () => Promise<R>,
  variables: V,
): Promise<R> {
  const { key, ...update } = options.optimistic!(variables);
  const { mutateOptimistic } = await import('@console/shared/data');
  return mutateOptimistic(key, request, update);
}
