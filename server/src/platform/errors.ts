import { AUTH_MSG } from '@console/api-contract';
import { CODE_ERROR, CODE_TOKEN_INVALID } from './envelope.js';

/**
 * The API's expected failures, thrown anywhere below a route. How an error becomes an answer (these, validation,
 * the framework's own) is error-handler.ts, which the app installs.
 */

export type FieldErrors = Record<string, string>;

/** An expected failure: answered as `{ code, data, message }` with a real HTTP status. */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const MSG = {
  tokenInvalid: 'Token is invalid or expired',
  noPermission: 'Account The account does not have permission',
  notVerified: 'Account is not verified!',
  badCredentials: 'Account and secret not pattern',
  badCode: AUTH_MSG.badCode,
  tooMany: 'Too many attempts, please try again later',
  unknownProduct: 'Unknown product',
  unknownApp: 'Unknown application',
  notFound: 'Not Found',
  system: 'System Error',
} as const;

export function badRequest(message: string, fields?: FieldErrors): AppError {
  return new AppError(400, CODE_ERROR, message, fields);
}

/** A validation failure on named fields: the message is the first field's message. */
export function invalidFields(fields: FieldErrors): AppError {
  const first = Object.values(fields)[0] ?? 'Invalid request';
  return new AppError(400, CODE_ERROR, first, fields);
}

export function tokenInvalid(): AppError {
  return new AppError(401, CODE_TOKEN_INVALID, MSG.tokenInvalid);
}

export function forbidden(message: string = MSG.noPermission): AppError {
  return new AppError(403, CODE_ERROR, message);
}

export function notFound(message: string = MSG.notFound): AppError {
  return new AppError(404, CODE_ERROR, message);
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError(429, CODE_ERROR, MSG.tooMany, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}
