/**
 * A number typed in a limited field (spec part 3 §5: "minimum length 6 to 128 (8)"). While typing,
 * only a whole number within the limits reaches the form; when the field is left, an empty or
 * unreadable entry becomes the field's fallback, and a number outside the limits the nearest limit.
 */
export interface NumberLimits {
  min: number;
  max: number;
  fallback: number;
}

/** The limits of a field from the contract's [min, max] and the spec's fallback. */
export const numberLimits = ([min, max]: readonly [number, number], fallback: number): NumberLimits => ({
  min,
  max,
  fallback,
});

/** The value to keep while the text is still being typed, if it is one. */
export function typedNumber(text: string, { min, max }: NumberLimits): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

/** The value the field settles on when it is left. */
export function settledNumber(text: string, { min, max, fallback }: NumberLimits): number {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}
