import { describe, expect, it } from 'vitest';
import { durationWords, moneyText, parseDuration, parseMoney } from './field-values';

describe('the money field', () => {
  it('shows minor units as an amount of the currency', () => {
    expect(moneyText(1250, 'USD')).toBe('12.50');
    expect(moneyText(500, 'JPY')).toBe('500');
    expect(moneyText(null, 'AUD')).toBe('');
  });

  it('reads what people type, in minor units', () => {
    expect(parseMoney('12.50', 'AUD')).toBe(1250);
    expect(parseMoney('12,5', 'EUR')).toBe(1250);
    expect(parseMoney(' 40 ', 'USD')).toBe(4000);
    expect(parseMoney('500', 'JPY')).toBe(500);
    expect(parseMoney('', 'USD')).toBeNull();
  });

  it('refuses what is no amount of the currency', () => {
    expect(parseMoney('12.505', 'USD')).toBeUndefined();
    expect(parseMoney('12.5', 'JPY')).toBeUndefined();
    expect(parseMoney('-3', 'USD')).toBeUndefined();
    expect(parseMoney('twelve', 'USD')).toBeUndefined();
  });
});

describe('the duration field', () => {
  it('reads whole minutes only', () => {
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('1.5')).toBeUndefined();
    expect(parseDuration('1h')).toBeUndefined();
  });

  it('says a length of time in words', () => {
    expect(durationWords(90, 'en')).toBe('1 hr 30 min');
    expect(durationWords(45, 'en')).toBe('45 min');
    expect(durationWords(120, 'en')).toBe('2 hr');
  });
});
