import type { ImportRow } from '../../../../../server/contract/imports/api';
import type { BuiltRows } from '../../../../../server/contract/imports/types';
import { nextChunk, type Chunk } from './chunks';
import { addAnswer, addFailedCall, startTally, type ChunkAnswer, type ImportTally } from './tally';

/**
 * The importing step's loop: the built rows go to the server one chunk after another (never two at
 * once: the server works through one transaction at a time anyway, and the order keeps the
 * progress honest). A cancel is looked at before each chunk, never during one: a call in flight
 * finishes, so only whole chunks are ever in.
 */

/** How a failed call ends the run. */
export type CallFailure = {
  error: unknown;
  /** The text its rows are marked with: the server's reason, or the page's fallback. */
  message: string;
};

export interface ImportOutcome {
  tally: ImportTally;
  /** Rows never sent: after a cancel, or after a call failure that later calls would share. */
  notSent: number;
  cancelled: boolean;
  /** The last failed call, when one failed. */
  callFailure?: CallFailure;
}

export interface ImportProgress {
  /** Rows answered so far (sent, whatever the answer). */
  done: number;
  total: number;
  elapsedMs: number;
}

export interface RunImportOptions {
  built: BuiltRows;
  send: (rows: ImportRow[]) => Promise<ChunkAnswer>;
  maxRows: number;
  maxBytes: number;
  /** Asked before each chunk: true once the person pressed Cancel. */
  shouldStop: () => boolean;
  onProgress: (progress: ImportProgress) => void;
  /** The message a failed call's rows get. */
  failureText: (error: unknown) => string;
  /**
   * Whether the next chunks may still go after this failure: yes when the server refused this
   * chunk's content (400, 413), no when every later call would fail the same way (no connection,
   * signed out, no permission, the plan's limit, a server fault).
   */
  continuesAfter: (error: unknown) => boolean;
  /** At most one progress report per this many milliseconds (the last one always comes). */
  progressEveryMs?: number;
  now?: () => number;
}

export async function runImport(options: RunImportOptions): Promise<ImportOutcome> {
  const { built, send, maxRows, maxBytes, shouldStop, onProgress, failureText, continuesAfter } = options;
  const now = options.now ?? (() => performance.now());
  const every = options.progressEveryMs ?? 300;
  const total = built.rows.length;
  const started = now();
  let reportedAt = -Infinity;
  let tally = startTally(built.problems);
  let offset = 0;
  let callFailure: CallFailure | undefined;

  const report = (force: boolean) => {
    const at = now();
    if (!force && at - reportedAt < every) return;
    reportedAt = at;
    onProgress({ done: offset, total, elapsedMs: at - started });
  };

  report(true);
  let chunk: Chunk = nextChunk(built.rows, offset, maxRows, maxBytes);
  while (offset < total) {
    if (shouldStop()) return { tally, notSent: total - offset, cancelled: true, callFailure };
    const call = send(built.rows.slice(chunk.offset, chunk.offset + chunk.count));
    // The next chunk is measured while this call is in flight: the page's work overlaps the server's.
    const after = chunk.offset + chunk.count;
    const upcoming = after < total ? nextChunk(built.rows, after, maxRows, maxBytes) : undefined;
    try {
      tally = addAnswer(tally, chunk, built.rowNumbers, await call);
    } catch (error) {
      callFailure = { error, message: failureText(error) };
      tally = addFailedCall(tally, chunk, built.rowNumbers, callFailure.message);
      if (!continuesAfter(error)) {
        offset += chunk.count;
        report(true);
        return { tally, notSent: total - offset, cancelled: false, callFailure };
      }
    }
    offset += chunk.count;
    report(offset >= total);
    if (upcoming) chunk = upcoming;
  }
  return { tally, notSent: 0, cancelled: false, callFailure };
}
