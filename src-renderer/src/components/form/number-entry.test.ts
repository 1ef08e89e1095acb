import { describe, expect, it } from 'vitest';
import { numberLimits, settledNumber, typedNumber } from './number-entry';

// Two of spec part 3 §5's fields: "minimum length 6 to 128 (8)", "expiration 0 to 365 (90)".
const minLength = numberLimits([6, 128], 8);
const expirationDays = numberLimits([0, 365], 90);

describe('a limited number field', () => {
  it('reads its limits from the contract’s range and the spec’s fallback', () => {
    expect(minLength).toEqual({ min: 6, max: 128, fallback: 8 });
  });

  it('while typing, keeps only a whole number within the limits (an emptied box waits)', () => {
    expect(typedNumber('', minLength)).toBeUndefined();
    // '1' is on its way to '12': not taken as a length of 1.
    expect(typedNumber('1', minLength)).toBeUndefined();
    expect(typedNumber('12', minLength)).toBe(12);
    expect(typedNumber('12.5', minLength)).toBeUndefined();
    expect(typedNumber('0', expirationDays)).toBe(0);
  });

  it('when left, falls back on an empty or unreadable entry', () => {
    expect(settledNumber('', minLength)).toBe(8);
    expect(settledNumber('  ', expirationDays)).toBe(90);
    expect(settledNumber('abc', minLength)).toBe(8);
  });

  it('when left, keeps 0 where 0 is allowed and brings other numbers within the limits', () => {
    expect(settledNumber('0', expirationDays)).toBe(0);
    expect(settledNumber('200', minLength)).toBe(128);
    expect(settledNumber('2', minLength)).toBe(6);
    expect(settledNumber('10.6', minLength)).toBe(11);
  });
});
