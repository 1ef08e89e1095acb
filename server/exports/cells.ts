import { guardFormula } from '../contract/imports/formula-guard';

/** What one column gives for a row: text, a number, a flag or nothing. */
export type ExportValue = string | number | boolean | null;

/** A cell as both writers store it: text (already guarded), a number, or empty. */
export type ExportCell = string | number | null;

/**
 * One rule for both formats: text goes through the formula guard (OWASP CSV injection: a cell
 * starting with = + - @ tab or CR would run in a spreadsheet), numbers stay numbers (-5 is a
 * number, not a formula), flags read Yes/No, nothing is an empty cell. A number that is not
 * finite has no spreadsheet form, so it is left empty rather than written as "NaN".
 */
export function exportCell(value: ExportValue): ExportCell {
  if (value === null) return null;
  if (typeof value === 'string') return guardFormula(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return Number.isFinite(value) ? value : null;
}
