import { readFile, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { app, dialog, ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import type { OpenedFile } from '../src-preload/desktop-api';
import { parseOpenFileOptions, parseSaveFileOptions } from './dialog-options';
import { IPC_CHANNELS } from './ipc-channels';
import { isServerUrl } from './server-origin';

export interface DialogIpcOptions {
  getWindow: () => BrowserWindow | null;
  getOrigin: () => string;
}

export class UntrustedSenderError extends Error {
  override name = 'UntrustedSenderError';
}

/**
 * Only the top frame of our own window, showing a page from our own server, may
 * open dialogs and touch the disk. Returns the window to parent the dialog on.
 */
export function trustedWindow(event: IpcMainInvokeEvent, options: DialogIpcOptions): BrowserWindow {
  const window = options.getWindow();
  const frame = event.senderFrame;
  const ok =
    window !== null &&
    !window.isDestroyed() &&
    event.sender.id === window.webContents.id &&
    frame !== null &&
    frame.parent === null &&
    isServerUrl(frame.url, options.getOrigin());
  if (!ok) throw new UntrustedSenderError('This window may not use the desktop bridge');
  return window;
}

function megabytes(bytes: number): string {
  return `${Math.floor(bytes / (1024 * 1024))} MB`;
}

async function openFile(window: BrowserWindow, raw: unknown): Promise<OpenedFile | null> {
  const options = parseOpenFileOptions(raw);
  const result = await dialog.showOpenDialog(window, {
    title: options.title,
    filters: options.filters,
    properties: ['openFile'],
  });
  const path = result.filePaths[0];
  if (result.canceled || path === undefined) return null;
  // Checked before reading so a huge file is never pulled into memory.
  const info = await stat(path);
  if (!info.isFile()) throw new Error('Only files can be opened');
  if (info.size > options.maxBytes) throw new Error(`The file is larger than ${megabytes(options.maxBytes)}`);
  const bytes = await readFile(path);
  // The file may have grown between stat and read.
  if (bytes.byteLength > options.maxBytes) throw new Error(`The file is larger than ${megabytes(options.maxBytes)}`);
  return { path, name: basename(path), bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}

async function saveFile(window: BrowserWindow, raw: unknown): Promise<string | null> {
  const options = parseSaveFileOptions(raw);
  const result = await dialog.showSaveDialog(window, {
    title: options.title,
    defaultPath: options.fileName === undefined ? undefined : join(app.getPath('documents'), options.fileName),
    filters: options.filters,
  });
  if (result.canceled || result.filePath === '') return null;
  await writeFile(result.filePath, options.data);
  return result.filePath;
}

/** Registers the bridge's handlers; returns a function that removes them. */
export function registerDialogIpc(options: DialogIpcOptions): () => void {
  ipcMain.handle(IPC_CHANNELS.openFile, async (event, raw: unknown) => openFile(trustedWindow(event, options), raw));
  ipcMain.handle(IPC_CHANNELS.saveFile, async (event, raw: unknown) => saveFile(trustedWindow(event, options), raw));
  return () => {
    ipcMain.removeHandler(IPC_CHANNELS.openFile);
    ipcMain.removeHandler(IPC_CHANNELS.saveFile);
  };
}
