import type { CSSProperties } from 'react';
import type { EmailBrand } from '../../../../../server/contract/email-blocks';

/**
 * The canvas's look of each block: the inline styles `blocksToHtml` writes into the email
 * (server/contract/email-blocks.ts), as React style objects, so the block list reads like the email
 * without putting template HTML into the app's page. Keep the two in step.
 */
const FONT = "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT_COLOR = '#374151';
const HEADING_COLOR = '#1f2937';

export const BLOCK_STYLE = {
  heading1: { margin: '0 0 16px', fontSize: 24, lineHeight: 1.3, color: HEADING_COLOR, fontFamily: FONT },
  heading2: { margin: '0 0 12px', fontSize: 19, lineHeight: 1.35, color: HEADING_COLOR, fontFamily: FONT },
  paragraph: { margin: '0 0 16px', fontSize: 15, lineHeight: 1.6, color: TEXT_COLOR, fontFamily: FONT },
  divider: { margin: '8px 0 24px', borderTop: '1px solid #e5e7eb' },
  buttonRow: { margin: '24px 0', textAlign: 'center' },
  image: { margin: '0 0 16px', textAlign: 'center' },
} satisfies Record<string, CSSProperties>;

/** Line breaks kept, as `<br>` keeps them in the email. */
export const TEXT_WITH_BREAKS: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' };

export const buttonStyle = (brand: EmailBrand): CSSProperties => ({
  display: 'inline-block',
  padding: '12px 28px',
  borderRadius: 6,
  color: '#ffffff',
  fontWeight: 600,
  background: brand.primary,
  backgroundImage: `linear-gradient(135deg,${brand.primary} 0%,${brand.secondary} 100%)`,
  fontFamily: FONT,
  whiteSpace: 'pre-wrap',
});

export const linkStyle = (brand: EmailBrand): CSSProperties => ({
  color: readableOnWhite(brand.primary),
  textDecoration: 'underline',
  whiteSpace: 'pre-wrap',
});

/** WCAG's relative luminance of a #rgb or #rrggbb colour; undefined for anything else. */
function luminance(hex: string): number | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return undefined;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const toHex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * The brand colour for link text on the canvas's white page, darkened just enough to be read
 * (4.5:1, WCAG AA) when the brand's own is lighter: the canvas is part of the app and must stay
 * legible. The preview shows the email's exact colours.
 */
export function readableOnWhite(color: string): string {
  const start = luminance(color);
  if (start === undefined) return '#1f2937';
  const digits =
    color.trim().length === 4
      ? [...color.trim().slice(1)].map((digit) => digit + digit).join('')
      : color.trim().slice(1);
  const rgb = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16));
  for (let factor = 1; factor > 0; factor -= 0.05) {
    const candidate = `#${rgb.map((channel) => toHex(channel * factor)).join('')}`;
    if (1.05 / (luminance(candidate)! + 0.05) >= 4.5) return candidate;
  }
  return '#000000';
}
