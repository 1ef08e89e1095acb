import { INVALID_FILE } from './file-rules';
import { ImportFileError } from './types';

/**
 * What a file really is, by its first bytes: a name says nothing (ARCHITECTURE.md, untrusted
 * files). A zip is an XLSX candidate; a few well-known binary formats get a sentence that names
 * them, so someone who picked the wrong file knows which one they picked.
 */

export function invalidFile(message: string): ImportFileError {
  return new ImportFileError(INVALID_FILE, message);
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);

/** PK\x03\x04 (a zip's first entry) or PK\x05\x06 (an empty zip). */
export function isZip(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]);
}

const KNOWN_BINARIES: readonly { magic: readonly number[]; what: string }[] = [
  { magic: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { magic: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { magic: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { magic: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document' },
  { magic: [0x1f, 0x8b], what: 'a compressed (gzip) file' },
];

/** The OLE container of old .xls workbooks and of password-protected .xlsx ones. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** A sentence for a file that is neither a zip nor text we can read, or null when nothing is known of it. */
export function describeBinary(bytes: Uint8Array): string | null {
  if (startsWith(bytes, OLE)) {
    return 'This file is an old Excel workbook (.xls) or a password-protected one. Open it in Excel and save it as .xlsx or .csv without a password.';
  }
  const known = KNOWN_BINARIES.find((binary) => startsWith(bytes, binary.magic));
  return known ? `This file is ${known.what}, not a spreadsheet. Please upload a CSV or Excel file.` : null;
}
