import { currencyDigits } from '../../contract/currency';
import type { AdapterOptions, GatewayAdapter } from './adapters';
import { tokenConnectionTest } from './environments';
import { callProvider, formBody, refused, rejected, textAt } from '../http';
import type { Credentials } from './modes';
import { TokenCache } from './tokens';
import { endpointOf, sameEnvironments } from './urls';

const PROVIDER = 'PayPal';

/** PayPal amounts are decimal strings in major units: 1250 cents of AUD is "12.50". */
export function paypalValue(amountMinor: number, currency: string): string {
  const digits = currencyDigits(currency.toUpperCase());
  return (amountMinor / 10 ** digits).toFixed(digits);
}

/**
 * PayPal's REST API: an OAuth client-credentials token (Basic client ID and secret), then Bearer
 * calls with PayPal-Request-Id for idempotency. Token errors are {error, error_description}, API
 * errors {name, message, details: [{description}]}.
 */
export function paypalAdapter(options: AdapterOptions): GatewayAdapter {
  const tokens = new TokenCache();
  const secretsOf = (credentials: Credentials) => [credentials.clientSecret ?? ''];
  const base = (live: boolean) => endpointOf('paypal', live, options.urls);

  async function freshToken(credentials: Credentials, live: boolean): Promise<string> {
    const basic = Buffer.from(`${credentials.clientId ?? ''}:${credentials.clientSecret ?? ''}`).toString('base64');
    const { status, json } = await callProvider({
      provider: PROVIDER,
      url: `${base(live).auth}/v1/oauth2/token`,
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody({ grant_type: 'client_credentials' }),
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

  const keyOf = (credentials: Credentials, live: boolean) =>
    TokenCache.keyOf('paypal', String(live), credentials.clientId ?? '', credentials.clientSecret ?? '');

  async function post(credentials: Credentials, live: boolean, path: string, body: object, requestId: string) {
    const token = tokens.get(keyOf(credentials, live)) ?? (await freshToken(credentials, live));
    return callProvider({
      provider: PROVIDER,
      url: `${base(live).api}${path}`,
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'paypal-request-id': requestId,
      },
      body: JSON.stringify(body),
      timeoutMs: options.timeoutMs,
    });
  }

  const reasonOf = (json: unknown) =>
    textAt(json, 'details', 0, 'description') ?? textAt(json, 'message') ?? textAt(json, 'name');
  const succeeded = (status: number) => status === 200 || status === 201;

  return {
    // The client-credentials token itself is the test: PayPal grants one only for a valid pair.
    testConnection: tokenConnectionTest(freshToken, sameEnvironments('paypal', options.urls)),

    // An order to capture: the client approves it on PayPal's page (approveUrl).
    async createPayment({ credentials, isLive }, input) {
      const currency = input.currency.toUpperCase();
      const { status, json } = await post(
        credentials,
        isLive,
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.reference.slice(0, 256),
              ...(input.description ? { description: input.description.slice(0, 127) } : {}),
              amount: { currency_code: currency, value: paypalValue(input.amountMinor, currency) },
            },
          ],
          ...(input.returnUrl
            ? {
                payment_source: {
                  paypal: { experience_context: { return_url: input.returnUrl, cancel_url: input.returnUrl } },
                },
              }
            : {}),
        },
        input.idempotencyKey,
      );
      const id = textAt(json, 'id');
      if (!succeeded(status) || !id) throw refused(PROVIDER, 'payment', reasonOf(json), status, secretsOf(credentials));
      const links = (json as { links?: unknown }).links;
      const approve = Array.isArray(links)
        ? links.find((link) => ['approve', 'payer-action'].includes(textAt(link, 'rel') ?? ''))
        : undefined;
      const approveUrl = textAt(approve, 'href');
      return { id, status: textAt(json, 'status') ?? 'unknown', ...(approveUrl ? { approveUrl } : {}) };
    },

    async refund({ credentials, isLive }, input) {
      const currency = input.currency.toUpperCase();
      const { status, json } = await post(
        credentials,
        isLive,
        `/v2/payments/captures/${encodeURIComponent(input.paymentId)}/refund`,
        {
          amount: { currency_code: currency, value: paypalValue(input.amountMinor, currency) },
          ...(input.reference ? { invoice_id: input.reference.slice(0, 127) } : {}),
        },
        input.idempotencyKey,
      );
      const id = textAt(json, 'id');
      if (!succeeded(status) || !id) throw refused(PROVIDER, 'refund', reasonOf(json), status, secretsOf(credentials));
      return { id, status: textAt(json, 'status') ?? 'unknown' };
    },
  };
}
