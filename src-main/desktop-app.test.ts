import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { app, safeStorage, session, type BrowserWindow } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDesktopApp } from './desktop-app';
import { DESKTOP_SECRET_HEADER } from './desktop-secret';
import { registerDatabaseBackupIpc, type DatabaseBackupsIpcOptions } from './database-backups';
import { readDesktopSettings } from './database-backups-settings';
import { registerDialogIpc } from './dialogs-ipc';
import { loadSecretKey } from './secret-key';
import { askToRestartServer } from './server-dialogs';
import { ServerStartError, startServerProcess, type ServerProcess } from './server-process';
import { createMainWindow, loadServerPage } from './window';

vi.mock('electron', () => ({
  app: {
    getAppPath: vi.fn(() => '/app'),
    getPath: vi.fn(() => '/user-data'),
    getVersion: vi.fn(() => '0.1.0'),
    quit: vi.fn(),
  },
  session: { defaultSession: { webRequest: { onBeforeSendHeaders: vi.fn() } } },
  safeStorage: { isEncryptionAvailable: vi.fn(() => true) },
}));
vi.mock('./server-process', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  startServerProcess: vi.fn(),
}));
vi.mock('./window', () => ({ createMainWindow: vi.fn(), loadServerPage: vi.fn() }));
vi.mock('./dialogs-ipc', () => ({ registerDialogIpc: vi.fn() }));
vi.mock('./database-backups', () => ({ registerDatabaseBackupIpc: vi.fn() }));
vi.mock('./database-backups-settings', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  readDesktopSettings: vi.fn(() => ({})),
}));
vi.mock('./server-dialogs', () => ({ askToRestartServer: vi.fn() }));
vi.mock('./secret-key', () => ({ loadSecretKey: vi.fn(() => 'k'.repeat(43) + '=') }));
vi.mock('./native-binding', () => ({
  resolveNativeBinding: vi.fn(() => '/app/.native/electron-45.4.1/better_sqlite3.node'),
}));

interface FakeServer extends ServerProcess {
  crash(code: number): void;
  stop: ReturnType<typeof vi.fn<(timeoutMs?: number) => Promise<void>>>;
}

function fakeServer(port: number): FakeServer {
  const listeners: ((code: number) => void)[] = [];
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    stop: vi.fn(() => Promise.resolve()),
    onUnexpectedExit: (listener) => listeners.push(listener),
    setBackupDir: vi.fn(),
    crash: (code) => listeners.forEach((listener) => listener(code)),
  };
}

class FakeWindow extends EventEmitter {
  isDestroyed = vi.fn(() => false);
  isMinimized = vi.fn(() => false);
  restore = vi.fn();
  show = vi.fn();
  focus = vi.fn();
}

const onBeforeSendHeaders = vi.mocked(session.defaultSession.webRequest.onBeforeSendHeaders);

function windowOptions(): Parameters<typeof createMainWindow>[0] {
  const options = vi.mocked(createMainWindow).mock.calls.at(-1)?.[0];
  if (!options) throw new Error('no window was created');
  return options;
}

function lastHeaderFilter(): unknown {
  return onBeforeSendHeaders.mock.calls.at(-1)?.[0];
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(createMainWindow).mockImplementation(() => new FakeWindow() as unknown as BrowserWindow);
});

