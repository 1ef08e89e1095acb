import {
  DEFAULT_DESIGN_LANGUAGE,
  DEFAULT_THEME,
  DESIGN_LANGUAGES,
  THEME_PALETTES,
  type BrandingConfig,
  type DesignLanguage,
  type ThemeId,
  type ThemePalette,
} from '../../../../server/contract/branding';
import { BLACK, contrastRatio, mix, over, shadeForContrast, WHITE, withAlpha } from './color';
import { DESIGN_TOKENS } from './design-languages';

/**
 * The organization's theme as the whole app wears it (spec part 2 §3 "Themes"): the palette and
 * the design language become CSS custom properties on <body>, which Blueprint's own variables and
 * brand-theme.css read. Pure, so every shade can be checked for readability in tests.
 */

/** What the Theme Customization page saves, and what the app shows. */
export type ThemeSelection = Pick<BrandingConfig, 'theme' | 'designLanguage' | 'isDarkMode'>;

/** What the app's look is made of; light or dark is decided apart (isDarkTheme in theme.ts). */
export type ThemeLook = Pick<ThemeSelection, 'theme' | 'designLanguage'>;

export const DEFAULT_THEME_SELECTION: ThemeSelection = {
  theme: DEFAULT_THEME,
  designLanguage: DEFAULT_DESIGN_LANGUAGE,
  isDarkMode: null,
};

export const themeSelectionOf = ({ theme, designLanguage, isDarkMode }: ThemeSelection): ThemeSelection => ({
  theme,
  designLanguage,
  isDarkMode,
});

export const sameThemeSelection = (a: ThemeSelection, b: ThemeSelection): boolean =>
  a.theme === b.theme && a.designLanguage === b.designLanguage && a.isDarkMode === b.isDarkMode;

const DEFAULT_PALETTE = THEME_PALETTES[0];

/** The palette of a theme id; the default one for an id this build does not know. */
export function paletteOf(theme: string): ThemePalette {
  return THEME_PALETTES.find((palette) => palette.id === theme) ?? DEFAULT_PALETTE;
}

export const isThemeId = (value: unknown): value is ThemeId => THEME_PALETTES.some((palette) => palette.id === value);
export const isDesignLanguage = (value: unknown): value is DesignLanguage =>
  (DESIGN_LANGUAGES as readonly unknown[]).includes(value);

/** Readable text: WCAG AA for normal text, which button labels and links are. */
export const TEXT_CONTRAST = 4.5;
/**
 * A primary button must stay visible as a shape on a dark card (its label is what must be read).
 * Blueprint's own blue sits at 2.7:1 there; the darkest palettes (burgundy, minimalist) would
 * vanish at about 1.2:1, so they are lightened as far as white text allows.
 */
export const DARK_BUTTON_SHAPE_CONTRAST = 2;

/** The app's own surfaces (app.css and Blueprint), before the theme tints them. */
const LIGHT_SURFACES = { bg: '#f6f7f9', panel: WHITE, muted: '#5f6b7c', text: '#1c2127' } as const;
const DARK_SURFACES = {
  bg: '#1c2127',
  /** Panels and Blueprint's dark cards. */
  panel: '#252a31',
  /** Hovered and selected rows, menus, segmented controls: the lightest dark surface text sits on. */
  raised: '#383e47',
  muted: '#abb3bf',
  text: '#f6f7f9',
} as const;

/** Tints of the primary colour behind selected and hovered things (the menu, minimal tags, callouts). */
const SOFT_ALPHA = { light: 0.12, dark: 0.18 } as const;
/** How much of the palette's secondary colour the light page background takes. */
const LIGHT_BACKGROUND_TINT = 0.35;
/** How much of the primary colour the dark page background and panels take. */
const DARK_BACKGROUND_TINT = 0.05;
/** The glass design language's wash behind its translucent surfaces: primary and secondary glows. */
const GLASS_WASH = {
  light: { primary: 0.08, secondary: 0.5 },
  dark: { primary: 0.08, secondary: 0.8 },
} as const;

export interface BrandColors {
  /** Primary buttons, checked switches, the selected tab's bar: white text on it reads at 4.5:1. */
  primary: string;
  primaryHover: string;
  primaryActive: string;
  onPrimary: string;
  /** The primary colour as text (links, the selected menu entry, tabs, minimal buttons). */
  primaryText: string;
  /** Translucent primary behind selected and hovered entries. */
  primarySoft: string;
  /** Soft brand surfaces (the preview's header, the glass wash). */
  secondary: string;
  /** Page titles and card titles. */
  heading: string;
  /** Secondary text (app.css's --app-muted), darkened or lightened where the background is tinted. */
  muted: string;
  focus: string;
  bg: string;
  panel: string;
  /** The glass wash's glow colour (primary in light mode, the text shade in dark mode). */
  glow: string;
  /** What text sits on, as opaque colours: primaryText and heading read on every one. */
  textSurfaces: readonly string[];
}

