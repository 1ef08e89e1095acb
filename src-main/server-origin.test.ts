import { describe, expect, it } from 'vitest';
import { isExternalWebUrl, isServerUrl, serverOrigin } from './server-origin';

describe('server origin helpers', () => {
  it('builds a loopback origin', () => {
    expect(serverOrigin(4321)).toBe('http://127.0.0.1:4321');
  });

  it('matches scheme, host and port exactly', () => {
    const origin = serverOrigin(4321);
    expect(isServerUrl('http://127.0.0.1:4321/org/settings', origin)).toBe(true);
    expect(isServerUrl('http://127.0.0.1:4322/', origin)).toBe(false);
    expect(isServerUrl('https://127.0.0.1:4321/', origin)).toBe(false);
    expect(isServerUrl('http://127.0.0.1:4321@evil.example/', origin)).toBe(false);
    expect(isServerUrl('garbage', origin)).toBe(false);
  });

  it('matches nothing while there is no server', () => {
    expect(isServerUrl('http://127.0.0.1:4321/', '')).toBe(false);
  });

  it('treats only http and https as external web links', () => {
    expect(isExternalWebUrl('https://example.com/help')).toBe(true);
    expect(isExternalWebUrl('http://example.com')).toBe(true);
    expect(isExternalWebUrl('file:///etc/passwd')).toBe(false);
    expect(isExternalWebUrl('javascript:alert(1)')).toBe(false);
    expect(isExternalWebUrl('smb://host/share')).toBe(false);
  });
});