describe('createDesktopApp().start', () => {
  it('starts the server, adds the secret header for its origin, then opens the window', async () => {
    vi.mocked(startServerProcess).mockResolvedValue(fakeServer(41000));
    await createDesktopApp().start();

    expect(registerDialogIpc).toHaveBeenCalledTimes(1);
    expect(startServerProcess).toHaveBeenCalledWith({
      entryPath: join('/app', 'out', 'main', 'server.js'),
      settings: {
        dataDir: join('/user-data', 'data'),
        secret: expect.stringMatching(/^[0-9a-f]{64}$/),
        secretKey: 'k'.repeat(43) + '=',
        nativeBinding: '/app/.native/electron-45.4.1/better_sqlite3.node',
        staticDir: join('/app', 'out', 'renderer'),
      },
    });
    expect(loadSecretKey).toHaveBeenCalledWith(join('/user-data', 'data'), safeStorage);
    expect(lastHeaderFilter()).toEqual({ urls: ['http://127.0.0.1:41000/*'] });
    expect(windowOptions()).toMatchObject({
      preloadPath: join('/app', 'out', 'preload', 'index.js'),
      appVersion: '0.1.0',
    });
    expect(windowOptions().getOrigin()).toBe('http://127.0.0.1:41000');
  });

  it('sends the same secret the server was given', async () => {
    vi.mocked(startServerProcess).mockResolvedValue(fakeServer(41000));
    await createDesktopApp().start();
    const secret = vi.mocked(startServerProcess).mock.calls[0]?.[0].settings.secret;
    const [, listener] = onBeforeSendHeaders.mock.calls[0] as unknown as [
      unknown,
      (d: unknown, cb: (r: unknown) => void) => void,
    ];
    const callback = vi.fn();
    listener({ url: 'http://127.0.0.1:41000/api/health', requestHeaders: {} }, callback);
    expect(callback).toHaveBeenCalledWith({ requestHeaders: { [DESKTOP_SECRET_HEADER]: secret } });
  });

  it('offers another try when the server fails to start', async () => {
    vi.mocked(startServerProcess)
      .mockRejectedValueOnce(new ServerStartError('database is locked'))
      .mockResolvedValueOnce(fakeServer(41001));
    vi.mocked(askToRestartServer).mockResolvedValue(true);
    await createDesktopApp().start();
    expect(askToRestartServer).toHaveBeenCalledWith(null, 'start-failed', 'database is locked');
    expect(startServerProcess).toHaveBeenCalledTimes(2);
    expect(windowOptions().getOrigin()).toBe('http://127.0.0.1:41001');
  });

  it('offers another try when the keychain holding the secrets key is locked', async () => {
    vi.mocked(loadSecretKey).mockImplementationOnce(() => {
      throw new Error('The keychain is locked');
    });
    vi.mocked(startServerProcess).mockResolvedValueOnce(fakeServer(41002));
    vi.mocked(askToRestartServer).mockResolvedValue(true);
    await createDesktopApp().start();
    expect(askToRestartServer).toHaveBeenCalledWith(null, 'start-failed', 'The keychain is locked');
    expect(startServerProcess).toHaveBeenCalledTimes(1);
    expect(windowOptions().getOrigin()).toBe('http://127.0.0.1:41002');
  });

  it('quits without a window when the user gives up', async () => {
    vi.mocked(startServerProcess).mockRejectedValue(new ServerStartError('nope'));
    vi.mocked(askToRestartServer).mockResolvedValue(false);
    await createDesktopApp().start();
    expect(app.quit).toHaveBeenCalled();
    expect(createMainWindow).not.toHaveBeenCalled();
  });
});

describe('when the server dies', () => {
  async function running(): Promise<{ desktop: ReturnType<typeof createDesktopApp>; first: FakeServer }> {
    const first = fakeServer(41000);
    vi.mocked(startServerProcess).mockResolvedValueOnce(first);
    const desktop = createDesktopApp();
    await desktop.start();
    return { desktop, first };
  }

  it('asks, restarts it on a new port and reloads the window there', async () => {
    const { desktop, first } = await running();
    vi.mocked(startServerProcess).mockResolvedValueOnce(fakeServer(42000));
    vi.mocked(askToRestartServer).mockResolvedValue(true);

    first.crash(1);
    expect(windowOptions().getOrigin()).toBe('');
    await vi.waitFor(() => expect(loadServerPage).toHaveBeenCalledWith(desktop.getWindow(), 'http://127.0.0.1:42000'));
    expect(askToRestartServer).toHaveBeenCalledWith(desktop.getWindow(), 'crashed', expect.stringContaining('code 1'));
    expect(lastHeaderFilter()).toEqual({ urls: ['http://127.0.0.1:42000/*'] });
    expect(windowOptions().getOrigin()).toBe('http://127.0.0.1:42000');
  });

  it('quits when the user declines the restart', async () => {
    const { first } = await running();
    vi.mocked(askToRestartServer).mockResolvedValue(false);
    first.crash(1);
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalled());
    expect(startServerProcess).toHaveBeenCalledTimes(1);
  });

  it('does not ask while the app is quitting', async () => {
    const { desktop, first } = await running();
    await desktop.stopServer();
    expect(first.stop).toHaveBeenCalled();
    first.crash(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(askToRestartServer).not.toHaveBeenCalled();
  });
});

