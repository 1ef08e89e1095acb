import { app, type BrowserWindow } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { claimSingleInstance } from './single-instance';

vi.mock('electron', () => ({ app: { requestSingleInstanceLock: vi.fn(), quit: vi.fn(), on: vi.fn() } }));

function fakeWindow(minimized: boolean): BrowserWindow {
  return {
    isDestroyed: vi.fn(() => false),
    isMinimized: vi.fn(() => minimized),
    restore: vi.fn(),
    show: vi.fn(),
    focus: vi.fn(),
  } as unknown as BrowserWindow;
}

function secondLaunch(): void {
  const [event, listener] = vi.mocked(app.on).mock.calls[0] as unknown as [string, () => void];
  expect(event).toBe('second-instance');
  listener();
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('claimSingleInstance', () => {
  it('quits the second copy', () => {
    vi.mocked(app.requestSingleInstanceLock).mockReturnValue(false);
    expect(claimSingleInstance(() => null)).toBe(false);
    expect(app.quit).toHaveBeenCalled();
    expect(app.on).not.toHaveBeenCalled();
  });

  it('brings the existing window forward when launched again', () => {
    vi.mocked(app.requestSingleInstanceLock).mockReturnValue(true);
    const window = fakeWindow(true);
    expect(claimSingleInstance(() => window)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    secondLaunch();
    expect(window.restore).toHaveBeenCalled();
    expect(window.show).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
  });

  it('does not restore a window that is not minimized', () => {
    vi.mocked(app.requestSingleInstanceLock).mockReturnValue(true);
    const window = fakeWindow(false);
    claimSingleInstance(() => window);
    secondLaunch();
    expect(window.restore).not.toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
  });

  it('copes with a second launch before the window exists', () => {
    vi.mocked(app.requestSingleInstanceLock).mockReturnValue(true);
    claimSingleInstance(() => null);
    expect(() => secondLaunch()).not.toThrow();
  });
});
