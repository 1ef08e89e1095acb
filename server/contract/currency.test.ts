import { describe, expect, it } from 'vitest';
import {
  CASH_CURRENCIES,
  cashDenominations,
  currencyDigits,
  formatCurrency,
  formatMinorUnits,
  fromMinorUnits,
  parseCurrency,
  toMinorUnits,
} from './currency';

// Intl puts narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCurrency', () => {
  it('uses USD and en-US by default', () => {
    expect(formatCurrency(12.5)).toBe('$12.50');
    expect(formatCurrency()).toBe('$0');
    expect(formatCurrency(null)).toBe('$0');
    expect(formatCurrency(Number.NaN)).toBe('$0');
  });

  it('shows 2 decimals, or none for a whole amount', () => {
    expect(formatCurrency(1250)).toBe('$1,250');
    expect(formatCurrency(1250.5)).toBe('$1,250.50');
    expect(formatCurrency(0.1 + 0.2)).toBe('$0.30');
    expect(formatCurrency(-4.25)).toBe('-$4.25');
  });

  it('follows the organization’s currency and locale', () => {
    expect(formatCurrency(49.95, { currency: 'AUD', locale: 'en-AU' })).toBe('$49.95');
    expect(plain(formatCurrency(49.95, { currency: 'USD', locale: 'en-AU' }))).toBe('USD 49.95');
    expect(plain(formatCurrency(1234.5, { currency: 'EUR', locale: 'de-DE' }))).toBe('1.234,50 €');
    expect(plain(formatCurrency(1234.5, { currency: 'EUR', locale: 'fr-FR' }))).toBe('1 234,50 €');
    expect(formatCurrency(20, { currency: 'GBP', locale: 'en-GB' })).toBe('£20');
    expect(formatCurrency(99.9, { currency: 'NZD', locale: 'en-NZ' })).toBe('$99.90');
  });

  it('never shows decimals for a currency without minor units', () => {
    expect(formatCurrency(1500, { currency: 'JPY', locale: 'ja-JP' })).toBe('￥1,500');
    expect(formatCurrency(1500.4, { currency: 'JPY', locale: 'ja-JP' })).toBe('￥1,500');
  });

  it('falls back to the defaults for an unknown currency code or locale instead of throwing', () => {
    expect(formatCurrency(5, { currency: 'NOPE' })).toBe('$5');
    expect(formatCurrency(5, { locale: 'not a locale!' })).toBe('$5');
  });
});

describe('minor units', () => {
  it('knows each currency’s decimals', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KRW')).toBe(0);
  });

  it('converts between stored minor units and decimal amounts', () => {
    expect(toMinorUnits(19.99, 'USD')).toBe(1999);
    expect(toMinorUnits(0.29, 'AUD')).toBe(29);
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
    expect(fromMinorUnits(4900, 'USD')).toBe(49);
    expect(fromMinorUnits(1500, 'JPY')).toBe(1500);
    expect(formatMinorUnits(1999, { currency: 'USD' })).toBe('$19.99');
    expect(formatMinorUnits(4900, { currency: 'USD' })).toBe('$49');
  });
});

describe('parseCurrency (the spec’s rule)', () => {
  it.each([
    ['$12.50', 12.5],
    ['12,50 €', 12.5],
    ['AUD 1000', 1000],
    ['-4.25', -4.25],
    ['  7 ', 7],
    ['abc', 0],
    ['', 0],
    ['-', 0],
    ['1,234.56', 1.234],
    ['1.234,56', 1.234],
  ])('%j → %s', (input, expected) => {
    expect(parseCurrency(input)).toBe(expected);
  });

  it('passes finite numbers through and turns the rest into 0', () => {
    expect(parseCurrency(3.5)).toBe(3.5);
    expect(parseCurrency(Number.POSITIVE_INFINITY)).toBe(0);
    expect(parseCurrency(null)).toBe(0);
    expect(parseCurrency(undefined)).toBe(0);
  });
});

describe('cash denominations', () => {
  const table: Record<string, number[]> = {
    USD: [100, 50, 20, 10, 5, 2, 1, 0.5, 0.25, 0.1, 0.05, 0.01],
    AUD: [100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05],
    EUR: [500, 200, 100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01],
    GBP: [50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01],
    CAD: [100, 50, 20, 10, 5, 2, 1, 0.25, 0.1, 0.05],
    JPY: [10000, 5000, 2000, 1000, 500, 100, 50, 10, 5, 1],
    CNY: [100, 50, 20, 10, 5, 1, 0.5, 0.1],
    INR: [500, 200, 100, 50, 20, 10, 5, 2, 1],
    NZD: [100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1],
    CHF: [100, 50, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05],
    SEK: [100, 50, 20, 10, 5, 2, 1],
    NOK: [100, 50, 20, 10, 5, 1],
    DKK: [100, 50, 20, 10, 5, 2, 1, 0.5],
    SGD: [50000, 10000, 5000, 1000, 500, 100, 50, 10],
    HKD: [50000, 10000, 5000, 1000, 500, 100, 50, 10],
    MXN: [50000, 10000, 5000, 1000, 500, 100, 50, 10],
    BRL: [50000, 10000, 5000, 1000, 500, 100, 50, 10],
    ZAR: [50000, 10000, 5000, 1000, 500, 100, 50, 10],
    KRW: [50000, 10000, 5000, 1000, 500, 100, 50, 10],
    AED: [100, 50, 20, 10, 5, 1, 0.5, 0.25],
  };

  it('covers every currency of the table', () => {
    expect([...CASH_CURRENCIES].sort()).toEqual(Object.keys(table).sort());
  });

  it.each(Object.entries(table))('%s', (currency, expected) => {
    const denominations = cashDenominations(currency);
    expect(denominations).toEqual(expected);
    expect(denominations).toEqual([...denominations].sort((a, b) => b - a));
  });

  it('spans exactly the ranges the spec lists', () => {
    const span = (c: string) => [cashDenominations(c)[0], cashDenominations(c).at(-1)];
    expect(span('NZD')).toEqual([100, 0.1]);
    expect(span('CHF')).toEqual([100, 0.05]);
    expect(span('SEK')).toEqual([100, 1]);
    expect(span('NOK')).toEqual([100, 1]);
    expect(span('DKK')).toEqual([100, 0.5]);
    for (const c of ['SGD', 'HKD', 'MXN', 'BRL', 'ZAR', 'KRW']) expect(span(c)).toEqual([50000, 10]);
    expect(span('AED')).toEqual([100, 0.25]);
  });

  it('accepts lower case and gives an unlisted currency the default set', () => {
    expect(cashDenominations('nzd')).toEqual(table.NZD);
    expect(cashDenominations('XYZ')).toEqual(table.USD);
  });

  it('answers a fresh array each time', () => {
    cashDenominations('AED').pop();
    expect(cashDenominations('AED')).toEqual(table.AED);
  });
});
