import { ApiError, clearToken } from '@console/shared';
import { serverText } from './hooks';

/**
 * Anything that can show messages at named fields: antd's FormInstance (Account) and the sign-in page's own form
 * (ui/useForm.ts) both fit, so this file needs no antd.
 */
interface FieldErrorTarget {
  setFields(fields: { name: never; errors: string[] }[]): void;
}

/**
 * Shows a failed call's field errors next to the named fields. Returns the message for the form's banner, or ''
 * when every problem was shown at a field. A dead session (code 2000) clears the token, which sends the person
 * to sign-in (spec section 4).
 */
export function showServerErrors(
  form: FieldErrorTarget,
  caught: unknown,
  fieldNames: readonly string[],
): string {
  if (!(caught instanceof ApiError)) return String(caught);
  if (caught.kind === 'token') {
    clearToken();
    return caught.message;
  }
  const entries = Object.entries(caught.fields).filter(([name]) => fieldNames.includes(name));
  if (entries.length > 0) {
    form.setFields(
      entries.map(([name, message]) => ({ name: name as never, errors: [serverText(message)] })),
    );
  }
  const unplaced = Object.keys(caught.fields).some((name) => !fieldNames.includes(name));
  return entries.length > 0 && !unplaced ? '' : serverText(caught.message);
}
