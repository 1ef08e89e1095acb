import { describe, expect, it } from 'vitest';
import { InvalidIpcArgumentError, MAX_OPEN_BYTES, parseOpenFileOptions, parseSaveFileOptions } from './dialog-options';

describe('parseOpenFileOptions', () => {
  it('fills defaults for missing options', () => {
    expect(parseOpenFileOptions(undefined)).toEqual({ title: undefined, filters: [], maxBytes: MAX_OPEN_BYTES });
  });

  it('keeps valid filters and limits', () => {
    const options = {
      title: 'Import clients',
      filters: [{ name: 'Spreadsheets', extensions: ['csv', 'xlsx'] }],
      maxBytes: 1024,
    };
    expect(parseOpenFileOptions(options)).toEqual(options);
  });

  it.each([
    ['a non-object', 'clients.csv'],
    ['an array', []],
    ['an unknown field', { properties: ['openDirectory'] }],
    ['a non-string title', { title: 5 }],
    ['an over-long title', { title: 'x'.repeat(201) }],
    ['filters that are not an array', { filters: 'csv' }],
    ['a filter without a name', { filters: [{ extensions: ['csv'] }] }],
    ['a filter without extensions', { filters: [{ name: 'CSV', extensions: [] }] }],
    ['an extension with a dot', { filters: [{ name: 'CSV', extensions: ['.csv'] }] }],
    ['an extension with a path', { filters: [{ name: 'CSV', extensions: ['../x'] }] }],
    ['a filter with extra fields', { filters: [{ name: 'CSV', extensions: ['csv'], x: 1 }] }],
    ['too many filters', { filters: Array.from({ length: 21 }, () => ({ name: 'a', extensions: ['a'] })) }],
    ['maxBytes above the cap', { maxBytes: MAX_OPEN_BYTES + 1 }],
    ['a fractional maxBytes', { maxBytes: 1.5 }],
    ['a zero maxBytes', { maxBytes: 0 }],
  ])('rejects %s', (_label, value) => {
    expect(() => parseOpenFileOptions(value)).toThrow(InvalidIpcArgumentError);
  });
});

describe('parseSaveFileOptions', () => {
  it('accepts bytes or text', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(parseSaveFileOptions({ data: bytes }).data).toBe(bytes);
    expect(parseSaveFileOptions({ data: 'a,b\n' }).data).toBe('a,b\n');
  });

  it('reduces defaultPath to a bare file name', () => {
    expect(parseSaveFileOptions({ data: '', defaultPath: 'export.csv' }).fileName).toBe('export.csv');
    expect(parseSaveFileOptions({ data: '', defaultPath: '/etc/cron.d/export.csv' }).fileName).toBe('export.csv');
    expect(parseSaveFileOptions({ data: '', defaultPath: 'C:\\Windows\\export.csv' }).fileName).toBe('export.csv');
  });

  it.each([
    ['no data', {}],
    ['data of the wrong type', { data: { 0: 1 } }],
    ['a number as data', { data: 42 }],
    ['a folder as defaultPath', { data: '', defaultPath: '/tmp/' }],
    ['a parent reference as defaultPath', { data: '', defaultPath: '..' }],
    ['an unknown field', { data: '', overwrite: true }],
    ['null', null],
  ])('rejects %s', (_label, value) => {
    expect(() => parseSaveFileOptions(value)).toThrow(InvalidIpcArgumentError);
  });
});
