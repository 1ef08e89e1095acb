import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportFileError } from '../../../../../server/contract/imports/types';
import { createImportWorker } from './worker-client';
import { createImportHandler } from './worker-handler';
import type { ImportWorkerRequest, ImportWorkerResponse } from './worker-protocol';

/**
 * The worker client against the real handler, run in-process by a stand-in Worker (Node has no
 * Web Workers): what crosses the boundary is cloned, as postMessage would.
 */
class FakeWorker {
  static instances: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<ImportWorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  readonly url: string;
  private readonly handle = createImportHandler();

  constructor(url: URL, options: WorkerOptions) {
    this.url = url.href;
    expect(options).toEqual({ type: 'module' });
    FakeWorker.instances.push(this);
  }

  postMessage(request: ImportWorkerRequest): void {
    void this.handle(request).then((response) => {
      if (!this.terminated) this.onmessage?.({ data: structuredClone(response) } as MessageEvent<ImportWorkerResponse>);
    });
  }

  crash(): void {
    this.onerror?.({ preventDefault: () => undefined } as ErrorEvent);
  }

  terminate(): void {
    this.terminated = true;
  }
}

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../../tests/fixtures/imports/${name}`, import.meta.url));

/** The rejection of a promise, which must be an ImportFileError. */
async function refusal(promise: Promise<unknown>): Promise<{ title: string; message: string }> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  const { title, message } = error as ImportFileError;
  return { title, message };
}

beforeEach(() => {
  FakeWorker.instances = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createImportWorker', () => {
  it('starts the worker module and answers a summary with the first 10 rows', async () => {
    const importer = createImportWorker();
    const summary = await importer.parse(new File([fixture('fresha-clients-en.csv')], 'export_customer_list.csv'));
    expect(FakeWorker.instances).toHaveLength(1);
    expect(FakeWorker.instances[0]!.url).toMatch(/\/import\.worker\.ts$/);
    expect(summary).toMatchObject({
      fileName: 'export_customer_list.csv',
      totalRows: 20,
      titleRowsSkipped: 0,
      totalRowsSkipped: 0,
      format: 'csv',
    });
    expect(summary.headers[0]).toBe('Client ID');
    expect(summary.preview).toHaveLength(10);
    expect(summary.previewRowNumbers).toEqual([2, 3, 4, 5, 7, 8, 9, 10, 11, 12]);
    importer.dispose();
  });

  it('builds the rows of the whole table kept in the worker', async () => {
    const importer = createImportWorker();
    await importer.parse(new File([fixture('fresha-clients-en.csv')], 'clients.csv'));
    const mapping = [null, 'firstName', 'lastName', 'email'];
    const built = await importer.build('clients', 'fresha', mapping);
    expect(built.rows).toHaveLength(19);
    expect(built.rows[0]).toEqual({
      firstName: 'Olivia',
      lastName: 'Bennett',
      email: 'olivia.bennett@example.com',
      isActive: true,
    });
    expect(built.problems).toEqual([{ rowNumber: 21, error: 'First Name is required.' }]);
    importer.dispose();
  });

  it('refuses a wrong name or a file over 50 MB without starting the worker', async () => {
    const importer = createImportWorker();
    expect(await refusal(importer.parse(new File(['a,b\n1,2\n'], 'clients.txt')))).toEqual({
      title: 'Invalid File',
      message: 'Please upload a CSV or Excel file',
    });
    const huge = { name: 'clients.csv', size: 50 * 1024 * 1024 + 1 } as File;
    expect(await refusal(importer.parse(huge))).toEqual({
      title: 'File Too Large',
      message: 'This file is larger than 50 MB. Split it into smaller files and import them one after another.',
    });
    expect(FakeWorker.instances).toHaveLength(0);
  });

  it('carries a refusal from the worker as an ImportFileError', async () => {
    const importer = createImportWorker();
    const png = new File(
      [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
      'clients.csv',
    );
    expect(await refusal(importer.parse(png))).toEqual({
      title: 'Invalid File',
      message: 'This file is a PNG image, not a spreadsheet. Please upload a CSV or Excel file.',
    });
    // The refused file left no table behind.
    expect(await refusal(importer.build('clients', 'generic', []))).toEqual({
      title: 'Import Failed',
      message: 'No file has been read yet. Please upload the file again.',
    });
    importer.dispose();
  });

  it('rejects what is pending when the worker crashes or the wizard closes', async () => {
    const importer = createImportWorker();
    const first = importer.parse(new File(['a,b\n1,2\n'], 'clients.csv'));
    FakeWorker.instances[0]!.crash();
    expect((await refusal(first)).message).toMatch(/browser stopped reading it/);
    expect(FakeWorker.instances[0]!.terminated).toBe(true);

    // A new worker starts for the next file.
    const second = importer.parse(new File(['a,b\n1,2\n'], 'clients.csv'));
    expect(FakeWorker.instances).toHaveLength(2);
    importer.dispose();
    expect(await refusal(second)).toEqual({ title: 'Cancelled', message: 'Reading the file was cancelled.' });
    expect(FakeWorker.instances[1]!.terminated).toBe(true);
  });
});
