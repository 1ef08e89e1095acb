import type { AdapterOptions, GatewayAdapter } from './adapters';
import { tokenConnectionTest } from './environments';
import { callProvider, formBody, refused, rejected, textAt } from '../http';
import type { Credentials } from './modes';
import { TokenCache } from './tokens';
import { tyroCardForm } from './tyro-card-form';
import { endpointOf, sameEnvironments } from './urls';

const PROVIDER = 'Tyro';
/** The audience Tyro Connect's authorisation server issues Pay API tokens for. */
export const TYRO_AUDIENCE = 'https://pos.connect.tyro';

/**
 * Tyro Connect's Pay API (docs.connect.tyro.com, Pay API 0.9): an OAuth client-credentials JWT from
 * the authorisation server (`POST /oauth/token`, form-encoded client_id, client_secret, audience),
 * then Bearer calls: `POST /connect/pay/requests` for a payment (`GET /connect/pay/requests/{id}`
 * reads it: online bookings pay it with Tyro.js on our page, tyro-card-form.ts),
 * `POST /connect/pay/refunds` for a refund. The API Key is the client ID and the Secret Key the client secret Tyro issues; the
 * Merchant ID is the Tyro Connect location the pay requests are for. Errors are {error | errorMessage,
 * errorCode}. Tyro documents no idempotency header: the booking's reference travels as the origin's
 * orderId, which Tyro keeps for reconciliation.
 */
export function tyroAdapter(options: AdapterOptions): GatewayAdapter {
  const tokens = new TokenCache();
  const secretsOf = (credentials: Credentials) => [credentials.apiKey ?? '', credentials.secretKey ?? ''];
  const base = (live: boolean) => endpointOf('tyro', live, options.urls);
  const keyOf = (credentials: Credentials, live: boolean) =>
    TokenCache.keyOf('tyro', String(live), credentials.apiKey ?? '', credentials.secretKey ?? '');

  async function freshToken(credentials: Credentials, live: boolean): Promise<string> {
    const { status, json } = await callProvider({
      provider: PROVIDER,
      url: `${base(live).auth}/oauth/token`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody({
        client_id: credentials.apiKey,
        client_secret: credentials.secretKey,
        grant_type: 'client_credentials',
        audience: TYRO_AUDIENCE,
      }),
      timeoutMs: options.timeoutMs,
    });
    const token = textAt(json, 'access_token');
    if (status !== 200 || !token) {
      const reason = textAt(json, 'error_description') ?? textAt(json, 'error');
      throw rejected(PROVIDER, reason, status, secretsOf(credentials));
    }
    tokens.set(keyOf(credentials, live), token, (json as { expires_in?: unknown }).expires_in);
    return token;
  }

  /** A Pay API call with a token of the cache (or a fresh one): POST with a body, GET without. */
  async function send(credentials: Credentials, live: boolean, path: string, body?: object) {
    const token = tokens.get(keyOf(credentials, live)) ?? (await freshToken(credentials, live));
    return callProvider({
      provider: PROVIDER,
      url: `${base(live).api}${path}`,
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: options.timeoutMs,
    });
  }

  /** A pay request for the merchant's location: what Tyro.js then pays. */
  const createPayRequest = (
    credentials: Credentials,
    live: boolean,
    input: { amountMinor: number; currency: string; reference: string; description?: string },
  ) =>
    send(credentials, live, '/connect/pay/requests', {
      locationId: credentials.merchantId,
      provider: { name: 'TYRO', method: 'CARD' },
      origin: {
        orderId: input.reference.slice(0, 50),
        ...(input.description ? { orderReference: input.description.slice(0, 50) } : {}),
      },
      total: { amount: input.amountMinor, currency: input.currency.toUpperCase() },
    });

  const reasonOf = (json: unknown) =>
    textAt(json, 'errorMessage') ?? textAt(json, 'error') ?? textAt(json, 'errorCode');
  const succeeded = (status: number) => status === 200 || status === 201;

  return {
    checkout: tyroCardForm(options, { send, createPayRequest, secretsOf, reasonOf }),
    // The authentication endpoint: a token is issued only for a valid client ID and secret.
    testConnection: tokenConnectionTest(freshToken, sameEnvironments('tyro', options.urls)),

    async createPayment({ credentials, isLive }, input) {
      const { status, json } = await createPayRequest(credentials, isLive, input);
      const id = textAt(json, 'id');
      if (!succeeded(status) || !id) throw refused(PROVIDER, 'payment', reasonOf(json), status, secretsOf(credentials));
      const paySecret = textAt(json, 'paySecret');
      return { id, status: textAt(json, 'status') ?? 'unknown', ...(paySecret ? { clientSecret: paySecret } : {}) };
    },

    async refund({ credentials, isLive }, input) {
      const { status, json } = await send(credentials, isLive, '/connect/pay/refunds', {
        payRequestId: input.paymentId,
        total: { amount: input.amountMinor, currency: input.currency.toUpperCase() },
      });
      const id = textAt(json, 'id');
      if (!succeeded(status) || !id) throw refused(PROVIDER, 'refund', reasonOf(json), status, secretsOf(credentials));
      return { id, status: textAt(json, 'status') ?? 'unknown' };
    },
  };
}
