// Messages between the main process and the embedded server's utility process
// (server/desktop-entry.ts). Settings travel by message rather than env or argv so
// the per-launch secret never shows up in the OS process list.

export interface StartMessage {
  type: 'start';
  dataDir: string;
  secret: string;
  /**
   * Base64 of the 32-byte key of the secrets at rest, kept in the OS keychain by main
   * (secret-key.ts); absent when the keychain is not available, and the server uses its key file.
   */
  secretKey?: string;
  nativeBinding?: string;
  staticDir: string;
  /** The folder of whole-database backups the owner chose (database-backups.ts); absent until then. */
  backupDir?: string;
}

export interface StopMessage {
  type: 'stop';
}

/** The owner chose another folder for whole-database backups while the server runs. */
export interface ConfigureMessage {
  type: 'configure';
  backupDir: string;
}

export type MainToServerMessage = StartMessage | StopMessage | ConfigureMessage;

export interface ReadyMessage {
  type: 'ready';
  port: number;
}

export interface ErrorMessage {
  type: 'error';
  message: string;
}

export type ServerToMainMessage = ReadyMessage | ErrorMessage;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The child is our own code, but a malformed message must not crash main. */
export function parseServerMessage(value: unknown): ServerToMainMessage | null {
  if (!isRecord(value)) return null;
  if (value.type === 'ready') {
    const port = value.port;
    if (typeof port === 'number' && Number.isInteger(port) && port > 0 && port < 65536) {
      return { type: 'ready', port };
    }
    return null;
  }
  if (value.type === 'error') {
    return { type: 'error', message: typeof value.message === 'string' ? value.message : 'Unknown error' };
  }
  return null;
}
