import { dialog, type BrowserWindow } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { askToRestartServer } from './server-dialogs';

vi.mock('electron', () => ({
  app: { getName: () => 'Salon Back Office' },
  dialog: { showMessageBox: vi.fn() },
}));

const window = { isDestroyed: () => false } as unknown as BrowserWindow;

beforeEach(() => {
  vi.clearAllMocks();
});

describe('askToRestartServer', () => {
  it('offers a restart after a crash, parented on the window', async () => {
    vi.mocked(dialog.showMessageBox).mockResolvedValue({ response: 0, checkboxChecked: false });
    await expect(askToRestartServer(window, 'crashed', 'exit code 1')).resolves.toBe(true);
    expect(dialog.showMessageBox).toHaveBeenCalledWith(
      window,
      expect.objectContaining({
        type: 'error',
        message: 'The local server stopped unexpectedly.',
        detail: 'exit code 1',
        buttons: ['Restart', 'Quit'],
        cancelId: 1,
      }),
    );
  });

  it('returns false when the user picks Quit', async () => {
    vi.mocked(dialog.showMessageBox).mockResolvedValue({ response: 1, checkboxChecked: false });
    await expect(askToRestartServer(window, 'crashed', '')).resolves.toBe(false);
  });

  it('uses an unparented box before the window exists', async () => {
    vi.mocked(dialog.showMessageBox).mockResolvedValue({ response: 0, checkboxChecked: false });
    await askToRestartServer(null, 'start-failed', 'database is locked');
    expect(dialog.showMessageBox).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The local server could not start.', buttons: ['Try again', 'Quit'] }),
    );
  });
});
