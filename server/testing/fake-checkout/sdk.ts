import type { ServerResponse } from 'node:http';
import type { FakeCheckouts } from './sessions';

/**
 * The fake providers' browser scripts (issue 16's card forms): `GET /sdk/{provider}.js` (and
 * `.css`) stand for Square's Web Payments SDK, Adyen Web and Tyro.js, with the same globals and
 * calls the booking page uses (src-booking/card-form/), and `POST /sdk/{provider}/{action}` is
 * where such a script sends the card typed into it (the real ones post to the provider's PCI
 * hosts). The scripts run on the booking page's origin, so these answers allow any origin.
 */
export interface FakeSdk {
  script: string;
  style?: string;
  /** `POST /sdk/{provider}/{action}`: the JSON body the script sent; answers [status, body]. */
  act(checkouts: FakeCheckouts, action: string, body: Record<string, unknown>): [number, unknown];
}

const SDKS = new Map<string, FakeSdk>();

/** Each provider's fake script registers itself here (sdk-square.ts, sdk-adyen.ts, sdk-tyro.ts). */
export function registerFakeSdk(provider: 'square' | 'adyen' | 'tyro', sdk: FakeSdk): void {
  SDKS.set(provider, sdk);
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

/** Answers the `/sdk/...` paths; false for any other path. */
export function answerSdk(
  checkouts: FakeCheckouts,
  method: string,
  path: string,
  body: string,
  res: ServerResponse,
): boolean {
  const match = /^\/sdk\/([a-z]+)(?:\.(js|css)|\/([a-z-]+))$/.exec(path);
  if (!match) return false;
  const sdk = SDKS.get(match[1]!);
  if (!sdk) {
    res.writeHead(404, { 'content-type': 'text/plain', ...CORS });
    res.end('No such script');
    return true;
  }
  if (method === 'OPTIONS') {
    res.writeHead(204, CORS);
    res.end();
    return true;
  }
  const file = match[2];
  if (file && method === 'GET') {
    const text = file === 'js' ? sdk.script : sdk.style;
    res.writeHead(text === undefined ? 404 : 200, {
      'content-type': file === 'js' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8',
      ...CORS,
    });
    res.end(text ?? '');
    return true;
  }
  if (!match[3] || method !== 'POST') {
    res.writeHead(405, { 'content-type': 'text/plain', ...CORS });
    res.end('Method not allowed');
    return true;
  }
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(body || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) json = parsed as Record<string, unknown>;
  } catch {
    // An unreadable body is an empty one: the action then answers what is missing.
  }
  const [status, answer] = sdk.act(checkouts, match[3], json);
  res.writeHead(status, { 'content-type': 'application/json', ...CORS });
  res.end(JSON.stringify(answer));
  return true;
}

/**
 * The Luhn check of a card number (12 to 19 digits), as the providers' fields and APIs apply it.
 * The fake scripts carry the same function as source (LUHN_SCRIPT), so browser and server agree.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** luhnValid as plain JavaScript source, for the fake scripts' strings. */
export const LUHN_SCRIPT = luhnValid.toString();
