import { describe, expect, it } from 'vitest';
import type { ImportRow } from '../../../../../server/contract/imports/api';
import type { BuiltRows } from '../../../../../server/contract/imports/types';
import { ApiError } from '../../../api/api-error';
import { fileRowNumber, jsonBytes, nextChunk } from './chunks';
import { runImport, type ImportProgress, type RunImportOptions } from './run-import';
import { addAnswer, addFailedCall, sortedFailures, startTally, succeeded } from './tally';
import { secondsLeft, timeLeft } from './time-left';

/** Rows as the worker builds them: a header on line 1, so data starts at file row 2. */
function built(count: number, problems: BuiltRows['problems'] = []): BuiltRows {
  const rows: ImportRow[] = [];
  const rowNumbers: number[] = [];
  const refused = new Set(problems.map((problem) => problem.rowNumber));
  for (let line = 2; rows.length < count; line += 1) {
    if (refused.has(line)) continue;
    rows.push({ firstName: `Ada${line}`, lastName: 'Lovelace' });
    rowNumbers.push(line);
  }
  return { rows, rowNumbers, problems };
}

function options(overrides: Partial<RunImportOptions> & Pick<RunImportOptions, 'built' | 'send'>): RunImportOptions {
  return {
    maxRows: 10,
    maxBytes: 1_000_000,
    shouldStop: () => false,
    onProgress: () => undefined,
    failureText: (error) => (error instanceof Error ? error.message : 'Import failed'),
    continuesAfter: (error) => error instanceof ApiError && (error.status === 400 || error.status === 413),
    ...overrides,
  };
}

describe('cutting the rows into calls', () => {
  it('takes up to the row limit, and what is left at the end', () => {
    const { rows } = built(25);
    expect(nextChunk(rows, 0, 10, 1_000_000)).toEqual({ offset: 0, count: 10 });
    expect(nextChunk(rows, 20, 10, 1_000_000)).toEqual({ offset: 20, count: 5 });
    expect(nextChunk(rows, 25, 10, 1_000_000)).toEqual({ offset: 25, count: 0 });
  });

  it('halves a chunk whose JSON is over the byte limit until it fits', () => {
    const rows: ImportRow[] = Array.from({ length: 8 }, (_, at) => ({ notes: 'x'.repeat(100), at }));
    const one = jsonBytes([rows[0]]);
    const { count } = nextChunk(rows, 0, 8, one * 3);
    expect(count).toBe(2);
    expect(jsonBytes(rows.slice(0, count))).toBeLessThanOrEqual(one * 3);
  });

  it('still sends a single row that is over the limit, for the server to refuse with its reason', () => {
    const rows: ImportRow[] = [{ notes: 'x'.repeat(500) }, { notes: 'y' }];
    expect(nextChunk(rows, 0, 2, 10)).toEqual({ offset: 0, count: 1 });
  });

  it('counts bytes, not characters (a chunk of Japanese notes is three times its length)', () => {
    expect(jsonBytes(['é'])).toBe(6);
    expect(jsonBytes(['予約'])).toBe(10);
  });

  it('turns a rowIndex of a call into the file row number, and ignores one outside the call', () => {
    const rowNumbers = [2, 3, 5, 6, 7];
    const chunk = { offset: 2, count: 3 };
    expect(fileRowNumber(rowNumbers, chunk, 0)).toBe(5);
    expect(fileRowNumber(rowNumbers, chunk, 2)).toBe(7);
    expect(fileRowNumber(rowNumbers, chunk, 3)).toBeUndefined();
    expect(fileRowNumber(rowNumbers, chunk, -1)).toBeUndefined();
    expect(fileRowNumber(rowNumbers, chunk, 0.5)).toBeUndefined();
  });
});

describe('the rows’ statuses', () => {
  it('starts with the rows the build refused as errors', () => {
    const tally = startTally([{ rowNumber: 4, error: 'First name is required' }]);
    expect(tally).toMatchObject({ imported: 0, failed: 1, sent: 0 });
    expect(tally.failures).toEqual([{ rowNumber: 4, error: 'First name is required' }]);
  });

  it('marks every row of an answered chunk a success except those its errors name, by file row number', () => {
    const rowNumbers = [2, 3, 4, 5, 6, 7];
    let tally = startTally([]);
    tally = addAnswer(tally, { offset: 0, count: 3 }, rowNumbers, {
      imported: 2,
      failed: 1,
      errors: [{ rowIndex: 1, error: 'Email must be an email address' }],
    });
    tally = addAnswer(tally, { offset: 3, count: 3 }, rowNumbers, {
      imported: 1,
      failed: 0,
      skipped: 1,
      merged: 1,
      errors: [{ rowIndex: 0, error: 'A client with this email already exists' }],
    });
    expect(tally).toMatchObject({ imported: 3, failed: 1, skipped: 1, merged: 1, sent: 6 });
    expect(succeeded(tally)).toBe(4);
    expect(sortedFailures(tally)).toEqual([
      { rowNumber: 3, error: 'Email must be an email address' },
      { rowNumber: 5, error: 'A client with this email already exists' },
    ]);
  });

  it('marks every row of a failed call an error with the server’s message', () => {
    const rowNumbers = [2, 3, 4, 5];
    const tally = addFailedCall(startTally([]), { offset: 2, count: 2 }, rowNumbers, 'Client limit reached');
    expect(tally).toMatchObject({ imported: 0, failed: 2, sent: 2 });
    expect(tally.failures).toEqual([
      { rowNumber: 4, error: 'Client limit reached' },
      { rowNumber: 5, error: 'Client limit reached' },
    ]);
  });

  it('lists build problems and server errors together in file order', () => {
    let tally = startTally([{ rowNumber: 9, error: 'Last name is required' }]);
    tally = addAnswer(tally, { offset: 0, count: 2 }, [2, 3], {
      imported: 1,
      failed: 1,
      errors: [{ rowIndex: 1, error: 'Bad phone' }],
    });
    expect(sortedFailures(tally).map((failure) => failure.rowNumber)).toEqual([3, 9]);
  });
});

