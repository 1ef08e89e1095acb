import { describe, expect, it } from 'vitest';
import { settledNumber, typedNumber } from '../../components/form/number-entry';
import { SECURITY_NUMBER_LIMITS } from './limits';

const { minLength, expirationDays, sessionTimeout, maxConcurrentSessions, retentionDays } = SECURITY_NUMBER_LIMITS;

describe('the security form’s number fields (spec part 3 §5)', () => {
  it('have the limits and fallbacks of §5', () => {
    expect(minLength).toEqual({ min: 6, max: 128, fallback: 8 });
    expect(expirationDays).toEqual({ min: 0, max: 365, fallback: 90 });
    expect(sessionTimeout).toEqual({ min: 1, max: 24, fallback: 8 });
    expect(maxConcurrentSessions).toEqual({ min: 1, max: 10, fallback: 3 });
    expect(retentionDays).toEqual({ min: 30, max: 365, fallback: 90 });
  });

  it('while typing, keep only a whole number within the limits (an emptied box waits)', () => {
    expect(typedNumber('', minLength)).toBeUndefined();
    // '1' is on its way to '12': not taken as a length of 1.
    expect(typedNumber('1', minLength)).toBeUndefined();
    expect(typedNumber('12', minLength)).toBe(12);
    expect(typedNumber('12.5', minLength)).toBeUndefined();
    expect(typedNumber('0', expirationDays)).toBe(0);
  });

  it('when left, fall back on an empty or unreadable entry', () => {
    expect(settledNumber('', minLength)).toBe(8);
    expect(settledNumber('  ', expirationDays)).toBe(90);
    expect(settledNumber('abc', sessionTimeout)).toBe(8);
    expect(settledNumber('', maxConcurrentSessions)).toBe(3);
    expect(settledNumber('', retentionDays)).toBe(90);
  });

  it('when left, keep 0 days (never expires) and bring other numbers within the limits', () => {
    expect(settledNumber('0', expirationDays)).toBe(0);
    expect(settledNumber('200', minLength)).toBe(128);
    expect(settledNumber('2', minLength)).toBe(6);
    expect(settledNumber('10', retentionDays)).toBe(30);
    expect(settledNumber('4.6', maxConcurrentSessions)).toBe(5);
  });
});
