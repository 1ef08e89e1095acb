import * as XLSX from 'xlsx';

/**
 * The first sheet of an ordinary XLSX workbook read straight from its XML, for speed: SheetJS
 * builds a whole workbook model (every attribute, style and cell object) and takes about 5 s and
 * 600 MB on 100k rows × 20 columns; an import needs only each cell's text. This scanner reads the
 * four parts that decide a cell's text (workbook, its relationships, shared strings, number
 * formats) and walks the sheet's rows with indexOf, giving the text SheetJS would give (xlsx.ts
 * turns it into the same RawRow either way; xlsx-scan.test.ts compares the two on generated
 * workbooks).
 *
 * Anything it does not expect (no workbook part, a strict-OOXML or otherwise unusual layout, a
 * cell type it does not know) makes it answer undefined, and the caller reads the file with
 * SheetJS instead: the scanner is a fast path, never the only way in.
 */

export interface ScannedCell {
  /** Zero-based column. */
  column: number;
  /** Zero-based row. */
  row: number;
  /** SheetJS's cell type after reading: s (text), n, b, e. */
  type: 's' | 'n' | 'b' | 'e';
  /** The text (s), the number (n), the boolean (b), the error text (e). */
  value: string | number | boolean;
  /** The number format of a number cell: 'General' or its format code. */
  format: string;
}

/** Stands in for "this workbook is for SheetJS": thrown inside, caught at the top. */
class Unsupported extends Error {}
function unsupported(why: string): never {
  throw new Unsupported(why);
}

interface CfbEntry {
  content?: Uint8Array;
}
interface CfbContainer {
  FullPaths: string[];
  FileIndex: CfbEntry[];
}
interface CfbApi {
  read(data: Uint8Array, options: { type: 'array' }): CfbContainer;
}
interface NumberFormatApi {
  get_table(): Record<number, string>;
}
const CFB = (XLSX as unknown as { CFB: CfbApi }).CFB;
const SSF = XLSX.SSF as unknown as NumberFormatApi;

const decoder = new TextDecoder('utf-8');

