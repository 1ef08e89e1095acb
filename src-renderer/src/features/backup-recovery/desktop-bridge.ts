import type { DesktopApi } from '../../../../src-preload/desktop-api';

/**
 * The desktop app's bridge, or undefined in a browser (and in tests without a window): whole-database
 * backups exist only where the app runs its own server on this computer.
 */
export function desktopBridge(): DesktopApi | undefined {
  return typeof window === 'undefined' ? undefined : window.desktop;
}

/** The main process refuses a file it will not restore with this error (src-main/database-backups.ts). */
const REFUSED = 'NotADatabaseBackupError';
/** Electron hands a rejection of the main process over as "Error invoking remote method 'channel': Name: message". */
const REMOTE = /^Error invoking remote method '[^']*': ([A-Za-z]*Error): ([\s\S]+)$/;

/**
 * The sentence for the owner when the main process refused a backup file, or null for any other
 * failure: those carry file-system details, so the page says it in its own words instead.
 */
export function refusedBackupText(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const remote = REMOTE.exec(error.message);
  const [name, message] = remote === null ? [error.name, error.message] : [remote[1], remote[2]];
  const text = message?.trim() ?? '';
  return name === REFUSED && text !== '' ? text : null;
}
