import { createHash } from 'node:crypto';

/** A minute of margin: a token about to expire would fail half-way through a payment. */
const MARGIN_MS = 60_000;
const MAX_TOKENS = 500;

/**
 * OAuth access tokens of the providers that hand them out (PayPal, Tyro), kept in memory until
 * they expire. Tyro's authorisation server refuses more than 12 tokens in 11 hours, so payments
 * and refunds reuse one; a Test Connection always asks for a fresh one, since that is the test.
 * Keyed by a hash, so the cache never holds the client secret itself.
 */
export class TokenCache {
  private readonly tokens = new Map<string, { token: string; expiresAt: number }>();

  static keyOf(...parts: string[]): string {
    return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
  }

  get(key: string, now = Date.now()): string | undefined {
    const found = this.tokens.get(key);
    if (!found) return undefined;
    if (found.expiresAt - MARGIN_MS > now) return found.token;
    this.tokens.delete(key);
    return undefined;
  }

  set(key: string, token: string, expiresInSeconds: unknown, now = Date.now()): void {
    const seconds = typeof expiresInSeconds === 'number' && expiresInSeconds > 0 ? expiresInSeconds : 300;
    if (this.tokens.size >= MAX_TOKENS) this.tokens.clear();
    this.tokens.set(key, { token, expiresAt: now + seconds * 1000 });
  }
}
