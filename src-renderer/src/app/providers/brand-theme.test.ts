import { describe, expect, it } from 'vitest';
import { DESIGN_LANGUAGES, THEME_PALETTES } from '../../../../server/contract/branding';
import {
  brandColors,
  brandThemeVariables,
  DARK_BUTTON_SHAPE_CONTRAST,
  DEFAULT_THEME_SELECTION,
  paletteOf,
  sameThemeSelection,
  TEXT_CONTRAST,
  type ThemeSelection,
} from './brand-theme';
import { contrastRatio, leastContrast, WHITE } from './color';
import { DESIGN_TOKENS } from './design-languages';

const MODES = [
  { name: 'light', dark: false },
  { name: 'dark', dark: true },
] as const;
const SURFACE_OPTIONS = [
  { tinted: true, glass: false },
  { tinted: false, glass: false },
  { tinted: true, glass: true },
];

describe('the theme colours of the nine palettes', () => {
  for (const palette of THEME_PALETTES) {
    for (const { name, dark } of MODES) {
      describe(`${palette.name}, ${name}`, () => {
        for (const options of SURFACE_OPTIONS) {
          const colors = brandColors(palette, dark, options);
          const label = `${options.glass ? 'glass' : options.tinted ? 'tinted' : 'neutral'} background`;

          it(`carries white button text at AA (${label})`, () => {
            expect(colors.onPrimary).toBe(WHITE);
            expect(contrastRatio(colors.primary, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
            // Hover and press darken: the label stays readable.
            expect(contrastRatio(colors.primaryHover, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
            expect(contrastRatio(colors.primaryActive, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
          });

          it(`shows links, the selected entry, headings and muted text readably (${label})`, () => {
            expect(colors.textSurfaces).toContain(colors.bg);
            expect(colors.textSurfaces).toContain(colors.panel);
            expect(leastContrast(colors.primaryText, colors.textSurfaces)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
            expect(leastContrast(colors.heading, colors.textSurfaces)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
            expect(leastContrast(colors.muted, colors.textSurfaces)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
            expect(colors.focus).toBe(colors.primaryText);
          });
        }

        if (dark) {
          it('keeps a primary button visible as a shape on the dark panel', () => {
            const colors = brandColors(palette, true);
            expect(contrastRatio(colors.primary, colors.panel)).toBeGreaterThanOrEqual(DARK_BUTTON_SHAPE_CONTRAST);
          });
        }
      });
    }
  }

  it("keeps a palette's own primary where it already reads (Ocean) and darkens only those that do not", () => {
    for (const { dark } of MODES) expect(brandColors(paletteOf('ocean'), dark).primary).toBe('#0b6fb0');
    // Champagne's gold and Coral's red are too light for white text: darker shades of them.
    for (const id of ['champagne-luxe', 'coral-sunset', 'premium-rose-gold']) {
      const palette = paletteOf(id);
      expect(contrastRatio(palette.primary, WHITE)).toBeLessThan(TEXT_CONTRAST);
      const { primary } = brandColors(palette, false);
      expect(primary).not.toBe(palette.primary);
      // A shade, not black: the nearest one that reads.
      expect(contrastRatio(primary, WHITE)).toBeLessThan(TEXT_CONTRAST + 0.3);
    }
  });

  it('gives each palette its own look', () => {
    const primaries = new Set(THEME_PALETTES.map((palette) => brandColors(palette, false).primary));
    expect(primaries.size).toBe(THEME_PALETTES.length);
    const backgrounds = new Set(THEME_PALETTES.map((palette) => brandColors(palette, false).bg));
    expect(backgrounds.size).toBe(THEME_PALETTES.length);
  });
});

describe('the theme variables', () => {
  const ocean: ThemeSelection = { theme: 'ocean', designLanguage: 'glass', isDarkMode: true };

  it("feed Blueprint's primary intent and focus colour and the app's own variables", () => {
    const variables = brandThemeVariables(ocean, true);
    expect(variables['--bp-intent-primary-rest']).toBe('#0b6fb0');
    expect(variables['--app-primary']).toBe('#0b6fb0');
    expect(variables['--bp-intent-primary-foreground']).toBe(WHITE);
    expect(variables['--app-accent']).toBe(variables['--app-primary-text']);
    expect(variables['--bp-emphasis-focus-color']).toBe(variables['--app-focus']);
  });

  it('follow the mode: light and dark surfaces differ, the button colour does not for Ocean', () => {
    const light = brandThemeVariables(ocean, false);
    const dark = brandThemeVariables(ocean, true);
    expect(light['--app-primary']).toBe(dark['--app-primary']);
    expect(light['--app-bg']).not.toBe(dark['--app-bg']);
    expect(light['--app-primary-text']).not.toBe(dark['--app-primary-text']);
    expect(light['--bp-surface-shadow-0']).not.toBe(dark['--bp-surface-shadow-0']);
  });

  it('make the six design languages visibly different', () => {
    const looks = DESIGN_LANGUAGES.map((designLanguage) => {
      const variables = brandThemeVariables({ ...DEFAULT_THEME_SELECTION, designLanguage }, false);
      return [
        variables['--bp-surface-border-radius'],
        variables['--app-button-radius'],
        variables['--bp-surface-shadow-0'],
        variables['--app-heading-font'],
        variables['--app-heading-weight'],
        variables['--app-page-background'],
      ].join('|');
    });
    expect(new Set(looks).size).toBe(DESIGN_LANGUAGES.length);
  });

  it('give glass translucent, blurred surfaces over a wash, and the others opaque ones', () => {
    const glass = brandThemeVariables({ ...DEFAULT_THEME_SELECTION, designLanguage: 'glass' }, false);
    expect(glass['--app-glass-filter']).toMatch(/blur\(/);
    expect(glass['--app-glass-surface']).toMatch(/^rgba\(/);
    expect(glass['--app-page-background']).toMatch(/gradient/);
    for (const designLanguage of DESIGN_LANGUAGES.filter((language) => language !== 'glass')) {
      const variables = brandThemeVariables({ ...DEFAULT_THEME_SELECTION, designLanguage }, false);
      expect(variables['--app-glass-filter']).toBe('none');
      expect(variables['--app-page-background']).toBe(variables['--app-bg']);
    }
  });

  it('keep clean on a neutral background and tint the others with the palette', () => {
    const clean = brandThemeVariables({ ...DEFAULT_THEME_SELECTION, designLanguage: 'clean' }, false);
    const luxury = brandThemeVariables(DEFAULT_THEME_SELECTION, false);
    expect(clean['--app-bg']).toBe('#f6f7f9');
    expect(luxury['--app-bg']).not.toBe('#f6f7f9');
    expect(DESIGN_TOKENS.bold.borderWidth).toBe('2px');
    expect(DESIGN_TOKENS.modern.buttonRadius).toBe('999px');
  });

  it('are only custom properties with a value', () => {
    for (const [name, value] of Object.entries(brandThemeVariables(DEFAULT_THEME_SELECTION, false))) {
      expect(name).toMatch(/^--(app|bp)-[a-z0-9-]+$/);
      expect(value.trim()).not.toBe('');
    }
  });
});

describe('theme selections', () => {
  it('fall back to the default palette for an id this build does not know', () => {
    expect(paletteOf('retired-theme').id).toBe('premium-rose-gold');
    expect(paletteOf('spa').name).toBe('Spa');
  });

  it('compare theme, design language and mode only', () => {
    expect(sameThemeSelection(DEFAULT_THEME_SELECTION, { ...DEFAULT_THEME_SELECTION })).toBe(true);
    expect(sameThemeSelection(DEFAULT_THEME_SELECTION, { ...DEFAULT_THEME_SELECTION, isDarkMode: false })).toBe(false);
    expect(sameThemeSelection(DEFAULT_THEME_SELECTION, { ...DEFAULT_THEME_SELECTION, designLanguage: 'bold' })).toBe(
      false,
    );
    expect(sameThemeSelection(DEFAULT_THEME_SELECTION, { ...DEFAULT_THEME_SELECTION, theme: 'spa' })).toBe(false);
  });
});
