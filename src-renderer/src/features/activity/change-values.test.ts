import { describe, expect, it } from 'vitest';
import { changeRows, formatValue } from './change-values';

const words = { yes: 'Yes', no: 'No', empty: '(empty)' };

describe('a changed value as the before/after table shows it', () => {
  it('shows text as is, switches as Yes/No, numbers as written', () => {
    expect(formatValue('Studio — City', words)).toBe('Studio — City');
    expect(formatValue(true, words)).toBe('Yes');
    expect(formatValue(false, words)).toBe('No');
    expect(formatValue(0, words)).toBe('0');
    expect(formatValue(12.5, words)).toBe('12.5');
  });

  it('says (empty) for nothing, and writes lists and objects as compact JSON', () => {
    expect(formatValue(null, words)).toBe('(empty)');
    expect(formatValue(undefined, words)).toBe('(empty)');
    expect(formatValue('', words)).toBe('(empty)');
    expect(formatValue(['sms', 'email'], words)).toBe('["sms","email"]');
    expect(formatValue({ start: '09:00', end: '17:00' }, words)).toBe('{"start":"09:00","end":"17:00"}');
  });
});

describe('the rows of an entry’s changes', () => {
  it('lists each field path once, sorted, and nothing when the entry has no changes', () => {
    expect(changeRows({ 'tax.rate': { before: 10, after: 12 }, name: { before: 'A', after: 'B' } })).toEqual([
      { path: 'name', before: 'A', after: 'B' },
      { path: 'tax.rate', before: 10, after: 12 },
    ]);
    expect(changeRows(null)).toEqual([]);
    expect(changeRows({})).toEqual([]);
  });
});
