import { describe, expect, it } from 'vitest';
import { parseDate, parseDuration, parsePrice, parseWholeNumber, splitFullName, splitTags } from './convert';

describe('parsePrice', () => {
  it.each([
    ['45', 45],
    ['45.00', 45],
    ['€45.00', 45],
    ['45,50', 45.5],
    ['45,50 €', 45.5],
    ['EUR 12.5', 12.5],
    ['$1,234.50', 1234.5],
    ['1.234,50', 1234.5],
    ['1 234,50', 1234.5],
    ["1'234.50", 1234.5],
    ['1,234', 1234],
    ['1,234,567', 1234567],
    ['0.99', 0.99],
    ['.5', 0.5],
    ['Free', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(parsePrice(text)).toBe(expected);
  });

  it.each(['12,3,4', 'abc', '45-60', '-5', '1.2.3', '1,23.4,5', '12..5', '€', '45,'])('refuses %j', (text) => {
    expect(parsePrice(text)).toBeNull();
  });
});

describe('parseDuration', () => {
  it.each([
    ['60', 60],
    ['45min', 45],
    ['45 mins', 45],
    ['2h', 120],
    ['1h 30m', 90],
    ['1h 30min', 90],
    ['1h30', 90],
    ['1 hour 15 minutes', 75],
    ['1.5h', 90],
    ['1:30', 90],
    ['1 ora 30 minuti', 90],
  ])('reads %j as %d minutes', (text, expected) => {
    expect(parseDuration(text)).toBe(expected);
  });

  it.each(['abc', '', 'h', '1:75', 'one hour', '30 seconds'])('refuses %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe('parseWholeNumber', () => {
  it('reads whole numbers and refuses fractions and negatives', () => {
    expect(parseWholeNumber('12')).toBe(12);
    expect(parseWholeNumber('12.0')).toBe(12);
    expect(parseWholeNumber('1,234')).toBe(1234);
    expect(parseWholeNumber('12.5')).toBeNull();
    expect(parseWholeNumber('-3')).toBeNull();
    expect(parseWholeNumber('lots')).toBeNull();
  });
});

describe('parseDate', () => {
  const now = new Date('2025-06-01T00:00:00Z');
  const date = (text: string, order: 'dmy' | 'mdy' | 'ymd' = 'dmy') => parseDate(text, order, now);

  it('always understands ISO dates, with or without a time', () => {
    expect(date('1990-03-12', 'mdy')).toEqual({ date: '1990-03-12' });
    expect(date('1990-03-12T00:00:00Z')).toEqual({ date: '1990-03-12' });
    expect(date('1990-03-12 10:30')).toEqual({ date: '1990-03-12' });
    expect(date('19900312')).toEqual({ date: '1990-03-12' });
  });

  it('reads an ambiguous date in the given order', () => {
    expect(date('03/04/1990', 'dmy')).toEqual({ date: '1990-04-03' });
    expect(date('03/04/1990', 'mdy')).toEqual({ date: '1990-03-04' });
    expect(date('1990/04/03', 'ymd')).toEqual({ date: '1990-04-03' });
    expect(date('90.04.03', 'ymd')).toEqual({ date: '1990-04-03' });
    expect(date('3.4.90', 'dmy')).toEqual({ date: '1990-04-03' });
    expect(date('1/2/78', 'dmy')).toEqual({ date: '1978-02-01' });
  });

  it('reads a date that can only be one way round in either order', () => {
    expect(date('25/12/1985', 'mdy')).toEqual({ date: '1985-12-25' });
    expect(date('12/25/1985', 'dmy')).toEqual({ date: '1985-12-25' });
  });

  it('reads month names in English and Italian', () => {
    expect(date('12 Mar 1990')).toEqual({ date: '1990-03-12' });
    expect(date('March 12, 1990')).toEqual({ date: '1990-03-12' });
    expect(date('12 marzo 1990')).toEqual({ date: '1990-03-12' });
  });

  it('reads Excel day numbers', () => {
    expect(date('32944')).toEqual({ date: '1990-03-12' });
  });

  it('two-digit years are in the past', () => {
    expect(date('01/01/24')).toEqual({ date: '2024-01-01' });
    expect(date('01/01/26')).toEqual({ date: '1926-01-01' });
  });

  it('keeps a birthday without a year as partial', () => {
    expect(date('12/01', 'mdy')).toEqual({ partial: '12/01' });
    expect(date('0000-07-04')).toEqual({ partial: '0000-07-04' });
    expect(date('--07-04')).toEqual({ partial: '--07-04' });
    expect(date('Mar 12')).toEqual({ partial: 'Mar 12' });
  });

  it.each(['30/02/1991', '31/04/2000', '1990', 'soon', '13/13/1990', '2023-02-29', 'Mar 1990 12 4'])(
    'refuses %j',
    (text) => {
      expect(date(text)).toBeNull();
    },
  );
});

describe('names and tags', () => {
  it("splits a full name by the spec's rule", () => {
    expect(splitFullName('Francesca Maria Esposito')).toEqual({ firstName: 'Francesca', lastName: 'Maria Esposito' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Cher' });
  });

  it('splits tags on commas and semicolons', () => {
    expect(splitTags('VIP, Colour; ;Regular ')).toEqual(['VIP', 'Colour', 'Regular']);
  });
});
