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

/**
 * The success envelope around data that is already JSON text (a list page built by the database): sent as it is,
 * with `reply.type('application/json')`, so Fastify neither parses nor serialises it. The text must match the
 * route's response schema; the route's tests compare it with the schema's own serialisation.
 */
export function okJson(dataJson: string): string {
  return `{"code":${CODE_OK},"data":${dataJson},"message":"ok"}`;
}

/** Answers with `okJson(dataJson)`; the reply's typed payload is the schema's object, which this text stands for. */
export function sendOkJson(
  reply: { type(contentType: string): { send(payload: never): unknown } },
  dataJson: string,
) {
  return reply.type('application/json').send(okJson(dataJson) as never);
}
