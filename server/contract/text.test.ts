import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKnownRoleName, normalizeRoleName } from './permissions';
import { cleanName, comparableName, hasLoneSurrogate, textProblem } from './text';

describe('cleanName', () => {
  it.each([
    ['  Senior   Stylist ', 'Senior Stylist'],
    ['ｏｗｎｅｒ', 'owner'],
    ['Owner\u200B', 'Owner'],
    ['O\u00ADwner', 'Owner'],
    ['\u202EOwner\u202C', 'Owner'],
    ['\uFEFFZoë', 'Zoë'],
    ['Zoe\u0308', 'Zoë'],
    ['ﬁona', 'fiona'],
    ['Ana\u00A0Lucia\u3000Ruiz', 'Ana Lucia Ruiz'],
    ['Line\none', 'Line one'],
    ['\u200B\u200D', ''],
    ['李 小龙', '李 小龙'],
  ])('stores %j as %j', (raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });

  it('is idempotent and leaves no invisible or surrounding space', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (raw) => {
        const once = cleanName(raw);
        expect(cleanName(once)).toBe(once);
        expect(once).toBe(once.trim());
        expect(/\p{Default_Ignorable_Code_Point}|\s\s/u.test(once)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('comparableName', () => {
  it.each([
    ['Оwner', 'Owner'],
    ['аdmin', 'admin'],
    ['ΑDMIN', 'ADMIN'],
    ['Rесерtiоnist', 'Receptionist'],
    ['ѕtaff', 'staff'],
    ['ɡuest', 'guest'],
  ])('reads %j as %j', (raw, latin) => {
    expect(comparableName(raw)).toBe(latin);
  });

  it('leaves names in other scripts alone where they do not imitate Latin', () => {
    expect(comparableName('Стилист')).toBe('Cтилиcт');
    expect(comparableName('李')).toBe('李');
  });
});

describe('role names read as they look', () => {
  it.each(['Оwner', 'Owner\u200B', 'ｏｗｎｅｒ', 'O\u00ADWNER', 'ROLE_Оwner', '\u2066owner\u2069'])(
    '%j normalizes to the owner role',
    (name) => {
      expect(normalizeRoleName(name)).toBe('owner');
      expect(isKnownRoleName(name)).toBe(true);
    },
  );

  it('still tells custom roles apart', () => {
    expect(normalizeRoleName('Senior Stylist')).toBe('seniorstylist');
    expect(isKnownRoleName('Ownership Coach')).toBe(false);
  });
});

describe('textProblem', () => {
  it.each([
    ['Ada', 'name', undefined],
    ['\uD800', 'name', 'invalid-characters'],
    ['a\uDC00', 'text', 'invalid-characters'],
    ['😀', 'name', undefined],
    ['a\u0000b', 'line', 'control-characters'],
    ['a\u0085b', 'line', 'control-characters'],
    ['a\tb', 'name', 'control-characters'],
    ['one\r\ntwo\tthree', 'text', undefined],
    ['one\u0007', 'text', 'control-characters'],
    ['   ', 'name', 'blank'],
    ['\u200B', 'name', 'blank'],
    ['', 'line', undefined],
    ['   ', 'text', undefined],
  ] as const)('%j as %s: %s', (text, kind, problem) => {
    expect(textProblem(text, kind)).toBe(problem);
  });

  it('finds unpaired surrogates only', () => {
    expect(hasLoneSurrogate('\uD83D\uDE00')).toBe(false);
    expect(hasLoneSurrogate('\uDE00\uD83D')).toBe(true);
  });
});
