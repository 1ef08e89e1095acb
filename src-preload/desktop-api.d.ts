// The typed `window.desktop` bridge. It exists only in the desktop app; the web build
// has no `window.desktop`, so callers must check for it.

export interface DesktopFileFilter {
  /** Shown in the dialog, e.g. "Spreadsheets". */
  name: string;
  /** Without the dot, e.g. ["csv", "xlsx"]; "*" for all files. */
  extensions: string[];
}

export interface OpenFileOptions {
  title?: string;
  filters?: DesktopFileFilter[];
  /** Refuse bigger files before reading them (capped at 50 MB by main). */
  maxBytes?: number;
}

export interface OpenedFile {
  path: string;
  name: string;
  bytes: Uint8Array;
}

export interface SaveFileOptions {
  title?: string;
  /** A file name; the dialog opens in the user's Documents folder. */
  defaultPath?: string;
  filters?: DesktopFileFilter[];
  data: Uint8Array | string;
}

export interface DesktopApi {
  /** Resolves null when the user cancels. Rejects if the file is too large or unreadable. */
  openFile(options?: OpenFileOptions): Promise<OpenedFile | null>;
  /** Resolves the saved path, or null when the user cancels. */
  saveFile(options: SaveFileOptions): Promise<string | null>;
  appVersion(): string;
  /**
   * Whole-database backups: the native folder dialog. Resolves the chosen folder (remembered, and
   * used by the server at once), or null when the user cancels.
   */
  chooseBackupFolder(): Promise<string | null>;
  /**
   * Restores the whole database from a backup: `name` is one of `GET /api/database-backups`'s
   * backups; without it the user picks a file. Main checks the file and asks for confirmation,
   * then restarts the server, which reloads the window (so a successful call may never settle).
   * Resolves false when the user cancels; rejects with a sentence for the user when the file is refused.
   */
  restoreDatabase(options?: RestoreDatabaseOptions): Promise<boolean>;
}

export interface RestoreDatabaseOptions {
  /** A backup's file name in the chosen folder, e.g. "salon-2026-11-23-023500.db". */
  name?: string;
}

declare global {
  interface Window {
    desktop?: DesktopApi;
  }
}
