import { describe, expect, it } from 'vitest';
import { readableBrand } from './shell';

const luminance = (hex: string) => {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
};
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('the brand colour on the booking page', () => {
  it('is darkened until white text on it reaches 4.5:1, keeping its hue', () => {
    // The spec's default (#667eea) is 3.7:1 with white: too light for the buttons' text.
    expect(contrastWithWhite('#667eea')).toBeLessThan(4.5);
    const readable = readableBrand('#667eea');
    expect(contrastWithWhite(readable)).toBeGreaterThanOrEqual(4.5);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(readable.slice(i, i + 2), 16));
    expect(b! > r! && b! > g!).toBe(true);
  });

  it('leaves a colour that is dark enough as it is, and copes with white', () => {
    expect(readableBrand('#1e3a8a')).toBe('#1e3a8a');
    expect(contrastWithWhite(readableBrand('#ffffff'))).toBeGreaterThanOrEqual(4.5);
  });
});
