import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { readZip, writeZip } from '../../../tests/fixtures/imports/zip';
import { readWithSheetJs, readXlsxRows } from './xlsx';
import { scanFirstSheet } from './xlsx-scan';

/** A workbook as Excel writes it (shared strings) or as many exporters do (inline strings). */
function book(rows: unknown[][], sharedStrings: boolean, edit?: (sheet: XLSX.WorkSheet) => void): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  edit?.(sheet);
  const workbook = XLSX.utils.book_new(sheet, 'Sheet1');
  return new Uint8Array(
    XLSX.write(workbook, { type: 'array', bookType: 'xlsx', compression: true, bookSST: sharedStrings }) as ArrayBuffer,
  );
}

function editPart(bytes: Uint8Array, part: string, edit: (xml: string) => string): Uint8Array {
  return writeZip(
    readZip(bytes).map((entry) =>
      entry.name === part
        ? { ...entry, data: new TextEncoder().encode(edit(new TextDecoder().decode(entry.data))) }
        : entry,
    ),
  );
}

const scans = (bytes: Uint8Array) => scanFirstSheet(bytes, () => undefined);

/** The scanner read it (no fallback), and gave exactly the rows SheetJS gives. */
function expectSameAsSheetJs(bytes: Uint8Array) {
  expect(scans(bytes)).toBe(true);
  const rows = readXlsxRows(bytes);
  expect(rows).toEqual(readWithSheetJs(bytes));
  return rows;
}

const cellValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(
    'a & b',
    '<tag>',
    '"quoted"',
    "it's",
    '  padded  ',
    'line\nbreak',
    'cr\r\nlf',
    '=1+1',
    '---',
    '_x0041_',
  ),
  fc.integer({ min: -1e6, max: 1e12 }),
  fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

describe('the XLSX scanner', () => {
  it('gives the rows SheetJS gives, for any table of text, numbers and booleans, with shared or inline strings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cellValue, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        (rows, sharedStrings) => {
          expectSameAsSheetJs(book(rows, sharedStrings));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives dates, times, currencies and percentages as SheetJS shows them', () => {
    const rows = expectSameAsSheetJs(
      book(
        [
          ['Born', 'Visit', 'Price', 'Share', 'Time'],
          [32944, 45293 + 13.75 / 24, 45.5, 0.153, 0.5],
        ],
        true,
        (sheet) => {
          sheet.A2!.z = 'dd/mm/yyyy';
          sheet.B2!.z = 'm/d/yy h:mm';
          sheet.C2!.z = '"€"#,##0.00';
          sheet.D2!.z = '0.0%';
          sheet.E2!.z = 'h:mm';
        },
      ),
    );
    expect(rows[1]!.cells).toEqual(['1990-03-12', '2024-01-02 13:45', '€45.50', '15.3%', '12:00']);
  });

  it('reads 1904-based dates', () => {
    const bytes = editPart(
      book([['Born'], [31482]], true, (sheet) => (sheet.A2!.z = 'yyyy-mm-dd')),
      'xl/workbook.xml',
      (xml) => xml.replace(/<workbookPr\b([^>]*?)\/?>/, '<workbookPr date1904="1"$1/>'),
    );
    expect(expectSameAsSheetJs(bytes)[1]!.cells).toEqual(['1990-03-12']);
  });

  it('reads rich text and leaves out phonetic runs, entities and _x000D_ escapes included', () => {
    const bytes = editPart(book([['Name'], ['placeholder']], true), 'xl/sharedStrings.xml', (xml) =>
      xml.replace(
        /<si>\s*<t[^>]*>placeholder<\/t>\s*<\/si>/,
        '<si><r><rPr><b/></rPr><t>Ann &amp; </t></r><r><t xml:space="preserve">Co_x000D_</t></r><rPh sb="0" eb="1"><t>アン</t></rPh></si>',
      ),
    );
    expect(expectSameAsSheetJs(bytes)[1]!.cells).toEqual(['Ann & Co']);
  });

  it('reads sheets whose elements carry a namespace prefix, and rows and cells without references', () => {
    const plain = book(
      [
        ['Name', 'Visits'],
        ['Ann', 3],
        ['Bo', 4],
      ],
      true,
    );
    const prefixed = editPart(
      editPart(plain, 'xl/worksheets/sheet1.xml', (xml) =>
        xml
          .replace(/<(\/?)(worksheet|sheetData|row|c|v|dimension|sheetViews|sheetView)\b/g, '<$1x:$2')
          .replace('xmlns="', 'xmlns:x="')
          .replace(/ r="[A-Z]+\d+"/g, '')
          .replace(/(<x:row) r="\d+"/g, '$1'),
      ),
      'xl/sharedStrings.xml',
      (xml) => xml.replace(/<(\/?)(sst|si|t)\b/g, '<$1x:$2').replace('xmlns="', 'xmlns:x="'),
    );
    expect(expectSameAsSheetJs(prefixed).map((row) => row.cells)).toEqual([
      ['Name', 'Visits'],
      ['Ann', '3'],
      ['Bo', '4'],
    ]);
  });

  it('leaves workbooks it does not know to SheetJS, which still reads them', () => {
    // A t="d" cell (ISO date text), written by a few tools.
    const bytes = editPart(book([['Born'], ['x']], false), 'xl/worksheets/sheet1.xml', (xml) =>
      xml.replace(/<c r="A2"[^>]*>.*?<\/c>/, '<c r="A2" t="d"><v>1990-03-12T00:00:00Z</v></c>'),
    );
    expect(scans(bytes)).toBe(false);
    const rows = readXlsxRows(bytes);
    expect(rows).toEqual(readWithSheetJs(bytes));
    expect(rows.map((row) => row.cells[0])).toEqual(['Born', expect.any(String)]);
  });
});