describe('time left', () => {
  it('waits for a pace, then goes by the average so far', () => {
    expect(secondsLeft(0, 100, 0)).toBeNull();
    expect(timeLeft(0, 100, 5000)).toBeNull();
    expect(secondsLeft(25, 100, 10_000)).toBe(30);
    expect(secondsLeft(100, 100, 10_000)).toBe(0);
  });

  it('says seconds in steps of five under a minute, then whole minutes rounded up', () => {
    expect(timeLeft(25, 100, 10_000)).toEqual({ unit: 'seconds', value: 30 });
    expect(timeLeft(99, 100, 1000)).toEqual({ unit: 'seconds', value: 5 });
    expect(timeLeft(50, 100, 12_000)).toEqual({ unit: 'seconds', value: 15 });
    expect(timeLeft(10, 100, 10_000)).toEqual({ unit: 'minutes', value: 2 });
  });
});

describe('the import loop', () => {
  it('sends the rows in chunks, one after the other, and tallies each answer with its offset', async () => {
    const rows = built(25, [{ rowNumber: 3, error: 'First name is required' }]);
    const calls: number[] = [];
    let inFlight = 0;
    const outcome = await runImport(
      options({
        built: rows,
        send: async (chunk) => {
          inFlight += 1;
          expect(inFlight).toBe(1);
          calls.push(chunk.length);
          await Promise.resolve();
          inFlight -= 1;
          // The second call refuses its third row.
          return calls.length === 2
            ? { imported: chunk.length - 1, failed: 1, errors: [{ rowIndex: 2, error: 'Bad email' }] }
            : { imported: chunk.length, failed: 0, errors: [] };
        },
      }),
    );
    expect(calls).toEqual([10, 10, 5]);
    expect(outcome.cancelled).toBe(false);
    expect(outcome.notSent).toBe(0);
    expect(outcome.tally).toMatchObject({ imported: 24, failed: 2, sent: 25 });
    // Rows 2, 4, 5… (3 was refused by the build): the 13th row sent is file row 15.
    expect(sortedFailures(outcome.tally)).toEqual([
      { rowNumber: 3, error: 'First name is required' },
      { rowNumber: 15, error: 'Bad email' },
    ]);
  });

  it('stops before the next chunk on Cancel, never during one, and says what went in', async () => {
    let stop = false;
    const outcome = await runImport(
      options({
        built: built(30),
        shouldStop: () => stop,
        send: async (chunk) => {
          // Cancel pressed while the first call is in flight: it still completes.
          stop = true;
          await Promise.resolve();
          return { imported: chunk.length, failed: 0, errors: [] };
        },
      }),
    );
    expect(outcome).toMatchObject({ cancelled: true, notSent: 20 });
    expect(outcome.tally).toMatchObject({ imported: 10, sent: 10 });
  });

  it('goes on after a call whose content the server refused, marking that chunk’s rows', async () => {
    let call = 0;
    const outcome = await runImport(
      options({
        built: built(20),
        send: async (chunk) => {
          call += 1;
          if (call === 1) throw new ApiError(413, 'Request body is too large');
          return { imported: chunk.length, failed: 0, errors: [] };
        },
      }),
    );
    expect(outcome.notSent).toBe(0);
    expect(outcome.tally).toMatchObject({ imported: 10, failed: 10 });
    expect(outcome.callFailure?.message).toBe('Request body is too large');
    expect(outcome.tally.failures[0]).toEqual({ rowNumber: 2, error: 'Request body is too large' });
  });

  it('stops after a call failure every later call would share, and counts the rest as not sent', async () => {
    const outcome = await runImport(
      options({
        built: built(30),
        send: () => Promise.reject(new ApiError(402, 'Your plan allows 500 clients')),
      }),
    );
    expect(outcome).toMatchObject({ cancelled: false, notSent: 20 });
    expect(outcome.tally).toMatchObject({ imported: 0, failed: 10, sent: 10 });
    expect(outcome.callFailure?.message).toBe('Your plan allows 500 clients');
  });

  it('reports progress at most every so often, and always the end', async () => {
    let clock = 0;
    const seen: ImportProgress[] = [];
    await runImport(
      options({
        built: built(50),
        now: () => clock,
        progressEveryMs: 250,
        onProgress: (progress) => seen.push(progress),
        send: async (chunk) => {
          clock += 100;
          return { imported: chunk.length, failed: 0, errors: [] };
        },
      }),
    );
    expect(seen.map((progress) => progress.done)).toEqual([0, 30, 50]);
    expect(seen.at(-1)).toEqual({ done: 50, total: 50, elapsedMs: 500 });
  });
});
