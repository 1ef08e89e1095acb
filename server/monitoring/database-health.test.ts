import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DatabaseHealth } from './database-health';

describe('database health', () => {
  let dir: string | undefined;
  let handle: DatabaseHandle | undefined;
  afterEach(() => {
    handle?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("gives the file's size, its log's size and the checkpoint's answer", () => {
    dir = mkdtempSync(join(tmpdir(), 'salon-health-'));
    const file = join(dir, 'salon.db');
    handle = openDatabase(file);
    handle.sqlite.exec(`CREATE TABLE t (x TEXT);
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200)
      INSERT INTO t SELECT hex(randomblob(500)) FROM n`);
    const health = new DatabaseHealth(handle.sqlite, () => new Date('2026-01-01T10:00:00Z'));
    expect(health.figures().lastCheckpoint).toBeNull();

    const checkpoint = health.runCheckpoint();
    expect(checkpoint).toMatchObject({ at: '2026-01-01T10:00:00.000Z', busy: false });
    expect(checkpoint!.checkpointedFrames).toBe(checkpoint!.logFrames);
    const figures = health.figures();
    expect(figures.inMemory).toBe(false);
    expect(figures.sizeBytes).toBe(statSync(file).size);
    expect(figures.walBytes).toBe(statSync(`${file}-wal`).size);
    expect(figures.quickCheck).toEqual({ ok: true, result: 'ok', checkedAt: '2026-01-01T10:00:00.000Z' });
    expect(figures.lastCheckpoint).toEqual(checkpoint);
  });

  it('runs quick_check at most once a minute', () => {
    handle = openDatabase(':memory:');
    let now = new Date('2026-01-01T10:00:00Z');
    const health = new DatabaseHealth(handle.sqlite, () => now);
    expect(health.quickCheck().checkedAt).toBe('2026-01-01T10:00:00.000Z');
    now = new Date('2026-01-01T10:00:59Z');
    expect(health.quickCheck().checkedAt).toBe('2026-01-01T10:00:00.000Z');
    now = new Date('2026-01-01T10:01:00Z');
    expect(health.quickCheck().checkedAt).toBe('2026-01-01T10:01:00.000Z');
    expect(health.figures().walBytes).toBeNull();
  });
});
