import Papa from 'papaparse';
import { invalidFile } from './sniff';
import { cleanCell, type RawRow } from './table-shape';

/**
 * CSV text to rows, by RFC 4180 (papaparse): quoted commas and line breaks, doubled quotes, CRLF.
 * Excel's `sep=;` first line is honoured and dropped; otherwise the delimiter is the one of , ; and
 * tab that splits the first rows most consistently (European Excel writes ;). Each row carries the
 * line it starts on, as a person counts lines in the file.
 */

export const CSV_DELIMITERS = [',', ';', '\t'] as const;

/** `sep=;` (sometimes quoted by the program that wrote it), then the line break. */
const SEP_LINE = /^"?sep=([^\r\n"])"?[ \t]*(\r\n|\n|\r|$)/i;
const LINE_BREAK = /\r\n|\n|\r/g;
const SAMPLE_CHARS = 64 * 1024;
const SAMPLE_ROWS = 50;

/** Line breaks inside a value: a quoted value that spans lines moves the next row's line number on. */
function lineBreaksIn(cells: readonly string[]): number {
  let count = 0;
  for (const cell of cells) {
    if (cell.includes('\n') || cell.includes('\r')) count += cell.match(LINE_BREAK)?.length ?? 0;
  }
  return count;
}

/**
 * The delimiter under which most of the first rows have the same number of fields (more than
 * one); on a tie, the one giving more fields. A one-column file keeps the comma.
 */
export function detectDelimiter(text: string): string {
  let sample = text.slice(0, SAMPLE_CHARS);
  if (text.length > SAMPLE_CHARS) {
    const lastBreak = Math.max(sample.lastIndexOf('\n'), sample.lastIndexOf('\r'));
    if (lastBreak > 0) sample = sample.slice(0, lastBreak);
  }
  let best = { delimiter: ',', rows: 0, fields: 0 };
  for (const delimiter of CSV_DELIMITERS) {
    const { data } = Papa.parse<string[]>(sample, { delimiter, preview: SAMPLE_ROWS, skipEmptyLines: 'greedy' });
    const counts = new Map<number, number>();
    for (const row of data) if (row.length > 1) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    for (const [fields, rows] of counts) {
      if (rows > best.rows || (rows === best.rows && fields > best.fields)) best = { delimiter, rows, fields };
    }
  }
  return best.delimiter;
}

export function readCsvRows(text: string): { rows: RawRow[]; delimiter: string } {
  let line = 1;
  let body = text;
  let delimiter: string | undefined;
  const sep = SEP_LINE.exec(text);
  if (sep) {
    delimiter = sep[1]!;
    body = text.slice(sep[0].length);
    line = sep[2] ? 2 : 1;
  }
  delimiter ??= detectDelimiter(body);

  const parsed = Papa.parse<string[]>(body, { delimiter, skipEmptyLines: false });
  const rows: RawRow[] = [];
  for (const record of parsed.data) {
    rows.push({ cells: record.map(cleanCell), rowNumber: line });
    line += 1 + lineBreaksIn(record);
  }

  // Papaparse reads an unclosed quote to the end of the file as one value: nothing after it is trustworthy.
  const unclosed = parsed.errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed) {
    const where = rows[unclosed.row ?? 0]?.rowNumber;
    throw invalidFile(
      `A quoted value ${where === undefined ? '' : `that starts on line ${where} `}is never closed, so the rest of the file cannot be read. Check the quotes (") on that line in a spreadsheet program and save the file again.`,
    );
  }
  return { rows, delimiter };
}