export interface SurfaceOptions {
  /** The page background takes a tint of the palette. */
  tinted: boolean;
  /** The glass wash lies behind the page. */
  glass: boolean;
}

export function brandColors(
  palette: ThemePalette,
  dark: boolean,
  options: SurfaceOptions = { tinted: true, glass: false },
): BrandColors {
  return dark ? darkColors(palette, options) : lightColors(palette, options);
}

/**
 * Where the glass wash is strongest: all three glows laid over the background at full strength
 * (they overlap only partly, so the real page is never further from the background than this).
 */
function glassWashPeak(bg: string, glow: string, secondary: string, dark: boolean): string {
  const wash = GLASS_WASH[dark ? 'dark' : 'light'];
  return over(over(over(bg, glow, wash.primary), secondary, wash.secondary), glow, wash.primary);
}

function lightColors(palette: ThemePalette, { tinted, glass }: SurfaceOptions): BrandColors {
  const bg = tinted ? mix(LIGHT_SURFACES.bg, palette.secondary, LIGHT_BACKGROUND_TINT) : LIGHT_SURFACES.bg;
  const panel = LIGHT_SURFACES.panel;
  const primary = shadeForContrast(palette.primary, BLACK, [WHITE], TEXT_CONTRAST);
  const softAlpha = SOFT_ALPHA.light;
  // Blueprint tints selections at 10-15% and hovers of minimal buttons at up to 30%.
  const textSurfaces = [
    panel,
    bg,
    over(panel, primary, softAlpha),
    over(bg, primary, softAlpha),
    over(panel, primary, 0.3),
    ...(glass ? [glassWashPeak(bg, primary, palette.secondary, false)] : []),
  ];
  const primaryText = shadeForContrast(palette.primary, BLACK, textSurfaces, TEXT_CONTRAST);
  return {
    primary,
    primaryHover: mix(primary, BLACK, 0.14),
    primaryActive: mix(primary, BLACK, 0.26),
    onPrimary: WHITE,
    primaryText,
    primarySoft: withAlpha(primary, softAlpha),
    secondary: palette.secondary,
    heading: shadeForContrast(palette.accent, BLACK, textSurfaces, TEXT_CONTRAST),
    muted: shadeForContrast(LIGHT_SURFACES.muted, BLACK, textSurfaces, TEXT_CONTRAST),
    focus: primaryText,
    bg,
    panel,
    glow: primary,
    textSurfaces,
  };
}

function darkColors(palette: ThemePalette, { tinted, glass }: SurfaceOptions): BrandColors {
  const bg = tinted ? mix(DARK_SURFACES.bg, palette.primary, DARK_BACKGROUND_TINT) : DARK_SURFACES.bg;
  const panel = tinted ? mix(DARK_SURFACES.panel, palette.primary, DARK_BACKGROUND_TINT) : DARK_SURFACES.panel;
  const primary = visibleOnDark(shadeForContrast(palette.primary, BLACK, [WHITE], TEXT_CONTRAST), panel);
  const secondary = mix(panel, palette.primary, 0.22);
  // The tint behind selections and the glass glow are drawn in the text colour itself (a dark
  // primary at 18% would not show on a dark panel); measured as if it were white, the lightest
  // it could be.
  const textSurfaces = [
    bg,
    panel,
    DARK_SURFACES.raised,
    over(panel, WHITE, SOFT_ALPHA.dark),
    ...(glass ? [glassWashPeak(bg, WHITE, secondary, true)] : []),
  ];
  const primaryText = shadeForContrast(palette.primary, WHITE, textSurfaces, TEXT_CONTRAST);
  return {
    primary,
    primaryHover: mix(primary, BLACK, 0.14),
    primaryActive: mix(primary, BLACK, 0.26),
    onPrimary: WHITE,
    primaryText,
    primarySoft: withAlpha(primaryText, SOFT_ALPHA.dark),
    secondary,
    // The palette's secondary is a pale tint: on dark surfaces it makes light, branded headings.
    heading: shadeForContrast(palette.secondary, WHITE, textSurfaces, TEXT_CONTRAST),
    muted: shadeForContrast(DARK_SURFACES.muted, WHITE, textSurfaces, TEXT_CONTRAST),
    focus: primaryText,
    bg,
    panel,
    glow: primaryText,
    textSurfaces,
  };
}

