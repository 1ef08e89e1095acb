import { app } from 'electron';

/**
 * Holds the first quit until the server has closed its database, then quits for real.
 * Without this, Electron would tear the utility process down mid-write.
 */
export function installQuitGuard(stopServer: () => Promise<void>): void {
  let state: 'running' | 'stopping' | 'stopped' = 'running';
  app.on('before-quit', (event) => {
    if (state === 'stopped') return;
    event.preventDefault();
    if (state === 'stopping') return;
    state = 'stopping';
    stopServer()
      .catch((error: unknown) => console.error('Server did not stop cleanly', error))
      .finally(() => {
        state = 'stopped';
        app.quit();
      });
  });
}
