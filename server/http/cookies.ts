/**
 * The one cookie this server uses, the web build's session (modules/auth/cookie.ts), read and
 * written here rather than through @fastify/cookie, whose two hooks parsed every request's cookies
 * and inspected every answer (tests/bench): a request is only searched for the session cookie when
 * it carries no Bearer token (plugins/auth.ts).
 */

/** The value of cookie `name` in a Cookie header (RFC 6265 §5.4), or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export interface CookieOptions {
  httpOnly?: boolean;
  sameSite?: 'strict' | 'lax';
  secure?: boolean;
  path?: string;
  expires?: Date;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** A Set-Cookie header value. The value is percent-encoded where a cookie may not carry it raw. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!TOKEN.test(name)) throw new TypeError(`Invalid cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.path) parts.push(`Path=${options.path}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.sameSite) parts.push(`SameSite=${options.sameSite === 'strict' ? 'Strict' : 'Lax'}`);
  return parts.join('; ');
}
