import type { DesktopFileFilter } from '../src-preload/desktop-api';

// Everything arriving over IPC is untrusted: a compromised page can send anything.

export const MAX_OPEN_BYTES = 50 * 1024 * 1024;
export const MAX_SAVE_BYTES = 200 * 1024 * 1024;
const MAX_TEXT = 200;
const MAX_FILTERS = 20;
const MAX_EXTENSIONS = 50;
const EXTENSION = /^(\*|[A-Za-z0-9]{1,16})$/;

export class InvalidIpcArgumentError extends Error {
  override name = 'InvalidIpcArgumentError';
}

export interface ParsedOpenOptions {
  title?: string;
  filters: DesktopFileFilter[];
  maxBytes: number;
}

export interface ParsedSaveOptions {
  title?: string;
  /** A bare file name: the renderer may suggest a name, not a folder. */
  fileName?: string;
  filters: DesktopFileFilter[];
  data: Uint8Array | string;
}

function fail(message: string): never {
  throw new InvalidIpcArgumentError(message);
}

function plainObject(value: unknown, what: string, allowed: readonly string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`${what} must be an object`);
  const record = value as Record<string, unknown>;
  const unknownKey = Object.keys(record).find((key) => !allowed.includes(key));
  if (unknownKey !== undefined) fail(`${what} has an unknown field "${unknownKey}"`);
  return record;
}

function optionalText(value: unknown, what: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > MAX_TEXT)
    fail(`${what} must be a string of at most ${MAX_TEXT} characters`);
  return value;
}

function parseFilters(value: unknown): DesktopFileFilter[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_FILTERS) fail(`filters must be an array of at most ${MAX_FILTERS}`);
  return value.map((entry: unknown) => {
    const filter = plainObject(entry, 'filter', ['name', 'extensions']);
    const name = optionalText(filter.name, 'filter.name');
    if (name === undefined || name === '') fail('filter.name is required');
    const extensions = filter.extensions;
    if (!Array.isArray(extensions) || extensions.length === 0 || extensions.length > MAX_EXTENSIONS) {
      fail(`filter.extensions must be an array of 1 to ${MAX_EXTENSIONS} extensions`);
    }
    return {
      name,
      extensions: extensions.map((extension: unknown) => {
        if (typeof extension !== 'string' || !EXTENSION.test(extension)) {
          fail('filter.extensions entries must be letters and digits without a dot, or "*"');
        }
        return extension;
      }),
    };
  });
}

/** Keeps only the last path segment, so a page cannot steer the dialog to a folder. */
function bareFileName(value: unknown): string | undefined {
  const text = optionalText(value, 'defaultPath');
  if (text === undefined) return undefined;
  const name = text.split(/[\\/]/).pop() ?? '';
  if (name === '' || name === '.' || name === '..') fail('defaultPath must be a file name');
  return name;
}

export function parseOpenFileOptions(value: unknown): ParsedOpenOptions {
  const options = plainObject(value ?? {}, 'openFile options', ['title', 'filters', 'maxBytes']);
  const maxBytes = options.maxBytes ?? MAX_OPEN_BYTES;
  if (typeof maxBytes !== 'number' || !Number.isInteger(maxBytes) || maxBytes < 1 || maxBytes > MAX_OPEN_BYTES) {
    fail(`maxBytes must be an integer from 1 to ${MAX_OPEN_BYTES}`);
  }
  return { title: optionalText(options.title, 'title'), filters: parseFilters(options.filters), maxBytes };
}

export function parseSaveFileOptions(value: unknown): ParsedSaveOptions {
  const options = plainObject(value, 'saveFile options', ['title', 'defaultPath', 'filters', 'data']);
  const data = options.data;
  if (!(typeof data === 'string' || data instanceof Uint8Array)) fail('data must be a Uint8Array or a string');
  const size = typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
  if (size > MAX_SAVE_BYTES) fail(`data must be at most ${MAX_SAVE_BYTES} bytes`);
  return {
    title: optionalText(options.title, 'title'),
    fileName: bareFileName(options.defaultPath),
    filters: parseFilters(options.filters),
    data,
  };
}
