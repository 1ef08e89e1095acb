import type { DesignLanguage, ThemeGroup, ThemeMode } from '../../../../server/contract/branding';
import { paletteOf } from '../../app/providers/brand-theme';
import type { MessageId } from '../../i18n/en';

/**
 * The message ids of the names the contract lists (palettes, groups, design languages, modes), so
 * every name shows in the user's language. Palette ids are plain strings in the contract; the
 * catalog test (theme-messages.test.ts) proves each has its message.
 */
export const paletteNameId = (theme: string): MessageId => `theme.palette.${paletteOf(theme).id}` as MessageId;
export const groupNameId = (group: ThemeGroup): MessageId => `theme.group.${group}`;
export const designLanguageNameId = (language: DesignLanguage): MessageId => `theme.designLanguage.${language}`;
export const designLanguageDescriptionId = (language: DesignLanguage): MessageId =>
  `theme.designLanguage.${language}.description`;
export const modeNameId = (mode: ThemeMode): MessageId => `theme.mode.${mode}`;
