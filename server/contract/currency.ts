/**
 * The currency helper of spec part 1 §9. Isomorphic (Intl only, no Node imports): the renderer
 * formats with it and the server uses the same rules.
 *
 * Units: formatCurrency and parseCurrency work in major units (12.5 is twelve dollars fifty), as the
 * spec's helper does, because that is what people type and read. Money is stored in minor units
 * (ARCHITECTURE.md); convert at the edge with toMinorUnits / fromMinorUnits, or format stored
 * amounts directly with formatMinorUnits.
 */

export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_LOCALE = 'en-US';

export interface CurrencyOptions {
  /** ISO 4217 code; the organization's currency. Default USD. */
  currency?: string;
  /** BCP 47 locale; the organization's locale. Default en-US. */
  locale?: string;
}

function numberFormat(locale: string, currency: string, digits?: number): Intl.NumberFormat {
  const options: Intl.NumberFormatOptions = { style: 'currency', currency };
  if (digits !== undefined) Object.assign(options, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    // An unknown code or locale must not break a screen: fall back to the defaults.
    return new Intl.NumberFormat(DEFAULT_LOCALE, { ...options, currency: DEFAULT_CURRENCY });
  }
}

// Building an Intl.NumberFormat costs tens of microseconds, and every amount the server answers
// (plans, subscription, overages) converts through currencyDigits: each code is asked Intl once.
const digitsOf = new Map<string, number>();
const MAX_KNOWN_CURRENCIES = 500;

/** Decimal places of the currency's minor unit (2 for USD, 0 for JPY and KRW). */
export function currencyDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = numberFormat(DEFAULT_LOCALE, currency).resolvedOptions().maximumFractionDigits ?? 2;
    if (digitsOf.size < MAX_KNOWN_CURRENCIES) digitsOf.set(currency, digits);
  }
  return digits;
}

/**
 * An amount in major units with the organization's currency and locale: 2 decimals, or none for a
 * whole amount ($1,250 but $12.50). A currency without minor units (JPY) never shows decimals.
 * A missing or non-finite amount formats as zero.
 */
export function formatCurrency(amount?: number | null, options: CurrencyOptions = {}): string {
  const currency = options.currency ?? DEFAULT_CURRENCY;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  const digits = Number.isInteger(value) ? 0 : Math.min(2, currencyDigits(currency));
  return numberFormat(locale, currency, digits).format(value);
}

/** A stored amount (minor units) formatted as formatCurrency would. */
export function formatMinorUnits(minor: number, options: CurrencyOptions = {}): string {
  return formatCurrency(fromMinorUnits(minor, options.currency ?? DEFAULT_CURRENCY), options);
}

export function toMinorUnits(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyDigits(currency));
}

export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/**
 * The spec's parsing rule, exactly: strip everything except digits, dot, comma and minus, turn the
 * first comma into a dot, and answer 0 when the result is not numeric. It reads a leading number
 * the way parseFloat does, so '12,50 €' is 12.5 and '$1,234.56' is 1.234 (thousands separators are
 * not understood: the rule is built for decimal commas).
 */
export function parseCurrency(input: string | number | null | undefined): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  const cleaned = String(input ?? '')
    .replace(/[^0-9.,-]/g, '')
    .replace(',', '.');
  const parsed = parseFloat(cleaned);
  return Number.isNaN(parsed) ? 0 : parsed;
}

interface CashSet {
  notes: readonly number[];
  coins: readonly number[];
}

/** Notes and coins in circulation, largest first, for the currencies the spec's common helper covers. */
const COMMON_CASH: Readonly<Record<string, CashSet>> = {
  USD: { notes: [100, 50, 20, 10, 5, 2, 1], coins: [1, 0.5, 0.25, 0.1, 0.05, 0.01] },
  AUD: { notes: [100, 50, 20, 10, 5], coins: [2, 1, 0.5, 0.2, 0.1, 0.05] },
  EUR: { notes: [500, 200, 100, 50, 20, 10, 5], coins: [2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01] },
  GBP: { notes: [50, 20, 10, 5], coins: [2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01] },
  CAD: { notes: [100, 50, 20, 10, 5], coins: [2, 1, 0.25, 0.1, 0.05] },
  JPY: { notes: [10000, 5000, 2000, 1000], coins: [500, 100, 50, 10, 5, 1] },
  CNY: { notes: [100, 50, 20, 10, 5, 1], coins: [1, 0.5, 0.1] },
  INR: { notes: [500, 200, 100, 50, 20, 10], coins: [20, 10, 5, 2, 1] },
};

/** The common helper: notes then coins, each value once (USD has a $1 note and a $1 coin). */
function commonDenominations(currency: keyof typeof COMMON_CASH): number[] {
  const set = COMMON_CASH[currency] ?? COMMON_CASH[DEFAULT_CURRENCY]!;
  return [...new Set([...set.notes, ...set.coins])].sort((a, b) => b - a);
}

/**
 * The spec lists these by range ("NZD 100 to 0.1"); the values in between are the real ones. For
 * SGD, HKD, MXN, BRL, ZAR and KRW the spec gives one range, 50000 to 10, which is KRW's real set;
 * it is used for all six as specified.
 */
const WON_RANGE = [50000, 10000, 5000, 1000, 500, 100, 50, 10];
const LISTED_CASH: Readonly<Record<string, readonly number[]>> = {
  NZD: [100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1],
  CHF: [100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05],
  SEK: [100, 50, 20, 10, 5, 2, 1],
  NOK: [100, 50, 20, 10, 5, 1],
  DKK: [100, 50, 20, 10, 5, 2, 1, 0.5],
  SGD: WON_RANGE,
  HKD: WON_RANGE,
  MXN: WON_RANGE,
  BRL: WON_RANGE,
  ZAR: WON_RANGE,
  KRW: WON_RANGE,
  AED: [100, 50, 20, 10, 5, 1, 0.5, 0.25],
};

/** Every currency with a listed cash set. */
export const CASH_CURRENCIES = [...Object.keys(COMMON_CASH), ...Object.keys(LISTED_CASH)] as const;

/**
 * Cash denominations for counting a till, largest first, in major units. A currency the spec does
 * not list gets the default currency's (USD) set rather than nothing.
 */
export function cashDenominations(currency: string): number[] {
  const code = currency.toUpperCase();
  const listed = LISTED_CASH[code];
  if (listed) return [...listed];
  return commonDenominations(code in COMMON_CASH ? code : DEFAULT_CURRENCY);
}
