import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dialog, ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerDialogIpc } from './dialogs-ipc';
import { IPC_CHANNELS } from './ipc-channels';

vi.mock('electron', () => ({
  app: { getPath: vi.fn(() => '/home/user/Documents') },
  dialog: { showOpenDialog: vi.fn(), showSaveDialog: vi.fn() },
  ipcMain: { handle: vi.fn(), removeHandler: vi.fn() },
}));

const origin = 'http://127.0.0.1:45000';
const window = { isDestroyed: () => false, webContents: { id: 7 } } as unknown as BrowserWindow;

type Handler = (event: IpcMainInvokeEvent, raw: unknown) => Promise<unknown>;

interface SenderShape {
  senderId?: number;
  frame?: { url: string; parent: unknown } | null;
}

function event({
  senderId = 7,
  frame = { url: `${origin}/demo-salon/settings`, parent: null },
}: SenderShape = {}): IpcMainInvokeEvent {
  return { sender: { id: senderId }, senderFrame: frame } as unknown as IpcMainInvokeEvent;
}

function handler(channel: string): Handler {
  const call = vi.mocked(ipcMain.handle).mock.calls.find(([name]) => name === channel);
  if (!call) throw new Error(`no handler for ${channel}`);
  return call[1] as Handler;
}

let dir: string;
let currentWindow: BrowserWindow | null;

beforeEach(async () => {
  vi.clearAllMocks();
  dir = await mkdtemp(join(tmpdir(), 'dialogs-ipc-'));
  currentWindow = window;
  registerDialogIpc({ getWindow: () => currentWindow, getOrigin: () => origin });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('sender check', () => {
  it.each<[string, SenderShape]>([
    ['another webContents', { senderId: 8 }],
    ['a subframe', { frame: { url: `${origin}/`, parent: {} } }],
    ['a page from another origin', { frame: { url: 'https://evil.example/', parent: null } }],
    ['a page from the server on another port', { frame: { url: 'http://127.0.0.1:45001/', parent: null } }],
    ['a destroyed frame', { frame: null }],
  ])('refuses %s', async (_label, shape) => {
    await expect(handler(IPC_CHANNELS.openFile)(event(shape), {})).rejects.toThrow(/may not use the desktop bridge/);
    await expect(handler(IPC_CHANNELS.saveFile)(event(shape), { data: 'x' })).rejects.toThrow(
      /may not use the desktop bridge/,
    );
    expect(dialog.showOpenDialog).not.toHaveBeenCalled();
    expect(dialog.showSaveDialog).not.toHaveBeenCalled();
  });

  it('refuses everything while the window is gone', async () => {
    currentWindow = null;
    await expect(handler(IPC_CHANNELS.openFile)(event(), {})).rejects.toThrow(/may not use the desktop bridge/);
  });
});

describe('openFile', () => {
  it('validates options before showing a dialog', async () => {
    await expect(
      handler(IPC_CHANNELS.openFile)(event(), { filters: [{ name: 'x', extensions: ['.exe'] }] }),
    ).rejects.toThrow(/extensions/);
    expect(dialog.showOpenDialog).not.toHaveBeenCalled();
  });

  it('returns null when cancelled', async () => {
    vi.mocked(dialog.showOpenDialog).mockResolvedValue({ canceled: true, filePaths: [] });
    await expect(handler(IPC_CHANNELS.openFile)(event(), {})).resolves.toBeNull();
  });

  it('reads the chosen file, parented on the app window', async () => {
    const path = join(dir, 'clients.csv');
    await writeFile(path, 'name\nAda\n');
    vi.mocked(dialog.showOpenDialog).mockResolvedValue({ canceled: false, filePaths: [path] });
    const filters = [{ name: 'CSV', extensions: ['csv'] }];
    const result = await handler(IPC_CHANNELS.openFile)(event(), { title: 'Import', filters });
    expect(dialog.showOpenDialog).toHaveBeenCalledWith(window, { title: 'Import', filters, properties: ['openFile'] });
    expect(result).toEqual({ path, name: 'clients.csv', bytes: new Uint8Array(Buffer.from('name\nAda\n')) });
    expect((result as { bytes: unknown }).bytes).toBeInstanceOf(Uint8Array);
  });

  it('refuses a file above maxBytes', async () => {
    const path = join(dir, 'big.csv');
    await writeFile(path, 'x'.repeat(2048));
    vi.mocked(dialog.showOpenDialog).mockResolvedValue({ canceled: false, filePaths: [path] });
    await expect(handler(IPC_CHANNELS.openFile)(event(), { maxBytes: 1024 })).rejects.toThrow(/larger than/);
  });
});

describe('saveFile', () => {
  it('writes the data where the user chose and returns the path', async () => {
    const path = join(dir, 'export.csv');
    vi.mocked(dialog.showSaveDialog).mockResolvedValue({ canceled: false, filePath: path });
    const saved = await handler(IPC_CHANNELS.saveFile)(event(), {
      defaultPath: '../../export.csv',
      data: new Uint8Array([104, 105]),
    });
    expect(saved).toBe(path);
    expect(await readFile(path, 'utf8')).toBe('hi');
    expect(dialog.showSaveDialog).toHaveBeenCalledWith(window, {
      title: undefined,
      defaultPath: join('/home/user/Documents', 'export.csv'),
      filters: [],
    });
  });

  it('returns null when cancelled and writes nothing', async () => {
    vi.mocked(dialog.showSaveDialog).mockResolvedValue({ canceled: true, filePath: '' });
    await expect(handler(IPC_CHANNELS.saveFile)(event(), { data: 'x' })).resolves.toBeNull();
  });

  it('rejects data that is neither bytes nor text', async () => {
    await expect(handler(IPC_CHANNELS.saveFile)(event(), { data: [1, 2] })).rejects.toThrow(/data must be/);
    expect(dialog.showSaveDialog).not.toHaveBeenCalled();
  });
});

describe('registerDialogIpc', () => {
  it('removes its handlers when disposed', () => {
    const dispose = registerDialogIpc({ getWindow: () => null, getOrigin: () => '' });
    dispose();
    expect(ipcMain.removeHandler).toHaveBeenCalledWith(IPC_CHANNELS.openFile);
    expect(ipcMain.removeHandler).toHaveBeenCalledWith(IPC_CHANNELS.saveFile);
  });
});
