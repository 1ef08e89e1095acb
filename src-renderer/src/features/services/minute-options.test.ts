import { describe, expect, it } from 'vitest';
import {
  bufferChoices,
  durationChoices,
  PICKER_MAX_DURATION_MINUTES,
  processingLengthChoices,
  processingStartChoices,
} from './minute-options';

describe('durationChoices (spec §5)', () => {
  it('offers 15-minute steps from 15 min to 8 h', () => {
    const choices = durationChoices(60);
    expect(choices[0]).toBe(15);
    expect(choices.at(-1)).toBe(PICKER_MAX_DURATION_MINUTES);
    expect(choices).toHaveLength(32);
    expect(choices.every((minutes) => minutes % 15 === 0)).toBe(true);
  });

  it('keeps a stored value off the grid, in order', () => {
    const choices = durationChoices(50);
    expect(choices).toHaveLength(33);
    expect(choices.slice(0, 5)).toEqual([15, 30, 45, 50, 60]);
    expect(durationChoices(600).at(-1)).toBe(600);
  });
});

describe('bufferChoices', () => {
  it('starts at none and keeps an off-grid value', () => {
    expect(bufferChoices(0)[0]).toBe(0);
    expect(bufferChoices(7).slice(0, 4)).toEqual([0, 5, 7, 10]);
  });
});

describe('processing choices', () => {
  it('start after some work and leave room for the gap and work after it', () => {
    expect(processingStartChoices(30, 5)).toEqual([5, 10, 15, 20]);
    expect(processingLengthChoices(30, 10, 5)).toEqual([5, 10, 15]);
    for (const start of processingStartChoices(60, 20)) {
      for (const length of processingLengthChoices(60, start, 5)) expect(start + length).toBeLessThan(60);
    }
  });

  it('keep a stored gap that no longer fits, for the check to explain', () => {
    expect(processingLengthChoices(30, 20, 20)).toEqual([5, 20]);
  });
});