/** The zip's parts by path ("xl/workbook.xml"), as text when asked. */
function partsOf(bytes: Uint8Array): (path: string) => string | undefined {
  const container = CFB.read(bytes, { type: 'array' });
  const byPath = new Map<string, Uint8Array>();
  container.FullPaths.forEach((full, i) => {
    const content = container.FileIndex[i]?.content;
    // FullPaths start with the container's root name ("Root Entry/").
    const slash = full.indexOf('/');
    if (content && slash >= 0) byPath.set(full.slice(slash + 1), content);
  });
  return (path) => {
    const content = byPath.get(path.replace(/^\//, ''));
    return content ? decoder.decode(content) : undefined;
  };
}

const ENTITY = /&(?:(lt|gt|amp|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** OOXML writes characters XML cannot hold (CR, control characters) as _x000D_. */
const OOXML_ESCAPE = /_x([0-9a-fA-F]{4})_/g;

/** Entities, then OOXML escapes, then CR LF as LF: the order SheetJS reads text in. */
function unescapeXml(text: string): string {
  if (text.includes('<![CDATA[')) unsupported('CDATA');
  let out = text;
  if (out.includes('&')) {
    out = out.replace(ENTITY, (_m, name: string | undefined, dec: string | undefined, hex: string | undefined) =>
      name ? (NAMED[name] ?? '') : String.fromCodePoint(dec ? Number(dec) : parseInt(hex ?? '0', 16)),
    );
  }
  if (out.includes('_x')) out = out.replace(OOXML_ESCAPE, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return out.includes('\r\n') ? out.replace(/\r\n/g, '\n') : out;
}

/** The value of attribute `name` in an element's start tag, or undefined. */
function attribute(tag: string, name: string): string | undefined {
  let at = tag.indexOf(` ${name}=`);
  if (at < 0) return undefined;
  at += name.length + 2;
  const quote = tag[at];
  if (quote !== '"' && quote !== "'") return undefined;
  const end = tag.indexOf(quote, at + 1);
  return end < 0 ? undefined : tag.slice(at + 1, end);
}

/** The namespace prefix ("x:" or "") the document uses for `local`, found at its first start tag. */
function prefixOf(xml: string, local: string): string | undefined {
  const match = new RegExp(`<(\\w+:)?${local}[\\s>/]`).exec(xml);
  return match ? (match[1] ?? '') : undefined;
}

/** Concatenated text of the <t> elements of a string item, leaving out phonetic runs (<rPh>). */
function stringItemText(item: string, p: string): string {
  const withoutPhonetic = item.includes(`<${p}rPh`)
    ? item.replace(new RegExp(`<${p}rPh\\b[\\s\\S]*?</${p}rPh>`, 'g'), '')
    : item;
  let text = '';
  let at = 0;
  for (;;) {
    const start = withoutPhonetic.indexOf(`<${p}t`, at);
    if (start < 0) break;
    const after = withoutPhonetic.charCodeAt(start + p.length + 2);
    const tagEnd = withoutPhonetic.indexOf('>', start);
    if (tagEnd < 0) break;
    // <t>, <t xml:space="preserve">, but not <tab/> or another element starting with t.
    if (after !== 62 && after !== 32) {
      at = tagEnd + 1;
      continue;
    }
    if (withoutPhonetic.charCodeAt(tagEnd - 1) === 47) {
      at = tagEnd + 1;
      continue;
    }
    const end = withoutPhonetic.indexOf(`</${p}t>`, tagEnd);
    if (end < 0) break;
    text += withoutPhonetic.slice(tagEnd + 1, end);
    at = end;
  }
  return unescapeXml(text);
}

function sharedStrings(xml: string | undefined): string[] {
  if (xml === undefined) return [];
  const p = prefixOf(xml, 'si') ?? '';
  const strings: string[] = [];
  const open = `<${p}si`;
  const close = `</${p}si>`;
  let at = 0;
  for (;;) {
    const start = xml.indexOf(open, at);
    if (start < 0) break;
    const tagEnd = xml.indexOf('>', start);
    if (tagEnd < 0) break;
    if (xml.charCodeAt(tagEnd - 1) === 47) {
      strings.push('');
      at = tagEnd + 1;
      continue;
    }
    const end = xml.indexOf(close, tagEnd);
    if (end < 0) unsupported('unterminated shared string');
    strings.push(stringItemText(xml.slice(tagEnd + 1, end), p));
    at = end + close.length;
  }
  return strings;
}

/** The number format code of each cell style (cellXfs, by index), as SheetJS resolves it. */
function cellFormats(xml: string | undefined): string[] {
  if (xml === undefined) return [];
  const p = prefixOf(xml, 'styleSheet') ?? '';
  const table = SSF.get_table();
  const custom = new Map<number, string>();
  const numFmtRe = new RegExp(`<${p}numFmt\\s[^>]*>`, 'g');
  for (const match of xml.matchAll(numFmtRe)) {
    const id = Number(attribute(match[0], 'numFmtId'));
    const code = attribute(match[0], 'formatCode');
    if (Number.isInteger(id) && code !== undefined) custom.set(id, unescapeXml(code));
  }
  const start = xml.indexOf(`<${p}cellXfs`);
  if (start < 0) return [];
  const end = xml.indexOf(`</${p}cellXfs>`, start);
  const section = xml.slice(start, end < 0 ? undefined : end);
  const formats: string[] = [];
  for (const match of section.matchAll(new RegExp(`<${p}xf[\\s>/][^>]*>?`, 'g'))) {
    const id = Number(attribute(match[0], 'numFmtId') ?? '0');
    const code = custom.get(id) ?? table[id];
    // A built-in id SheetJS has no code for is one of the locale-dependent ones: leave it to SheetJS.
    if (code === undefined) unsupported(`number format ${id}`);
    formats.push(code);
  }
  return formats;
}

/** The first sheet's part path, from the workbook and its relationships. */
function firstSheetPath(part: (path: string) => string | undefined): { path: string; date1904: boolean } {
  const workbook = part('xl/workbook.xml') ?? unsupported('no xl/workbook.xml');
  const p = prefixOf(workbook, 'sheet') ?? unsupported('no sheet');
  const sheetTag = new RegExp(`<${p}sheet\\s[^>]*>`).exec(workbook)?.[0] ?? unsupported('no sheet');
  const id = /\s(?:\w+:)?id=["']([^"']+)["']/.exec(sheetTag)?.[1] ?? unsupported('sheet without id');
  const propsTag = new RegExp(`<${p}workbookPr\\s[^>]*>`).exec(workbook)?.[0] ?? '';
  const flag = attribute(propsTag, 'date1904');
  const rels = part('xl/_rels/workbook.xml.rels') ?? unsupported('no workbook relationships');
  let target: string | undefined;
  for (const match of rels.matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)) {
    if (attribute(match[0], 'Id') === id) target = attribute(match[0], 'Target');
  }
  if (target === undefined) unsupported('sheet relationship not found');
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return { path, date1904: flag === '1' || flag === 'true' };
}

/** "AB12" → 27 (zero-based column), or -1 when the reference has no letters. */
function columnOf(ref: string): number {
  let column = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const code = ref.charCodeAt(i) - 64;
    if (code < 1 || code > 26) break;
    column = column * 26 + code;
  }
  return i === 0 ? -1 : column - 1;
}

function inlineText(inner: string, p: string): string {
  const start = inner.indexOf(`<${p}is>`);
  if (start < 0) return '';
  const end = inner.indexOf(`</${p}is>`, start);
  return stringItemText(inner.slice(start + p.length + 4, end < 0 ? undefined : end), p);
}

function valueText(inner: string, p: string): string | undefined {
  const start = inner.indexOf(`<${p}v`);
  if (start < 0) return undefined;
  const tagEnd = inner.indexOf('>', start);
  if (tagEnd < 0 || inner.charCodeAt(tagEnd - 1) === 47) return undefined;
  const end = inner.indexOf(`</${p}v>`, tagEnd);
  if (end < 0) unsupported('unterminated value');
  return inner.slice(tagEnd + 1, end);
}

const ERROR_TEXT = new Set(['#NULL!', '#DIV/0!', '#VALUE!', '#REF!', '#NAME?', '#NUM!', '#N/A', '#GETTING_DATA']);

function scanSheet(
  xml: string,
  strings: readonly string[],
  formats: readonly string[],
  visit: (cell: ScannedCell) => void,
): void {
  const p = prefixOf(xml, 'sheetData') ?? unsupported('no sheetData');
  const dataStart = xml.indexOf(`<${p}sheetData`);
  const dataTagEnd = xml.indexOf('>', dataStart);
  if (xml.charCodeAt(dataTagEnd - 1) === 47) return;
  const dataEnd = xml.indexOf(`</${p}sheetData>`, dataTagEnd);
  if (dataEnd < 0) unsupported('unterminated sheetData');
  const rowOpen = `<${p}row`;
  const rowClose = `</${p}row>`;
  const cellOpen = `<${p}c`;
  const cellClose = `</${p}c>`;
  let at = dataTagEnd + 1;
  let row = -1;
  while (at < dataEnd) {
    const rowStart = xml.indexOf(rowOpen, at);
    if (rowStart < 0 || rowStart >= dataEnd) break;
    const rowTagEnd = xml.indexOf('>', rowStart);
    const rowTag = xml.slice(rowStart, rowTagEnd);
    const r = attribute(rowTag, 'r');
    const previous = row;
    row = r === undefined ? row + 1 : Number(r) - 1;
    // SheetJS orders rows by number; out of order (never seen from a real writer) is left to it.
    if (!Number.isInteger(row) || row <= previous) unsupported('rows out of order');
    if (xml.charCodeAt(rowTagEnd - 1) === 47) {
      at = rowTagEnd + 1;
      continue;
    }
    const rowEnd = xml.indexOf(rowClose, rowTagEnd);
    if (rowEnd < 0) unsupported('unterminated row');
    let column = -1;
    let c = rowTagEnd + 1;
    for (;;) {
      const cellStart = xml.indexOf(cellOpen, c);
      if (cellStart < 0 || cellStart >= rowEnd) break;
      const next = xml.charCodeAt(cellStart + cellOpen.length);
      const cellTagEnd = xml.indexOf('>', cellStart);
      // <c ...>, not <col> or an extension element whose name starts with c.
      if (next !== 32 && next !== 62 && next !== 47) {
        c = cellTagEnd + 1;
        continue;
      }
      const tag = xml.slice(cellStart, cellTagEnd);
      const ref = attribute(tag, 'r');
      column = ref === undefined ? column + 1 : columnOf(ref);
      if (column < 0) unsupported('bad cell reference');
      if (xml.charCodeAt(cellTagEnd - 1) === 47) {
        c = cellTagEnd + 1;
        continue;
      }
      const cellEnd = xml.indexOf(cellClose, cellTagEnd);
      if (cellEnd < 0 || cellEnd > rowEnd) unsupported('unterminated cell');
      c = cellEnd + cellClose.length;
      const inner = xml.slice(cellTagEnd + 1, cellEnd);
      const type = attribute(tag, 't') ?? 'n';
      if (type === 'inlineStr') {
        visit({ column, row, type: 's', value: inlineText(inner, p), format: 'General' });
        continue;
      }
      const raw = valueText(inner, p);
      if (raw === undefined || raw === '') continue;
      switch (type) {
        case 'n': {
          const value = Number(raw);
          const style = Number(attribute(tag, 's') ?? '0');
          const format = formats[style] ?? (style === 0 ? 'General' : unsupported(`style ${style}`));
          if (!Number.isFinite(value)) unsupported('bad number');
          visit({ column, row, type: 'n', value, format });
          break;
        }
        case 's': {
          const text = strings[Number(raw)];
          if (text === undefined) unsupported('shared string out of range');
          visit({ column, row, type: 's', value: text, format: 'General' });
          break;
        }
        case 'str':
          visit({ column, row, type: 's', value: unescapeXml(raw), format: 'General' });
          break;
        case 'b':
          visit({ column, row, type: 'b', value: raw === '1' || raw === 'true', format: 'General' });
          break;
        case 'e':
          visit({ column, row, type: 'e', value: ERROR_TEXT.has(raw) ? raw : unescapeXml(raw), format: 'General' });
          break;
        default:
          // 'd' (ISO dates, written by few tools) and anything newer: SheetJS knows them.
          unsupported(`cell type ${type}`);
      }
    }
    at = rowEnd + rowClose.length;
  }
}

/**
 * Visits each cell with a value of the first sheet of `bytes` (already through the zip guard), in
 * row order. Answers false when the workbook is not one this scanner reads, possibly after some
 * cells were visited: the caller then drops what it built and reads the file with SheetJS.
 */
export function scanFirstSheet(bytes: Uint8Array, visit: (cell: ScannedCell, date1904: boolean) => void): boolean {
  try {
    const part = partsOf(bytes);
    const { path, date1904 } = firstSheetPath(part);
    const sheetXml = part(path) ?? unsupported('sheet part missing');
    const strings = sharedStrings(part('xl/sharedStrings.xml'));
    const formats = cellFormats(part('xl/styles.xml'));
    scanSheet(sheetXml, strings, formats, (cell) => visit(cell, date1904));
    return true;
  } catch (error) {
    if (error instanceof Unsupported) return false;
    throw error;
  }
}
