// Sandboxed preload: only `electron`'s renderer modules are available, and this file is
// bundled to a single CommonJS script (sandboxed preloads cannot be ES modules).
import { contextBridge, ipcRenderer } from 'electron';
import { IPC_CHANNELS, readAppVersion } from '../src-main/ipc-channels';
import type { DesktopApi, OpenedFile } from './desktop-api';

const appVersion = readAppVersion(process.argv);

// Arguments are passed through untouched: main validates them, because a compromised
// renderer could call ipcRenderer directly anyway.
const desktop: DesktopApi = {
  openFile: (options = {}): Promise<OpenedFile | null> => ipcRenderer.invoke(IPC_CHANNELS.openFile, options),
  saveFile: (options): Promise<string | null> => ipcRenderer.invoke(IPC_CHANNELS.saveFile, options),
  appVersion: () => appVersion,
  chooseBackupFolder: (): Promise<string | null> => ipcRenderer.invoke(IPC_CHANNELS.chooseBackupFolder),
  restoreDatabase: (options = {}): Promise<boolean> => ipcRenderer.invoke(IPC_CHANNELS.restoreDatabase, options),
};

contextBridge.exposeInMainWorld('desktop', desktop);
