import Papa from 'papaparse';
import { expect } from 'vitest';
import * as XLSX from 'xlsx';

/** An exported CSV's records, after checking what every export promises: a BOM, then clean RFC 4180 with CRLF. */
export function csvRecords(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(body.slice(1), { delimiter: ',', newline: '\r\n', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** An exported workbook's sheet names and its first sheet's rows as arrays of raw values (numbers stay numbers). */
export function workbookRows(bytes: Buffer): { sheetNames: string[]; rows: unknown[][] } {
  const book = XLSX.read(bytes, { type: 'buffer' });
  const first = book.Sheets[book.SheetNames[0]!]!;
  return {
    sheetNames: book.SheetNames,
    rows: XLSX.utils.sheet_to_json<unknown[]>(first, { header: 1, defval: '', raw: true }),
  };
}
