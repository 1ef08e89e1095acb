/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with = + - @ tab or carriage return
 * as a formula. Exports prefix such a cell with ' so it shows as text; imports take the prefix off
 * again, so a file we exported comes back unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const GUARDED = /^'[=+\-@\t\r]/;

export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function unguardFormula(value: string): string {
  return GUARDED.test(value) ? value.slice(1) : value;
}
