import { Classes } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect, useSyncExternalStore } from 'react';
import { useCachedUserPreferences } from '../../api/preferences';
import { appearancePreviewAtom } from './appearance-preview';
import { isDarkTheme } from './theme';
import './appearance.css';

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
 * Compact mode and animations are classes on <body> too (appearance.css).
 */
export function ThemeSync(): null {
  const saved = useCachedUserPreferences();
  // An appearance being chosen on the preferences page shows at once, before it is saved.
  const preview = useAtomValue(appearancePreviewAtom);
  const preference = preview?.theme ?? saved?.theme ?? 'system';
  const compact = preview?.compactMode ?? saved?.ui.compactMode ?? false;
  const animations = preview?.animations ?? saved?.animations ?? true;
  const prefersDark = useSyncExternalStore(subscribe, systemPrefersDark);
  const dark = isDarkTheme(preference, prefersDark);

  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);

  useEffect(() => {
    document.body.classList.toggle('app-compact', compact);
    document.body.classList.toggle('app-no-animations', !animations);
  }, [compact, animations]);

  return null;
}
