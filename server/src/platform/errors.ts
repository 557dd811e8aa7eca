import { AUTH_MSG } from '@console/api-contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_ERROR, CODE_TOKEN_INVALID, fail } from './envelope.js';
import { validationFields } from './validation.js';

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

/** Messages for the framework's own 4xx errors (body parsing, content type, size). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type, send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body does not match its Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
};

function frameworkMessage(error: FastifyError, status: number): string {
  if (error.code && FRAMEWORK_MESSAGES[error.code]) return FRAMEWORK_MESSAGES[error.code]!;
  if (error instanceof SyntaxError) return FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY!;
  if (status === 413) return FRAMEWORK_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE!;
  if (status === 415) return FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_MEDIA_TYPE!;
  return 'Bad request';
}

function errorHandler(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof AppError) {
    if (error.headers) void reply.headers(error.headers);
    return reply
      .status(error.httpStatus)
      .send(fail(error.message, error.code, error.fields ? { fields: error.fields } : null));
  }
  if (error.validation) {
    const fields = validationFields(request, error.validation, error.validationContext);
    const first = Object.values(fields)[0] ?? 'Invalid request';
    return reply.status(400).send(fail(first, CODE_ERROR, { fields }));
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send(fail(frameworkMessage(error, status)));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(fail(MSG.system));
}

function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send(fail(MSG.notFound));
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
}
