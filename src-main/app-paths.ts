import { join } from 'node:path';

export interface AppPaths {
  /** Bundled server/desktop-entry.ts, run in the utility process. */
  serverEntry: string;
  preload: string;
  /** Renderer build, served by the embedded server. */
  staticDir: string;
}

/**
 * Everything is resolved from app.getAppPath(): the project root in dev (`electron .`)
 * and app.asar once packaged, so the same layout under out/ works in both.
 */
export function appPaths(appPath: string): AppPaths {
  return {
    serverEntry: join(appPath, 'out', 'main', 'server.js'),
    preload: join(appPath, 'out', 'preload', 'index.js'),
    staticDir: join(appPath, 'out', 'renderer'),
  };
}

/** Kept apart from Chromium's own files (Cache, Local Storage) that share userData. */
export function dataDirIn(userDataPath: string): string {
  return join(userDataPath, 'data');
}
