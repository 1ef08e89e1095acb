import { Classes } from '@blueprintjs/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useCachedUserPreferences } from '../../api/preferences';
import { isDarkTheme } from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

/**
 * Puts Blueprint's dark class on <body> (overlays and toasts render there, outside the React root)
 * when the user's theme asks for it. Before sign-in, and for 'system', the OS setting decides.
 */
export function ThemeSync(): null {
  const preference = useCachedUserPreferences()?.theme ?? 'system';
  const prefersDark = useSyncExternalStore(subscribe, systemPrefersDark);
  const dark = isDarkTheme(preference, prefersDark);

  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);

  return null;
}
