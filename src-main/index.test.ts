import { app } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDesktopApp, type DesktopApp } from './desktop-app';
import { installQuitGuard } from './quit-guard';
import { claimSingleInstance } from './single-instance';

vi.mock('electron', () => ({
  app: { on: vi.fn(), quit: vi.fn(), exit: vi.fn(), whenReady: vi.fn(() => Promise.resolve()) },
}));
vi.mock('./single-instance', () => ({ claimSingleInstance: vi.fn() }));
vi.mock('./quit-guard', () => ({ installQuitGuard: vi.fn() }));
vi.mock('./desktop-app', () => ({ createDesktopApp: vi.fn() }));

const desktop: DesktopApp = {
  start: vi.fn(() => Promise.resolve()),
  openWindow: vi.fn(),
  getWindow: vi.fn(() => null),
  stopServer: vi.fn(() => Promise.resolve()),
};

async function loadIndex(): Promise<void> {
  vi.resetModules();
  await import('./index');
}

function appListener(event: string): () => void {
  const call = vi.mocked(app.on).mock.calls.find(([name]) => name === event);
  if (!call) throw new Error(`no ${event} listener`);
  return call[1] as () => void;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(createDesktopApp).mockReturnValue(desktop);
});

describe('main entry', () => {
  it('does nothing more in a second copy of the app', async () => {
    vi.mocked(claimSingleInstance).mockReturnValue(false);
    await loadIndex();
    expect(app.whenReady).not.toHaveBeenCalled();
    expect(installQuitGuard).not.toHaveBeenCalled();
  });

  it('starts the desktop app once Electron is ready and guards quitting', async () => {
    vi.mocked(claimSingleInstance).mockReturnValue(true);
    await loadIndex();
    expect(claimSingleInstance).toHaveBeenCalledWith(desktop.getWindow);
    expect(installQuitGuard).toHaveBeenCalledWith(desktop.stopServer);
    await vi.waitFor(() => expect(desktop.start).toHaveBeenCalled());
  });

  it('reopens the window on activate', async () => {
    vi.mocked(claimSingleInstance).mockReturnValue(true);
    await loadIndex();
    appListener('activate')();
    expect(desktop.openWindow).toHaveBeenCalled();
  });
});
