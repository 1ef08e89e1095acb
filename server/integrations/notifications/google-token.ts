import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';
import { logReason } from '../../contract/log-reasons';
import { callProvider, failure, formBody, rejected, textAt } from '../http';

export const GOOGLE_OAUTH_DEFAULT_URL = 'https://oauth2.googleapis.com/token';
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

/** A token is renewed this long before Google says it expires, so none expires mid-request. */
const RENEW_MARGIN_MS = 5 * 60_000;

/** The three fields of a Firebase service account's JSON key that sending needs. */
export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * The service account's private key. A key copied out of the JSON file often keeps its `\n`
 * escapes: they are turned back into line breaks. Anything that is still not an RSA key in PEM
 * form is refused in words a person can act on.
 */
export function parsePrivateKey(pem: string): KeyObject {
  const text = pem.trim().replaceAll('\\n', '\n');
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: text, format: 'pem' });
  } catch {
    throw failure('rejected', logReason('logReason.badPrivateKey'));
  }
  if (key.asymmetricKeyType !== 'rsa') {
    throw failure('rejected', logReason('logReason.badPrivateKey'));
  }
  return key;
}

/** The signed assertion of Google's OAuth 2.0 for service accounts (RS256, valid one hour). */
export function serviceAccountAssertion(account: ServiceAccount, key: KeyObject, tokenUrl: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({ iss: account.clientEmail, scope: FCM_SCOPE, aud: tokenUrl, iat, exp: iat + 3600 }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(key);
  return `${header}.${claims}.${base64url(signature)}`;
}

export interface TokenSource {
  /** A valid access token, from the cache while it has time left. */
  token(): Promise<string>;
  /** Drops the cached token (the API said it is no longer good). */
  forget(): void;
}

/** Access tokens for one service account, fetched when needed and kept until shortly before they expire. */
export function googleTokenSource(
  account: ServiceAccount,
  options: { tokenUrl?: string; timeoutMs: number; provider: string; now?: () => Date },
): TokenSource {
  const tokenUrl = options.tokenUrl ?? GOOGLE_OAUTH_DEFAULT_URL;
  const now = options.now ?? (() => new Date());
  let cached: { token: string; renewAt: number } | null = null;
  let key: KeyObject | null = null;
  // A burst of sends right after start shares one token request instead of each making its own.
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    key ??= parsePrivateKey(account.privateKey);
    const at = now();
    const { status, json } = await callProvider({
      provider: options.provider,
      url: tokenUrl,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody({ grant_type: JWT_BEARER, assertion: serviceAccountAssertion(account, key, tokenUrl, at) }),
      timeoutMs: options.timeoutMs,
    });
    const token = textAt(json, 'access_token');
    if (status !== 200 || !token) {
      const reason = textAt(json, 'error_description') ?? textAt(json, 'error');
      throw rejected(options.provider, reason, status, [account.privateKey]);
    }
    const expiresIn = (json as { expires_in?: unknown }).expires_in;
    const lifetimeMs = (typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : 3600) * 1000;
    cached = { token, renewAt: at.getTime() + Math.max(0, lifetimeMs - RENEW_MARGIN_MS) };
    return token;
  }

  return {
    async token() {
      if (cached && now().getTime() < cached.renewAt) return cached.token;
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    forget() {
      cached = null;
    },
  };
}
