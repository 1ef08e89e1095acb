import { BrowserWindow, shell, type WebContents, type WebPreferences } from 'electron';
import { APP_VERSION_ARG } from './ipc-channels';
import { isExternalWebUrl, isServerUrl } from './server-origin';

export interface MainWindowOptions {
  preloadPath: string;
  appVersion: string;
  /** A getter, because a restarted server listens on a new port. */
  getOrigin: () => string;
}

/** The renderer is a web page with a tiny bridge; it gets no Node and no relaxed web rules. */
export function secureWebPreferences(preloadPath: string, appVersion: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    sandbox: true,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    additionalArguments: [`${APP_VERSION_ARG}${appVersion}`],
  };
}

function openExternally(url: string): void {
  if (isExternalWebUrl(url)) void shell.openExternal(url);
}

/**
 * The window only ever shows the embedded server's pages: new windows are refused
 * and links elsewhere open in the OS browser instead of inside the privileged window.
 */
export function guardNavigation(contents: WebContents, getOrigin: () => string): void {
  contents.setWindowOpenHandler(({ url }) => {
    openExternally(url);
    return { action: 'deny' };
  });
  contents.on('will-frame-navigate', (event) => {
    if (isServerUrl(event.url, getOrigin())) return;
    event.preventDefault();
    if (event.isMainFrame) openExternally(event.url);
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

export function loadServerPage(window: BrowserWindow, origin: string): void {
  window.loadURL(`${origin}/`).catch((error: unknown) => {
    // A failed load shows Chromium's error page; the crash dialog covers a dead server.
    console.error('Could not load the app page', error);
  });
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    // Shown on ready-to-show so the user never sees a blank white frame.
    show: false,
    webPreferences: secureWebPreferences(options.preloadPath, options.appVersion),
  });
  window.once('ready-to-show', () => window.show());
  guardNavigation(window.webContents, options.getOrigin);
  loadServerPage(window, options.getOrigin());
  return window;
}
