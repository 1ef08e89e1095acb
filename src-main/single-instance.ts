import { app, type BrowserWindow } from 'electron';

export function focusWindow(window: BrowserWindow | null): void {
  if (window === null || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

/**
 * Two copies would run two servers on one SQLite file. Returns false in the second
 * copy, which quits; the first one brings its window forward instead.
 */
export function claimSingleInstance(getWindow: () => BrowserWindow | null): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => focusWindow(getWindow()));
  return true;
}
