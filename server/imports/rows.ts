import { detail, type ActivityDetail, type ActivityDetailKey } from '../contract/activity-details';
import type { ImportRow, ImportRowError } from '../contract/imports/api';

/*
 * What every import (clients, products, treatments, staff: their modules' import.ts) does with a
 * row before the entity's own rules see it, and how it counts.
 */

type ImportCell = string | number | boolean | null | string[] | undefined;

/** Sets a key as the row's own field, even one named __proto__ (so the check refuses it by name). */
function setField(row: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(row, key, { value, enumerable: true, writable: true, configurable: true });
  else row[key] = value;
}

/**
 * A row of an import as the entity's create rules see it: text trimmed, '' and null meaning "not
 * given" (a spreadsheet has no other way to leave a cell out), empty list items dropped. A plain
 * object (a prototype-less one would be a slow dictionary for every check that reads it), written
 * so that no key a file names can reach a prototype.
 */
export function cleanRow(raw: ImportRow): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  // The schema bounds each value (ImportRow's additionalProperties); its static type cannot say so.
  const cells = raw as Record<string, ImportCell>;
  for (const key of Object.keys(cells)) {
    const value = cells[key];
    if (typeof value === 'string') {
      const text = value.trim();
      if (text !== '') setField(row, key, text);
    } else if (Array.isArray(value)) {
      // The body bounds a row's shape, not its values: a list holding anything but text is kept
      // as it came, and the entity's check refuses it by name.
      const texts = value.every((item): item is string => typeof item === 'string');
      setField(row, key, texts ? value.map((item) => item.trim()).filter((item) => item !== '') : value);
    } else if (value !== null && value !== undefined) setField(row, key, value);
  }
  return row;
}

/** A list a cell holds as text ("VIP, Colour" or "Balayage; Regular"), as a list. */
export function listCell(row: Record<string, unknown>, key: string): void {
  const value = row[key];
  if (typeof value === 'string') row[key] = value.split(/[,;]/).map((item) => item.trim());
}

const YES = /^(yes|y|true|1|active)$/i;
const NO = /^(no|n|false|0|inactive)$/i;

/** What a flag that is neither says: our exports write Yes and No. */
export const NOT_A_FLAG = 'Active must be Yes or No';

/**
 * A flag a cell holds as text (our exports write Yes and No) as a boolean; answers whether the
 * row's value is now a flag or absent, false for anything else, which the caller refuses.
 */
export function flagCell(row: Record<string, unknown>, key: string): boolean {
  const value = row[key];
  if (typeof value === 'string') {
    if (YES.test(value)) row[key] = true;
    else if (NO.test(value)) row[key] = false;
  } else if (typeof value === 'number' && (value === 0 || value === 1)) row[key] = value === 1;
  return row[key] === undefined || typeof row[key] === 'boolean';
}

/** The counts of a call as they go along; `fail` keeps the rows in order of rowIndex. */
export function importTally() {
  const tally = { imported: 0, failed: 0, errors: [] as ImportRowError[] };
  return {
    tally,
    fail(rowIndex: number, error: string) {
      tally.failed += 1;
      tally.errors.push({ rowIndex, error });
    },
  };
}

/** Import counts other than the imported rows, as the activity line names them. */
const IMPORT_COUNTS = {
  failed: 'activityDetail.import.failed',
  skipped: 'activityDetail.import.skipped',
  merged: 'activityDetail.import.merged',
  newCategories: 'activityDetail.import.newCategories',
} as const satisfies Record<string, ActivityDetailKey>;

/** "Imported 1,950 clients: 30 skipped, 10 merged, 10 failed", for the activity log (counts of 0 left out). */
export function importSummary(
  what: Extract<ActivityDetailKey, `activityDetail.import.${string}`>,
  counts: { imported: number } & Partial<Record<keyof typeof IMPORT_COUNTS, number>>,
): ActivityDetail {
  const { imported, ...rest } = counts;
  const head = detail(what, { count: imported });
  // In the order the caller gives them.
  const others = Object.entries(rest)
    .filter((entry): entry is [keyof typeof IMPORT_COUNTS, number] => (entry[1] ?? 0) > 0)
    .map(([name, count]) => detail(IMPORT_COUNTS[name], { count }));
  return others.length > 0 ? detail('activityDetail.import.withCounts', { imported: head, counts: others }) : head;
}
