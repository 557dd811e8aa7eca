import { Type, type TSchema } from 'typebox';

/** The builders of an area's route table: what each route takes and what it answers. */

/** The one answer shape of the API: `{ code, data, message }` (0 success, -1 error, 2000 token invalid). */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.Integer(), data, message: Type.String() });

/** What a route takes besides its answer: its path parameters, query string and body. */
interface RouteInputs {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
}

/**
 * A route of an area's table: it answers `data` in the envelope (200) and takes `inputs`. The routes' tables are
 * written with it, one line a route: `detail: answers(OrderDetailSchema, { params: OrderIdParamsSchema })`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a route without inputs takes none
export const answers = <T extends TSchema, const I extends RouteInputs = {}>(
  data: T,
  inputs: I = {} as I,
) => ({
  ...inputs,
  response: { 200: Envelope(data) },
});

/**
 * A route's answer that is a file rather than the envelope: CSV, an HTML page, bytes. Streamed or sent by the
 * server, and read as text or downloaded as a Blob by the browser: the body's type is left open.
 */
export const FileAnswer = (mediaType: string, description: string) => ({
  200: { description, content: { [mediaType]: { schema: Type.Unsafe<unknown>({ type: 'string' }) } } },
});
