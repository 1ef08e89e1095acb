/** Storage units of the specification (part 1 §9): base 1024, up to TB. */
export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
export type ByteUnit = (typeof BYTE_UNITS)[number];

/** The largest unit that keeps the value at 1 or more (TB caps it), e.g. 2254857830 → 2.1 GB. */
export function splitBytes(bytes: number): { value: number; unit: ByteUnit } {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let index = 0;
  let value = safe;
  while (value >= 1024 && index < BYTE_UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  return { value, unit: BYTE_UNITS[index] ?? 'B' };
}

/** One decimal at most (whole bytes have none), with the locale's digits and separators. */
export function formatBytes(bytes: number, locale = 'en'): string {
  const { value, unit } = splitBytes(bytes);
  const digits = unit === 'B' ? 0 : 1;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return `${number} ${unit}`;
}
