import type { THEMES } from '../../../../server/contract/preferences';

export type ThemePreference = (typeof THEMES)[number];

/**
 * Whether the app is dark. The user's own choice on the Preferences page wins; for 'system' the
 * organization's theme mode decides when it set one (Theme Customization: true dark, false light),
 * and the operating system when it did not (null, the default).
 */
export function isDarkTheme(
  preference: ThemePreference,
  systemPrefersDark: boolean,
  organizationDarkMode: boolean | null = null,
): boolean {
  if (preference !== 'system') return preference === 'dark';
  return organizationDarkMode ?? systemPrefersDark;
}
