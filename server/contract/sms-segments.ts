/**
 * How many parts (segments) an SMS is sent as, by the exact rules of GSM 03.38 (spec part 3 §2
 * "SMS editor", §9 "SMS sizes"). Shared: the SMS editor counts live with it, the server checks a
 * template with it, and the notification engine stores each SMS's parts with it, which is what the
 * plan's SMS usage counts (one credit per part). Keep this file free of imports beyond the
 * contract: both sides use it.
 *
 * - A text made only of characters of the GSM 7-bit alphabet is sent as GSM-7: a character of the
 *   basic table takes one septet, one of the extension table (`^ { } \ [ ~ ] | €` and form feed)
 *   two (an escape and the character). 160 septets fit in one SMS; a longer text is cut into parts
 *   of 153 (each part carries a 6-octet header that joins them on the phone).
 * - Any other character makes the whole text UCS-2, counted in UTF-16 code units (an emoji beyond
 *   the basic plane is a surrogate pair: 2 units): 70 in one SMS, 67 per part.
 * - An escape pair or a surrogate pair is never cut between two parts: the part ends one unit early
 *   (152 septets, 66 units) and the pair starts the next one.
 * - The empty text counts as one GSM-7 part with nothing in it, as Twilio's calculator
 *   (npm sms-segments-calculator, this module's test oracle) counts it: nothing is sent for it, and
 *   a template cannot be saved empty anyway.
 */

/** The basic table, in its order (0x1B, the escape to the extension table, is not a character). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table's characters: each is sent as the escape and itself. */
const GSM_EXTENSION = '\f^{}\\[~]|€';

const BASIC = new Set(GSM_BASIC);
const EXTENSION = new Set(GSM_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** One SMS's size (its answer shape on the server is SmsSegmentsAnswer, a subset). */
export interface SmsCount {
  encoding: SmsEncoding;
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  /** Parts the text is sent as (at least 1); each costs one SMS credit. */
  segments: number;
  /** What one part holds in this encoding: 160 or 70 for a single SMS, 153 or 67 per part of a longer one. */
  perSegment: number;
  /** Units still free in the last part before another part is needed. */
  remainingInSegment: number;
  /** The characters that made the text UCS-2, each once, in the order they first appear. */
  nonGsmCharacters: string[];
}

export const SMS_PART_SIZES: Readonly<Record<SmsEncoding, { single: number; multi: number }>> = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
};

const isGsmCharacter = (char: string) => BASIC.has(char) || EXTENSION.has(char);

/** The text can be sent in the GSM 7-bit alphabet (basic and extension tables only). */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!isGsmCharacter(char)) return false;
  return true;
}

/** The units one character takes: 1 or 2 septets in GSM-7; its UTF-16 length (1 or 2) in UCS-2. */
const unitsOf = (char: string, encoding: SmsEncoding) =>
  encoding === 'GSM-7' ? (EXTENSION.has(char) ? 2 : 1) : char.length;

export function countSmsSegments(text: string): SmsCount {
  const nonGsm = new Set<string>();
  // Code points: a surrogate pair is one character here, so it is never cut.
  const chars = [...text];
  for (const char of chars) if (!isGsmCharacter(char)) nonGsm.add(char);
  const encoding: SmsEncoding = nonGsm.size === 0 ? 'GSM-7' : 'UCS-2';
  const sizes = SMS_PART_SIZES[encoding];
  const costs = chars.map((char) => unitsOf(char, encoding));
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  const nonGsmCharacters = [...nonGsm];

  if (units <= sizes.single) {
    return {
      encoding,
      units,
      segments: 1,
      perSegment: sizes.single,
      remainingInSegment: sizes.single - units,
      nonGsmCharacters,
    };
  }
  // Parts are filled in order; a character that does not fit whole starts the next part.
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > sizes.multi) {
      segments += 1;
      used = 0;
    }
    used += cost;
  }
  return {
    encoding,
    units,
    segments,
    perSegment: sizes.multi,
    remainingInSegment: sizes.multi - used,
    nonGsmCharacters,
  };
}

/**
 * An SMS template's length as §5 limits it (1600, SMS_MAX_LENGTH): in characters as a person counts
 * them, so an emoji is one (the same count as a JSON schema's maxLength).
 */
export const smsCharacterCount = (text: string): number => [...text].length;
