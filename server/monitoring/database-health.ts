import { statSync } from 'node:fs';
import type Database from 'better-sqlite3';

/** quick_check reads the whole file: on a big database it is run at most this often. */
export const QUICK_CHECK_EVERY_MS = 60_000;
/** How often the monitor folds the write-ahead log back into the database. */
export const CHECKPOINT_EVERY_MS = 5 * 60_000;

export interface QuickCheck {
  ok: boolean;
  /** SQLite's own words: 'ok', or the problems it found (the first few). */
  result: string;
  checkedAt: string;
}

export interface Checkpoint {
  at: string;
  /** SQLite could not finish because a reader or writer held the log. */
  busy: boolean;
  /** Frames in the log, and how many were written back (-1 when the database has no log). */
  logFrames: number;
  checkpointedFrames: number;
}

export interface DatabaseFigures {
  quickCheck: QuickCheck;
  inMemory: boolean;
  sizeBytes: number;
  /** The `-wal` file's size on disk; null for an in-memory database, which has none. */
  walBytes: number | null;
  lastCheckpoint: Checkpoint | null;
}

/** The database's health for the monitor: a cached quick_check, its size, its log and the last checkpoint. */
export class DatabaseHealth {
  private checked: { at: number; answer: QuickCheck } | null = null;
  private checkpoint: Checkpoint | null = null;
  private timer: NodeJS.Timeout | null = null;
  // Prepared once: .pragma() prepares its statement at every call, a third of a monitor's answer.
  private readonly size: Database.Statement<[], number>;

  constructor(
    private readonly sqlite: Database.Database,
    private readonly clock: () => Date,
  ) {
    this.size = sqlite
      .prepare<[], number>('SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()')
      .pluck();
  }

  /** Checkpoints every few minutes; the timer never keeps the process alive. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.runCheckpoint(), CHECKPOINT_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  runCheckpoint(): Checkpoint | null {
    if (!this.sqlite.open) return this.checkpoint;
    const [row] = this.sqlite.pragma('wal_checkpoint(PASSIVE)') as {
      busy: number;
      log: number;
      checkpointed: number;
    }[];
    this.checkpoint = {
      at: this.clock().toISOString(),
      busy: row?.busy === 1,
      logFrames: row?.log ?? -1,
      checkpointedFrames: row?.checkpointed ?? -1,
    };
    return this.checkpoint;
  }

  quickCheck(): QuickCheck {
    const now = this.clock();
    if (this.checked && now.getTime() - this.checked.at < QUICK_CHECK_EVERY_MS) return this.checked.answer;
    const rows = this.sqlite.pragma('quick_check(10)', { simple: false }) as { quick_check: string }[];
    const lines = rows.map((row) => row.quick_check);
    const answer = {
      ok: lines.length === 1 && lines[0] === 'ok',
      result: lines.join('\n'),
      checkedAt: now.toISOString(),
    };
    this.checked = { at: now.getTime(), answer };
    return answer;
  }

  figures(): DatabaseFigures {
    const inMemory = this.sqlite.memory;
    return {
      quickCheck: this.quickCheck(),
      inMemory,
      sizeBytes: this.size.get() ?? 0,
      walBytes: inMemory ? null : walSize(this.sqlite.name),
      lastCheckpoint: this.checkpoint,
    };
  }
}

function walSize(file: string): number {
  // No log on disk right now (never written, or removed at the last close): nothing pending.
  return statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0;
}
