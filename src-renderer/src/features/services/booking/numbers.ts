/**
 * Spec part 2 §5: a number typed into the online booking fields becomes a whole number, and text
 * that is no number becomes 0 ('48' → 48, '12.5' → 12, 'abc' → 0, '' → 0).
 */
export function wholeNumberOrZero(text: string): number {
  const parsed = Number.parseInt(text.trim(), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

export const isWithin = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max;
