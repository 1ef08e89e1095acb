import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

describe('readCookie', () => {
  it('finds the named cookie among others, whatever the spacing', () => {
    expect(readCookie('theme=dark;session=abc-123_x; other=1', 'session')).toBe('abc-123_x');
    expect(readCookie('  session = tok ; a=b', 'session')).toBe('tok');
  });

  it('does not mistake a cookie whose name only ends or starts the same', () => {
    expect(readCookie('mysession=evil; sessionx=also', 'session')).toBeUndefined();
  });

  it('takes the first of two cookies with the same name, as browsers send the most specific first', () => {
    expect(readCookie('session=first; session=second', 'session')).toBe('first');
  });

  it('unquotes and percent-decodes, and keeps a value that is not valid percent-encoding', () => {
    expect(readCookie('session="quoted"', 'session')).toBe('quoted');
    expect(readCookie('session=a%20b', 'session')).toBe('a b');
    expect(readCookie('session=100%', 'session')).toBe('100%');
  });

  it('answers undefined without a header or without the cookie', () => {
    expect(readCookie(undefined, 'session')).toBeUndefined();
    expect(readCookie('', 'session')).toBeUndefined();
    expect(readCookie('garbage', 'session')).toBeUndefined();
  });
});

describe('serializeCookie', () => {
  it('writes the attributes the session cookie needs', () => {
    expect(
      serializeCookie('session', 'tok', {
        httpOnly: true,
        sameSite: 'strict',
        secure: true,
        path: '/',
        expires: new Date('2026-12-01T00:00:00Z'),
      }),
    ).toBe('session=tok; Path=/; Expires=Tue, 01 Dec 2026 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict');
  });

  it('encodes what a cookie value may not carry, and round-trips through readCookie', () => {
    const header = serializeCookie('session', 'a;b c', { path: '/' });
    expect(header.startsWith('session=a%3Bb%20c;')).toBe(true);
    expect(readCookie(header.split(';')[0], 'session')).toBe('a;b c');
  });

  it('refuses a name that would break the header', () => {
    expect(() => serializeCookie('bad name', 'x')).toThrow(TypeError);
  });
});
