import { guardFormula } from '../../../../../server/contract/imports/formula-guard';
import type { RowFailure } from './tally';

/** RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled. */
function cell(value: string): string {
  const guarded = guardFormula(value);
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/**
 * The rows not imported as a CSV file the person can fix their file with: the file row number and
 * the reason. Reasons may quote the file's own text, so they are guarded against formulas as the
 * exports are.
 */
export function failuresCsv(failures: readonly RowFailure[], headers: readonly [string, string]): string {
  const lines = [headers.map(cell).join(',')];
  for (const { rowNumber, error } of failures) lines.push(`${rowNumber},${cell(error)}`);
  return `${lines.join('\r\n')}\r\n`;
}
