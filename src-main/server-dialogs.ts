import { app, dialog, type BrowserWindow, type MessageBoxOptions } from 'electron';

export type ServerTrouble = 'start-failed' | 'crashed';

const MESSAGES: Record<ServerTrouble, { message: string; retry: string }> = {
  'start-failed': { message: 'The local server could not start.', retry: 'Try again' },
  crashed: { message: 'The local server stopped unexpectedly.', retry: 'Restart' },
};

/** Returns true when the user wants another attempt, false to quit. */
export async function askToRestartServer(
  window: BrowserWindow | null,
  trouble: ServerTrouble,
  detail: string,
): Promise<boolean> {
  const { message, retry } = MESSAGES[trouble];
  const options: MessageBoxOptions = {
    type: 'error',
    title: app.getName(),
    message,
    detail,
    buttons: [retry, 'Quit'],
    defaultId: 0,
    cancelId: 1,
    noLink: true,
  };
  const usable = window !== null && !window.isDestroyed();
  const { response } = usable ? await dialog.showMessageBox(window, options) : await dialog.showMessageBox(options);
  return response === 0;
}
