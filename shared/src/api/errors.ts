/** Response codes of the envelope (spec section 4). */
export const RESULT_CODE = { SUCCESS: 0, ERROR: -1, TOKEN_INVALID: 2000 } as const;

/** The envelope every API response carries. */
export interface Envelope<T = unknown> {
  code: number;
  data: T;
  message: string;
}

export type ApiErrorKind = 'business' | 'http' | 'token' | 'network' | 'timeout' | 'aborted';

/** What every failed call rejects with, so pages can read field errors and codes. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | undefined;
  readonly status: number | undefined;
  /** Field name -> message, when the server names the fields at fault. */
  readonly fields: Record<string, string>;
  /**
   * The API client has already told the person (a toast, or the re-login dialog): whoever catches the error must
   * not say it again (the form kit reads it to decide whether to toast).
   */
  reported = false;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { code?: number; status?: number; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = options.code;
    this.status = options.status;
    this.fields = options.fields ?? {};
  }
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number';
}
