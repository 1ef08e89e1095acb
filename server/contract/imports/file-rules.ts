/**
 * The file rules the wizard checks before a file is read (name and size), kept apart from the
 * readers so the screen can use them without loading papaparse and SheetJS (those load in the
 * Web Worker only).
 */

/** Bigger files are refused before they are read. */
export const IMPORT_MAX_FILE_BYTES = 50 * 1024 * 1024;

export const INVALID_FILE = 'Invalid File';
export const WRONG_FILE_TYPE = 'Please upload a CSV or Excel file';
export const FILE_TOO_LARGE_TITLE = 'File Too Large';
export const FILE_TOO_LARGE =
  'This file is larger than 50 MB. Split it into smaller files and import them one after another.';

/** What a file's name says it is: 'csv', 'xlsx', or null for anything else (refused with WRONG_FILE_TYPE). */
export function importFileKind(fileName: string): 'csv' | 'xlsx' | null {
  const extension = /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xlsx' ? extension : null;
}
