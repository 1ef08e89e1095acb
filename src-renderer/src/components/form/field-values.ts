import { currencyDigits, fromMinorUnits, toMinorUnits } from '../../../../server/contract/currency';

/**
 * What the money and duration fields show and read. Amounts are stored in minor units (cents) and
 * durations in whole minutes (ARCHITECTURE.md); people type "12.50" and "90".
 */

/** 1250 USD → '12.50'; 500 JPY → '500'. */
export function moneyText(minor: number | null | undefined, currency: string): string {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return '';
  return fromMinorUnits(minor, currency).toFixed(currencyDigits(currency));
}

/**
 * '12.50', '12,5', ' 12 ' → minor units; undefined when it is not an amount of this currency (a
 * word, a negative amount, more decimals than the currency has). Empty text is null: no amount.
 */
export function parseMoney(text: string, currency: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const digits = currencyDigits(currency);
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(?:[.,]\\d{1,${digits}})?$`);
  if (!pattern.test(trimmed)) return undefined;
  return toMinorUnits(Number(trimmed.replace(',', '.')), currency);
}

/** '90' → 90 minutes; undefined for anything but a whole number of minutes. Empty text is null. */
export function parseDuration(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** 90 → '1 hr 30 min' in the user's language (Intl's own unit words). */
export function durationWords(minutes: number, locale: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, unitName: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: unitName, unitDisplay: 'short' }).format(value);
  const parts = [hours > 0 ? unit(hours, 'hour') : null, rest > 0 || hours === 0 ? unit(rest, 'minute') : null];
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(
    parts.filter((part): part is string => part !== null),
  );
}
