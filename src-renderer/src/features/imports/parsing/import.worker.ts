import { createImportHandler } from './worker-handler';
import type { ImportWorkerRequest, ImportWorkerResponse } from './worker-protocol';

/**
 * The import wizard's Web Worker: papaparse and SheetJS run here, so a 100k-row file never freezes
 * the window, and they are loaded only when a file is imported. One request at a time is enough
 * (the wizard waits for each answer), but answers carry their request's id regardless.
 */

/** The part of DedicatedWorkerGlobalScope used here (the project's types are the DOM's, not WebWorker's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ImportWorkerRequest>) => void) | null;
  postMessage(message: ImportWorkerResponse): void;
}

const scope = self as unknown as WorkerScope;
const handle = createImportHandler();

scope.onmessage = (event) => {
  void handle(event.data).then((response) => scope.postMessage(response));
};
