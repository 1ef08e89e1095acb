import type { BuildOptions } from '../../../../../server/contract/imports/build-rows';
import {
  FILE_TOO_LARGE,
  FILE_TOO_LARGE_TITLE,
  IMPORT_MAX_FILE_BYTES,
  importFileKind,
  INVALID_FILE,
  WRONG_FILE_TYPE,
} from '../../../../../server/contract/imports/file-rules';
import {
  ImportFileError,
  type BuiltRows,
  type ImportEntity,
  type Mapping,
  type PlatformId,
} from '../../../../../server/contract/imports/types';
import type { ImportWorkerRequest, ImportWorkerResponse, ParseSummary } from './worker-protocol';

export type { ParseSummary } from './worker-protocol';
export { PREVIEW_ROWS } from './worker-protocol';

/**
 * The wizard's handle on the import worker. parse() reads a file in the worker (refusing a wrong
 * name or a file over 50 MB before reading it) and answers a summary; build() turns the table the
 * worker keeps into the rows to send. Refusals reject with an ImportFileError (title, message) as
 * the toast shows them. dispose() ends the worker (closing the wizard).
 */
export interface ImportWorker {
  parse(file: File): Promise<ParseSummary>;
  build(entity: ImportEntity, platform: PlatformId, mapping: Mapping, options?: BuildOptions): Promise<BuiltRows>;
  dispose(): void;
}

/** Send a request without its id (a distributive Omit, so each request keeps its own fields). */
type RequestBody = ImportWorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve(result: ParseSummary | BuiltRows): void;
  reject(error: ImportFileError): void;
}

const crashed = () =>
  new ImportFileError(
    INVALID_FILE,
    'The file could not be read: the browser stopped reading it, perhaps for lack of memory. Try a smaller file.',
  );
const cancelled = () => new ImportFileError('Cancelled', 'Reading the file was cancelled.');

export function createImportWorker(): ImportWorker {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const rejectAll = (error: ImportFileError) => {
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };

  const stop = () => {
    worker?.terminate();
    worker = null;
  };

  const started = (): Worker => {
    if (worker) return worker;
    // Vite bundles the worker and its imports (papaparse, SheetJS) as a separate script from 'self'.
    const created = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<ImportWorkerResponse>) => {
      const response = event.data;
      const request = pending.get(response.id);
      if (!request) return;
      pending.delete(response.id);
      if (response.ok) request.resolve(response.result);
      else request.reject(new ImportFileError(response.error.title, response.error.message));
    };
    // The worker died (out of memory, or its script failed to load): its table is gone with it.
    created.onerror = (event) => {
      event.preventDefault();
      stop();
      rejectAll(crashed());
    };
    created.onmessageerror = () => {
      stop();
      rejectAll(crashed());
    };
    worker = created;
    return created;
  };

  const send = <T extends ParseSummary | BuiltRows>(body: RequestBody): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as Pending['resolve'], reject });
      started().postMessage({ ...body, id } as ImportWorkerRequest);
    });

  return {
    parse(file) {
      if (importFileKind(file.name) === null) return Promise.reject(new ImportFileError(INVALID_FILE, WRONG_FILE_TYPE));
      if (file.size > IMPORT_MAX_FILE_BYTES) {
        return Promise.reject(new ImportFileError(FILE_TOO_LARGE_TITLE, FILE_TOO_LARGE));
      }
      // The File itself crosses to the worker (a handle, not a copy); the worker reads its bytes.
      return send<ParseSummary>({ type: 'parse', file, fileName: file.name });
    },
    build(entity, platform, mapping, options) {
      return send<BuiltRows>({ type: 'build', entity, platform, mapping, ...(options ? { options } : {}) });
    },
    dispose() {
      stop();
      rejectAll(cancelled());
    },
  };
}
