import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { csvLine, csvStream, CSV_CHUNK_CHARS, UTF8_BOM } from './csv';
import type { ExportValue } from './cells';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const piece of stream) out += String(piece);
  return out;
}

describe('csvLine', () => {
  it('quotes a cell with a comma, quote, CR or LF and doubles its quotes (RFC 4180)', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\rhere'])).toBe(
      'plain,"a,b","say ""hi""","two\nlines","cr\rhere"\r\n',
    );
  });

  it('writes numbers as numbers, flags as Yes/No and nothing as an empty cell', () => {
    expect(csvLine([12.5, -5, 0, true, false, null, ''])).toBe('12.5,-5,0,Yes,No,,\r\n');
  });

  it('prefixes text that a spreadsheet would run as a formula with a quote', () => {
    expect(csvLine(['=SUM(A1)', '+1', '-5', '@cmd', '\tx', '\rx', "'already"])).toBe(
      `'=SUM(A1),'+1,'-5,'@cmd,'\tx,"'\rx",'already\r\n`,
    );
  });

  it('guards a formula that also needs quotes', () => {
    expect(csvLine(['=HYPERLINK("http://x","y")'])).toBe(`"'=HYPERLINK(""http://x"",""y"")"\r\n`);
  });

  it('does not guard a negative number: it is a number, not a formula', () => {
    expect(csvLine([-5, '-5'])).toBe("-5,'-5\r\n");
  });

  it('leaves a number with no spreadsheet form empty', () => {
    expect(csvLine([Number.NaN, Number.POSITIVE_INFINITY])).toBe(',\r\n');
  });
});

describe('csvStream', () => {
  const headers = ['Name', 'Note'];
  const valuesOf = (row: [string, string]): ExportValue[] => row;

  it('starts with a BOM and the header line and ends every record with CRLF', async () => {
    const out = await text(csvStream(headers, valuesOf, [['Zoë', 'Crème brûlée, "très" bon']]));
    expect(out).toBe(`${UTF8_BOM}Name,Note\r\nZoë,"Crème brûlée, ""très"" bon"\r\n`);
  });

  it('reads back with papaparse to the same cells, odd unicode included', async () => {
    const rows: [string, string][] = [
      ['李小龍', 'multi\r\nline'],
      ['👩🏽‍🦰 Ana', 'tab\tinside'],
      ['', '"quoted"'],
    ];
    const out = await text(csvStream(headers, valuesOf, rows));
    const parsed = Papa.parse<string[]>(out.slice(1), { newline: '\r\n', delimiter: ',' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.filter((row) => row.length > 1)).toEqual([headers, ...rows]);
  });

  it('writes the header alone for an empty table', async () => {
    expect(await text(csvStream(headers, valuesOf, []))).toBe(`${UTF8_BOM}Name,Note\r\n`);
  });

  it('reads the rows only as the reader asks for pieces, never the whole table at once', async () => {
    const total = 100_000;
    let produced = 0;
    function* rows(): Generator<[string, string]> {
      for (let index = 0; index < total; index += 1) {
        produced += 1;
        yield [`Client ${index}`, 'a note of some length, with a comma'];
      }
    }
    const stream = csvStream(headers, valuesOf, rows());
    const seenWhenPieceArrived: number[] = [];
    let length = 0;
    let biggestPiece = 0;
    for await (const piece of stream) {
      seenWhenPieceArrived.push(produced);
      length += String(piece).length;
      biggestPiece = Math.max(biggestPiece, String(piece).length);
    }
    expect(produced).toBe(total);
    // Many pieces, each about CSV_CHUNK_CHARS: the first arrived long before the iterator ended.
    expect(seenWhenPieceArrived.length).toBeGreaterThan(50);
    expect(seenWhenPieceArrived[0]).toBeLessThan(total / 10);
    expect(biggestPiece).toBeLessThan(CSV_CHUNK_CHARS + 200);
    expect(length).toBeGreaterThan(total * 40);
  });

  it('stops reading when the reader goes away', async () => {
    let produced = 0;
    let closed = false;
    function* rows(): Generator<[string, string]> {
      try {
        for (;;) {
          produced += 1;
          yield ['x', 'y'];
        }
      } finally {
        closed = true;
      }
    }
    const stream = csvStream(headers, valuesOf, rows());
    for await (const _piece of stream) break;
    expect(closed).toBe(true);
    expect(produced).toBeLessThan(50_000);
  });

  it('fails the stream when reading a row fails', async () => {
    function* rows(): Generator<[string, string]> {
      yield ['a', 'b'];
      throw new Error('disk gone');
    }
    await expect(text(csvStream(headers, valuesOf, rows()))).rejects.toThrow('disk gone');
  });
});
