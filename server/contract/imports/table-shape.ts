import { unguardFormula } from './formula-guard';
import { invalidFile } from './sniff';
import type { ParsedTable } from './types';

/**
 * From the rows of a file to a header and data. Exports are not always a bare table: Vagaro puts
 * the report's name and date above the header and a "Total Customers: 25" line below the data.
 * Those rows are recognised by shape (one or two filled cells where the table has many; a total's
 * wording) and counted, so the preview can say what was left out.
 */

/** A row of the file as read: cells as text, and its number as a person counts the file's lines or a sheet's rows. */
export interface RawRow {
  cells: string[];
  rowNumber: number;
}

export const HEADER_AND_DATA_REQUIRED = 'CSV file must contain at least a header row and one data row';
const XLSX_HEADER_AND_DATA_REQUIRED = 'Excel file must contain at least a header row and one data row';

/** Wider than any export we know (Mindbody's runs to about 120 columns); a sheet wider than this is not a list of records. */
export const MAX_COLUMNS = 500;
export function tooManyColumns(width: number) {
  return invalidFile(
    `This file has values in ${width} columns; an import reads at most ${MAX_COLUMNS}. Remove the columns you do not need and try again.`,
  );
}

/** How far down a title block may reach, and how far up a totals block. */
const MAX_TITLE_ROWS = 10;
const MAX_TOTAL_ROWS = 5;
/** Rows looked at to learn how wide the table is. */
const SHAPE_SAMPLE_ROWS = 50;

/** Placeholders some platforms write for "nothing" (Vagaro writes ---; accounting formats show a zero as -). */
const EMPTY_PLACEHOLDER = /^[-\u2013\u2014]+$/;
const TOTAL_ROW = /^(grand\s+)?totals?\b|^(count|sum|records?)\s*:/i;

/** A cell as the import sees it: trimmed, the ' an export put before a formula-like value taken off, placeholders emptied. */
export function cleanCell(raw: string): string {
  const value = unguardFormula(raw.trim()).trim();
  return EMPTY_PLACEHOLDER.test(value) ? '' : value;
}

const filledCount = (cells: readonly string[]) => {
  let count = 0;
  for (const cell of cells) if (cell !== '') count++;
  return count;
};

const lastFilledIndex = (cells: readonly string[]) => {
  for (let i = cells.length - 1; i >= 0; i--) if (cells[i] !== '') return i;
  return -1;
};

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** How many rows at the top are a title block: rows with one or two filled cells above a row with many. */
function countTitleRows(rows: readonly RawRow[]): number {
  const widest = Math.max(...rows.slice(0, SHAPE_SAMPLE_ROWS).map((row) => filledCount(row.cells)));
  // A one- or two-column file has no way to tell a title from its header.
  if (widest < 3) return 0;
  let titles = 0;
  while (titles < Math.min(MAX_TITLE_ROWS, rows.length - 1)) {
    const filled = filledCount(rows[titles]!.cells);
    if (filled > 2 || filled >= widest / 2) break;
    titles++;
  }
  return titles;
}

/** How many rows at the bottom are totals: a total's wording, or a lone cell below rows that fill several. */
function countTotalRows(data: readonly RawRow[]): number {
  const typical = median(data.slice(0, SHAPE_SAMPLE_ROWS).map((row) => filledCount(row.cells)));
  let totals = 0;
  while (totals < Math.min(MAX_TOTAL_ROWS, data.length - 1)) {
    const cells = data[data.length - 1 - totals]!.cells;
    const first = cells.find((cell) => cell !== '') ?? '';
    const isTotal = TOTAL_ROW.test(first) || (filledCount(cells) === 1 && typical >= 4);
    if (!isTotal) break;
    totals++;
  }
  return totals;
}

/** Rows (blank ones included, their cells already cleaned) to the table the wizard maps. Throws ImportFileError. */
export function shapeTable(allRows: readonly RawRow[], format: ParsedTable['format'], delimiter?: string): ParsedTable {
  const headerAndData = () => invalidFile(format === 'csv' ? HEADER_AND_DATA_REQUIRED : XLSX_HEADER_AND_DATA_REQUIRED);
  const rows = allRows.filter((row) => filledCount(row.cells) > 0);
  if (rows.length < 2) throw headerAndData();

  const titleRowsSkipped = countTitleRows(rows);
  const header = rows[titleRowsSkipped]!;
  const body = rows.slice(titleRowsSkipped + 1);
  if (body.length === 0) throw headerAndData();
  const totalRowsSkipped = countTotalRows(body);
  const data = body.slice(0, body.length - totalRowsSkipped);

  let width = lastFilledIndex(header.cells) + 1;
  for (const row of data) width = Math.max(width, lastFilledIndex(row.cells) + 1);
  if (width > MAX_COLUMNS) throw tooManyColumns(width);

  const headers = Array.from({ length: width }, (_, i) => header.cells[i] || `Column ${i + 1}`);
  const fit = (cells: string[]) => {
    if (cells.length === width) return cells;
    if (cells.length > width) return cells.slice(0, width);
    const padded = cells.slice();
    while (padded.length < width) padded.push('');
    return padded;
  };
  return {
    headers,
    rows: data.map((row) => fit(row.cells)),
    rowNumbers: data.map((row) => row.rowNumber),
    titleRowsSkipped,
    totalRowsSkipped,
    format,
    ...(delimiter === undefined ? {} : { delimiter }),
  };
}