describe('openWindow', () => {
  it('focuses the existing window instead of opening a second', async () => {
    vi.mocked(startServerProcess).mockResolvedValue(fakeServer(41000));
    const desktop = createDesktopApp();
    await desktop.start();
    desktop.openWindow();
    expect(createMainWindow).toHaveBeenCalledTimes(1);
    expect((desktop.getWindow() as unknown as FakeWindow).focus).toHaveBeenCalled();
  });

  it('opens a new window after the last one closed (macOS dock)', async () => {
    vi.mocked(startServerProcess).mockResolvedValue(fakeServer(41000));
    const desktop = createDesktopApp();
    await desktop.start();
    (desktop.getWindow() as unknown as FakeWindow).emit('closed');
    expect(desktop.getWindow()).toBeNull();
    desktop.openWindow();
    expect(createMainWindow).toHaveBeenCalledTimes(2);
  });

  it('waits for the server before opening anything', () => {
    createDesktopApp().openWindow();
    expect(createMainWindow).not.toHaveBeenCalled();
  });
});

describe('whole-database backups', () => {
  function backupOptions(): DatabaseBackupsIpcOptions {
    const options = vi.mocked(registerDatabaseBackupIpc).mock.calls.at(-1)?.[0];
    if (!options) throw new Error('the backup bridge was not registered');
    return options;
  }

  it('starts the server with the backup folder the owner chose earlier', async () => {
    vi.mocked(readDesktopSettings).mockReturnValueOnce({ backupDir: '/media/usb/salon' });
    vi.mocked(startServerProcess).mockResolvedValue(fakeServer(41000));
    await createDesktopApp().start();
    expect(readDesktopSettings).toHaveBeenCalledWith(join('/user-data', 'desktop-settings.json'));
    expect(vi.mocked(startServerProcess).mock.calls[0]?.[0].settings.backupDir).toBe('/media/usb/salon');
    expect(backupOptions()).toMatchObject({
      settingsFile: join('/user-data', 'desktop-settings.json'),
      dataDir: join('/user-data', 'data'),
    });
  });

  it('hands a newly chosen folder to the running server', async () => {
    const first = fakeServer(41000);
    vi.mocked(startServerProcess).mockResolvedValue(first);
    await createDesktopApp().start();
    backupOptions().applyBackupFolder('/backups');
    expect(first.setBackupDir).toHaveBeenCalledWith('/backups');
  });

  it('restores with the server stopped, then starts it again and reloads the window', async () => {
    const first = fakeServer(41000);
    vi.mocked(startServerProcess).mockResolvedValueOnce(first).mockResolvedValueOnce(fakeServer(43000));
    const desktop = createDesktopApp();
    await desktop.start();
    const work = vi.fn(() => {
      // Nothing may hold the database, nor reach the bridge, while it is replaced.
      expect(first.stop).toHaveBeenCalled();
      expect(windowOptions().getOrigin()).toBe('');
      return Promise.resolve();
    });
    await backupOptions().restartServerAround(work);
    expect(work).toHaveBeenCalledTimes(1);
    expect(startServerProcess).toHaveBeenCalledTimes(2);
    expect(loadServerPage).toHaveBeenCalledWith(desktop.getWindow(), 'http://127.0.0.1:43000');
    expect(askToRestartServer).not.toHaveBeenCalled();
  });

  it('starts the server again even when the restore failed, and says why', async () => {
    vi.mocked(startServerProcess).mockResolvedValueOnce(fakeServer(41000)).mockResolvedValueOnce(fakeServer(43001));
    const desktop = createDesktopApp();
    await desktop.start();
    await expect(backupOptions().restartServerAround(() => Promise.reject(new Error('disk full')))).rejects.toThrow(
      'disk full',
    );
    expect(loadServerPage).toHaveBeenCalledWith(desktop.getWindow(), 'http://127.0.0.1:43001');
  });
});
