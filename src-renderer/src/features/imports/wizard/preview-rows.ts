import type { BuiltRows, Mapping } from '../../../../../server/contract/imports/types';

/** §9: the preview shows the first 10 rows, then '+ {n} additional'. */
export const PREVIEW_ROWS = 10;

/** A mapped value (api.ts's ImportRow allows these; its static type is an open object). */
export type RowValue = string | number | boolean | null | readonly string[];
type RowValues = Readonly<Record<string, RowValue>>;

/** A row of the preview: ready (pending, with its mapped values) or refused with its reason. */
export type PreviewRow =
  { rowNumber: number; status: 'pending'; values: RowValues } | { rowNumber: number; status: 'error'; error: string };

/**
 * The first rows of the file in file order, the ready ones and the refused ones together, so the
 * person sees a bad row where it is in the file. Only walks as far as it needs to (the lists are in
 * file order; a 100k-row file is not sorted for ten rows).
 */
export function previewRows(built: BuiltRows, limit = PREVIEW_ROWS): PreviewRow[] {
  const preview: PreviewRow[] = [];
  let ready = 0;
  let refused = 0;
  while (preview.length < limit) {
    const nextReady = built.rowNumbers[ready];
    const nextRefused = built.problems[refused];
    if (nextReady === undefined && nextRefused === undefined) break;
    if (nextRefused === undefined || (nextReady !== undefined && nextReady < nextRefused.rowNumber)) {
      preview.push({ rowNumber: nextReady!, status: 'pending', values: built.rows[ready] as RowValues });
      ready += 1;
    } else {
      preview.push({ rowNumber: nextRefused.rowNumber, status: 'error', error: nextRefused.error });
      refused += 1;
    }
  }
  return preview;
}

/** The rows not shown, for '+ {n} additional'. */
export function additionalRows(built: BuiltRows, shown: number): number {
  return Math.max(0, built.rows.length + built.problems.length - shown);
}

/** Sent with every row and always the same (§3: isActive is sent as true): not worth a column. */
const CONSTANT_FIELDS = new Set(['isActive']);

/**
 * The preview's columns: the fields the shown rows carry, in the file's column order where a
 * column maps to them, then those the build derived (a staff member's first and last name from a
 * full name).
 */
export function previewColumns(mapping: Mapping, rows: readonly PreviewRow[]): string[] {
  const present = new Set<string>();
  for (const row of rows) if (row.status === 'pending') for (const key of Object.keys(row.values)) present.add(key);
  const columns: string[] = [];
  for (const field of mapping)
    if (field !== null && present.has(field) && !columns.includes(field)) columns.push(field);
  for (const key of present) if (!columns.includes(key) && !CONSTANT_FIELDS.has(key)) columns.push(key);
  return columns;
}

/** A mapped value as the preview shows it: lists joined, flags and numbers as text, nothing as ''. */
export function shownValue(value: RowValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * A value of the preview long enough to be read as text (a note, a list of services) rather than
 * at a glance: it wraps at its spaces in a column of its own width, where a name, a phone number or
 * a date stays on one line.
 */
const LONG_PREVIEW_VALUE = 32;
export const isLongPreviewValue = (text: string): boolean => text.length > LONG_PREVIEW_VALUE;
