import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCommand, runDesktopEntry, type ParentPortLike } from './desktop-entry';
import type { RunningServer, StartOptions } from './start';

vi.mock('./start', () => ({ startServer: vi.fn() }));

const startMessage = {
  type: 'start',
  dataDir: '/user-data/data',
  secret: 'f'.repeat(64),
  nativeBinding: '/app/.native/electron-45.4.1/better_sqlite3.node',
  staticDir: '/app/out/renderer',
};

class FakePort extends EventEmitter implements ParentPortLike {
  postMessage = vi.fn();
  send(data: unknown): void {
    this.emit('message', { data });
  }
}

function running(
  port = 43123,
): RunningServer & { close: ReturnType<typeof vi.fn>; setBackupDir: ReturnType<typeof vi.fn> } {
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: vi.fn(() => Promise.resolve()),
    setBackupDir: vi.fn(() => Promise.resolve()),
  };
}

let port: FakePort;
let start: ReturnType<typeof vi.fn<(opts: StartOptions) => Promise<RunningServer>>>;
let exit: ReturnType<typeof vi.fn<(code: number) => void>>;

beforeEach(() => {
  port = new FakePort();
  start = vi.fn();
  exit = vi.fn();
  runDesktopEntry({ port, start, exit });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('desktop entry', () => {
  it('starts the server on a random loopback port with the secret, then reports ready', async () => {
    start.mockResolvedValue(running(43123));
    port.send(startMessage);
    await vi.waitFor(() => expect(port.postMessage).toHaveBeenCalledWith({ type: 'ready', port: 43123 }));
    expect(start).toHaveBeenCalledWith({
      port: 0,
      host: '127.0.0.1',
      dataDir: '/user-data/data',
      demo: false,
      desktopSecret: startMessage.secret,
      nativeBinding: startMessage.nativeBinding,
      staticDir: '/app/out/renderer',
      logger: false,
    });
  });

  it('starts with the secrets key from main, as bytes', async () => {
    start.mockResolvedValue(running(43124));
    const key = Buffer.alloc(32, 9);
    port.send({ ...startMessage, secretKey: key.toString('base64') });
    await vi.waitFor(() => expect(port.postMessage).toHaveBeenCalledWith({ type: 'ready', port: 43124 }));
    expect(start.mock.calls[0]![0].secretKey).toEqual(key);
  });

  it('starts with the backup folder the owner chose, and moves to another one when told', async () => {
    const server = running(43125);
    start.mockResolvedValue(server);
    port.send({ ...startMessage, backupDir: '/backups/salon' });
    await vi.waitFor(() => expect(port.postMessage).toHaveBeenCalledWith({ type: 'ready', port: 43125 }));
    expect(start.mock.calls[0]![0].backupDir).toBe('/backups/salon');
    port.send({ type: 'configure', backupDir: '/media/usb/salon' });
    await vi.waitFor(() => expect(server.setBackupDir).toHaveBeenCalledWith('/media/usb/salon'));
  });

  it('reports a failed start and exits non-zero', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    start.mockRejectedValue(new Error('SQLITE_CANTOPEN'));
    port.send(startMessage);
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    expect(port.postMessage).toHaveBeenCalledWith({ type: 'error', message: 'SQLITE_CANTOPEN' });
  });

  it('starts only once', async () => {
    start.mockResolvedValue(running());
    port.send(startMessage);
    port.send(startMessage);
    await vi.waitFor(() => expect(port.postMessage).toHaveBeenCalled());
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('closes the server on stop and exits 0', async () => {
    const server = running();
    start.mockResolvedValue(server);
    port.send(startMessage);
    await vi.waitFor(() => expect(port.postMessage).toHaveBeenCalled());
    port.send({ type: 'stop' });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(server.close).toHaveBeenCalledTimes(1);
  });

  it('lets a start in progress finish before closing on stop', async () => {
    const server = running();
    let finishStart = (_value: RunningServer): void => undefined;
    start.mockReturnValue(new Promise((resolve) => (finishStart = resolve)));
    port.send(startMessage);
    port.send({ type: 'stop' });
    expect(exit).not.toHaveBeenCalled();
    finishStart(server);
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(server.close).toHaveBeenCalled();
  });

  it('exits 0 on stop before any start', async () => {
    port.send({ type: 'stop' });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(start).not.toHaveBeenCalled();
  });

  it('exits 1 when closing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = running();
    server.close.mockRejectedValue(new Error('busy'));
    start.mockResolvedValue(server);
    port.send(startMessage);
    await vi.waitFor(() => expect(port.postMessage).toHaveBeenCalled());
    port.send({ type: 'stop' });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
  });

  it('ignores malformed messages', async () => {
    port.send('start');
    port.send({ type: 'start', dataDir: '/d' });
    port.send({ type: 'launch' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();
  });
});

describe('parseCommand', () => {
  it('accepts a start without nativeBinding (packaged app)', () => {
    const { nativeBinding: _omitted, ...packaged } = startMessage;
    expect(parseCommand(packaged)).toEqual({ ...packaged, nativeBinding: undefined });
  });

  it('passes on the secrets key main keeps in the OS keychain', () => {
    const secretKey = Buffer.alloc(32, 1).toString('base64');
    expect(parseCommand({ ...startMessage, secretKey })).toEqual({ ...startMessage, secretKey });
  });

  it.each([
    ['a short secret', { ...startMessage, secret: 'abc' }],
    ['a secrets key that is not 32 bytes', { ...startMessage, secretKey: Buffer.alloc(16).toString('base64') }],
    ['a secrets key that is not base64', { ...startMessage, secretKey: '!'.repeat(43) + '=' }],
    ['a missing staticDir', { ...startMessage, staticDir: undefined }],
    ['an empty dataDir', { ...startMessage, dataDir: '' }],
    ['a non-string nativeBinding', { ...startMessage, nativeBinding: 1 }],
    ['an empty backupDir', { ...startMessage, backupDir: '' }],
    ['a configure without a folder', { type: 'configure' }],
    ['null', null],
  ])('rejects %s', (_label, value) => {
    expect(parseCommand(value)).toBeNull();
  });
});
