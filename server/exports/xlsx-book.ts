import { createRequire } from 'node:module';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { exportCell, type ExportCell, type ExportValue } from './cells';
import workerSource from './xlsx-worker.cjs?raw';

/** Rows sent to the worker per message: the main thread yields to other requests between them. */
export const XLSX_BATCH_ROWS = 2000;
/** Excel refuses a cell longer than this; SheetJS would throw on the whole file. */
const EXCEL_CELL_MAX_CHARS = 32_767;

let xlsxPath: string | undefined;
/** SheetJS's CommonJS entry, resolved from here: in the bundles and in the sources alike. */
const sheetJsPath = (): string => (xlsxPath ??= createRequire(import.meta.url).resolve('xlsx'));

type WorkerAnswer = { type: 'done'; bytes: Uint8Array } | { type: 'error'; message: string };

/**
 * A worker that built a file waits this long for the next export before it stops. Starting one
 * and loading SheetJS costs about half a second of CPU, more than building a file of a few hundred
 * rows; an owner exporting clients, then services, then staff pays it once. It does not keep the
 * process alive (unref).
 */
const IDLE_WORKER_MS = 30_000;
let idle: { worker: Worker; timer: NodeJS.Timeout; gone: () => void } | undefined;
let started = 0;

/** How many worker threads exports have started in this process (tests check the reuse). */
export const xlsxWorkersStarted = (): number => started;

function takeWorker(): Worker {
  if (idle) {
    const { worker, timer, gone } = idle;
    idle = undefined;
    clearTimeout(timer);
    worker.off('exit', gone);
    worker.ref();
    return worker;
  }
  started += 1;
  return new Worker(workerSource, { eval: true, workerData: { xlsxPath: sheetJsPath() } });
}

/** Keeps a worker that finished a file cleanly for the next one; at most one waits. */
function keepWorker(worker: Worker): void {
  if (idle) {
    void worker.terminate();
    return;
  }
  worker.unref();
  // A thread that ended while waiting (stopped below, or crashed) is never handed out.
  const gone = () => {
    if (idle?.worker !== worker) return;
    clearTimeout(idle.timer);
    idle = undefined;
  };
  const timer = setTimeout(() => void worker.terminate(), IDLE_WORKER_MS);
  timer.unref();
  worker.once('exit', gone);
  idle = { worker, timer, gone };
}

function xlsxCell(value: ExportValue): ExportCell {
  const cell = exportCell(value);
  return typeof cell === 'string' && cell.length > EXCEL_CELL_MAX_CHARS ? cell.slice(0, EXCEL_CELL_MAX_CHARS) : cell;
}

/**
 * An XLSX file of one sheet: the header row, then a row per item. The rows are read here (the
 * repository lives on this thread) and sent in batches; the worker builds the sheet and writes
 * the zip, the costly part, off the main thread. Cells follow the CSV's rules (cells.ts).
 */
export async function buildXlsx<T>(
  headers: readonly string[],
  valuesOf: (row: T) => readonly ExportValue[],
  rows: Iterable<T>,
  sheetName = 'Export',
): Promise<Buffer> {
  const worker = takeWorker();
  let settle!: { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void };
  const answer = new Promise<Uint8Array>((resolve, reject) => (settle = { resolve, reject }));
  const onMessage = (message: WorkerAnswer) => {
    if (message.type === 'done') settle.resolve(message.bytes);
    else settle.reject(new Error(`The spreadsheet could not be built: ${message.message}`));
  };
  const onError = (error: Error) => settle.reject(error);
  const onExit = (code: number) => settle.reject(new Error(`The spreadsheet worker stopped (exit code ${code}).`));
  worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  // If reading the rows fails, the answer's rejection is not the one reported: keep it handled.
  answer.catch(() => undefined);
  // Only a worker that answered with a whole file is clean enough for the next one.
  let clean = false;
  try {
    worker.postMessage({ type: 'start', sheetName });
    let batch: ExportCell[][] = [headers.map(xlsxCell)];
    for (const row of rows) {
      batch.push(valuesOf(row).map(xlsxCell));
      if (batch.length >= XLSX_BATCH_ROWS) {
        worker.postMessage({ type: 'rows', rows: batch });
        batch = [];
        await nextTurn();
      }
    }
    if (batch.length) worker.postMessage({ type: 'rows', rows: batch });
    worker.postMessage({ type: 'end' });
    const bytes = await answer;
    clean = true;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } finally {
    worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    if (clean) keepWorker(worker);
    else void worker.terminate();
  }
}
