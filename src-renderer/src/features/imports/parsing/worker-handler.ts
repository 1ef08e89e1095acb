import { buildRows } from '../../../../../server/contract/imports/build-rows';
import {
  FILE_TOO_LARGE,
  FILE_TOO_LARGE_TITLE,
  IMPORT_MAX_FILE_BYTES,
  INVALID_FILE,
} from '../../../../../server/contract/imports/file-rules';
import { readImportFile } from '../../../../../server/contract/imports/read-file';
import { ImportFileError, type ParsedTable } from '../../../../../server/contract/imports/types';
import {
  PREVIEW_ROWS,
  type ImportWorkerFailure,
  type ImportWorkerRequest,
  type ImportWorkerResponse,
  type ParseSummary,
} from './worker-protocol';

/**
 * What the import worker does, apart from the worker itself so it can be tested in-process: read a
 * file into a table it keeps, and build the rows of that table for a mapping.
 */

const UNREADABLE: ImportWorkerFailure = {
  title: INVALID_FILE,
  message:
    'This file could not be read. Open it in a spreadsheet program, save it again as CSV or Excel, and try again.',
};
const NO_FILE: ImportWorkerFailure = {
  title: 'Import Failed',
  message: 'No file has been read yet. Please upload the file again.',
};

function failure(error: unknown, fallback: ImportWorkerFailure): ImportWorkerFailure {
  return error instanceof ImportFileError ? { title: error.title, message: error.message } : fallback;
}

export function summarize(fileName: string, table: ParsedTable): ParseSummary {
  return {
    fileName,
    headers: table.headers,
    preview: table.rows.slice(0, PREVIEW_ROWS),
    previewRowNumbers: table.rowNumbers.slice(0, PREVIEW_ROWS),
    totalRows: table.rows.length,
    titleRowsSkipped: table.titleRowsSkipped,
    totalRowsSkipped: table.totalRowsSkipped,
    format: table.format,
  };
}

export function createImportHandler(): (request: ImportWorkerRequest) => Promise<ImportWorkerResponse> {
  let table: ParsedTable | null = null;

  return async (request) => {
    const { id } = request;
    if (request.type === 'parse') {
      // A new file replaces the old one, also when it is refused.
      table = null;
      try {
        if (request.file.size > IMPORT_MAX_FILE_BYTES) {
          return { id, ok: false, error: { title: FILE_TOO_LARGE_TITLE, message: FILE_TOO_LARGE } };
        }
        const bytes = new Uint8Array(await request.file.arrayBuffer());
        table = readImportFile(request.fileName, bytes);
        return { id, ok: true, result: summarize(request.fileName, table) };
      } catch (error) {
        return { id, ok: false, error: failure(error, UNREADABLE) };
      }
    }
    if (table === null) return { id, ok: false, error: NO_FILE };
    try {
      return {
        id,
        ok: true,
        result: buildRows(request.entity, request.platform, table, request.mapping, request.options),
      };
    } catch (error) {
      return {
        id,
        ok: false,
        error: failure(error, { title: 'Import Failed', message: 'The rows could not be prepared for import.' }),
      };
    }
  };
}
