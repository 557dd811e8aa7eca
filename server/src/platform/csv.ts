import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a CSV cell may hold: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;

/** A file's columns: the header cell and how a row fills it. */
export type CsvColumns<Row> = readonly (readonly [header: string, cell: (row: Row) => CsvValue])[];

/** A row's value as a cell: an instant (a Date, as the database driver gives it) as ISO 8601 text, the rest as is. */
export const csvValue = (value: unknown): CsvValue =>
  value instanceof Date ? value.toISOString() : (value as CsvValue);

/** A column given as a field of the row (the header is its name, the cell its value by csvValue), or written out. */
export type CsvColumnSpec<Row> = (keyof Row & string) | CsvColumns<Row>[number];

/** A file's columns from their specs: most exports write their rows' fields under their own names. */
export function csvColumns<Row>(specs: readonly CsvColumnSpec<Row>[]): CsvColumns<Row> {
  return specs.map((spec) =>
    typeof spec === 'string' ? ([spec, (row: Row) => csvValue(row[spec])] as const) : spec,
  );
}

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

/** A record of a file a person sent: its cells and the line it starts on (1-based, as an editor numbers them). */
export interface CsvRecord {
  cells: string[];
  line: number;
}

/** A line of such a file that could not be read as CSV, and why (the parser's words). */
export interface CsvProblem {
  line: number;
  reason: string;
}

export const QUOTE_NOT_CLOSED = 'a quote opened on this line is never closed';

/** Problems reported at the most: each one re-reads the rest of the file, which stays bounded this way. */
export const CSV_MAX_PROBLEMS = 100;

/**
 * Reads a CSV file a person sent (RFC 4180, a byte-order mark allowed, empty lines skipped), so that one report can
 * list every line that is wrong: each record with the line it starts on, and each record the parser cannot read,
 * reported on the line where it starts. A parser reads on after a quote left open (it takes the following lines into
 * that cell and complains lines later, or at the end of the file); here the reading starts again on the line after
 * the broken record's first, so the lines it swallowed are read, and reported, on their own.
 */
export function readCsv(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  /** The first non-empty line after line `after` of the part read from `from` (both counted in that part). */
  const startAfter = (from: number, after: number) => {
    let line = after + 1;
    while (from + line < lines.length && lines[from + line - 1] === '') line += 1;
    return line;
  };
  let from = 0;
  while (from < lines.length && problems.length < CSV_MAX_PROBLEMS) {
    let read = 0;
    let broken: CsvProblem | null = null;
    parse(lines.slice(from).join('\n'), {
      skip_empty_lines: true,
      relax_column_count: true,
      trim: false,
      skip_records_with_error: true,
      on_record: (cells: string[], { lines: end }: { lines: number }) => {
        if (broken) return null;
        records.push({ cells, line: from + startAfter(from, read) });
        read = end;
        return null;
      },
      on_skip: (error) => {
        if (broken || !error) return;
        const start = startAfter(from, read);
        const spans = ((error as { lines?: number }).lines ?? start) > start;
        const open =
          error.code === 'CSV_QUOTE_NOT_CLOSED' || (spans && error.code === 'CSV_INVALID_CLOSING_QUOTE');
        broken = {
          line: from + start,
          reason: open ? QUOTE_NOT_CLOSED : error.message.replace(/^Invalid [^:]*: /, ''),
        };
      },
    });
    if (!broken) break;
    problems.push(broken);
    from = (broken as CsvProblem).line;
  }
  return { records, problems };
}

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
