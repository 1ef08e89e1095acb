import type { BuildOptions } from '../../../../../server/contract/imports/build-rows';
import type { BuiltRows, ImportEntity, Mapping, PlatformId } from '../../../../../server/contract/imports/types';

/**
 * The messages between the import wizard and its Web Worker. The worker keeps the parsed table (a
 * 100k-row file stays off the main thread); the screen gets a summary to preview, then the built
 * rows to send. Every request carries an id its answer repeats.
 */

/** What the mapping and preview steps need from a parsed file. */
export interface ParseSummary {
  fileName: string;
  headers: string[];
  /** The first rows (PREVIEW_ROWS at most), for the mapping step's samples and the preview. */
  preview: string[][];
  /** Each preview row's number in the file. */
  previewRowNumbers: number[];
  totalRows: number;
  titleRowsSkipped: number;
  totalRowsSkipped: number;
  format: 'csv' | 'xlsx';
}

/** Spec §9: the preview shows the first 10 rows, then '+ {n} additional'. */
export const PREVIEW_ROWS = 10;

export type ImportWorkerRequest =
  | { id: number; type: 'parse'; file: Blob; fileName: string }
  | {
      id: number;
      type: 'build';
      entity: ImportEntity;
      platform: PlatformId;
      mapping: Mapping;
      options?: BuildOptions;
    };

/** An ImportFileError crosses the boundary as its title and message. */
export interface ImportWorkerFailure {
  title: string;
  message: string;
}

export type ImportWorkerResponse =
  { id: number; ok: true; result: ParseSummary | BuiltRows } | { id: number; ok: false; error: ImportWorkerFailure };
