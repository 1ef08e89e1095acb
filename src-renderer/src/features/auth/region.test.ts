import { describe, expect, it } from 'vitest';
import { ORGANIZATION_CURRENCIES } from '../../../../server/contract/organization';
import { COUNTRY_REGIONAL, SETUP_COUNTRIES } from '../../../../server/contract/countries';
import { countryOf, countryOptions, currencyOf, guessRegion } from './region';

describe('setup’s guess of where the business is', () => {
  it.each([
    ['en-AU', 'Australia/Sydney', { country: 'AU', timezone: 'Australia/Sydney', currency: 'AUD' }],
    ['en-US', 'America/Chicago', { country: 'US', timezone: 'America/Chicago', currency: 'USD' }],
    ['en-GB', 'Europe/London', { country: 'GB', timezone: 'Europe/London', currency: 'GBP' }],
    ['de-AT', 'Europe/Vienna', { country: 'AT', timezone: 'Europe/Vienna', currency: 'EUR' }],
    ['ja', 'Asia/Tokyo', { country: 'JP', timezone: 'Asia/Tokyo', currency: 'JPY' }],
    ['en-IN', 'Asia/Calcutta', { country: '', timezone: 'Asia/Kolkata', currency: 'USD' }],
    ['pt-BR', 'America/Sao_Paulo', { country: '', timezone: 'America/Sao_Paulo', currency: 'USD' }],
    ['not a tag', 'Etc/UTC', { country: '', timezone: 'UTC', currency: 'USD' }],
    [undefined, undefined, { country: '', timezone: 'America/New_York', currency: 'USD' }],
  ])('reads %s in %s', (language, timeZone, region) => {
    expect(guessRegion(language, timeZone)).toEqual(region);
  });

  it('takes the likeliest country of a language without a region', () => {
    expect(countryOf('fr')).toBe('FR');
    expect(countryOf('en')).toBe('US');
  });

  it('gives every offered country a currency the organization settings have', () => {
    for (const country of SETUP_COUNTRIES) {
      expect(ORGANIZATION_CURRENCIES).toContain(currencyOf(country));
      expect(currencyOf(country)).toBe(COUNTRY_REGIONAL[country].currency);
    }
    expect(currencyOf('')).toBe('USD');
  });

  it('names the countries in the reader’s language, sorted', () => {
    const english = countryOptions('en');
    expect(english).toHaveLength(SETUP_COUNTRIES.length);
    expect(english.find((option) => option.value === 'DE')?.label).toBe('Germany');
    expect(countryOptions('de').find((option) => option.value === 'DE')?.label).toBe('Deutschland');
    const labels = english.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