/** Lightens a dark primary until it shows on the dark panel, never past readable white text. */
function visibleOnDark(primary: string, panel: string): string {
  let shown = primary;
  for (let amount = 0.02; contrastRatio(shown, panel) < DARK_BUTTON_SHAPE_CONTRAST && amount < 1; amount += 0.02) {
    const lighter = mix(primary, WHITE, amount);
    if (contrastRatio(lighter, WHITE) < TEXT_CONTRAST) break;
    shown = lighter;
  }
  return shown;
}

export type ThemeVariables = Readonly<Record<`--${string}`, string>>;

/**
 * Every custom property the theme sets. `--bp-*` are Blueprint 6's own (its buttons, tags, inputs
 * and cards read them); `--app-*` are ours, read by app.css and brand-theme.css where Blueprint
 * hard-codes its blue.
 */
export function brandThemeVariables(look: ThemeLook, dark: boolean): ThemeVariables {
  const tokens = DESIGN_TOKENS[look.designLanguage];
  const colors = brandColors(paletteOf(look.theme), dark, { tinted: tokens.tintedBackground, glass: tokens.glass });
  const shadows = tokens.shadows(dark);
  return {
    '--app-primary': colors.primary,
    '--app-primary-hover': colors.primaryHover,
    '--app-primary-active': colors.primaryActive,
    '--app-on-primary': colors.onPrimary,
    '--app-primary-text': colors.primaryText,
    '--app-primary-soft': colors.primarySoft,
    '--app-secondary': colors.secondary,
    '--app-heading-color': colors.heading,
    '--app-focus': colors.focus,
    '--app-muted': colors.muted,
    '--app-bg': colors.bg,
    '--app-panel': colors.panel,
    // app.css's accent (the selected menu entry, quick-action icons) follows the brand.
    '--app-accent': colors.primaryText,
    '--app-accent-soft': colors.primarySoft,
    '--app-page-background': tokens.glass ? glassBackdrop(colors, dark) : colors.bg,
    '--app-glass-surface': tokens.glass ? withAlpha(colors.panel, dark ? 0.62 : 0.66) : colors.panel,
    '--app-glass-filter': tokens.glass ? 'blur(16px) saturate(160%)' : 'none',
    '--bp-intent-primary-rest': colors.primary,
    '--bp-intent-primary-hover': colors.primaryHover,
    '--bp-intent-primary-active': colors.primaryActive,
    '--bp-intent-primary-disabled': mix(colors.primary, dark ? DARK_SURFACES.panel : WHITE, 0.4),
    '--bp-intent-primary-foreground': colors.onPrimary,
    '--bp-emphasis-focus-color': colors.focus,
    '--bp-surface-border-radius': tokens.radius,
    '--bp-surface-border-width': tokens.borderWidth,
    '--bp-surface-shadow-0': shadows[0],
    '--bp-surface-shadow-1': shadows[1],
    '--bp-surface-shadow-2': shadows[2],
    '--bp-surface-shadow-3': shadows[3],
    '--bp-surface-shadow-4': shadows[4],
    '--app-radius-large': tokens.radiusLarge,
    '--app-button-radius': tokens.buttonRadius,
    '--app-heading-font': tokens.headingFont,
    '--app-heading-weight': tokens.headingWeight,
    '--app-heading-spacing': tokens.headingSpacing,
    '--app-button-weight': tokens.buttonWeight,
    '--app-button-spacing': tokens.buttonSpacing,
    '--app-button-transform': tokens.buttonTransform,
  };
}

/** A soft wash of the palette behind glass surfaces: something for the blur to show. */
function glassBackdrop(colors: BrandColors, dark: boolean): string {
  const wash = GLASS_WASH[dark ? 'dark' : 'light'];
  return [
    `radial-gradient(circle at 12% 8%, ${withAlpha(colors.glow, wash.primary)} 0, transparent 42%)`,
    `radial-gradient(circle at 88% 18%, ${withAlpha(colors.secondary, wash.secondary)} 0, transparent 46%)`,
    `radial-gradient(circle at 60% 100%, ${withAlpha(colors.glow, wash.primary)} 0, transparent 50%)`,
    colors.bg,
  ].join(', ');
}
