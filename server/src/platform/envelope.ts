/** The one response shape of the API: `{ code, data, message }`. */
interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

const CODE_OK = 0;
export const CODE_ERROR = -1;
export const CODE_TOKEN_INVALID = 2000;

export function ok<T>(data: T): Envelope<T> {
  return { code: CODE_OK, data, message: 'ok' };
}

export function fail<T = null>(
  message: string,
  code = CODE_ERROR,
  data: T | null = null,
): Envelope<T | null> {
  return { code, data, message };
}
