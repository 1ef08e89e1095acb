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
  const worker = new Worker(workerSource, { eval: true, workerData: { xlsxPath: sheetJsPath(), sheetName } });
  const answer = new Promise<Uint8Array>((resolve, reject) => {
    worker.once('message', (message: WorkerAnswer) => {
      if (message.type === 'done') resolve(message.bytes);
      else reject(new Error(`The spreadsheet could not be built: ${message.message}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The spreadsheet worker stopped (exit code ${code}).`)));
  });
  // If reading the rows fails, the answer's rejection is not the one reported: keep it handled.
  answer.catch(() => undefined);
  try {
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
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } finally {
    void worker.terminate();
  }
}
