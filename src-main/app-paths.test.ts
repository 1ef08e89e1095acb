import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appPaths, dataDirIn } from './app-paths';

describe('appPaths', () => {
  it('points at the electron-vite output under the app path', () => {
    const root = join('/opt', 'Salon', 'resources', 'app.asar');
    expect(appPaths(root)).toEqual({
      serverEntry: join(root, 'out', 'main', 'server.js'),
      preload: join(root, 'out', 'preload', 'index.js'),
      staticDir: join(root, 'out', 'renderer'),
    });
  });

  it('keeps the database in its own folder under userData', () => {
    expect(dataDirIn(join('/home', 'u', '.config', 'Salon'))).toBe(join('/home', 'u', '.config', 'Salon', 'data'));
  });
});
