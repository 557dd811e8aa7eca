import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE_ERROR, fail } from './envelope.js';
import { AppError, MSG } from './errors.js';
import { validationFields } from './validation.js';

/** Messages for the framework's own 4xx errors (body parsing, content type, size). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type, send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body does not match its Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
  FST_ERR_BAD_URL: 'The request URL is not valid',
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

/**
 * Fastify's router errors (a path parameter over maxParamLength: 414, a malformed URL: 400) answered in the
 * envelope like every other error (Fastify's `frameworkErrors` option; without it they are Fastify's own JSON).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 400;
  void reply.status(status).send(fail(frameworkMessage(error, status)));
}

/** Messages for what Node's HTTP parser refuses before Fastify sees a request. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request timed out'],
};

/**
 * Node's own answers (headers over 16 KiB: 431, a request that is not HTTP: 400, a timeout: 408) in the envelope
 * (Fastify's `clientErrorHandler`; same raw write as its default, which sends `{error, message, statusCode}`).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad request'];
  const body = JSON.stringify(fail(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
