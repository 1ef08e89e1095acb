import { englishReason, logReason, type LogReason } from '../contract/log-reasons';

/**
 * The one way the adapters talk to a provider: a request with a deadline, and every way it can go
 * wrong turned into a sentence a receptionist can act on. Nothing here ever throws anything but a
 * ProviderFailure, so a provider that hangs, crashes or answers HTML never becomes a 500 of ours.
 */

/**
 * `rejected`: the provider answered and refused (wrong keys, an account that does not match).
 * `unreachable`: no usable answer (timeout, connection refused, 5xx, not JSON, rate limited); the
 * credentials may well be right, so a stored gateway stays pending rather than disconnected.
 */
export type FailureKind = 'rejected' | 'unreachable';

export class ProviderFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly status?: number,
    /** The message as key and values, when it is one of the log's reasons (contract/log-reasons.ts). */
    readonly reason?: LogReason,
  ) {
    super(message);
    this.name = 'ProviderFailure';
  }
}

/** A failure said by one of the log's reasons: its English text is the message. */
export function failure(kind: FailureKind, reason: LogReason, status?: number): ProviderFailure {
  return new ProviderFailure(kind, englishReason(reason), status, reason);
}

export interface ProviderRequest {
  /** The provider as people know it, for the messages: "Stripe". */
  provider: string;
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body (4xx included: the adapters read the provider's own error shape). */
  json: unknown;
  /** The answer's headers (SendGrid names the accepted message in `X-Message-Id`). */
  headers: Headers;
}

/** Tenths of a second: "0.4 seconds". */
const seconds = (ms: number) => Math.round(ms / 100) / 10;

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** Sends one request; answers the status and JSON body of any 1xx-4xx answer, throws ProviderFailure otherwise. */
export async function callProvider(request: ProviderRequest): Promise<ProviderAnswer> {
  const { provider, timeoutMs } = request;
  const late = () => failure('unreachable', logReason('logReason.timeout', { provider, seconds: seconds(timeoutMs) }));
  let status: number;
  let text: string;
  let headers: Headers;
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: { accept: 'application/json', ...request.headers },
      body: request.body,
      // The deadline covers the body too: a provider that sends headers and then stalls is as late.
      signal: AbortSignal.timeout(timeoutMs),
      // A redirect would carry the credentials to wherever it points.
      redirect: 'error',
    });
    status = response.status;
    headers = response.headers;
    text = await response.text();
  } catch (error) {
    if (isTimeout(error)) throw late();
    throw failure('unreachable', logReason('logReason.unreachable', { provider }));
  }
  if (status === 429) {
    throw failure('unreachable', logReason('logReason.tooManyRequests', { provider }), status);
  }
  if (status >= 500) {
    throw failure('unreachable', logReason('logReason.providerTrouble', { provider, status: String(status) }), status);
  }
  try {
    return { status, json: text === '' ? {} : (JSON.parse(text) as unknown), headers };
  } catch {
    throw failure('unreachable', logReason('logReason.unreadable', { provider, status: String(status) }), status);
  }
}

/** A string at `path` in a JSON answer, if there is one. */
export function textAt(json: unknown, ...path: (string | number)[]): string | undefined {
  let value: unknown = json;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const MAX_REASON = 300;

/**
 * The provider's own words, fit to show and to store: each credential it echoes is masked (some
 * providers quote part of a key back), control characters dropped, the length bounded.
 */
export function plainReason(reason: string, secrets: readonly string[]): string {
  let text = reason;
  for (const secret of secrets) {
    // Short values (a "1" merchant id) would mask ordinary words; keys are long.
    if (secret.length >= 6) text = text.split(secret).join('••••');
  }
  text = [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      return code < 0x20 || (code >= 0x7f && code <= 0x9f) ? ' ' : char;
    })
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
  return text.length > MAX_REASON ? `${text.slice(0, MAX_REASON - 1)}…` : text;
}

/** A reason's values fit to show and to store, as plainReason makes its English. */
export function maskedReason(reason: LogReason, secrets: readonly string[]): LogReason {
  const values = Object.entries(reason.values).map(([name, value]) => [
    name,
    typeof value === 'string' ? plainReason(value, secrets) : value,
  ]);
  return { key: reason.key, values: Object.fromEntries(values) as LogReason['values'] };
}

/** A refusal in the provider's words: "Stripe did not accept these credentials: Invalid API Key provided." */
export function rejected(provider: string, reason: string | undefined, status: number, secrets: readonly string[]) {
  const why = reason ? plainReason(reason, secrets) : `error ${status}`;
  return failure('rejected', logReason('logReason.credentialsRefused', { provider, why }), status);
}

/** A refused payment or refund in the provider's words. */
export function refused(
  provider: string,
  what: string,
  reason: string | undefined,
  status: number,
  secrets: readonly string[],
) {
  const why = reason ? plainReason(reason, secrets) : `error ${status}`;
  return failure('rejected', logReason('logReason.refused', { provider, what, why }), status);
}

/** Form encoding (Stripe, OAuth token endpoints), nested keys written as `a[b]`. */
export function formBody(fields: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) params.append(key, String(value));
  return params.toString();
}
