import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const MIGRATION = join(import.meta.dirname, '../../../server/db/migrations/0012_appointments.sql');
const PRACTITIONERS = 20;
const SPAN_MS = 30 * 60_000;

/** Migration 0012's statements for the guard's table: the table and its indexes, and its triggers if asked. */
function busyTableStatements(withTrigger: boolean): string[] {
  return readFileSync(MIGRATION, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(
      (statement) =>
        /CREATE TABLE `practitioner_busy`/.test(statement) ||
        /CREATE INDEX `[^`]+` ON `practitioner_busy`/.test(statement) ||
        (withTrigger && /CREATE TRIGGER `[^`]+` BEFORE [^\n]* ON `practitioner_busy`/.test(statement)),
    );
}

/** Microseconds per insert of `count` non-overlapping spans, in random order, into a fresh in-memory table. */
function timeInserts(count: number, withTrigger: boolean): number {
  const db = new Database(':memory:');
  try {
    // The table's foreign keys point at tables this copy leaves out.
    db.pragma('foreign_keys = OFF');
    const statements = busyTableStatements(withTrigger);
    for (const statement of statements) db.exec(statement);
    const triggers = statements.filter((statement) => statement.includes('CREATE TRIGGER')).length;
    if (withTrigger && triggers !== 2)
      throw new Error(`expected the 2 guard triggers in migration 0012, found ${triggers}`);
    const insert = db.prepare(
      `INSERT INTO practitioner_busy (id, organization_id, practitioner_id, start_ms, end_ms, appointment_id, created_ms)
       VALUES (?, 'org', ?, ?, ?, ?, ?)`,
    );
    // Spans back to back per practitioner, booked in random order as clients do.
    const slots = Array.from({ length: count }, (_, i) => i);
    for (let i = slots.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [slots[i], slots[j]] = [slots[j]!, slots[i]!];
    }
    const started = performance.now();
    for (const slot of slots) {
      const start = 1_800_000_000_000 + Math.floor(slot / PRACTITIONERS) * SPAN_MS;
      insert.run(`busy-${slot}`, `practitioner-${slot % PRACTITIONERS}`, start, start + SPAN_MS, `appt-${slot}`, 0);
    }
    return ((performance.now() - started) * 1000) / count;
  } finally {
    db.close();
  }
}

export interface TriggerCost {
  count: number;
  practitioners: number;
  withTriggerMicros: number;
  withoutTriggerMicros: number;
}

/** The guard trigger's raw SQLite cost: the same inserts with and without it (each measured after a warm-up). */
export function measureTriggerCost(count: number): TriggerCost {
  timeInserts(1_000, true);
  timeInserts(1_000, false);
  return {
    count,
    practitioners: PRACTITIONERS,
    withoutTriggerMicros: timeInserts(count, false),
    withTriggerMicros: timeInserts(count, true),
  };
}
