import { app } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installQuitGuard } from './quit-guard';

vi.mock('electron', () => ({ app: { on: vi.fn(), quit: vi.fn() } }));

function beforeQuit(): { preventDefault: ReturnType<typeof vi.fn> } {
  const listener = vi.mocked(app.on).mock.calls[0]?.[1] as (event: { preventDefault(): void }) => void;
  const event = { preventDefault: vi.fn() };
  listener(event);
  return event;
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('installQuitGuard', () => {
  it('holds the quit until the server has stopped, then quits', async () => {
    let finish = (): void => undefined;
    const stop = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    installQuitGuard(stop);
    expect(beforeQuit().preventDefault).toHaveBeenCalled();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(app.quit).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalledTimes(1));
  });

  it('ignores repeated quit requests while stopping', () => {
    const stop = vi.fn(() => new Promise<void>(() => undefined));
    installQuitGuard(stop);
    beforeQuit();
    expect(beforeQuit().preventDefault).toHaveBeenCalled();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('lets the final quit through', async () => {
    installQuitGuard(() => Promise.resolve());
    beforeQuit();
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalled());
    expect(beforeQuit().preventDefault).not.toHaveBeenCalled();
  });

  it('quits even when stopping fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installQuitGuard(() => Promise.reject(new Error('boom')));
    beforeQuit();
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalled());
  });
});
