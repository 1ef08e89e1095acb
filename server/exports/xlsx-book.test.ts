import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { ExportValue } from './cells';
import { buildXlsx, XLSX_BATCH_ROWS, xlsxWorkersStarted } from './xlsx-book';

function readBack(bytes: Buffer): { sheetName: string; rows: unknown[][]; types: string[][] } {
  const book = XLSX.read(bytes, { type: 'buffer', dense: true });
  const sheetName = book.SheetNames[0]!;
  const sheet = book.Sheets[sheetName]!;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null, raw: true });
  const dense = (sheet['!data'] ?? []) as (XLSX.CellObject | undefined)[][];
  const types = dense.map((row) => (row ?? []).map((cell) => cell?.t ?? ''));
  return { sheetName, rows, types };
}

describe('buildXlsx', () => {
  const headers = ['Name', 'Price', 'Active', 'Note'];
  const valuesOf = (row: ExportValue[]) => row;

  it('reads back with SheetJS as the rows: text as text, numbers as numbers, flags as Yes/No', async () => {
    const rows: ExportValue[][] = [
      ['Cut & Finish', 45.5, true, 'Zoë’s “favourite” 李'],
      ['Colour', -5, false, null],
      ['007', 0, true, 'multi\nline'],
    ];
    const bytes = await buildXlsx(headers, valuesOf, rows, 'Treatments');
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const back = readBack(bytes);
    expect(back.sheetName).toBe('Treatments');
    expect(back.rows).toEqual([
      headers,
      ['Cut & Finish', 45.5, 'Yes', 'Zoë’s “favourite” 李'],
      ['Colour', -5, 'No', null],
      ['007', 0, 'Yes', 'multi\nline'],
    ]);
    // '007' stays text: a phone number or a code must not lose its leading zero.
    expect(back.types[3]?.[0]).toBe('s');
    expect(back.types[2]?.[1]).toBe('n');
  });

  it('guards text cells against formulas as the CSV does, and keeps negative numbers as numbers', async () => {
    const rows: ExportValue[][] = [
      ['=1+1', '-5', '@x', '\tx'],
      ['+33 6 12', -5, '-', 'ok'],
    ];
    const back = readBack(await buildXlsx(headers, valuesOf, rows));
    expect(back.rows.slice(1)).toEqual([
      ["'=1+1", "'-5", "'@x", "'\tx"],
      ["'+33 6 12", -5, "'-", 'ok'],
    ]);
    // No cell of the file carries a formula.
    const book = XLSX.read(await buildXlsx(headers, valuesOf, rows), { type: 'buffer', cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const formulas = Object.entries(sheet).filter(([key, cell]) => !key.startsWith('!') && (cell as XLSX.CellObject).f);
    expect(formulas).toEqual([]);
  });

  it('writes the header row alone for an empty table', async () => {
    expect(readBack(await buildXlsx(headers, valuesOf, [])).rows).toEqual([headers]);
  });

  it('sends many batches and keeps every row in order', async () => {
    const total = XLSX_BATCH_ROWS * 2 + 17;
    function* rows(): Generator<ExportValue[]> {
      for (let index = 0; index < total; index += 1) yield [`Row ${index}`, index, index % 2 === 0, null];
    }
    const back = readBack(await buildXlsx(headers, valuesOf, rows()));
    expect(back.rows).toHaveLength(total + 1);
    expect(back.rows[total]).toEqual([`Row ${total - 1}`, total - 1, 'Yes', null]);
  });

  it('cuts a cell longer than Excel allows instead of failing the file', async () => {
    const back = readBack(await buildXlsx(['Note'], (row: string[]) => row, [['x'.repeat(40_000)]]));
    expect((back.rows[1]?.[0] as string).length).toBe(32_767);
  });

  it('fails with the reading error when a row cannot be read', async () => {
    function* rows(): Generator<ExportValue[]> {
      yield ['a', 1, true, null];
      throw new Error('disk gone');
    }
    await expect(buildXlsx(headers, valuesOf, rows())).rejects.toThrow('disk gone');
  });

  it('builds the next file on the thread the last one used, each with its own rows and sheet name', async () => {
    const first = await buildXlsx(headers, valuesOf, [['First', 1, true, null]], 'Clients');
    const startedBefore = xlsxWorkersStarted();
    const second = await buildXlsx(['Only'], (row: string[]) => row, [['Second']], 'Services');
    expect(xlsxWorkersStarted()).toBe(startedBefore);
    expect(readBack(first)).toMatchObject({ sheetName: 'Clients', rows: [headers, ['First', 1, 'Yes', null]] });
    expect(readBack(second)).toMatchObject({ sheetName: 'Services', rows: [['Only'], ['Second']] });
  });

  it('does not reuse a thread whose file failed, and builds two files at once on two threads', async () => {
    function* failing(): Generator<ExportValue[]> {
      yield ['half a file', 1, true, null];
      throw new Error('disk gone');
    }
    await expect(buildXlsx(headers, valuesOf, failing())).rejects.toThrow('disk gone');
    const [a, b] = await Promise.all([
      buildXlsx(['A'], (row: string[]) => row, [['a']], 'A'),
      buildXlsx(['B'], (row: string[]) => row, [['b']], 'B'),
    ]);
    expect(readBack(a)).toMatchObject({ sheetName: 'A', rows: [['A'], ['a']] });
    expect(readBack(b)).toMatchObject({ sheetName: 'B', rows: [['B'], ['b']] });
    // The failed file's rows did not leak into the next file built.
    const next = readBack(await buildXlsx(['C'], (row: string[]) => row, [['c']], 'C'));
    expect(next.rows).toEqual([['C'], ['c']]);
  });
});
