import { atom } from 'jotai';
import type { UserPreferences } from '../../../../server/contract/preferences';
import type { ThemeSelection } from './brand-theme';

export interface AppearancePreview {
  theme: UserPreferences['theme'];
  compactMode: boolean;
  animations: boolean;
}

/**
 * Appearance chosen on the preferences page but not saved yet: the app shows it at once (part 1
 * §2, Preferences), and the page clears it when it is saved or left.
 */
export const appearancePreviewAtom = atom<AppearancePreview | null>(null);

/**
 * The organization's theme chosen on Theme Customization but not saved yet: the whole app wears it
 * at once, and the page clears it when it is saved, reset to what is saved, or left.
 */
export const organizationThemePreviewAtom = atom<ThemeSelection | null>(null);
