import { describe, expect, it } from 'vitest';
import { isDarkTheme } from './theme';

describe('isDarkTheme', () => {
  it("follows the user's explicit choice whatever the system or the organization says", () => {
    expect(isDarkTheme('dark', false)).toBe(true);
    expect(isDarkTheme('light', true)).toBe(false);
    expect(isDarkTheme('dark', false, false)).toBe(true);
    expect(isDarkTheme('light', true, true)).toBe(false);
  });

  it('follows the system for system when the organization chose none', () => {
    expect(isDarkTheme('system', true)).toBe(true);
    expect(isDarkTheme('system', false)).toBe(false);
    expect(isDarkTheme('system', true, null)).toBe(true);
  });

  it("follows the organization's mode for system when it chose one", () => {
    expect(isDarkTheme('system', false, true)).toBe(true);
    expect(isDarkTheme('system', true, false)).toBe(false);
  });
});
