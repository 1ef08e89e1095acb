import * as XLSX from 'xlsx';
import { invalidFile } from './sniff';
import { cleanCell, MAX_COLUMNS, tooManyColumns, type RawRow } from './table-shape';
import { ImportFileError } from './types';
import { scanFirstSheet, type ScannedCell } from './xlsx-scan';
import { guardZip } from './zip-guard';

/**
 * An XLSX workbook's first sheet to rows, with SheetJS 0.20.3 (the release without the prototype
 * pollution and ReDoS of 0.18.5), after the zip guard. The sheet's `!ref` is not trusted (it can
 * claim a million rows or cut real ones off): rows come from the cells that exist. Cells are the
 * text a person sees, except that dates are ISO text and whole numbers are never shortened to
 * "3.93331E+11" (phone numbers typed as numbers).
 */

const UNREADABLE =
  'This Excel file could not be read: it is damaged or not an Excel workbook. Open it in Excel, save it again as .xlsx or .csv, and try again.';

/** The SheetJS number-format helpers used (its types leave SSF untyped). */
interface NumberFormats {
  format(format: string, value: number): string;
  is_date(format: string): boolean;
  parse_date_code(
    value: number,
    options?: { date1904?: boolean },
  ): { y: number; m: number; d: number; H: number; M: number; S: number };
}
const SSF = XLSX.SSF as NumberFormats;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function dateText(serial: number, date1904: boolean): string {
  const { y, m, d, H, M, S } = SSF.parse_date_code(serial, { date1904 });
  const date = `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
  return H === 0 && M === 0 && S === 0 ? date : `${date} ${pad(H)}:${pad(M)}`;
}

/** A number as a person sees it in Excel, with `shown` the text Excel would show (SheetJS's `w`). */
function numberText(value: number, format: string, date1904: boolean, shown: () => string): string {
  // Whole days in a date format are dates; a bare time (value under 1) keeps its text.
  if (format !== 'General' && value >= 1 && SSF.is_date(format)) return dateText(value, date1904);
  if (format === 'General' && Number.isSafeInteger(value)) return String(value);
  return shown();
}

function cellText(cell: XLSX.CellObject, date1904: boolean): string {
  switch (cell.t) {
    case 's':
      return String(cell.v ?? '');
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'n': {
      const value = cell.v as number;
      const format = typeof cell.z === 'string' ? cell.z : 'General';
      return numberText(value, format, date1904, () => cell.w ?? String(value));
    }
    case 'd': {
      const value = cell.v;
      return value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '');
    }
    default:
      // 'e' (#N/A, #REF!...) and 'z' (an empty stub) say nothing about the record.
      return '';
  }
}

/** The same texts for a cell of the fast scanner (xlsx-scan.ts). */
function scannedText(cell: ScannedCell, date1904: boolean): string {
  switch (cell.type) {
    case 's':
      return cell.value as string;
    case 'b':
      return cell.value ? 'TRUE' : 'FALSE';
    case 'n': {
      const value = cell.value as number;
      return numberText(value, cell.format, date1904, () => SSF.format(cell.format, value));
    }
    default:
      return '';
  }
}

/** Collects cells into rows: empty texts left out, gaps filled with '', rows without text dropped. */
class RowBuilder {
  readonly rows: RawRow[] = [];
  private texts: string[] = [];
  private row = -1;

  add(row: number, column: number, raw: string): void {
    if (row !== this.row) this.finish(row);
    const text = cleanCell(raw);
    if (text === '') return;
    if (column >= MAX_COLUMNS) throw tooManyColumns(column + 1);
    while (this.texts.length < column) this.texts.push('');
    this.texts[column] = text;
  }

  finish(next = -1): RawRow[] {
    if (this.texts.length > 0) this.rows.push({ cells: this.texts, rowNumber: this.row + 1 });
    this.texts = [];
    this.row = next;
    return this.rows;
  }
}

/** The rows as SheetJS reads them: the way in for workbooks the scanner leaves alone (exported for the comparison test). */
export function readWithSheetJs(safe: Uint8Array): RawRow[] {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(safe, {
      type: 'array',
      dense: true,
      sheets: 0,
      cellNF: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      sheetStubs: false,
    });
  } catch {
    throw invalidFile(UNREADABLE);
  }

  const name = workbook.SheetNames[0];
  const sheet = name !== undefined && Object.hasOwn(workbook.Sheets, name) ? workbook.Sheets[name] : undefined;
  const data = sheet?.['!data'];
  if (!Array.isArray(data)) return [];
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);

  const builder = new RowBuilder();
  // forEach skips the holes of a sparse sheet: only rows and cells that exist are visited.
  data.forEach((cells, r) => {
    if (!Array.isArray(cells)) return;
    cells.forEach((cell, c) => {
      if (cell) builder.add(r, c, cellText(cell, date1904));
    });
  });
  return builder.finish();
}

/**
 * The rows of the first sheet: through the fast scanner when the workbook is an ordinary one, else
 * through SheetJS (xlsx-scan.ts says which are which). Both give the same rows.
 */
export function readXlsxRows(bytes: Uint8Array): RawRow[] {
  const safe = guardZip(bytes);
  const builder = new RowBuilder();
  let scanned: boolean;
  try {
    scanned = scanFirstSheet(safe, (cell, date1904) => builder.add(cell.row, cell.column, scannedText(cell, date1904)));
  } catch (error) {
    // Too many columns is the file's fault whichever reader finds it; anything else (a zip the
    // scanner's unzip refuses) goes to SheetJS, whose own failure is the one the user sees.
    if (error instanceof ImportFileError) throw error;
    scanned = false;
  }
  return scanned ? builder.finish() : readWithSheetJs(safe);
}
