import { EventEmitter } from 'node:events';
import { utilityProcess, type UtilityProcess } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerStartError, startServerProcess, type ServerProcessOptions } from './server-process';

vi.mock('electron', () => ({ utilityProcess: { fork: vi.fn() } }));

class FakeChild extends EventEmitter {
  postMessage = vi.fn();
  kill = vi.fn(() => true);
  exit(code: number): void {
    this.emit('exit', code);
  }
}

const options: ServerProcessOptions = {
  entryPath: '/app/out/main/server.js',
  settings: { dataDir: '/data', secret: 's'.repeat(64), nativeBinding: '/native.node', staticDir: '/app/out/renderer' },
};

let child: FakeChild;

beforeEach(() => {
  child = new FakeChild();
  vi.mocked(utilityProcess.fork)
    .mockReset()
    .mockReturnValue(child as unknown as UtilityProcess);
});

afterEach(() => {
  vi.useRealTimers();
});

async function started(): Promise<Awaited<ReturnType<typeof startServerProcess>>> {
  const pending = startServerProcess(options);
  child.emit('message', { type: 'ready', port: 51234 });
  return pending;
}

describe('startServerProcess', () => {
  it('forks the entry and sends the settings by message, not argv or env', async () => {
    const server = await started();
    expect(utilityProcess.fork).toHaveBeenCalledWith(
      options.entryPath,
      [],
      expect.not.objectContaining({ env: expect.anything() }),
    );
    expect(child.postMessage).toHaveBeenCalledWith({ type: 'start', ...options.settings });
    expect(JSON.stringify(vi.mocked(utilityProcess.fork).mock.calls)).not.toContain(options.settings.secret);
    expect(server.port).toBe(51234);
    expect(server.origin).toBe('http://127.0.0.1:51234');
  });

  it('ignores malformed messages while waiting for ready', async () => {
    const pending = startServerProcess(options);
    child.emit('message', 'hello');
    child.emit('message', { type: 'ready', port: -1 });
    child.emit('message', { type: 'ready', port: 4100 });
    await expect(pending).resolves.toMatchObject({ port: 4100 });
  });

  it('rejects with the reported error and kills the process', async () => {
    const pending = startServerProcess(options);
    child.emit('message', { type: 'error', message: 'database is locked' });
    await expect(pending).rejects.toThrow(new ServerStartError('database is locked'));
    expect(child.kill).toHaveBeenCalled();
  });

  it('rejects when the process exits before it is ready', async () => {
    const pending = startServerProcess(options);
    child.exit(1);
    await expect(pending).rejects.toThrow(/exited \(code 1\) before it was ready/);
  });

  it('gives up and kills the process when ready never comes', async () => {
    vi.useFakeTimers();
    const pending = startServerProcess({ ...options, readyTimeoutMs: 10_000 });
    const outcome = expect(pending).rejects.toThrow(/did not start within 10 seconds/);
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
    expect(child.kill).toHaveBeenCalledTimes(1);
  });
});

describe('ServerProcess.stop', () => {
  it('asks the server to stop and resolves once it exits, without killing it', async () => {
    const server = await started();
    const stopping = server.stop();
    expect(child.postMessage).toHaveBeenLastCalledWith({ type: 'stop' });
    child.exit(0);
    await stopping;
    expect(child.kill).not.toHaveBeenCalled();
  });

  it('kills the process when it does not exit within the timeout', async () => {
    vi.useFakeTimers();
    const server = await started();
    const stopping = server.stop(2_000);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(child.kill).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(child.kill).toHaveBeenCalledTimes(1);
    child.exit(137);
    await stopping;
  });

  it('still resolves if the killed process never reports its exit', async () => {
    vi.useFakeTimers();
    const server = await started();
    const stopping = server.stop(100);
    await vi.advanceTimersByTimeAsync(100 + 1_000);
    await expect(stopping).resolves.toBeUndefined();
  });

  it('sends stop only once when called twice', async () => {
    const server = await started();
    const first = server.stop();
    const second = server.stop();
    child.exit(0);
    await Promise.all([first, second]);
    expect(child.postMessage.mock.calls.filter(([message]) => message.type === 'stop')).toHaveLength(1);
  });

  it('does nothing when the process has already exited', async () => {
    const server = await started();
    child.exit(1);
    await server.stop();
    expect(child.postMessage).not.toHaveBeenCalledWith({ type: 'stop' });
  });
});

describe('ServerProcess.onUnexpectedExit', () => {
  it('reports a crash after ready', async () => {
    const server = await started();
    const listener = vi.fn();
    server.onUnexpectedExit(listener);
    child.exit(3);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(3));
  });

  it('stays quiet for an exit that stop() asked for', async () => {
    const server = await started();
    const listener = vi.fn();
    server.onUnexpectedExit(listener);
    const stopping = server.stop();
    child.exit(0);
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('ServerProcess.setBackupDir', () => {
  it('tells the running server the new folder, and nothing once it is stopping', async () => {
    const server = await started();
    server.setBackupDir('/media/usb/salon');
    expect(child.postMessage).toHaveBeenLastCalledWith({ type: 'configure', backupDir: '/media/usb/salon' });
    const stopping = server.stop();
    child.exit(0);
    await stopping;
    server.setBackupDir('/elsewhere');
    expect(child.postMessage).not.toHaveBeenCalledWith({ type: 'configure', backupDir: '/elsewhere' });
  });
});
