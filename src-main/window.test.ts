import type { EventEmitter } from 'node:events';
import { shell, type HandlerDetails } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION_ARG } from './ipc-channels';
import { createMainWindow, secureWebPreferences } from './window';

const fakes = vi.hoisted(() => ({ windows: [] as unknown[] }));

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  class FakeWebContents extends Emitter {
    setWindowOpenHandler = vi.fn();
  }
  class FakeBrowserWindow extends Emitter {
    webContents = new FakeWebContents();
    show = vi.fn();
    loadURL = vi.fn(() => Promise.resolve());
    constructor(public options: unknown) {
      super();
      fakes.windows.push(this);
    }
  }
  return { BrowserWindow: FakeBrowserWindow, shell: { openExternal: vi.fn(() => Promise.resolve()) } };
});

interface FakeWindow extends EventEmitter {
  options: { show: boolean; webPreferences: Record<string, unknown> };
  webContents: EventEmitter & { setWindowOpenHandler: ReturnType<typeof vi.fn> };
  show: ReturnType<typeof vi.fn>;
  loadURL: ReturnType<typeof vi.fn>;
}

let origin = 'http://127.0.0.1:40000';

function open(): FakeWindow {
  createMainWindow({ preloadPath: '/app/out/preload/index.js', appVersion: '1.2.3', getOrigin: () => origin });
  return fakes.windows.at(-1) as FakeWindow;
}

function navigate(window: FakeWindow, url: string, isMainFrame = true): boolean {
  const event = { url, isMainFrame, preventDefault: vi.fn() };
  window.webContents.emit('will-frame-navigate', event);
  return event.preventDefault.mock.calls.length > 0;
}

function windowOpen(window: FakeWindow, url: string): unknown {
  const handler = window.webContents.setWindowOpenHandler.mock.calls[0]?.[0] as (
    details: Partial<HandlerDetails>,
  ) => unknown;
  return handler({ url });
}

beforeEach(() => {
  origin = 'http://127.0.0.1:40000';
  vi.mocked(shell.openExternal).mockClear();
});

describe('secureWebPreferences', () => {
  it('isolates the renderer from Node', () => {
    expect(secureWebPreferences('/preload.js', '1.2.3')).toMatchObject({
      preload: '/preload.js',
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      sandbox: true,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('hands the app version to the preload as a switch', () => {
    expect(secureWebPreferences('/preload.js', '1.2.3').additionalArguments).toEqual([`${APP_VERSION_ARG}1.2.3`]);
  });
});

describe('createMainWindow', () => {
  it('uses the secure preferences and loads the server page', () => {
    const window = open();
    expect(window.options.webPreferences).toEqual(secureWebPreferences('/app/out/preload/index.js', '1.2.3'));
    expect(window.loadURL).toHaveBeenCalledWith('http://127.0.0.1:40000/');
  });

  it('stays hidden until ready-to-show', () => {
    const window = open();
    expect(window.options.show).toBe(false);
    expect(window.show).not.toHaveBeenCalled();
    window.emit('ready-to-show');
    expect(window.show).toHaveBeenCalledTimes(1);
  });

  it('denies window.open and sends web links to the OS browser', () => {
    const window = open();
    expect(windowOpen(window, 'https://example.com/help')).toEqual({ action: 'deny' });
    expect(shell.openExternal).toHaveBeenCalledWith('https://example.com/help');
  });

  it('never hands non-web links to the OS', () => {
    const window = open();
    expect(windowOpen(window, 'file:///etc/passwd')).toEqual({ action: 'deny' });
    expect(navigate(window, 'smb://host/share')).toBe(true);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('allows navigation within the server origin', () => {
    expect(navigate(open(), 'http://127.0.0.1:40000/demo-salon/settings/overview')).toBe(false);
  });

  it('blocks navigation away from the server and opens it outside instead', () => {
    const window = open();
    expect(navigate(window, 'https://example.com/')).toBe(true);
    expect(shell.openExternal).toHaveBeenCalledWith('https://example.com/');
  });

  it('blocks subframe navigation away without opening anything', () => {
    expect(navigate(open(), 'https://ads.example/', false)).toBe(true);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('follows the server to its new port after a restart', () => {
    const window = open();
    origin = 'http://127.0.0.1:40001';
    expect(navigate(window, 'http://127.0.0.1:40000/')).toBe(true);
    expect(navigate(window, 'http://127.0.0.1:40001/')).toBe(false);
  });

  it('refuses webviews', () => {
    const event = { preventDefault: vi.fn() };
    open().webContents.emit('will-attach-webview', event);
    expect(event.preventDefault).toHaveBeenCalled();
  });
});
