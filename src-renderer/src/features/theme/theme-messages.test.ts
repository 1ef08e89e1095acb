import { describe, expect, it } from 'vitest';
import { DESIGN_LANGUAGES, THEME_GROUPS, THEME_PALETTES } from '../../../../server/contract/branding';
import { en } from '../../i18n/en';
import {
  designLanguageDescriptionId,
  designLanguageNameId,
  groupNameId,
  modeNameId,
  paletteNameId,
} from './theme-messages';

describe('the names of the theme page', () => {
  it('has an English name for every palette, the same as the contract', () => {
    for (const palette of THEME_PALETTES) expect(en[paletteNameId(palette.id)]).toBe(palette.name);
  });

  it('has the spec group names, the six design languages with a description, and the three modes', () => {
    expect(THEME_GROUPS.map((group) => en[groupNameId(group)])).toEqual(['Luxury', 'Wellness', 'Vibrant', 'Minimal']);
    for (const language of DESIGN_LANGUAGES) {
      expect(en[designLanguageNameId(language)]).toBeTruthy();
      expect(en[designLanguageDescriptionId(language)]).toBeTruthy();
    }
    expect((['light', 'dark', 'system'] as const).map((mode) => en[modeNameId(mode)])).toEqual([
      'Light',
      'Dark',
      'System',
    ]);
  });
});
