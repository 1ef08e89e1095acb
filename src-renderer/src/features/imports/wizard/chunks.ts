import type { ImportRow } from '../../../../../server/contract/imports/api';

/**
 * How the built rows are cut into calls. Each import call is one transaction on the server, so a
 * chunk is the unit a cancel or a failure leaves whole. A chunk holds at most IMPORT_CHUNK_ROWS
 * rows and its JSON must stay under the route's body limit: rows with long notes can make 2,000
 * rows too big, so such a chunk is halved until it fits.
 */

/** One call's share of the rows: `offset` is where it starts in the built list. */
export interface Chunk {
  offset: number;
  count: number;
}

/** Bytes of a value as the API client sends it (JSON, UTF-8). */
export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

/**
 * Room kept for the body's wrapper (`{"clients":[…],"duplicates":"merge"}`) and the separators:
 * the limit is checked on the rows alone, which is cheaper than building the body twice.
 */
export const BODY_WRAPPER_BYTES = 1024;

/**
 * The next chunk from `offset`: as many rows as `maxRows` allows, halved while its JSON is over
 * `maxBytes`. A single row over the limit still makes a chunk of its own: the server then refuses
 * that one call, and the row is reported with the server's reason rather than dropped here.
 */
export function nextChunk(
  rows: readonly ImportRow[],
  offset: number,
  maxRows: number,
  maxBytes: number,
  measure: (rows: readonly ImportRow[]) => number = jsonBytes,
): Chunk {
  let count = Math.max(0, Math.min(maxRows, rows.length - offset));
  while (count > 1 && measure(rows.slice(offset, offset + count)) > maxBytes) count = Math.ceil(count / 2);
  return { offset, count };
}

/**
 * The file row number of a row an answer names: the server counts `rowIndex` from 0 within its
 * call, the file counts rows as a person does. Undefined for an index outside the chunk (a server
 * that answers something unexpected must not mark another chunk's row).
 */
export function fileRowNumber(rowNumbers: readonly number[], chunk: Chunk, rowIndex: number): number | undefined {
  if (!Number.isInteger(rowIndex) || rowIndex < 0 || rowIndex >= chunk.count) return undefined;
  return rowNumbers[chunk.offset + rowIndex];
}
