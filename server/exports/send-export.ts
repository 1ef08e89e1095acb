import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '../contract/imports/api';
import type { ExportValue } from './cells';
import { csvStream } from './csv';
import { exportFileName } from './file-name';
import { buildXlsx } from './xlsx-book';

/** One column of an export: its header and what it shows for a row. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => ExportValue;
}

export interface ExportOptions<T> {
  /** 'clients' -> clients-2026-11-22.csv */
  fileStem: string;
  format: ExportFormat;
  columns: readonly ExportColumn<T>[];
  /**
   * Read lazily, never the whole table in an array: use pagedRows (paged-rows.ts) over a
   * repository's page query. Not a better-sqlite3 `iterate()`: the CSV streams across event-loop
   * turns, and while an iterator is open every write on the app's one connection fails with
   * "This database connection is busy executing a query".
   */
  rows: Iterable<T>;
  /** deps.now() */
  now: Date;
  /** The organization's, for the date in the file name; UTC if absent. */
  timeZone?: string;
}

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends an export as a download: CSV streamed as it is read, XLSX built off the main thread
 * (xlsx-book.ts). Either way every text cell is guarded against formulas (cells.ts). The answer
 * is never cached: it holds the organization's data as of now.
 */
export function sendExport<T>(reply: FastifyReply, options: ExportOptions<T>): FastifyReply | Promise<FastifyReply> {
  const { columns, rows, format } = options;
  const headers = columns.map((column) => column.header);
  const valuesOf = (row: T) => columns.map((column) => column.value(row));
  const fileName = exportFileName(options.fileStem, format, options.now, options.timeZone);
  void reply
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .type(format === 'csv' ? CSV_TYPE : XLSX_TYPE);
  if (format === 'csv') return reply.send(csvStream(headers, valuesOf, rows));
  return buildXlsx(headers, valuesOf, rows, sheetNameOf(options.fileStem)).then((bytes) => reply.send(bytes));
}

/** 'clients' -> 'Clients': the sheet's tab (Excel allows 31 characters, and not : \ / ? * [ ]). */
function sheetNameOf(stem: string): string {
  const name = stem.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : 'Export';
}
