import { describe, expect, it } from 'vitest';
import { workbook } from '../../../tests/fixtures/imports/files';
import { vagaroCustomersList } from '../../../tests/fixtures/imports/vagaro';
import { readZip, writeZip } from '../../../tests/fixtures/imports/zip';
import { readImportFile } from './read-file';

/** Replaces text in one part of a workbook. */
function editPart(book: Uint8Array, part: string, edit: (xml: string) => string): Uint8Array {
  return writeZip(
    readZip(book).map((entry) =>
      entry.name === part
        ? { ...entry, data: new TextEncoder().encode(edit(new TextDecoder().decode(entry.data))) }
        : entry,
    ),
  );
}

describe('reading XLSX files', () => {
  // prettier-ignore
  it('reads a Vagaro customers list: title rows and the total row skipped, --- emptied', () => {
    const table = readImportFile('CustomersList.xlsx', vagaroCustomersList());
    expect(table.format).toBe('xlsx');
    expect(table.headers[12]).toBe('Refered By');
    expect(table.titleRowsSkipped).toBe(2);
    expect(table.totalRowsSkipped).toBe(1);
    expect(table.rowNumbers).toEqual([5, 6, 7]);
    expect(table.rows[1]).toEqual(['James', 'Miller', '', '(602) 555-0102', '(602) 555-0199', '', 'Tempe', 'AZ', '85281', '', 'Male', '06/18/2022', '', '']);
    // A phone typed as a number keeps all its digits.
    expect(table.rows[2]![3]).toBe('6025550103');
  });

  it('gives dates as ISO text and other numbers as they are shown', () => {
    const book = workbook(
      [
        ['Name', 'Born', 'Visit', 'Price', 'Time', 'Member', 'Phone'],
        ['Ann', 32944, 45293 + 13.75 / 24, 45.5, 0.5, true, 393331234567],
      ],
      {
        edit: (sheet) => {
          sheet.B2!.z = 'dd/mm/yyyy';
          sheet.C2!.z = 'm/d/yy h:mm';
          sheet.D2!.z = '"€"#,##0.00';
          sheet.E2!.z = 'h:mm';
        },
      },
    );
    expect(readImportFile('clients.xlsx', book).rows[0]).toEqual([
      'Ann',
      '1990-03-12',
      '2024-01-02 13:45',
      '€45.50',
      '12:00',
      'TRUE',
      '393331234567',
    ]);
  });

  it('reads the first sheet only', () => {
    const book = workbook(
      [
        ['First Name', 'Last Name'],
        ['Ann', 'Lee'],
      ],
      { more: { Other: [['x'], ['y']] } },
    );
    expect(readImportFile('clients.xlsx', book).rows).toEqual([['Ann', 'Lee']]);
  });

  it("takes off the ' before formula-like values, as in CSV files", () => {
    const book = workbook([
      ['Name', 'Notes'],
      ['Ann', '\'=HYPERLINK("x")'],
    ]);
    expect(readImportFile('clients.xlsx', book).rows[0]).toEqual(['Ann', '=HYPERLINK("x")']);
  });

  it("does not trust the sheet's range: a range too small still gives every cell", () => {
    const book = editPart(
      workbook([
        ['First Name', 'Last Name', 'Email'],
        ['Ann', 'Lee', 'ann@example.com'],
        ['Bo', 'Kim', 'bo@example.com'],
      ]),
      'xl/worksheets/sheet1.xml',
      (xml) => xml.replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:A1"/>'),
    );
    const table = readImportFile('clients.xlsx', book);
    expect(table.headers).toEqual(['First Name', 'Last Name', 'Email']);
    expect(table.rows).toHaveLength(2);
  });

  it("does not trust the sheet's range: a range of a million rows is not walked", () => {
    const book = editPart(
      workbook([
        ['First Name', 'Last Name'],
        ['Ann', 'Lee'],
      ]),
      'xl/worksheets/sheet1.xml',
      (xml) => xml.replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>'),
    );
    const table = readImportFile('clients.xlsx', book);
    expect(table.headers).toEqual(['First Name', 'Last Name']);
    expect(table.rows).toEqual([['Ann', 'Lee']]);
  });

  it('refuses a zip that is not a workbook with a clear sentence', () => {
    const zip = writeZip([{ name: 'readme.txt', data: new TextEncoder().encode('hello') }]);
    expect(() => readImportFile('clients.xlsx', zip)).toThrow(
      'This Excel file could not be read: it is damaged or not an Excel workbook. Open it in Excel, save it again as .xlsx or .csv, and try again.',
    );
  });

  it('reads a workbook written by a streaming writer (sizes after the data)', () => {
    const book = workbook([
      ['First Name', 'Last Name'],
      ['Ann', 'Lee'],
    ]);
    const streamed = writeZip(readZip(book).map((entry) => ({ ...entry, dataDescriptor: true })));
    expect(readImportFile('clients.xlsx', streamed).rows).toEqual([['Ann', 'Lee']]);
  });
});
