// The embedded server only ever listens on loopback; the renderer, the secret header
// and the IPC sender check all key off this one origin.

export const SERVER_HOST = '127.0.0.1';

export function serverOrigin(port: number): string {
  return `http://${SERVER_HOST}:${port}`;
}

export function isServerUrl(url: string, origin: string): boolean {
  if (origin === '') return false;
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/** Only web links go to the OS browser; file:, javascript:, custom schemes are dropped. */
export function isExternalWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
