import { randomBytes } from 'node:crypto';
import type { Session } from 'electron';
import { isServerUrl } from './server-origin';

export const DESKTOP_SECRET_HEADER = 'x-desktop-secret';

/** New on every launch; never written to disk, env or argv. */
export function createDesktopSecret(): string {
  return randomBytes(32).toString('hex');
}

/**
 * Any local program can reach 127.0.0.1, so the server refuses requests without the
 * secret. Only this session's requests to the server origin get it, and the renderer
 * never sees it. Calling again (after a server restart on a new port) replaces the
 * previous listener, since a session keeps only one onBeforeSendHeaders listener.
 */
export function installSecretHeader(session: Session, origin: string, secret: string): void {
  session.webRequest.onBeforeSendHeaders({ urls: [`${origin}/*`] }, (details, callback) => {
    // The URL filter is the first gate; re-checking guards against pattern quirks, and
    // a request started by some other origin (never loaded, but defence in depth)
    // must not be able to borrow the secret.
    const fromOtherOrigin = details.initiatorOrigin !== undefined && details.initiatorOrigin !== origin;
    if (!isServerUrl(details.url, origin) || fromOtherOrigin) {
      callback({});
      return;
    }
    callback({ requestHeaders: { ...details.requestHeaders, [DESKTOP_SECRET_HEADER]: secret } });
  });
}
