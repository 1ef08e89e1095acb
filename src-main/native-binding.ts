import { join } from 'node:path';
import { app } from 'electron';

/**
 * node_modules/better-sqlite3 stays built for Node so `npm test` works; dev runs of
 * Electron load a copy built for Electron's ABI by scripts/electron-native.mjs.
 * Keep this layout in sync with that script.
 */
export function devNativeBindingPath(appPath: string, electronVersion: string): string {
  return join(appPath, '.native', `electron-${electronVersion}`, 'better_sqlite3.node');
}

/**
 * Installers ship node_modules already rebuilt for Electron by electron-builder
 * (npmRebuild), so a packaged app lets better-sqlite3 find its own binary.
 */
export function resolveNativeBinding(electronVersion = process.versions.electron ?? ''): string | undefined {
  if (app.isPackaged) return undefined;
  return devNativeBindingPath(app.getAppPath(), electronVersion);
}
