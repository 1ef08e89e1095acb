import { Classes } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useBrandingConfig } from '../../api/branding';
import { useCachedUserPreferences } from '../../api/preferences';
import { appearancePreviewAtom, organizationThemePreviewAtom } from './appearance-preview';
import { brandThemeVariables, DEFAULT_THEME_SELECTION, themeSelectionOf } from './brand-theme';
import { readStoredTheme, storeTheme } from './brand-theme-store';
import { useSystemPrefersDark } from './system-dark';
import { isDarkTheme } from './theme';
import './appearance.css';
import './brand-theme.css';

/**
 * Puts Blueprint's dark class on <body> (overlays and toasts render there, outside the React root)
 * and the organization's theme (palette and design language, as CSS custom properties read by
 * Blueprint and brand-theme.css) on <body> too, so the whole app wears it. Dark or light: the
 * user's own preference, else the organization's mode, else the OS (isDarkTheme). Compact mode and
 * animations are classes on <body> as well (appearance.css). Choices being made on the Preferences
 * and Theme Customization pages show at once, before they are saved.
 */
export function ThemeSync(): null {
  const saved = useCachedUserPreferences();
  const preview = useAtomValue(appearancePreviewAtom);
  const preference = preview?.theme ?? saved?.theme ?? 'system';
  const compact = preview?.compactMode ?? saved?.ui.compactMode ?? false;
  const animations = preview?.animations ?? saved?.animations ?? true;

  // The preferences are only ever loaded for a session: their presence says the branding may be read.
  const branding = useBrandingConfig(saved !== undefined).data;
  const themePreview = useAtomValue(organizationThemePreviewAtom);
  // Until the branding is read (and before sign-in): the theme this browser last showed.
  const organizationTheme =
    themePreview ?? (branding ? themeSelectionOf(branding) : readStoredTheme()) ?? DEFAULT_THEME_SELECTION;

  const prefersDark = useSystemPrefersDark();
  const dark = isDarkTheme(preference, prefersDark, organizationTheme.isDarkMode);
  const { theme, designLanguage } = organizationTheme;
  const variables = useMemo(() => brandThemeVariables({ theme, designLanguage }, dark), [theme, designLanguage, dark]);

  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);

  useEffect(() => {
    const { style, dataset } = document.body;
    for (const [name, value] of Object.entries(variables)) style.setProperty(name, value);
    dataset.theme = theme;
    dataset.designLanguage = designLanguage;
  }, [variables, theme, designLanguage]);

  // What the server says is the organization's theme opens the next start (not a preview).
  useEffect(() => {
    if (branding) storeTheme(themeSelectionOf(branding));
  }, [branding]);

  useEffect(() => {
    document.body.classList.toggle('app-compact', compact);
    document.body.classList.toggle('app-no-animations', !animations);
  }, [compact, animations]);

  return null;
}
