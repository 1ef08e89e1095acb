import { app, safeStorage, session, type BrowserWindow } from 'electron';
import { appPaths, dataDirIn } from './app-paths';
import { registerDatabaseBackupIpc } from './database-backups';
import { desktopSettingsFileIn, readDesktopSettings } from './database-backups-settings';
import { createDesktopSecret, installSecretHeader } from './desktop-secret';
import { registerDialogIpc } from './dialogs-ipc';
import { resolveNativeBinding } from './native-binding';
import { loadSecretKey } from './secret-key';
import { askToRestartServer, type ServerTrouble } from './server-dialogs';
import { startServerProcess, type ServerProcess } from './server-process';
import { focusWindow } from './single-instance';
import { createMainWindow, loadServerPage } from './window';

export interface DesktopApp {
  /** After app `ready`: starts the server, then opens the window. */
  start(): Promise<void>;
  /** Opens the window if there is none (macOS dock click), else focuses it. */
  openWindow(): void;
  getWindow(): BrowserWindow | null;
  /** For the quit guard: closes the server and stops restarting it. */
  stopServer(): Promise<void>;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createDesktopApp(): DesktopApp {
  const paths = appPaths(app.getAppPath());
  const secret = createDesktopSecret();
  let server: ServerProcess | null = null;
  let window: BrowserWindow | null = null;
  let quitting = false;

  // An empty origin matches nothing, so while the server is down every navigation,
  // header and IPC check fails closed.
  const getOrigin = (): string => server?.origin ?? '';
  const getWindow = (): BrowserWindow | null => window;

  /** Starts the server, asking the user again and again until it runs or they quit. */
  async function launchServer(trouble: ServerTrouble, detail: string | null): Promise<boolean> {
    let problem = detail;
    for (;;) {
      if (problem !== null && !(await askToRestartServer(window, trouble, problem))) return false;
      if (quitting) return false;
      try {
        const dataDir = dataDirIn(app.getPath('userData'));
        // Read at each start: after a failure (a locked keychain) the next try reads it again.
        const secretKey = loadSecretKey(dataDir, safeStorage);
        const { backupDir } = readDesktopSettings(desktopSettingsFileIn(app.getPath('userData')));
        const started = await startServerProcess({
          entryPath: paths.serverEntry,
          settings: {
            dataDir,
            secret,
            ...(secretKey === undefined ? {} : { secretKey }),
            nativeBinding: resolveNativeBinding(),
            staticDir: paths.staticDir,
            ...(backupDir === undefined ? {} : { backupDir }),
          },
        });
        server = started;
        installSecretHeader(session.defaultSession, started.origin, secret);
        started.onUnexpectedExit((code) => void recoverFromCrash(code));
        return true;
      } catch (error) {
        problem = errorText(error);
        trouble = 'start-failed';
      }
    }
  }

  async function recoverFromCrash(code: number): Promise<void> {
    server = null;
    if (quitting) return;
    const detail = `The server process exited with code ${code}. Your saved data is kept; unsaved changes may be lost.`;
    if (!(await launchServer('crashed', detail))) {
      app.quit();
      return;
    }
    if (window !== null && !window.isDestroyed()) loadServerPage(window, getOrigin());
  }

  /**
   * For a database restore: stops the server, runs `work` while nothing holds the database open,
   * then starts the server again (even if `work` failed, so the app is never left without one) and
   * reloads the window on the new origin. Rejects with `work`'s error.
   */
  async function restartServerAround(work: () => Promise<void>): Promise<void> {
    const running = server;
    // Cleared first: while it is down, every origin check of the bridge fails closed.
    server = null;
    await running?.stop();
    let failure: unknown = null;
    try {
      await work();
    } catch (error) {
      failure = error;
    }
    if (!(await launchServer('start-failed', null))) {
      if (!quitting) app.quit();
    } else if (window !== null && !window.isDestroyed()) {
      loadServerPage(window, getOrigin());
    }
    if (failure !== null) throw failure;
  }

  function openWindow(): void {
    if (window !== null && !window.isDestroyed()) {
      focusWindow(window);
      return;
    }
    if (server === null) return;
    const created = createMainWindow({ preloadPath: paths.preload, appVersion: app.getVersion(), getOrigin });
    created.on('closed', () => {
      if (window === created) window = null;
    });
    window = created;
  }

  return {
    async start() {
      registerDialogIpc({ getWindow, getOrigin });
      registerDatabaseBackupIpc({
        getWindow,
        getOrigin,
        settingsFile: desktopSettingsFileIn(app.getPath('userData')),
        dataDir: dataDirIn(app.getPath('userData')),
        nativeBinding: resolveNativeBinding,
        applyBackupFolder: (folder) => server?.setBackupDir(folder),
        restartServerAround,
      });
      if (!(await launchServer('start-failed', null))) {
        app.quit();
        return;
      }
      openWindow();
    },
    openWindow,
    getWindow,
    async stopServer() {
      quitting = true;
      const running = server;
      server = null;
      await running?.stop();
    },
  };
}
