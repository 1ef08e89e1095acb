import { readCsvRows } from './csv';
import { decodeText } from './decode-text';
import {
  FILE_TOO_LARGE,
  FILE_TOO_LARGE_TITLE,
  IMPORT_MAX_FILE_BYTES,
  importFileKind,
  WRONG_FILE_TYPE,
} from './file-rules';
import { describeBinary, invalidFile, isZip } from './sniff';
import { HEADER_AND_DATA_REQUIRED, shapeTable } from './table-shape';
import { ImportFileError, type ParsedTable } from './types';
import { readXlsxRows } from './xlsx';

/**
 * The one entry point for reading an import file (the renderer's worker, the server's tests and the
 * benchmark): the name must say CSV or Excel, the content decides which reader runs, and both
 * readers end in the same table shape (header found, title and total rows skipped).
 */

export { IMPORT_MAX_FILE_BYTES, importFileKind, WRONG_FILE_TYPE, FILE_TOO_LARGE, FILE_TOO_LARGE_TITLE };

const CSV_IS_ZIP =
  'This file is named .csv but it is an Excel workbook (or another zip archive), not a CSV file. Rename it to .xlsx, or save it from Excel as CSV.';
const XLSX_IS_TEXT =
  'This file is named .xlsx but it is a text file, not an Excel workbook. If it is a CSV file, rename it to .csv.';
const XLSX_IS_OTHER = 'This file is named .xlsx but it is not an Excel workbook. Please upload a CSV or Excel file.';

export function readImportFile(fileName: string, bytes: Uint8Array): ParsedTable {
  const kind = importFileKind(fileName);
  if (kind === null) throw invalidFile(WRONG_FILE_TYPE);
  if (bytes.length > IMPORT_MAX_FILE_BYTES) throw new ImportFileError(FILE_TOO_LARGE_TITLE, FILE_TOO_LARGE);
  if (bytes.length === 0) throw invalidFile(HEADER_AND_DATA_REQUIRED);

  if (isZip(bytes)) {
    if (kind === 'csv') throw invalidFile(CSV_IS_ZIP);
    return shapeTable(readXlsxRows(bytes), 'xlsx');
  }
  if (kind === 'xlsx') {
    const binary = describeBinary(bytes);
    if (binary) throw invalidFile(binary);
    let isText = true;
    try {
      decodeText(bytes);
    } catch {
      isText = false;
    }
    throw invalidFile(isText ? XLSX_IS_TEXT : XLSX_IS_OTHER);
  }
  const { rows, delimiter } = readCsvRows(decodeText(bytes));
  return shapeTable(rows, 'csv', delimiter);
}
