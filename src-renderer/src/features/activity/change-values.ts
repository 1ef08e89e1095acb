import type { ActivityEntry } from '../../../../server/contract/activity';

/** The words a value is shown with where it is not text: booleans and nothing at all. */
export interface ValueWords {
  yes: string;
  no: string;
  empty: string;
}

/**
 * One before or after value as a person reads it: text as is, Yes/No for a switch, a number as
 * written, a list or an object as compact JSON (a readable one-liner, the raw view has the rest).
 */
export function formatValue(value: unknown, words: ValueWords): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

export interface ChangeRow {
  path: string;
  before: unknown;
  after: unknown;
}

/** The changes of an entry as table rows, by field path, so the same field sits in the same place. */
export function changeRows(changes: ActivityEntry['changes']): ChangeRow[] {
  if (changes === null) return [];
  return Object.entries(changes)
    .map(([path, { before, after }]) => ({ path, before, after }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
