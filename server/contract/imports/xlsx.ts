import * as XLSX from 'xlsx';
import { invalidFile } from './sniff';
import { cleanCell, MAX_COLUMNS, tooManyColumns, type RawRow } from './table-shape';
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

/** The two SheetJS number-format helpers used (its types leave SSF untyped). */
interface NumberFormats {
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

function cellText(cell: XLSX.CellObject, date1904: boolean): string {
  switch (cell.t) {
    case 's':
      return String(cell.v ?? '');
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'n': {
      const value = cell.v as number;
      const format = typeof cell.z === 'string' ? cell.z : 'General';
      // Whole days in a date format are dates; a bare time (value under 1) keeps its text.
      if (format !== 'General' && value >= 1 && SSF.is_date(format)) return dateText(value, date1904);
      if (format === 'General' && Number.isSafeInteger(value)) return String(value);
      return cell.w ?? String(value);
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

export function readXlsxRows(bytes: Uint8Array): RawRow[] {
  const safe = guardZip(bytes);
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

  const rows: RawRow[] = [];
  // forEach skips the holes of a sparse sheet: only rows and cells that exist are visited.
  data.forEach((cells, r) => {
    if (!Array.isArray(cells)) return;
    const texts: string[] = [];
    cells.forEach((cell, c) => {
      if (!cell) return;
      const text = cleanCell(cellText(cell, date1904));
      if (text === '') return;
      if (c >= MAX_COLUMNS) throw tooManyColumns(c + 1);
      while (texts.length < c) texts.push('');
      texts[c] = text;
    });
    if (texts.length > 0) rows.push({ cells: texts, rowNumber: r + 1 });
  });
  return rows;
}
