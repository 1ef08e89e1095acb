import { join } from 'node:path';
import { app } from 'electron';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devNativeBindingPath, resolveNativeBinding } from './native-binding';

vi.mock('electron', () => ({ app: { isPackaged: false, getAppPath: vi.fn(() => '/work/project') } }));

const fakeApp = app as unknown as { isPackaged: boolean };

afterEach(() => {
  fakeApp.isPackaged = false;
});

describe('native binding', () => {
  it('uses the Electron build from .native in dev runs', () => {
    expect(resolveNativeBinding('45.4.1')).toBe(
      join('/work/project', '.native', 'electron-45.4.1', 'better_sqlite3.node'),
    );
  });

  it('defaults to the running Electron version', () => {
    const version = process.versions.electron ?? '';
    expect(resolveNativeBinding()).toBe(devNativeBindingPath('/work/project', version));
  });

  it('passes nothing when packaged: the installer ships a rebuilt better-sqlite3', () => {
    fakeApp.isPackaged = true;
    expect(resolveNativeBinding('45.4.1')).toBeUndefined();
  });
});
