'use strict';
/**
 * Builds an XLSX file in a worker thread, so a 100k-row export does not hold up other requests.
 * server/exports/xlsx-book.ts loads this file's text (`?raw`, inlined by the bundlers, so the same
 * code runs under vitest, in the headless server and in the desktop app without a file to find)
 * and starts it with `eval: true`; SheetJS is required from the path the main thread resolved.
 *
 * One file after another: { type: 'start', sheetName }, then { type: 'rows', rows } (arrays of
 * cells: text already guarded, numbers, null for empty), then { type: 'end' }. Out: { type: 'done',
 * bytes } or { type: 'error', message }. The thread is kept for the next export (xlsx-book.ts):
 * loading SheetJS is most of a small file's cost.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS worker script: require is its import */
const { parentPort, workerData } = require('node:worker_threads');
const XLSX = require(workerData.xlsxPath);

let sheet;
/** Each file's own, from its 'start' message (buildXlsx gives the default name). */
let sheetName;

function addRows(rows) {
  // Dense sheets keep rows as arrays: far less memory than one object key per cell address.
  if (sheet === undefined) sheet = XLSX.utils.aoa_to_sheet(rows, { dense: true });
  else XLSX.utils.sheet_add_aoa(sheet, rows, { origin: -1 });
}

function finish() {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet ?? XLSX.utils.aoa_to_sheet([], { dense: true }), sheetName);
  sheet = undefined;
  const written = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
  // A view of its own buffer, so it can be handed over rather than copied.
  const bytes = new Uint8Array(written.byteLength);
  bytes.set(written);
  parentPort.postMessage({ type: 'done', bytes }, [bytes.buffer]);
}

parentPort.on('message', (message) => {
  try {
    if (message.type === 'start') {
      sheet = undefined;
      sheetName = message.sheetName;
    } else if (message.type === 'rows') addRows(message.rows);
    else if (message.type === 'end') finish();
  } catch (error) {
    parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
