import { describe, expect, it } from 'vitest';
import { smsNumberOf } from './sms-number';

describe('smsNumberOf', () => {
  it('writes numbers as E.164, whatever spacing and punctuation they were typed with', () => {
    expect(smsNumberOf('+1 555 0199')).toBe('+15550199');
    expect(smsNumberOf(' +61 (412) 345-678 ')).toBe('+61412345678');
    expect(smsNumberOf('0061 412 345 678')).toBe('+61412345678');
  });

  it('makes a local number international only when the country is known', () => {
    expect(smsNumberOf('0412 345 678', '+61')).toBe('+61412345678');
    expect(smsNumberOf('0412 345 678')).toBe('0412345678');
  });
});
