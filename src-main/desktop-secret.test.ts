import type { OnBeforeSendHeadersListenerDetails, Session } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { DESKTOP_SECRET_HEADER as CONTRACT_HEADER } from '../server/contract/auth';
import { DESKTOP_SECRET_HEADER, createDesktopSecret, installSecretHeader } from './desktop-secret';

type Listener = (
  details: OnBeforeSendHeadersListenerDetails,
  callback: (response: { requestHeaders?: Record<string, string | string[]> }) => void,
) => void;

const origin = 'http://127.0.0.1:43210';
const secret = 'a'.repeat(64);

function install(): { filter: unknown; send: (details: Partial<OnBeforeSendHeadersListenerDetails>) => unknown } {
  const onBeforeSendHeaders = vi.fn();
  const session = { webRequest: { onBeforeSendHeaders } } as unknown as Session;
  installSecretHeader(session, origin, secret);
  const [filter, listener] = onBeforeSendHeaders.mock.calls[0] as [unknown, Listener];
  return {
    filter,
    send(details) {
      const callback = vi.fn();
      listener({ requestHeaders: { Accept: '*/*' }, ...details } as OnBeforeSendHeadersListenerDetails, callback);
      return callback.mock.calls[0]?.[0];
    },
  };
}

describe('createDesktopSecret', () => {
  it('makes 32 random bytes, new each launch', () => {
    const first = createDesktopSecret();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(createDesktopSecret()).not.toBe(first);
  });
});

describe('installSecretHeader', () => {
  it('uses the header name the server checks', () => {
    // Kept as a literal in main so the main bundle does not pull in the TypeBox contract.
    expect(DESKTOP_SECRET_HEADER).toBe(CONTRACT_HEADER);
  });

  it('filters on the server origin only', () => {
    expect(install().filter).toEqual({ urls: [`${origin}/*`] });
  });

  it('adds the secret to requests for the server origin, keeping other headers', () => {
    const response = install().send({ url: `${origin}/api/health`, initiatorOrigin: origin });
    expect(response).toEqual({ requestHeaders: { Accept: '*/*', [DESKTOP_SECRET_HEADER]: secret } });
  });

  it('adds it to the first page load, which has no initiator', () => {
    const response = install().send({ url: `${origin}/` });
    expect(response).toEqual({ requestHeaders: expect.objectContaining({ [DESKTOP_SECRET_HEADER]: secret }) });
  });

  it.each([
    'http://127.0.0.1:43211/api/health',
    'http://localhost:43210/api/health',
    'https://example.com/api/health',
    'not a url',
  ])('leaves %s untouched', (url) => {
    expect(install().send({ url })).toEqual({});
  });

  it('does not lend the secret to a request started by another origin', () => {
    expect(install().send({ url: `${origin}/api/auth/me`, initiatorOrigin: 'https://evil.example' })).toEqual({});
  });
});
