import { describe, expect, it } from 'vitest';
import { QUOTE_NOT_CLOSED, readCsv } from '../src/platform/csv.js';

const lineOf = (result: ReturnType<typeof readCsv>) => ({
  records: result.records.map(({ line, cells }) => [line, cells[0]]),
  problems: result.problems.map(({ line, reason }) => [line, reason === QUOTE_NOT_CLOSED ? 'open' : 'bad']),
});

describe('readCsv: a file a person sent, every bad line reported', () => {
  it('numbers records by the line they start on, with a BOM, CRLF, empty lines and a cell over two lines', () => {
    const text = '\uFEFFcode,name\r\na,A\r\n\r\n"b","B\r\nsecond line"\r\nc,C\r\n';
    expect(lineOf(readCsv(text))).toEqual({
      records: [
        [1, 'code'],
        [2, 'a'],
        [4, 'b'],
        [6, 'c'],
      ],
      problems: [],
    });
    expect(readCsv(text).records[2]!.cells[1]).toBe('B\nsecond line');
  });

  it('reports a quote left open on the line it opens, and reads the lines after it on their own', () => {
    // Seven lines: the quote on line 4 is never closed; line 6 has a quote inside a cell.
    const text = ['code,name', 'a,A', 'b,B', 'c,"C', 'd,D', 'e,E"x', 'f,F'].join('\n');
    expect(lineOf(readCsv(text))).toEqual({
      records: [
        [1, 'code'],
        [2, 'a'],
        [3, 'b'],
        [5, 'd'],
        [7, 'f'],
      ],
      problems: [
        [4, 'open'],
        [6, 'bad'],
      ],
    });
  });

  it('reports a quote left open on the last line within the file', () => {
    expect(lineOf(readCsv('code,name\na,"A\n'))).toEqual({ records: [[1, 'code']], problems: [[2, 'open']] });
  });
});
