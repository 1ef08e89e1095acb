// Shared by main and the preload bundle, so this file must not import electron or node.

export const IPC_CHANNELS = {
  openFile: 'desktop:open-file',
  saveFile: 'desktop:save-file',
  // Whole-database backups (database-backups.ts).
  chooseBackupFolder: 'backups:chooseFolder',
  restoreDatabase: 'backups:restoreDatabase',
} as const;

/**
 * The app version reaches the sandboxed preload as a renderer command-line switch
 * (webPreferences.additionalArguments), so `appVersion()` can stay synchronous without
 * a blocking sendSync round trip.
 */
export const APP_VERSION_ARG = '--desktop-app-version=';

export function readAppVersion(argv: readonly string[]): string {
  const arg = argv.find((value) => value.startsWith(APP_VERSION_ARG));
  return arg === undefined ? '' : arg.slice(APP_VERSION_ARG.length);
}
