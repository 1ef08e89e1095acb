import {
  TEMPLATE_EXPORT_FORMAT,
  TEMPLATE_EXPORT_VERSION,
  TEMPLATE_IMPORT_MAX_BYTES,
} from '../../contract/platform-templates';
import { AppError } from '../../errors';

/**
 * Reading an import file (POST /api/platform-templates/import): only a templates export of this
 * app is accepted (export-file.ts writes it). Whatever else is sent (a picture renamed .json, a
 * JSON file of something else, an export of a version this app cannot read) is refused whole
 * with a 400 that says why, before anything is written. The entries themselves are checked one
 * by one by the service: one it cannot use is reported, not the whole file.
 */

/** At most as many entries as a file could sensibly hold: every template of every type, many times over. */
export const MAX_IMPORT_ENTRIES = 2_000;

const refuse = (message: string) => new AppError(400, message, 'VALIDATION_ERROR');

export const NOT_AN_EXPORT =
  'This file is not a templates export. Choose a file saved with Export on the System Templates page.';

/** The file's entries, still unchecked. */
export function readImportFile(bytes: Buffer): unknown[] {
  if (bytes.length === 0)
    throw refuse('The file is empty. Choose a file saved with Export on the System Templates page.');
  if (bytes.length > TEMPLATE_IMPORT_MAX_BYTES) {
    throw refuse(`The file is too large: a templates export is at most ${TEMPLATE_IMPORT_MAX_BYTES / 1024 / 1024} MB.`);
  }
  let text: string;
  try {
    // A text file: a NUL byte or bytes that are not UTF-8 mean a picture, an archive, a program...
    if (bytes.includes(0)) throw new Error('binary');
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw refuse(`${NOT_AN_EXPORT} (It is not a text file.)`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw refuse(`${NOT_AN_EXPORT} (It is not valid JSON.)`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw refuse(NOT_AN_EXPORT);
  const file = data as Record<string, unknown>;
  if (file.format !== TEMPLATE_EXPORT_FORMAT) throw refuse(NOT_AN_EXPORT);
  if (file.version !== TEMPLATE_EXPORT_VERSION) {
    throw refuse('This templates export was made by another version of the app and cannot be read here.');
  }
  if (!Array.isArray(file.templates)) throw refuse(`${NOT_AN_EXPORT} (It has no list of templates.)`);
  if (file.templates.length > MAX_IMPORT_ENTRIES) {
    throw refuse(`The file holds more than ${MAX_IMPORT_ENTRIES} templates, more than an export ever does.`);
  }
  return file.templates as unknown[];
}
