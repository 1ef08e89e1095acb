import { SegmentedMessage } from 'sms-segments-calculator';
import UnicodeToGsm from 'sms-segments-calculator/dist/libs/UnicodeToGSM';
import { describe, expect, it } from 'vitest';
import { countSmsSegments, isGsm7, smsCharacterCount } from './sms-segments';

const repeat = (char: string, times: number) => char.repeat(times);
const parts = (text: string) => countSmsSegments(text).segments;

describe('countSmsSegments: GSM-7', () => {
  it('counts the empty text as one empty GSM-7 part, as the oracle does', () => {
    expect(countSmsSegments('')).toEqual({
      encoding: 'GSM-7',
      units: 0,
      segments: 1,
      perSegment: 160,
      remainingInSegment: 160,
      nonGsmCharacters: [],
    });
    expect(new SegmentedMessage('').segmentsCount).toBe(1);
  });

  it('fits 160 basic characters in one SMS and needs two parts of 153 for 161', () => {
    expect(countSmsSegments(repeat('a', 160))).toMatchObject({
      encoding: 'GSM-7',
      units: 160,
      segments: 1,
      perSegment: 160,
      remainingInSegment: 0,
    });
    expect(countSmsSegments(repeat('a', 161))).toMatchObject({
      units: 161,
      segments: 2,
      perSegment: 153,
      remainingInSegment: 153 - 8,
    });
  });

  it.each([
    [306, 2],
    [307, 3],
    [459, 3],
    [460, 4],
    [153 * 10, 10],
    [153 * 10 + 1, 11],
  ])('sends %i basic characters as %i parts', (length, expected) => {
    expect(parts(repeat('e', length))).toBe(expected);
  });

  it('counts the extension table as two septets each', () => {
    for (const char of ['^', '{', '}', '\\', '[', '~', ']', '|', '€', '\f']) {
      expect(countSmsSegments(char)).toMatchObject({ encoding: 'GSM-7', units: 2 });
    }
    expect(countSmsSegments(repeat('€', 80))).toMatchObject({ units: 160, segments: 1 });
    expect(countSmsSegments(repeat('€', 80) + 'a')).toMatchObject({ units: 161, segments: 2 });
  });

  it('never cuts an escape pair: a part holds 152 septets when a € would straddle its end', () => {
    // 152 basic, then € at septets 153-154: part one ends after 152, the € starts part two,
    // which then has no room for all 152 letters after it.
    const straddling = repeat('a', 152) + '€' + repeat('a', 152);
    expect(countSmsSegments(straddling)).toMatchObject({ units: 306, segments: 3, remainingInSegment: 152 });
    expect(new SegmentedMessage(straddling).segmentsCount).toBe(3);
    // The same 306 septets with the € one place earlier fill two parts exactly.
    const aligned = repeat('a', 151) + '€' + repeat('a', 153);
    expect(countSmsSegments(aligned)).toMatchObject({ units: 306, segments: 2, remainingInSegment: 0 });
    expect(new SegmentedMessage(aligned).segmentsCount).toBe(2);
  });

  it('keeps accented letters of the GSM alphabet in GSM-7 and counts the rest as UCS-2', () => {
    expect(countSmsSegments('Café é à ù Ç Ñ ß ΔΩ £¥§¿¡')).toMatchObject({ encoding: 'GSM-7', nonGsmCharacters: [] });
    expect(isGsm7('Café')).toBe(true);
    // ú, ç (lower case) and á are not in the GSM alphabet: one is enough to make the text UCS-2.
    expect(countSmsSegments('Está ú ç á ú')).toMatchObject({ encoding: 'UCS-2', nonGsmCharacters: ['á', 'ú', 'ç'] });
    expect(isGsm7('ç')).toBe(false);
    expect(isGsm7('Tab\there')).toBe(false);
  });
});

describe('countSmsSegments: UCS-2', () => {
  it('fits 70 units in one SMS and needs two parts of 67 for 71', () => {
    expect(countSmsSegments(repeat('ú', 70))).toMatchObject({
      encoding: 'UCS-2',
      units: 70,
      segments: 1,
      perSegment: 70,
      remainingInSegment: 0,
    });
    expect(countSmsSegments(repeat('ú', 71))).toMatchObject({
      units: 71,
      segments: 2,
      perSegment: 67,
      remainingInSegment: 67 - 4,
    });
  });

  it.each([
    [134, 2],
    [135, 3],
    [201, 3],
    [202, 4],
    [67 * 9, 9],
    [67 * 9 + 1, 10],
  ])('sends %i UCS-2 units as %i parts', (length, expected) => {
    expect(parts('你' + repeat('a', length - 1))).toBe(expected);
  });

  it('counts an emoji as two units and makes the whole text Unicode', () => {
    const text = 'See you tomorrow 😀';
    expect(countSmsSegments(text)).toMatchObject({
      encoding: 'UCS-2',
      units: text.length,
      segments: 1,
      nonGsmCharacters: ['😀'],
    });
    expect(smsCharacterCount(text)).toBe(18);
    expect(countSmsSegments(repeat('😀', 35))).toMatchObject({ units: 70, segments: 1 });
    expect(countSmsSegments(repeat('😀', 36))).toMatchObject({ units: 72, segments: 2, remainingInSegment: 61 });
  });

  it('counts extension characters as one unit once the text is UCS-2', () => {
    expect(countSmsSegments('€ú')).toMatchObject({ encoding: 'UCS-2', units: 2 });
  });

  it('never cuts a surrogate pair: a part holds 66 units when an emoji would straddle its end', () => {
    const straddling = repeat('a', 66) + '😀' + repeat('a', 66);
    expect(countSmsSegments(straddling)).toMatchObject({ units: 134, segments: 3, remainingInSegment: 66 });
    expect(new SegmentedMessage(straddling).segmentsCount).toBe(3);
    const aligned = repeat('a', 65) + '😀' + repeat('a', 67);
    expect(countSmsSegments(aligned)).toMatchObject({ units: 134, segments: 2, remainingInSegment: 0 });
    expect(new SegmentedMessage(aligned).segmentsCount).toBe(2);
  });

  it('lists each character that made the text Unicode once', () => {
    expect(countSmsSegments('😀 ok 😀 ’quoted’').nonGsmCharacters).toEqual(['😀', '’']);
  });
});

describe('the GSM alphabet', () => {
  it('is the same 137 characters as the oracle’s table, with the same sizes', () => {
    const oracle = Object.entries(UnicodeToGsm as Record<string, number[]>).map(
      ([code, septets]) => [String.fromCharCode(Number(code)), septets.length] as const,
    );
    expect(oracle).toHaveLength(137);
    for (const [char, septets] of oracle) {
      expect(countSmsSegments(char)).toMatchObject({ encoding: 'GSM-7', units: septets });
    }
    // Nothing else in the basic plane is GSM (surrogates are checked as pairs above).
    const gsm = new Set(oracle.map(([char]) => char));
    for (let code = 0; code < 0x3000; code++) {
      const char = String.fromCharCode(code);
      if (!gsm.has(char)) expect(isGsm7(char), `U+${code.toString(16)}`).toBe(false);
    }
  });
});
