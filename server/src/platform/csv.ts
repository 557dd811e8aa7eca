import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a CSV cell may hold: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;

/** A file's columns: the header cell and how a row fills it. */
export type CsvColumns<Row> = readonly (readonly [header: string, cell: (row: Row) => CsvValue])[];

/** Text a spreadsheet would run as a formula: it starts with = + - @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180), the one rule of every export: quoted when it holds a comma, quote or line break; text
 * that a spreadsheet would run as a formula gets a leading apostrophe (the formula-injection guard), so a name
 * such as `=HYPERLINK(...)` or a phone number `+1555` stays text. Numbers are written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let cell = String(value);
  if (typeof value === 'string' && FORMULA_START.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One record: its cells and the CRLF line end. */
export const csvLine = (cells: readonly CsvValue[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** `2026-11-25T09:30:15.123Z` -> `20261125-093015`: the moment in a file name (UTC, sorts by time). */
export const fileStamp = (date: Date): string =>
  date.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** Lines per chunk written to the socket: large enough to keep writes few, small enough to keep memory flat. */
const LINES_PER_CHUNK = 500;

async function* iterate<T>(rows: AsyncIterable<T> | Iterable<T>): AsyncGenerator<T> {
  yield* rows;
}

export interface CsvFile<Row> {
  /** The download's name before its time stamp: `orders` -> `orders-20261125-093015.csv`. */
  name: string;
  /** The moment in the name (the app's clock). */
  now: Date;
  columns: CsvColumns<Row>;
  /** Every row, read as the file is written (a database cursor or pages read one after another). */
  rows: AsyncIterable<Row> | Iterable<Row>;
}

/**
 * The one CSV answer of every export: UTF-8 with a byte-order mark (so spreadsheets read names and addresses
 * correctly), a header line, then the rows streamed in chunks, as an attachment that is never cached.
 *
 * The first row is read before the answer starts: a failing query is then an error envelope, not a CSV cut short.
 * A later failure ends the stream with an error (the client sees an interrupted download) and is logged.
 */
export async function sendCsv<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  file: CsvFile<Row>,
): Promise<FastifyReply> {
  const rows = iterate(file.rows);
  const first = await rows.next();
  const { columns } = file;
  async function* text(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(columns.map(([header]) => header))}`;
    let chunk = '';
    let lines = 0;
    for (let next = first; !next.done; next = await rows.next()) {
      const row = next.value;
      chunk += csvLine(columns.map(([, cell]) => cell(row)));
      if (++lines % LINES_PER_CHUNK === 0) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  const stream = Readable.from(text());
  stream.on('error', (error) => request.log.error({ err: error }, `${file.name} export failed`));
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.name}-${fileStamp(file.now)}.csv"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
