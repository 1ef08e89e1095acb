import { atom } from 'jotai';
import type { UserPreferences } from '../../../../server/contract/preferences';

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
