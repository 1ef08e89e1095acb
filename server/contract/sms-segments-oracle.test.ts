/**
 * The counter against Twilio's calculator (npm sms-segments-calculator) as the oracle: 10,000
 * seeded random texts. The hand cases at every boundary are in sms-segments.test.ts.
 *
 * The oracle first splits a text into grapheme clusters with the grapheme-splitter package, which
 * takes about a millisecond per text (ten seconds of the suite for the 10,000). The texts are drawn
 * from characters that never join a neighbour into one cluster (POOLS), so on them that split is
 * a split into code points: the oracle is run with the code-point split for the 10,000 texts, after
 * the two splits are shown to give the same answers on 500 texts of the same kind. The oracle's own
 * logic (alphabet, encoding, parts) is what decides either way. (Intl.Segmenter, used here before,
 * gave the same answers at a quarter of the oracle's time; the code-point split costs almost none.)
 *
 * Then the oracle spent four fifths of its time adding up a part's bits: before each character it
 * adds again every character already in the part. The 10,000 texts run with a sum kept as the part
 * changes (runningSums), after the same 500 texts show that it answers as the package's own sums.
 */
import { createRequire } from 'node:module';
import { SegmentedMessage } from 'sms-segments-calculator';
import { afterAll, describe, expect, it } from 'vitest';
import { countSmsSegments } from './sms-segments';

// The oracle calls `textUtils.splitGraphemes` through its exports object, so replacing the export
// replaces the split it uses.
const textUtils = createRequire(import.meta.url)('sms-segments-calculator/dist/libs/textUtils.js') as {
  splitGraphemes: (message: string) => string[];
};
const packageSplit = textUtils.splitGraphemes;
/** As the package's split on the texts drawn here: one part per code point (a CRLF pair is two). */
const codePointSplit = (message: string) => Array.from(message);

/**
 * A part of a message (the package's Segment: an array of characters and header octets, each with
 * its sizeInBits) and how it counts its bits: by adding up all of its items on every call.
 */
interface Sized {
  sizeInBits(): number;
}
interface SegmentPrototype {
  sizeInBits(this: Sized[]): number;
  push?(this: Sized[], ...items: Sized[]): number;
  pop?(this: Sized[]): Sized | undefined;
  unshift?(this: Sized[], ...items: Sized[]): number;
}
const segmentPrototype = (
  createRequire(import.meta.url)('sms-segments-calculator/dist/libs/Segment.js') as {
    default: { prototype: SegmentPrototype };
  }
).default.prototype;
const packageSums = segmentPrototype.sizeInBits;
const bits = (items: Sized[]) => items.reduce((sum, item) => sum + item.sizeInBits(), 0);
type Summed = Sized[] & { bits?: number };
/**
 * The same sum kept up to date as the package changes a part: Segment only ever pushes, pops and
 * unshifts its items (Segment.js, SegmentedMessage.js), so those three keep the total.
 */
const runningSums: SegmentPrototype = {
  sizeInBits(this: Summed) {
    return this.bits ?? 0;
  },
  push(this: Summed, ...items) {
    this.bits = (this.bits ?? 0) + bits(items);
    return Array.prototype.push.apply(this, items);
  },
  pop(this: Summed) {
    const item = Array.prototype.pop.call(this) as Sized | undefined;
    if (item) this.bits = (this.bits ?? 0) - item.sizeInBits();
    return item;
  },
  unshift(this: Summed, ...items) {
    this.bits = (this.bits ?? 0) + bits(items);
    return Array.prototype.unshift.apply(this, items);
  },
};
function countBits(how: 'package' | 'running'): void {
  delete segmentPrototype.push;
  delete segmentPrototype.pop;
  delete segmentPrototype.unshift;
  Object.assign(segmentPrototype, how === 'package' ? { sizeInBits: packageSums } : runningSums);
}

afterAll(() => {
  textUtils.splitGraphemes = packageSplit;
  countBits('package');
});

const oracleOf = (text: string) => {
  const message = new SegmentedMessage(text);
  return { segments: message.segmentsCount, encoding: message.encodingName, characters: message.numberOfCharacters };
};

/** mulberry32: a small seeded generator, so a failure here is the same failure on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/*
 * Characters of each kind. None of them joins its neighbour into one grapheme cluster (no
 * combining marks, joiners, variation selectors, skin tones or flag halves): the oracle keeps a
 * whole cluster in one part, the rule keeps only a surrogate pair (see the test below).
 */
const POOLS = {
  basic: [...'@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡AZÄÖÑÜ§¿azäöñüà'],
  extension: [...'\f^{}\\[~]|€'],
  // Accented letters outside GSM, CJK, Cyrillic, Greek lower case, typography, a tab.
  bmp: [...'úçáêíóâõãÁÚÍ你好世界漢字日本語한국Привет αβγ’“”…–—•°™✓\t'],
  astral: ['😀', '😂', '😍', '🙏', '🎉', '🚀', '🍕', '🐶', '🌸', '💇', '𝄞', '𠀀'],
} as const;
type Pool = keyof typeof POOLS;

