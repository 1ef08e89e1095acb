import type { THEMES } from '../../../../server/contract/preferences';

export type ThemePreference = (typeof THEMES)[number];

/** 'system' follows the operating system's light or dark setting. */
export function isDarkTheme(preference: ThemePreference, systemPrefersDark: boolean): boolean {
  return preference === 'dark' || (preference === 'system' && systemPrefersDark);
}
