import { describe, expect, it } from 'vitest';
import { MAX_SUGGESTED_AMOUNTS, MAX_TIP_PERCENTAGES } from '../../../../server/contract/financial';
import {
  addSuggestedAmount,
  addTipPercentage,
  canAddTipPercentage,
  firstOutOfRange,
  removeAt,
  replaceAt,
  tipPercentageOf,
} from './tips';

describe('tip percentages', () => {
  it('reads what is typed as a whole number, and text that is no number as 0', () => {
    expect(tipPercentageOf('18')).toBe(18);
    expect(tipPercentageOf(' 22 ')).toBe(22);
    expect(tipPercentageOf('12.5')).toBe(12);
    expect(tipPercentageOf('abc')).toBe(0);
    expect(tipPercentageOf('')).toBe(0);
  });

  it('changes one entry and leaves the list it was given alone', () => {
    const list = [15, 18, 20, 25];
    expect(replaceAt(list, 1, tipPercentageOf('19'))).toEqual([15, 19, 20, 25]);
    expect(replaceAt(list, 2, tipPercentageOf('x'))).toEqual([15, 18, 0, 25]);
    expect(list).toEqual([15, 18, 20, 25]);
  });

  it('adds a new entry at 15 until the list is full', () => {
    expect(addTipPercentage([10, 20])).toEqual([10, 20, 15]);
    expect(addTipPercentage([])).toEqual([15]);
    const full = Array.from({ length: MAX_TIP_PERCENTAGES }, (_, at) => at + 1);
    expect(canAddTipPercentage(full)).toBe(false);
    expect(addTipPercentage(full)).toEqual(full);
  });

  it('removes the entry at its position, duplicates included', () => {
    expect(removeAt([15, 18, 15, 25], 2)).toEqual([15, 18, 25]);
    expect(removeAt([15], 0)).toEqual([]);
    expect(removeAt([15, 18], 5)).toEqual([15, 18]);
  });

  it('finds the first percentage outside 0-100', () => {
    expect(firstOutOfRange([0, 15, 100])).toBeNull();
    expect(firstOutOfRange([15, 101, -1])).toBe(1);
    expect(firstOutOfRange([-1])).toBe(0);
  });
});

describe('suggested amounts', () => {
  it('adds 5 more than the largest amount, 5 in an empty list, up to the limit', () => {
    expect(addSuggestedAmount([5, 10, 20])).toEqual([5, 10, 20, 25]);
    expect(addSuggestedAmount([])).toEqual([5]);
    expect(addSuggestedAmount([9_998])).toEqual([9_998, 10_000]);
    const full = Array.from({ length: MAX_SUGGESTED_AMOUNTS }, (_, at) => at + 1);
    expect(addSuggestedAmount(full)).toEqual(full);
  });

  it('changes and removes one amount', () => {
    expect(replaceAt([5, 10, 20], 1, 12.5)).toEqual([5, 12.5, 20]);
    expect(removeAt([5, 10, 20], 0)).toEqual([10, 20]);
  });
});
