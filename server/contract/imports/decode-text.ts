import { describeBinary, invalidFile } from './sniff';

/**
 * A CSV's bytes as text. UTF-8 (with or without a BOM) is what every platform exports; a BOM also
 * announces UTF-16 (Excel's "Unicode text"). A file that is not valid UTF-8 but reads as plain
 * Windows-1252 text is what Excel writes for "CSV (Comma delimited)" on a European PC: refusing it
 * would refuse the file a salon most often re-saves, so it is read as such. Anything with NUL bytes
 * or control characters is binary, whatever its name.
 */

const NOT_TEXT =
  'This file is not a CSV file: it contains binary data (it may be an image, a PDF or a program). Please upload a CSV or Excel file.';

/** Control characters that never appear in a spreadsheet's text (tab, line feed, form feed and carriage return do). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f]/g;

/** A few stray control characters (an old DOS end-of-file mark) are tolerated; binary data has many. */
function hasBinaryControls(text: string): boolean {
  const sample = text.length > 65_536 ? text.slice(0, 65_536) : text;
  const found = sample.match(CONTROL)?.length ?? 0;
  return found > Math.max(2, sample.length / 1000);
}

function decodeStrict(bytes: Uint8Array, encoding: string): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

export function decodeText(bytes: Uint8Array): string {
  const binary = describeBinary(bytes);
  if (binary) throw invalidFile(binary);

  let text: string | null;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = decodeStrict(bytes, 'utf-16le');
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = decodeStrict(bytes, 'utf-16be');
  else {
    if (bytes.includes(0)) throw invalidFile(NOT_TEXT);
    // TextDecoder drops a UTF-8 BOM itself (ignoreBOM: false).
    text = decodeStrict(bytes, 'utf-8') ?? decodeStrict(bytes, 'windows-1252');
  }
  if (text === null || hasBinaryControls(text)) throw invalidFile(NOT_TEXT);
  // A BOM the decoder kept (UTF-16 read by hand, or one doubled by an editor).
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
