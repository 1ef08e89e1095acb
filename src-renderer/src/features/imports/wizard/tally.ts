import type { BuiltRows } from '../../../../../server/contract/imports/types';
import { fileRowNumber, type Chunk } from './chunks';

/**
 * The rows' statuses as spec part 3 §4 has them, kept as counts and a list of the rows that did not
 * go in (a 100k-row file must not hold 100k status objects): every row of a chunk the server
 * answered is a success, then the rows its `errors` name are errors with their message; a call
 * that failed marks all its rows as errors with the server's message. Rows refused while building
 * (no first name...) are errors before anything is sent.
 */

export interface RowFailure {
  /** The row's number in the file, as a person counts it. */
  rowNumber: number;
  error: string;
}

/** One call's answer (ImportResult, with the clients' skipped and merged). */
export interface ChunkAnswer {
  imported: number;
  failed: number;
  skipped?: number;
  merged?: number;
  errors: readonly { rowIndex: number; error: string }[];
}

export interface ImportTally {
  /** New records. */
  imported: number;
  /** Clients already there, left as they were (the duplicates choice 'skip'). */
  skipped: number;
  /** Clients already there, completed with the file's values (the duplicates choice 'merge'). */
  merged: number;
  /** Rows that did not go in: refused while building, refused by the server, or in a failed call. */
  failed: number;
  /** Rows sent, whatever the answer. */
  sent: number;
  /** Every row not imported (skipped duplicates included), by file row number. */
  failures: RowFailure[];
}

/** Before the first call: the rows the build refused are already errors. */
export function startTally(problems: BuiltRows['problems']): ImportTally {
  return {
    imported: 0,
    skipped: 0,
    merged: 0,
    failed: problems.length,
    sent: 0,
    failures: problems.map(({ rowNumber, error }) => ({ rowNumber, error })),
  };
}

/**
 * A chunk's answer. Its row errors are named by rowIndex within the call; the chunk's offset turns
 * them into file row numbers. Appends to the tally's list (the caller owns it) instead of copying
 * tens of thousands of failures per chunk.
 */
export function addAnswer(
  tally: ImportTally,
  chunk: Chunk,
  rowNumbers: readonly number[],
  answer: ChunkAnswer,
): ImportTally {
  for (const { rowIndex, error } of answer.errors) {
    const rowNumber = fileRowNumber(rowNumbers, chunk, rowIndex);
    if (rowNumber !== undefined) tally.failures.push({ rowNumber, error });
  }
  return {
    ...tally,
    imported: tally.imported + answer.imported,
    skipped: tally.skipped + (answer.skipped ?? 0),
    merged: tally.merged + (answer.merged ?? 0),
    failed: tally.failed + answer.failed,
    sent: tally.sent + chunk.count,
  };
}

/** A call that failed as a whole: nothing of it went in (each call is one transaction). */
export function addFailedCall(
  tally: ImportTally,
  chunk: Chunk,
  rowNumbers: readonly number[],
  message: string,
): ImportTally {
  for (let at = chunk.offset; at < chunk.offset + chunk.count; at += 1) {
    const rowNumber = rowNumbers[at];
    if (rowNumber !== undefined) tally.failures.push({ rowNumber, error: message });
  }
  return { ...tally, failed: tally.failed + chunk.count, sent: tally.sent + chunk.count };
}

/** The failures in file order (build problems come first in the list, call errors after). */
export function sortedFailures(tally: ImportTally): RowFailure[] {
  return [...tally.failures].sort((a, b) => a.rowNumber - b.rowNumber);
}

/** Rows that went in, new or merged. */
export const succeeded = (tally: ImportTally) => tally.imported + tally.merged;
