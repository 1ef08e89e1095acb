// Wiring only: the behaviour lives in the modules imported here, each with its tests.
import { app } from 'electron';
import { createDesktopApp } from './desktop-app';
import { installQuitGuard } from './quit-guard';
import { claimSingleInstance } from './single-instance';

const desktop = createDesktopApp();

if (claimSingleInstance(desktop.getWindow)) {
  installQuitGuard(desktop.stopServer);
  app.on('window-all-closed', () => {
    // macOS apps stay in the dock with no window; the server keeps running meanwhile.
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => desktop.openWindow());
  app
    .whenReady()
    .then(() => desktop.start())
    .catch((error: unknown) => {
      console.error('Desktop app failed to start', error);
      app.exit(1);
    });
}
