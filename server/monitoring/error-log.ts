import { appendFile, mkdir, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The local error log's file is set aside (errors.log.1) once it reaches this size. */
const MAX_BYTES = 5 * 1024 * 1024;

export interface ErrorLogEntry {
  at: string;
  requestId: string;
  method: string;
  route: string;
  statusCode: number;
  message: string;
  organizationId: string | null;
  stack?: string;
}

/**
 * System Configuration's "Error reporting": server errors written, one JSON line each, to
 * `<data folder>/logs/errors.log`, for the business's own support to read. Writes are queued one
 * after another and never fail the request: a full disk loses a log line, not an answer.
 */
export class ErrorLog {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly dataDir: string) {}

  get file(): string {
    return join(this.dataDir, 'logs', 'errors.log');
  }

  write(entry: ErrorLogEntry): Promise<void> {
    this.queue = this.queue.then(() => this.append(entry)).catch(() => undefined);
    return this.queue;
  }

  private async append(entry: ErrorLogEntry): Promise<void> {
    await mkdir(join(this.dataDir, 'logs'), { recursive: true });
    const size = await stat(this.file).then(
      (found) => found.size,
      () => 0,
    );
    if (size >= MAX_BYTES) await rename(this.file, `${this.file}.1`);
    await appendFile(this.file, `${JSON.stringify(entry)}\n`, 'utf8');
  }
}
