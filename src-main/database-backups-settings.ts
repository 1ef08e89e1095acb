import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The desktop app's own small settings, kept by main beside Chromium's files in userData (the
 * server's data folder holds only what the server owns). Today: where whole-database backups go.
 */
export interface DesktopSettings {
  /** The folder the owner chose for whole-database backups (database-backups.ts). */
  backupDir?: string;
}

export function desktopSettingsFileIn(userDataPath: string): string {
  return join(userDataPath, 'desktop-settings.json');
}

/** A missing or unreadable file reads as no settings: the app still starts, and asks again. */
export function readDesktopSettings(file: string): DesktopSettings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const { backupDir } = parsed as Record<string, unknown>;
  return typeof backupDir === 'string' && backupDir !== '' ? { backupDir } : {};
}

/** Merges `patch` into the file; written aside and renamed, so a crash never leaves half a file. */
export function updateDesktopSettings(file: string, patch: DesktopSettings): DesktopSettings {
  const next = { ...readDesktopSettings(file), ...patch };
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
  return next;
}
