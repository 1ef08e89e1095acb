import { describe, expect, it } from 'vitest';
import { formatPercent, parsePercent } from './percent';

describe('tax percentages', () => {
  it('shows up to three decimals', () => {
    expect(formatPercent(10, 'en')).toBe('10%');
    expect(formatPercent(8.875, 'en')).toBe('8.875%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });

  it('reads what people type', () => {
    expect(parsePercent('10')).toBe(10);
    expect(parsePercent(' 8,875 ')).toBe(8.875);
    expect(parsePercent('12.5 %')).toBe(12.5);
    expect(parsePercent('')).toBeNull();
    expect(parsePercent('ten')).toBeNull();
    expect(parsePercent('1.2.3')).toBeNull();
  });
});
