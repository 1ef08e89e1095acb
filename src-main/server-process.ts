import { utilityProcess, type UtilityProcess } from 'electron';
import { parseServerMessage, type StartMessage } from './server-protocol';
import { serverOrigin } from './server-origin';

export const READY_TIMEOUT_MS = 30_000;
export const STOP_TIMEOUT_MS = 5_000;
/** After kill(), how long to wait for the exit event before giving up on it. */
const KILL_GRACE_MS = 1_000;

export interface ServerProcessOptions {
  entryPath: string;
  settings: Omit<StartMessage, 'type'>;
  readyTimeoutMs?: number;
}

export interface ServerProcess {
  readonly port: number;
  readonly origin: string;
  /** Asks the server to close, waits up to timeoutMs, then kills it. Safe to call twice. */
  stop(timeoutMs?: number): Promise<void>;
  /** Called once if the process exits without stop() having been asked for. */
  onUnexpectedExit(listener: (code: number) => void): void;
  /** Tells the running server where whole-database backups go from now on. */
  setBackupDir(folder: string): void;
}

export class ServerStartError extends Error {
  override name = 'ServerStartError';
}

/** Resolves true if `promise` settles within `ms`, false otherwise; never leaves a timer behind. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs the server in a utility process so a long import or migration never freezes
 * the window, and waits for it to report the port it bound.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const child = utilityProcess.fork(options.entryPath, [], { serviceName: 'Salon server' });
  let exited = false;
  const exitCode = new Promise<number>((resolve) => {
    child.once('exit', (code) => {
      exited = true;
      resolve(code);
    });
  });

  const port = await waitForReady(child, exitCode, options);

  let stopRequested = false;
  let stopping: Promise<void> | undefined;
  const exitListeners: ((code: number) => void)[] = [];
  void exitCode.then((code) => {
    if (stopRequested) return;
    for (const listener of exitListeners) listener(code);
  });

  async function stop(timeoutMs = STOP_TIMEOUT_MS): Promise<void> {
    stopRequested = true;
    stopping ??= (async () => {
      if (exited) return;
      child.postMessage({ type: 'stop' });
      if (await settlesWithin(exitCode, timeoutMs)) return;
      child.kill();
      await settlesWithin(exitCode, KILL_GRACE_MS);
    })();
    return stopping;
  }

  return {
    port,
    origin: serverOrigin(port),
    stop,
    onUnexpectedExit(listener) {
      exitListeners.push(listener);
    },
    setBackupDir(folder) {
      if (!exited && !stopRequested) child.postMessage({ type: 'configure', backupDir: folder });
    },
  };
}

function waitForReady(
  child: UtilityProcess,
  exitCode: Promise<number>,
  options: ServerProcessOptions,
): Promise<number> {
  const timeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  return new Promise<number>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.off('message', onMessage);
      outcome();
    };
    const fail = (message: string): void =>
      finish(() => {
        // The child may be wedged half-way through startup; do not leave it running.
        child.kill();
        reject(new ServerStartError(message));
      });
    const onMessage = (raw: unknown): void => {
      const message = parseServerMessage(raw);
      if (message?.type === 'ready') finish(() => resolve(message.port));
      else if (message?.type === 'error') fail(message.message);
    };
    const timer = setTimeout(
      () => fail(`The server did not start within ${Math.round(timeoutMs / 1000)} seconds.`),
      timeoutMs,
    );
    child.on('message', onMessage);
    void exitCode.then((code) => fail(`The server process exited (code ${code}) before it was ready.`));
    child.postMessage({ type: 'start', ...options.settings });
  });
}
