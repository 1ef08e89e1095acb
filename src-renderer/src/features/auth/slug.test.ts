import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '../../../../server/contract/auth';
import { slugify } from './slug';

describe('slugify', () => {
  it('turns a name into the server’s slug form', () => {
    expect(slugify('Bella Vista Day Spa')).toBe('bella-vista-day-spa');
    expect(slugify('  Hair & Beauty  ')).toBe('hair-and-beauty');
    expect(slugify('Café Coupe!')).toBe('cafe-coupe');
    expect(slugify('A -- B')).toBe('a-b');
  });

  it('always satisfies the server’s pattern when not empty', () => {
    const pattern = new RegExp(SLUG_PATTERN);
    for (const name of ['Ünïcödé Salon', 'x'.repeat(80), '123 Main St.', 'a-'.repeat(40)]) {
      const slug = slugify(name);
      expect(slug.length).toBeLessThanOrEqual(60);
      expect(pattern.test(slug)).toBe(true);
    }
  });

  it('gives nothing for a name without letters or digits', () => {
    expect(slugify('!!!')).toBe('');
  });
});
