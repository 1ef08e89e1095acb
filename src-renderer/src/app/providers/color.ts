/**
 * The little colour arithmetic the organization's theme needs: sRGB hex colours, mixing, and the
 * WCAG 2 contrast ratio, so every shade the theme derives can be checked for readability.
 */

export type Rgb = readonly [number, number, number];

export const WHITE = '#ffffff';
export const BLACK = '#000000';

const HEX = /^#([0-9a-f]{6})$/i;

export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

export function toHex([red, green, blue]: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(red)}${channel(green)}${channel(blue)}`;
}

/** `from` moved toward `to` by `amount` (0: from, 1: to), channel by channel. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

/** `color` at `alpha` as CSS, for tints laid over whatever surface is below. */
export function withAlpha(color: string, alpha: number): string {
  const [red, green, blue] = parseHex(color);
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}

/** What `color` at `alpha` looks like over the opaque `surface`: the colour contrast is measured on. */
export function over(surface: string, color: string, alpha: number): string {
  return mix(surface, color, alpha);
}

const linear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance. */
export function relativeLuminance(color: string): number {
  const [red, green, blue] = parseHex(color).map(linear) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The lowest contrast `color` has against any of `surfaces`. */
export function leastContrast(color: string, surfaces: readonly string[]): number {
  return Math.min(...surfaces.map((surface) => contrastRatio(color, surface)));
}

const STEP = 0.02;

/**
 * The shade of `color` nearest to it, moving toward `toward` (black to darken, white to lighten),
 * that reaches `minimum` contrast against every one of `surfaces`. The colour itself when it already
 * does; black or white as a last resort (every surface of the app leaves one of them readable).
 */
export function shadeForContrast(
  color: string,
  toward: typeof BLACK | typeof WHITE,
  surfaces: readonly string[],
  minimum: number,
): string {
  for (let amount = 0; amount < 1; amount += STEP) {
    const candidate = mix(color, toward, amount);
    if (leastContrast(candidate, surfaces) >= minimum) return candidate;
  }
  return toward;
}
