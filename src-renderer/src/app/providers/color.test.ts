import { describe, expect, it } from 'vitest';
import { BLACK, contrastRatio, mix, over, parseHex, shadeForContrast, toHex, WHITE, withAlpha } from './color';

describe('colour arithmetic', () => {
  it('reads and writes #rrggbb', () => {
    expect(parseHex('#0b6fb0')).toEqual([11, 111, 176]);
    expect(toHex([11, 111, 176])).toBe('#0b6fb0');
    expect(() => parseHex('blue')).toThrow();
  });

  it('mixes channel by channel and lays a tint over a surface', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.7)).toBe('#102030');
    expect(over('#ffffff', '#000000', 0.25)).toBe('#bfbfbf');
    expect(withAlpha('#0b6fb0', 0.2)).toBe('rgba(11, 111, 176, 0.2)');
  });

  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    // The well-known lightest grey that passes AA on white.
    expect(contrastRatio('#767676', WHITE)).toBeCloseTo(4.54, 2);
  });

  it('finds the nearest shade that reads, and keeps a colour that already does', () => {
    expect(shadeForContrast('#0b6fb0', BLACK, [WHITE], 4.5)).toBe('#0b6fb0');
    // Champagne's gold does not carry white text; a darker gold does, still far from black.
    expect(contrastRatio('#b8975a', WHITE)).toBeLessThan(4.5);
    const darker = shadeForContrast('#b8975a', BLACK, [WHITE], 4.5);
    expect(contrastRatio(darker, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darker, WHITE)).toBeLessThan(5);
    const lighter = shadeForContrast('#8c1c3a', WHITE, ['#1c2127', '#383e47'], 4.5);
    expect(contrastRatio(lighter, '#383e47')).toBeGreaterThanOrEqual(4.5);
  });
});
