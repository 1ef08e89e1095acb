import type { ImportEntity, ImportRow } from './api';

/**
 * The import library's shared types (isomorphic: the renderer's worker, the server's tests and the
 * benchmark use the same code). Reading a file gives a ParsedTable; a platform preset suggests a
 * Mapping of its columns; building turns the table into the rows the import call sends.
 */

/** A file read into a header and its data rows, every cell as text. */
export interface ParsedTable {
  headers: string[];
  rows: string[][];
  /** Each data row's number in the file as a person counts it: the header is line 1 of a plain CSV, so data starts at 2. */
  rowNumbers: number[];
  /** Rows above the header that were not data (an export's title and date lines). */
  titleRowsSkipped: number;
  /** Rows below the data that were not data (totals). */
  totalRowsSkipped: number;
  format: 'csv' | 'xlsx';
  /** The delimiter found in a CSV (',' ';' or tab). */
  delimiter?: string;
}

/** A refused file: the toast's title and message ('Invalid File' / 'Please upload a CSV or Excel file'). */
export class ImportFileError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** For each file column (by index), the target field's key, or null for 'Skip This Column'. */
export type Mapping = (string | null)[];

export const PLATFORM_IDS = ['generic', 'fresha', 'square', 'vagaro', 'mindbody'] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];

/** A target field of the mapping step. `label` is English (the spec's words); the screen translates by key. */
export interface ImportField {
  key: string;
  label: string;
  required: boolean;
}

/** The rows ready to send, with each one's file row number, and the rows refused before sending. */
export interface BuiltRows {
  rows: ImportRow[];
  rowNumbers: number[];
  /** Rows that cannot be sent as they are (no first name...), by their file row number. */
  problems: { rowNumber: number; error: string }[];
}

export type { ImportEntity, ImportRow };
