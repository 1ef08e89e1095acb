import { describe, expect, it } from 'vitest';
import { isDarkTheme } from './theme';

describe('isDarkTheme', () => {
  it('follows an explicit choice whatever the system says', () => {
    expect(isDarkTheme('dark', false)).toBe(true);
    expect(isDarkTheme('light', true)).toBe(false);
  });

  it('follows the system for system', () => {
    expect(isDarkTheme('system', true)).toBe(true);
    expect(isDarkTheme('system', false)).toBe(false);
  });
});