/** Mixes: weights of each pool. Plain GSM ones too, since one non-GSM character decides a text. */
const MIXES: readonly Partial<Record<Pool, number>>[] = [
  { basic: 1 },
  { basic: 0.85, extension: 0.15 },
  { basic: 0.5, extension: 0.5 },
  { basic: 0.6, extension: 0.1, bmp: 0.15, astral: 0.15 },
  { basic: 0.4, astral: 0.6 },
  { basic: 0.7, bmp: 0.3 },
  { astral: 1 },
];

function randomText(random: () => number): string {
  const mix = MIXES[Math.floor(random() * MIXES.length)]!;
  const length = Math.floor(random() * 481);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const chars: string[] = [];
  for (let i = 0; i < length; i++) {
    let roll = random();
    let pool: Pool = 'basic';
    for (const [name, weight] of Object.entries(mix) as [Pool, number][]) {
      pool = name;
      roll -= weight;
      if (roll < 0) break;
    }
    chars.push(pick(POOLS[pool]));
  }
  // Mostly GSM with a single character that turns the whole text UCS-2, somewhere.
  if (mix.basic === 1 && length > 0 && random() < 0.3) {
    chars[Math.floor(random() * length)] = pick([...POOLS.bmp, ...POOLS.astral]);
  }
  return chars.join('');
}

describe('the split the oracle is run with', () => {
  it('is the package’s own split on every pair of the characters drawn: none joins its neighbour', () => {
    const all = Object.values(POOLS).flat();
    const joined: string[] = [];
    for (const first of all) {
      for (const second of all) {
        const pair = first + second;
        if (packageSplit(pair).join('\u0000') !== codePointSplit(pair).join('\u0000')) joined.push(pair);
      }
    }
    expect(all.length).toBeGreaterThan(140);
    expect(joined).toEqual([]);
  });
});

describe('against Twilio’s calculator (npm sms-segments-calculator) as the oracle', () => {
  it('answers the same with a code-point split and running sums as with its own split and sums, on 500 random texts', () => {
    const random = seeded(0x0dd_ba11);
    const texts = Array.from({ length: 500 }, () => randomText(random));
    textUtils.splitGraphemes = packageSplit;
    countBits('package');
    const withPackage = texts.map(oracleOf);
    textUtils.splitGraphemes = codePointSplit;
    expect(texts.map(oracleOf)).toEqual(withPackage);
    countBits('running');
    expect(texts.map(oracleOf)).toEqual(withPackage);
    // The texts reach what the sums decide: parts filled up, and a part's last characters moved on
    // when it gets its header.
    expect(withPackage.filter((answer) => answer.segments > 2).length).toBeGreaterThan(200);
  });

  it('gives the same encoding and part count for 10,000 random texts of 0-480 characters (up to 4 GSM or 8 Unicode parts)', () => {
    textUtils.splitGraphemes = codePointSplit;
    countBits('running');
    const random = seeded(0x5e9_3e75);
    const disagreements: { text: string; ours: number; oracle: number }[] = [];
    const seen = { gsm: 0, ucs: 0, multiPart: 0, pairMovedOn: 0 };
    for (let run = 0; run < 10_000; run++) {
      const text = randomText(random);
      const ours = countSmsSegments(text);
      seen[ours.encoding === 'GSM-7' ? 'gsm' : 'ucs'] += 1;
      if (ours.segments > 1) seen.multiPart += 1;
      // More parts than the units need: a pair was moved whole to the next part somewhere.
      if (ours.segments > 1 && ours.segments > Math.ceil(ours.units / ours.perSegment)) seen.pairMovedOn += 1;
      const oracle = oracleOf(text);
      if (ours.segments !== oracle.segments || ours.encoding !== oracle.encoding) {
        disagreements.push({ text, ours: ours.segments, oracle: oracle.segments });
      }
      if (ours.encoding === 'GSM-7' && ours.units !== oracle.characters) {
        disagreements.push({ text, ours: ours.units, oracle: oracle.characters });
      }
    }
    expect(disagreements.slice(0, 3)).toEqual([]);
    // The sample reaches every case the rules distinguish.
    expect(seen.gsm).toBeGreaterThan(2000);
    expect(seen.ucs).toBeGreaterThan(2000);
    expect(seen.multiPart).toBeGreaterThan(5000);
    expect(seen.pairMovedOn).toBeGreaterThan(100);
  }, 60_000);

  it('differs only where the oracle keeps a whole grapheme cluster in one part; the rule keeps a surrogate pair', () => {
    // A flag is two regional indicators, two surrogate pairs: 65 + 2 units fill part one, the second
    // half of the flag and 64 letters make part two. The oracle moves the whole flag on, needing three.
    const flag = '🇫🇷';
    const text = 'a'.repeat(65) + flag + 'a'.repeat(64);
    // The oracle with its own grapheme split: a flag is one cluster, not two code points.
    textUtils.splitGraphemes = packageSplit;
    countBits('package');
    expect(countSmsSegments(text)).toMatchObject({ units: 133, segments: 2 });
    expect(new SegmentedMessage(text).segmentsCount).toBe(3);
  });
});
