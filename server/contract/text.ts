/**
 * What the server accepts and stores as human text (names, descriptions). Isomorphic on purpose:
 * the contract schemas, the permission rules and the renderer share it, so keep it free of imports.
 */

/**
 * A UTF-16 surrogate that is not part of a pair. It cannot be written as UTF-8: SQLite stores the
 * raw bytes and reads back U+FFFD, so two different inputs collide on a unique index afterwards.
 * With the `u` flag a well-formed pair is one code point and never matches this class.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** C0 and C1 control characters (NUL, escape, bell, DEL…): never part of a name. */
const CONTROL = /\p{Cc}/u;
/** The same, but tab and line breaks are fine in multi-line text such as a bio. */
const CONTROL_EXCEPT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/**
 * Code points that draw nothing: zero-width space and joiners, soft hyphen, bidi embeddings and
 * overrides, variation selectors, the BOM, tag characters. In a name they only serve to make two
 * names look alike while comparing different ("Owner" + U+200B). Stripping the joiners also drops
 * the ZWNJ Persian spelling uses between some letters; a name still reads the same without it.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

export type TextProblem = 'invalid-characters' | 'control-characters' | 'blank';

/** The one-line rule for each problem, completing "<Field> …". */
export const TEXT_PROBLEM_RULES: Readonly<Record<TextProblem, string>> = {
  'invalid-characters': 'must not contain invalid characters',
  'control-characters': 'must not contain control characters',
  blank: 'is required',
};

export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/** 'name': one line with a visible character once cleaned; 'line': one line, may be empty; 'text': may span lines. */
export type TextKind = 'name' | 'line' | 'text';

/** The first reason `text` may not be saved as `kind`, or undefined. */
export function textProblem(text: string, kind: TextKind): TextProblem | undefined {
  if (hasLoneSurrogate(text)) return 'invalid-characters';
  if ((kind === 'text' ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(text)) return 'control-characters';
  if (kind === 'name' && cleanName(text) === '') return 'blank';
  return undefined;
}

/**
 * The form a name is stored and compared in: compatibility-normalized (NFKC turns full-width
 * "ｏｗｎｅｒ" into "owner" and the ﬁ ligature into "fi"), invisible code points removed, runs of
 * whitespace collapsed to one space, trimmed. Stripping and NFKC each can expose work for the other
 * (NFKC maps the half-width Hangul filler to a default-ignorable one), so both run to a fixed point.
 */
export function cleanName(raw: string): string {
  let text = raw;
  for (let pass = 0; pass < 3; pass += 1) {
    const next = text.replace(INVISIBLE, '').normalize('NFKC');
    if (next === text) break;
    text = next;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Latin look-alikes from Cyrillic, Greek and IPA, for comparing names only (never for storing
 * them). It covers the common confusables that make a known word ("Оwner" with a Cyrillic О,
 * "аdmin") read as itself, not all of Unicode's confusables list. Each pair lines up letter for
 * letter: the n-th character of the first string reads as the n-th of the second.
 */
const LOOKALIKE_PAIRS: readonly (readonly [string, string])[] = [
  ['аеёһіїјорсухѕԁԛԝӏү', 'aeehiijopcyxsdqwly'], // Cyrillic small
  ['АВЕЁНІЇЈКМОРСТУХЅҮԀԚԜӀ', 'ABEEHIIJKMOPCTYXSYDQWI'], // Cyrillic capital
  ['αβεικνορυχγ', 'abeiknopuxy'], // Greek small
  ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'ABEZHIKMNOPTYX'], // Greek capital
  ['ıȷɑɡɩʏᴄᴏᴠᴡᴢ', 'ijagiycovwz'], // Latin letters outside ASCII
];
const LATIN_LOOKALIKES: ReadonlyMap<string, string> = new Map(
  LOOKALIKE_PAIRS.flatMap(([from, to]) => {
    const source = [...from];
    const target = [...to];
    if (source.length !== target.length) throw new Error(`Look-alike pair out of step: ${from}`);
    return source.map((letter, i) => [letter, target[i]!] as const);
  }),
);
const LOOKALIKE = new RegExp(`[${[...LATIN_LOOKALIKES.keys()].join('')}]`, 'gu');

/** cleanName, then look-alike letters folded to Latin: two names that read the same compare equal. */
export function comparableName(raw: string): string {
  return cleanName(raw).replace(LOOKALIKE, (letter) => LATIN_LOOKALIKES.get(letter) ?? letter);
}
