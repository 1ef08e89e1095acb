// Entry of the embedded server in the desktop app, run by Electron's utilityProcess
// (see src-main/server-process.ts). Settings come by parentPort message, not env or
// argv, so the per-launch secret never appears in the OS process list.
// First: fixes the shape of Node's tick queue entries before anything else runs (see the module).
import './runtime/tick-object-shape';
import type { ConfigureMessage, ServerToMainMessage, StartMessage } from '../src-main/server-protocol';
import { startServer, type RunningServer } from './start';

export interface ParentPortLike {
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
  postMessage(message: ServerToMainMessage): void;
}

export interface DesktopEntryDeps {
  port: ParentPortLike;
  start?: typeof startServer;
  exit?: (code: number) => void;
}

type Command = StartMessage | { type: 'stop' } | ConfigureMessage;

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** Main is trusted, but a malformed message should be ignored rather than crash the server. */
export function parseCommand(value: unknown): Command | null {
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  if (message.type === 'stop') return { type: 'stop' };
  if (message.type === 'configure') {
    return isNonEmptyString(message.backupDir) ? { type: 'configure', backupDir: message.backupDir } : null;
  }
  if (message.type !== 'start') return null;
  const { dataDir, secret, secretKey, nativeBinding, staticDir, backupDir } = message;
  if (!isNonEmptyString(dataDir) || !isNonEmptyString(staticDir)) return null;
  // 32 random bytes, hex: anything much shorter would be guessable.
  if (typeof secret !== 'string' || secret.length < 32) return null;
  if (secretKey !== undefined && !isKey(secretKey)) return null;
  if (nativeBinding !== undefined && !isNonEmptyString(nativeBinding)) return null;
  if (backupDir !== undefined && !isNonEmptyString(backupDir)) return null;
  return {
    type: 'start',
    dataDir,
    secret,
    ...(secretKey === undefined ? {} : { secretKey }),
    nativeBinding,
    staticDir,
    ...(backupDir === undefined ? {} : { backupDir }),
  };
}

/** Base64 of exactly 32 bytes: a wrong key would only fail later, on the first stored secret. */
function isKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9+/]{43}=$/.test(value);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function runDesktopEntry({
  port,
  start = startServer,
  exit = (code) => process.exit(code),
}: DesktopEntryDeps): void {
  let running: Promise<RunningServer | null> | undefined;
  let stopping = false;

  async function boot(settings: StartMessage): Promise<RunningServer | null> {
    try {
      const server = await start({
        port: 0,
        host: '127.0.0.1',
        dataDir: settings.dataDir,
        demo: false,
        desktopSecret: settings.secret,
        nativeBinding: settings.nativeBinding,
        staticDir: settings.staticDir,
        ...(settings.backupDir === undefined ? {} : { backupDir: settings.backupDir }),
        ...(settings.secretKey === undefined ? {} : { secretKey: Buffer.from(settings.secretKey, 'base64') }),
        logger: false,
      });
      port.postMessage({ type: 'ready', port: server.port });
      return server;
    } catch (error) {
      console.error('Embedded server failed to start', error);
      port.postMessage({ type: 'error', message: errorText(error) });
      exit(1);
      return null;
    }
  }

  async function stop(): Promise<void> {
    if (stopping) return;
    stopping = true;
    try {
      // A stop during startup waits for it, so the database is never left half-open.
      const server = await running;
      await server?.close();
      exit(0);
    } catch (error) {
      console.error('Embedded server did not close cleanly', error);
      exit(1);
    }
  }

  port.on('message', ({ data }) => {
    const command = parseCommand(data);
    if (command === null) return;
    if (command.type === 'stop') {
      void stop();
    } else if (command.type === 'configure') {
      // Before the start message there is nothing to configure: main passes the folder in it then.
      void running
        ?.then((server) => server?.setBackupDir(command.backupDir))
        .catch((error: unknown) => {
          console.error('Could not change the database backup folder', error);
        });
    } else if (running === undefined && !stopping) {
      running = boot(command);
    }
  });
}

// Outside a utility process (e.g. when tests import this file) there is no parentPort.
const parentPort = (process as unknown as { parentPort?: ParentPortLike }).parentPort;
if (parentPort) runDesktopEntry({ port: parentPort });
