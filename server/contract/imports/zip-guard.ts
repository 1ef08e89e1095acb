import { invalidFile } from './sniff';

/**
 * A zip bomb guard for XLSX, run before SheetJS inflates anything. It reads the zip's central
 * directory the way SheetJS will (the last end-of-central-directory record, its entry count and
 * offset) and refuses a workbook whose entries declare more than 200 MB in all, or that inflate to
 * more than 100 times their compressed size.
 *
 * Declared sizes can lie, so the guard also closes the one way a liar gets unbounded memory from
 * SheetJS: it inflates an entry into a buffer of the size the entry's local header declares, and
 * grows that buffer without limit when the size there is 0 (streaming writers such as Apache POI
 * put the sizes after the data). For such entries the central directory's sizes, which the guard
 * has checked, are written into a copy's local header, so SheetJS inflates into a fixed buffer.
 */

export const ZIP_MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
export const ZIP_MAX_RATIO = 100;
/** Below this, a high ratio is harmless (a small file of repeated text compresses very well). */
const RATIO_CHECK_FROM_BYTES = 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const MAX_32 = 0xffffffff;
const DEFLATE = 8;

const UNREADABLE =
  'This Excel file could not be read: it is damaged or not an Excel workbook. Open it in Excel, save it again as .xlsx or .csv, and try again.';
export const ZIP_TOO_LARGE =
  'This Excel file is too large to import: it would unpack to more than 200 MB. Split it into smaller files, or save it as CSV.';
export const ZIP_BOMB =
  'This Excel file was refused: it unpacks to more than 100 times its size, as a zip bomb does. Open it in Excel and save it again, or save it as CSV.';

interface Extra {
  zip64?: { usz: number; csz: number };
}

/** The extra fields of a header; only ZIP64 sizes matter here (as SheetJS reads them: both, when the field is there). */
function readExtra(view: DataView, start: number, length: number): Extra {
  const end = Math.min(start + length, view.byteLength);
  const extra: Extra = {};
  let at = start;
  while (at + 4 <= end) {
    const type = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (type === ZIP64_EXTRA && at + 4 + 16 <= view.byteLength) {
      const u64 = (offset: number) => view.getUint32(offset + 4, true) * 2 ** 32 + view.getUint32(offset, true);
      extra.zip64 = { usz: u64(at + 4), csz: u64(at + 12) };
    }
    at += 4 + size;
  }
  return extra;
}

/** Checks the zip and returns the bytes SheetJS may read (a patched copy when a local header declares no size). */
export function guardZip(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => (at + 4 <= view.byteLength ? view.getUint32(at, true) : -1);
  const u16 = (at: number) => (at + 2 <= view.byteLength ? view.getUint16(at, true) : -1);

  // Like SheetJS: the last end-of-central-directory signature in the file.
  let eocd = bytes.length - 4;
  while (eocd >= 0 && u32(eocd) !== EOCD) eocd--;
  if (eocd < 0) throw invalidFile(UNREADABLE);
  const entries = u16(eocd + 8);
  const directory = u32(eocd + 16);
  if (entries < 0 || directory < 0 || directory === MAX_32) throw invalidFile(UNREADABLE);

  let declared = 0;
  let compressed = 0;
  const patches: { at: number; csz: number; usz: number }[] = [];
  let at = directory;
  for (let i = 0; i < entries; i++) {
    if (u32(at) !== CENTRAL) throw invalidFile(UNREADABLE);
    const method = u16(at + 10);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const local = u32(at + 42);
    const central = readExtra(view, at + 46 + nameLength, extraLength);
    let csz = u32(at + 20);
    let usz = u32(at + 24);
    if (central.zip64)
      ({ csz, usz } = { csz: Math.max(csz, central.zip64.csz), usz: Math.max(usz, central.zip64.usz) });

    if (u32(local) !== LOCAL) throw invalidFile(UNREADABLE);
    const localExtraLength = u16(local + 28);
    const localExtra = readExtra(view, local + 30 + u16(local + 26), localExtraLength);
    const localCsz = u32(local + 18);
    const localUsz = u32(local + 22);
    // What SheetJS will inflate into: the local size, overridden by ZIP64 fields when the local header has extras.
    let inflatesInto = localUsz;
    if (localExtraLength > 0) {
      if (localExtra.zip64?.usz) inflatesInto = localExtra.zip64.usz;
      if (central.zip64?.usz) inflatesInto = central.zip64.usz;
    }
    // The largest size anything declares is the one that counts.
    usz = Math.max(usz, localUsz, localExtra.zip64?.usz ?? 0);
    csz = Math.max(csz, localCsz, localExtra.zip64?.csz ?? 0);
    declared += usz;
    compressed += csz;
    if (declared > ZIP_MAX_UNCOMPRESSED_BYTES) throw invalidFile(ZIP_TOO_LARGE);

    if (method === DEFLATE && inflatesInto === 0) {
      if (usz === 0) {
        // Declared empty: only the empty deflate stream (03 00), which SheetJS answers without inflating, is believed.
        const data = local + 30 + u16(local + 26) + localExtraLength;
        if (bytes[data] !== 0x03 || bytes[data + 1] !== 0x00) throw invalidFile(UNREADABLE);
      } else {
        // Only the plain 32-bit fields can be patched; a ZIP64 entry without sizes is not an Excel file.
        if (localExtra.zip64 || central.zip64) throw invalidFile(UNREADABLE);
        patches.push({ at: local, csz, usz });
      }
    }
    at += 46 + nameLength + extraLength + commentLength;
  }

  if (declared >= RATIO_CHECK_FROM_BYTES && declared > compressed * ZIP_MAX_RATIO) throw invalidFile(ZIP_BOMB);
  if (patches.length === 0) return bytes;
  const copy = bytes.slice();
  const out = new DataView(copy.buffer);
  for (const patch of patches) {
    out.setUint32(patch.at + 18, patch.csz, true);
    out.setUint32(patch.at + 22, patch.usz, true);
  }
  return copy;
}
