import { Readable } from 'node:stream';
import { exportCell, type ExportCell, type ExportValue } from './cells';

/** The byte order mark: without it Excel reads UTF-8 as the local code page and breaks accents. */
export const UTF8_BOM = '\uFEFF';
const CRLF = '\r\n';
/** A piece of the stream: big enough to keep the per-chunk cost low, small enough to stay lazy. */
export const CSV_CHUNK_CHARS = 64 * 1024;

const NEEDS_QUOTES = /[",\r\n]/;

/** RFC 4180: a cell holding a comma, quote, CR or LF is quoted, with its quotes doubled. */
function csvField(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One record with its CRLF; values are made cells (formula guard, Yes/No) first. */
export function csvLine(values: readonly ExportValue[]): string {
  return values.map((value) => csvField(exportCell(value))).join(',') + CRLF;
}

/**
 * The file as a stream: a BOM and the header line, then records made only when the reader asks
 * (Readable's read() is called again once the socket has taken the previous piece), so a 100k-row
 * export never sits in memory as one string and a slow client slows the reading of the table.
 */
export function csvStream<T>(
  headers: readonly string[],
  valuesOf: (row: T) => readonly ExportValue[],
  rows: Iterable<T>,
): Readable {
  let iterator: Iterator<T> | undefined;
  let started = false;
  return new Readable({
    encoding: 'utf8',
    read() {
      try {
        let piece = '';
        if (!started) {
          started = true;
          piece = UTF8_BOM + csvLine(headers);
          iterator = rows[Symbol.iterator]();
        }
        while (piece.length < CSV_CHUNK_CHARS) {
          const next = iterator!.next();
          if (next.done) {
            if (piece) this.push(piece);
            this.push(null);
            return;
          }
          piece += csvLine(valuesOf(next.value));
        }
        this.push(piece);
      } catch (error) {
        this.destroy(error as Error);
      }
    },
    destroy(error, callback) {
      // Closes a generator early (a client that went away), so it can release what it holds.
      iterator?.return?.();
      callback(error);
    },
  });
}
