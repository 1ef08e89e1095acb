/** A sorted copy, smallest first. */
export const ascending = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

/** The middle value (the mean of the two middle ones for an even count); the values need not be sorted. */
export function median(values: readonly number[]): number {
  const sorted = ascending(values);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The value below which `fraction` of the sorted values lie (nearest rank); NaN for none. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}
