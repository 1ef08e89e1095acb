import { isDesignLanguage, isThemeId, type ThemeSelection } from './brand-theme';

/**
 * The organization's theme last shown in this browser, so the next start (and the sign-in screen)
 * opens in it rather than flashing the default until the branding has been read again.
 */
const KEY = 'salon.theme';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some browsers throw on merely reading localStorage when site data is blocked.
    return undefined;
  }
}

/** The stored selection, or undefined when none is stored or it is not one this build knows. */
export function readStoredTheme(storage: Storage | undefined = browserStorage()): ThemeSelection | undefined {
  try {
    const text = storage?.getItem(KEY);
    if (!text) return undefined;
    const value = JSON.parse(text) as Partial<Record<keyof ThemeSelection, unknown>> | null;
    if (typeof value !== 'object' || value === null) return undefined;
    const { theme, designLanguage, isDarkMode } = value;
    if (!isThemeId(theme) || !isDesignLanguage(designLanguage)) return undefined;
    if (isDarkMode !== null && typeof isDarkMode !== 'boolean') return undefined;
    return { theme, designLanguage, isDarkMode };
  } catch {
    // Written by hand or by an older version: the branding read after sign-in replaces it.
    return undefined;
  }
}

export function storeTheme(selection: ThemeSelection, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify(selection));
  } catch {
    // Full or blocked storage: the theme still applies, it is just read again next time.
  }
}
