import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../../../server/contract/currency';
import { moneyLocale } from './money-locale';

describe('moneyLocale', () => {
  it('keeps the organization’s locale for a user who reads its language', () => {
    expect(moneyLocale('en', 'en-AU')).toBe('en-AU');
    expect(formatCurrency(1250.5, { currency: 'AUD', locale: moneyLocale('en', 'en-AU') })).toBe('$1,250.50');
  });

  it('writes money in the user’s language, with the organization’s region, for another language', () => {
    expect(moneyLocale('es', 'en-AU')).toBe('es-AU');
    expect(moneyLocale('de', 'en-US')).toBe('de-US');
    expect(moneyLocale('fr', 'fr-FR')).toBe('fr-FR');
    const spanish = formatCurrency(1250.5, { currency: 'AUD', locale: moneyLocale('es', 'en-AU') });
    expect(spanish).toMatch(/^1\.?250,50\s/);
    const german = formatCurrency(1250.5, { currency: 'EUR', locale: moneyLocale('de', 'fr-FR') });
    expect(german).toMatch(/^1\.250,50\s€$/);
  });

  it('uses the user’s language while the organization’s locale is not known, or is malformed', () => {
    expect(moneyLocale('ja', undefined)).toBe('ja');
    expect(moneyLocale('it', 'not a locale!')).toBe('it');
  });
});
