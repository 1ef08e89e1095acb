import type { DesignLanguage } from '../../../../server/contract/branding';

/**
 * The shape and feel of each design language (spec part 2 §3 "Themes"): corner radius, borders,
 * elevation, the weight and spacing of headings and buttons, and whether surfaces are glass. Colours
 * are the palette's (brand-theme.ts); these never change what is readable, only how it is drawn.
 */
export interface DesignTokens {
  /** Buttons, inputs and cards: Blueprint's --bp-surface-border-radius. */
  radius: string;
  /** Dialogs, popovers, callouts, menus. */
  radiusLarge: string;
  /** Buttons alone (modern makes them pills). */
  buttonRadius: string;
  /** Blueprint's --bp-surface-border-width (the outline of buttons and inputs). */
  borderWidth: string;
  /** Blueprint's elevations 0 to 4 (--bp-surface-shadow-N): cards use 0, overlays 3 and 4. */
  shadows: (dark: boolean) => readonly [string, string, string, string, string];
  headingFont: string;
  headingWeight: string;
  headingSpacing: string;
  buttonWeight: string;
  buttonSpacing: string;
  buttonTransform: 'none' | 'uppercase';
  /** The page background takes a tint of the palette (clean keeps it neutral). */
  tintedBackground: boolean;
  /** Translucent, blurred cards and panels over a soft gradient. */
  glass: boolean;
}

/** Blueprint's own stack, so headings of every language but luxury stay in the app's typeface. */
const SANS =
  '-apple-system, "BlinkMacSystemFont", "Segoe UI", "Roboto", "Oxygen", "Ubuntu", "Cantarell", "Open Sans", "Helvetica Neue", sans-serif';
const SERIF = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Times New Roman", serif';

type Elevations = readonly [string, string, string, string, string];

/** A hairline ring (light) or inner ring (dark) under each elevation, as Blueprint draws them. */
const ring = (dark: boolean, alpha: number) =>
  dark ? `inset 0 0 0 1px rgba(255, 255, 255, ${alpha})` : `0 0 0 1px rgba(17, 20, 24, ${alpha})`;
const drop = (dark: boolean, y: number, blur: number, spread: number, alpha: number) =>
  `0 ${y}px ${blur}px ${spread}px rgba(${dark ? '0, 0, 0' : '17, 20, 24'}, ${dark ? Math.min(0.9, alpha * 3) : alpha})`;

const elevations =
  (ringAlpha: number, drops: readonly (readonly [number, number, number, number])[]) =>
  (dark: boolean): Elevations =>
    drops.map(
      (shadow) => `${ring(dark, dark ? ringAlpha + 0.06 : ringAlpha)}, ${drop(dark, ...shadow)}`,
    ) as unknown as Elevations;

export const DESIGN_TOKENS: Readonly<Record<DesignLanguage, DesignTokens>> = {
  // Refined: soft, warm depth, gently rounded, serif headings with a little air between letters.
  luxury: {
    radius: '6px',
    radiusLarge: '12px',
    buttonRadius: '6px',
    borderWidth: '1px',
    shadows: elevations(0.08, [
      [2, 8, 0, 0.06],
      [4, 14, 0, 0.08],
      [10, 28, -4, 0.12],
      [18, 40, -6, 0.16],
      [28, 64, -12, 0.26],
    ]),
    headingFont: SERIF,
    headingWeight: '600',
    headingSpacing: '0.01em',
    buttonWeight: '500',
    buttonSpacing: '0.02em',
    buttonTransform: 'none',
    tintedBackground: true,
    glass: false,
  },
  // Flat and quiet: square-ish corners, hairlines instead of shadows, light headings.
  minimal: {
    radius: '2px',
    radiusLarge: '4px',
    buttonRadius: '2px',
    borderWidth: '1px',
    shadows: elevations(0.14, [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [2, 4, 0, 0.06],
      [6, 16, -4, 0.1],
      [12, 32, -8, 0.16],
    ]),
    headingFont: SANS,
    headingWeight: '500',
    headingSpacing: '0',
    buttonWeight: '400',
    buttonSpacing: '0',
    buttonTransform: 'none',
    tintedBackground: true,
    glass: false,
  },
  // Strong: thick outlines, deep shadows, heavy headings, upper-case buttons.
  bold: {
    radius: '8px',
    radiusLarge: '12px',
    buttonRadius: '8px',
    borderWidth: '2px',
    shadows: elevations(0.2, [
      [6, 16, -2, 0.14],
      [8, 20, -2, 0.16],
      [14, 32, -4, 0.2],
      [22, 48, -6, 0.26],
      [32, 72, -12, 0.34],
    ]),
    headingFont: SANS,
    headingWeight: '800',
    headingSpacing: '-0.01em',
    buttonWeight: '700',
    buttonSpacing: '0.04em',
    buttonTransform: 'uppercase',
    tintedBackground: true,
    glass: false,
  },
  // Crisp and airy: a neutral background, the lightest shadow, regular headings.
  clean: {
    radius: '6px',
    radiusLarge: '8px',
    buttonRadius: '6px',
    borderWidth: '1px',
    shadows: elevations(0.06, [
      [1, 2, 0, 0.06],
      [1, 3, 0, 0.08],
      [6, 12, -4, 0.1],
      [12, 24, -6, 0.12],
      [20, 40, -10, 0.2],
    ]),
    headingFont: SANS,
    headingWeight: '600',
    headingSpacing: '0',
    buttonWeight: '500',
    buttonSpacing: '0',
    buttonTransform: 'none',
    tintedBackground: false,
    glass: false,
  },
  // Frosted glass: translucent, blurred surfaces over a soft wash of the palette, round corners.
  glass: {
    radius: '12px',
    radiusLarge: '18px',
    buttonRadius: '12px',
    borderWidth: '1px',
    shadows: elevations(0.1, [
      [8, 32, 0, 0.1],
      [8, 32, 0, 0.12],
      [14, 40, -4, 0.16],
      [20, 48, -6, 0.2],
      [30, 72, -12, 0.28],
    ]),
    headingFont: SANS,
    headingWeight: '600',
    headingSpacing: '-0.005em',
    buttonWeight: '600',
    buttonSpacing: '0',
    buttonTransform: 'none',
    tintedBackground: true,
    glass: true,
  },
  // Contemporary: rounder surfaces, pill buttons, layered soft shadows, tight heavy headings.
  modern: {
    radius: '10px',
    radiusLarge: '16px',
    buttonRadius: '999px',
    borderWidth: '1px',
    shadows: elevations(0.05, [
      [4, 12, -2, 0.08],
      [6, 16, -2, 0.1],
      [12, 28, -6, 0.14],
      [20, 44, -8, 0.18],
      [28, 64, -12, 0.26],
    ]),
    headingFont: SANS,
    headingWeight: '700',
    headingSpacing: '-0.02em',
    buttonWeight: '600',
    buttonSpacing: '0',
    buttonTransform: 'none',
    tintedBackground: true,
    glass: false,
  },
};
