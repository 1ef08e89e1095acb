import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { workbook } from '../../../tests/fixtures/imports/files';
import { readZip, writeZip, type ZipEntry } from '../../../tests/fixtures/imports/zip';
import { readImportFile } from './read-file';
import { ImportFileError } from './types';
import { guardZip, ZIP_BOMB, ZIP_TOO_LARGE } from './zip-guard';

const MB = 1024 * 1024;

/** Bytes no inflater accepts: were the guard to let SheetJS inflate them, its error would not be ours. */
const garbage = (length: number) => new Uint8Array(length).fill(0xff);

const book = () =>
  workbook(
    [
      ['First Name', 'Last Name'],
      ['Ann', 'Lee'],
    ],
    { edit: (sheet) => (sheet.A2!.c = [{ a: 'Reception', t: 'polluted' }]) },
  );

function withPart(bytes: Uint8Array, name: string, change: (entry: ZipEntry) => ZipEntry): Uint8Array {
  return writeZip(readZip(bytes).map((entry) => (entry.name === name ? change(entry) : entry)));
}

function editXml(bytes: Uint8Array, name: string, edit: (xml: string) => string): Uint8Array {
  return withPart(bytes, name, (entry) => ({
    ...entry,
    data: new TextEncoder().encode(edit(new TextDecoder().decode(entry.data))),
  }));
}

function prototypeSnapshot() {
  return {
    object: Object.getOwnPropertyNames(Object.prototype).sort(),
    array: Object.getOwnPropertyNames(Array.prototype).sort(),
  };
}

/** Reads a file that may be refused; a refusal must be an ImportFileError, never a crash. */
function readOrRefuse(bytes: Uint8Array): void {
  try {
    readImportFile('clients.xlsx', bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
  }
}

describe('prototype pollution (CVE-2023-30533)', () => {
  it("an xlsx whose comment's ref is __proto__ pollutes nothing", () => {
    const hostile = editXml(book(), 'xl/comments1.xml', (xml) => {
      expect(xml).toContain('ref="A2"');
      return xml.replace('ref="A2"', 'ref="__proto__"');
    });
    const before = prototypeSnapshot();
    readOrRefuse(hostile);
    expect(prototypeSnapshot()).toEqual(before);
    const plain: Record<string, unknown> = {};
    expect(plain.polluted).toBeUndefined();
    expect(plain.c).toBeUndefined();
    expect(plain.t).toBeUndefined();
    expect(plain.a).toBeUndefined();
  });

  it('a cell whose ref is __proto__ pollutes nothing either', () => {
    const hostile = editXml(book(), 'xl/worksheets/sheet1.xml', (xml) => xml.replace('<c r="B2"', '<c r="__proto__"'));
    const before = prototypeSnapshot();
    readOrRefuse(hostile);
    expect(prototypeSnapshot()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('zip bombs', () => {
  it('refuses entries declaring 300 MB before inflating anything', () => {
    const bomb = withPart(book(), 'xl/worksheets/sheet1.xml', (entry) => ({
      ...entry,
      rawCompressed: garbage(4 * MB),
      declaredSize: 300 * MB,
    }));
    expect(() => readImportFile('clients.xlsx', bomb)).toThrow(ZIP_TOO_LARGE);
    expect(ZIP_TOO_LARGE).toBe(
      'This Excel file is too large to import: it would unpack to more than 200 MB. Split it into smaller files, or save it as CSV.',
    );
  });

  it('refuses a sheet that declares 200 MB (with the rest of the workbook, over the limit)', () => {
    const big = withPart(book(), 'xl/worksheets/sheet1.xml', (entry) => ({
      ...entry,
      rawCompressed: garbage(3 * MB),
      declaredSize: 200 * MB,
    }));
    expect(() => guardZip(big)).toThrow(ZIP_TOO_LARGE);
    expect(() => readImportFile('clients.xlsx', big)).toThrow(ZIP_TOO_LARGE);
  });

  it('refuses a real bomb that inflates 1000 times its size', () => {
    const zeros = new Uint8Array(20 * MB);
    const compressed = new Uint8Array(deflateRawSync(zeros, { level: 9 }));
    expect(zeros.length / compressed.length).toBeGreaterThan(900);
    const bomb = withPart(book(), 'xl/worksheets/sheet1.xml', (entry) => ({
      ...entry,
      data: zeros,
      rawCompressed: compressed,
    }));
    expect(() => readImportFile('clients.xlsx', bomb)).toThrow(ZIP_BOMB);
    expect(ZIP_BOMB).toBe(
      'This Excel file was refused: it unpacks to more than 100 times its size, as a zip bomb does. Open it in Excel and save it again, or save it as CSV.',
    );
  });

  it('refuses the same bomb when its sizes only follow the data', () => {
    const zeros = new Uint8Array(20 * MB);
    const bomb = withPart(book(), 'xl/worksheets/sheet1.xml', (entry) => ({
      ...entry,
      data: zeros,
      rawCompressed: new Uint8Array(deflateRawSync(zeros, { level: 9 })),
      dataDescriptor: true,
    }));
    expect(() => readImportFile('clients.xlsx', bomb)).toThrow(ZIP_BOMB);
  });

  it('refuses an entry that declares nothing but holds a stream', () => {
    const liar = withPart(book(), 'xl/worksheets/sheet1.xml', (entry) => ({
      ...entry,
      rawCompressed: new Uint8Array(deflateRawSync(new Uint8Array(MB))),
      declaredSize: 0,
      dataDescriptor: true,
    }));
    expect(() => readImportFile('clients.xlsx', liar)).toThrow(/could not be read: it is damaged/);
  });

  it('gives SheetJS the checked sizes when the local header leaves them out', () => {
    const streamed = writeZip(readZip(book()).map((entry) => ({ ...entry, dataDescriptor: true })));
    const patched = guardZip(streamed);
    expect(patched).not.toBe(streamed);
    const view = new DataView(patched.buffer, patched.byteOffset, patched.byteLength);
    // The first entry's local header now carries its central directory sizes.
    const firstSize = readZip(streamed)[0]!.data.length;
    expect(view.getUint32(22, true)).toBe(firstSize);
    // A workbook whose headers carry their sizes is passed on as it is.
    const plain = book();
    expect(guardZip(plain)).toBe(plain);
  });
});
