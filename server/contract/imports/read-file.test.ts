import { describe, expect, it } from 'vitest';
import { utf8, workbook } from '../../../tests/fixtures/imports/files';
import { IMPORT_MAX_FILE_BYTES, readImportFile } from './read-file';
import { ImportFileError } from './types';

/** The ImportFileError a read throws (title and message, as the wizard's toast shows them). */
function refusal(name: string, bytes: Uint8Array): { title: string; message: string } {
  try {
    readImportFile(name, bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    const { title, message } = error as ImportFileError;
    return { title, message };
  }
  throw new Error('the file was read');
}

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

/** Deterministic noise (a small LCG), as a corrupt or binary upload would be. */
function noise(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let seed = 12345;
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    bytes[i] = seed >>> 24;
  }
  return bytes;
}

describe('which files are read', () => {
  it("refuses names that are not .csv or .xlsx with the spec's message", () => {
    for (const name of ['clients.txt', 'clients.xls', 'clients', 'clients.csv.exe', 'photo.png']) {
      expect(refusal(name, utf8('a,b\n1,2\n'))).toEqual({
        title: 'Invalid File',
        message: 'Please upload a CSV or Excel file',
      });
    }
  });

  it('accepts the extension in any case', () => {
    expect(readImportFile('CLIENTS.CSV', utf8('a,b\n1,2\n')).rows).toEqual([['1', '2']]);
  });

  it('refuses a PNG named .csv, saying what it is', () => {
    expect(refusal('clients.csv', PNG)).toEqual({
      title: 'Invalid File',
      message: 'This file is a PNG image, not a spreadsheet. Please upload a CSV or Excel file.',
    });
  });

  it('refuses random bytes named .csv as binary data', () => {
    const { title, message } = refusal('clients.csv', noise(4096));
    expect(title).toBe('Invalid File');
    expect(message).toMatch(/not a CSV file: it contains binary data/);
  });

  it('refuses text with NUL bytes even when it is valid UTF-8', () => {
    expect(refusal('clients.csv', utf8('a,b\n1,\u0000\n')).message).toMatch(/binary data/);
  });

  it('refuses a workbook named .csv, and a text file named .xlsx, saying the name does not match', () => {
    const book = workbook([
      ['a', 'b'],
      [1, 2],
    ]);
    expect(refusal('clients.csv', book).message).toMatch(/named \.csv but it is an Excel workbook/);
    expect(refusal('clients.xlsx', utf8('a,b\n1,2\n')).message).toMatch(/named \.xlsx but it is a text file/);
    expect(refusal('clients.xlsx', noise(2048)).message).toMatch(/named \.xlsx but it is not an Excel workbook/);
  });

  it('refuses an old .xls (or password-protected) workbook renamed .xlsx with advice', () => {
    const ole = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...noise(512)]);
    expect(refusal('clients.xlsx', ole).message).toMatch(/old Excel workbook \(\.xls\) or a password-protected one/);
  });

  it('refuses an empty file and a header without data', () => {
    const expected = { title: 'Invalid File', message: 'CSV file must contain at least a header row and one data row' };
    expect(refusal('clients.csv', new Uint8Array())).toEqual(expected);
    expect(refusal('clients.csv', utf8('First Name,Last Name\r\n'))).toEqual(expected);
    expect(refusal('clients.csv', utf8('\uFEFF\r\n\r\n'))).toEqual(expected);
    expect(refusal('clients.xlsx', workbook([['First Name', 'Last Name']])).message).toBe(
      'Excel file must contain at least a header row and one data row',
    );
  });

  it('refuses a file over 50 MB before reading it', () => {
    const big = new Uint8Array(IMPORT_MAX_FILE_BYTES + 1);
    expect(refusal('clients.csv', big)).toEqual({
      title: 'File Too Large',
      message: 'This file is larger than 50 MB. Split it into smaller files and import them one after another.',
    });
  });
});

describe('title and total rows', () => {
  it("skips an export's title lines above the header and a totals line below the data", () => {
    const table = readImportFile(
      'report.csv',
      utf8(
        [
          'Customer List',
          'Generated 01/15/2025,',
          '',
          'First Name,Last Name,Email,Phone',
          'Ann,Lee,ann@example.com,555-0100',
          'Bo,Kim,,555-0101',
          'Total Customers: 2,,,',
          '',
        ].join('\r\n'),
      ),
    );
    expect(table.headers).toEqual(['First Name', 'Last Name', 'Email', 'Phone']);
    expect(table.rows).toEqual([
      ['Ann', 'Lee', 'ann@example.com', '555-0100'],
      ['Bo', 'Kim', '', '555-0101'],
    ]);
    expect(table.rowNumbers).toEqual([5, 6]);
    expect(table).toMatchObject({ titleRowsSkipped: 2, totalRowsSkipped: 1 });
  });

  it('skips Total and Totals rows and a lone trailing cell under rows that fill several', () => {
    const csv = 'Name,Price,Duration,Category\nCut,45,60,Hair\nColour,80,90,Hair\nTotals,125,150,\nEnd of report\n';
    const table = readImportFile('services.csv', utf8(csv));
    expect(table.rows.map((row) => row[0])).toEqual(['Cut', 'Colour']);
    expect(table.totalRowsSkipped).toBe(2);
  });

  it('keeps a narrow file as it is: a two-column file has no title rows', () => {
    const table = readImportFile('staff.csv', utf8('Staff Name,Email\nAnn Lee,ann@example.com\n'));
    expect(table.headers).toEqual(['Staff Name', 'Email']);
    expect(table).toMatchObject({ titleRowsSkipped: 0, totalRowsSkipped: 0 });
  });

  it('names header cells that are empty, and keeps data in columns without a header', () => {
    const table = readImportFile('clients.csv', utf8('First Name,,Last Name\nAnn,x,Lee,extra\n'));
    expect(table.headers).toEqual(['First Name', 'Column 2', 'Last Name', 'Column 4']);
    expect(table.rows).toEqual([['Ann', 'x', 'Lee', 'extra']]);
  });

  it('refuses a file wider than 500 columns', () => {
    const wide = `${Array.from({ length: 501 }, (_, i) => `c${i}`).join(',')}\n${'1,'.repeat(500)}1\n`;
    expect(refusal('wide.csv', utf8(wide)).message).toMatch(/values in 501 columns; an import reads at most 500/);
  });
});
