import { currencyDigits } from '../../contract/currency';
import type { AdapterOptions, GatewayAdapter } from './adapters';
import type { CheckoutOutcome, HostedCheckout } from './checkout';
import { tokenConnectionTest } from './environments';
import { callProvider, formBody, ProviderFailure, refused, rejected, textAt } from '../http';
import type { Credentials } from './modes';
import { TokenCache } from './tokens';
import { endpointOf, sameEnvironments } from './urls';

const PROVIDER = 'PayPal';

/** PayPal amounts are decimal strings in major units: 1250 cents of AUD is "12.50". */
export function paypalValue(amountMinor: number, currency: string): string {
  const digits = currencyDigits(currency.toUpperCase());
  return (amountMinor / 10 ** digits).toFixed(digits);
}

/** A PayPal amount ({currency_code, value}) back in minor units: "12.50" AUD is 1250. */
export function paypalMinor(amount: unknown): number {
  const currency = textAt(amount, 'currency_code') ?? '';
  const value = Number(textAt(amount, 'value'));
  if (!currency || !Number.isFinite(value)) return 0;
  return Math.round(value * 10 ** currencyDigits(currency.toUpperCase()));
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

  /** A POST with a body and a PayPal-Request-Id, or (without them) a GET. */
  async function call(credentials: Credentials, live: boolean, path: string, body?: object, requestId?: string) {
    const token = tokens.get(keyOf(credentials, live)) ?? (await freshToken(credentials, live));
    return callProvider({
      provider: PROVIDER,
      url: `${base(live).api}${path}`,
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        // The whole order (its captures and authorizations), not only its id and status.
        prefer: 'return=representation',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: options.timeoutMs,
    });
  }

  const post = (credentials: Credentials, live: boolean, path: string, body: object, requestId: string) =>
    call(credentials, live, path, body, requestId);

  const reasonOf = (json: unknown) =>
    textAt(json, 'details', 0, 'description') ?? textAt(json, 'message') ?? textAt(json, 'name');
  const succeeded = (status: number) => status === 200 || status === 201;

  async function readOrder(credentials: Credentials, live: boolean, orderId: string) {
    const { status, json } = await call(credentials, live, `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
    if (status !== 200) throw refused(PROVIDER, 'payment', reasonOf(json), status, secretsOf(credentials));
    return json;
  }

  /**
   * Orders v2: the client approves the order on PayPal's page (the payer-action link), and the
   * order is captured (intent CAPTURE) or authorized (AUTHORIZE) when it is read after that: an
   * approved order takes nothing until then. No saved card: that needs PayPal's vault, which
   * this account setup does not include. An order cannot be given an expiry.
   */
  const checkout: HostedCheckout = {
    async create({ credentials, isLive }, input) {
      if (input.purpose === 'save_card') {
        throw new ProviderFailure(
          'rejected',
          'PayPal cannot keep a card on file for an online booking. Ask for a deposit, the full price or a held amount instead.',
        );
      }
      const currency = input.currency.toUpperCase();
      const { status, json } = await post(
        credentials,
        isLive,
        '/v2/checkout/orders',
        {
          intent: input.purpose === 'authorization' ? 'AUTHORIZE' : 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.reference.slice(0, 256),
              custom_id: input.reference.slice(0, 127),
              description: input.description.slice(0, 127),
              amount: { currency_code: currency, value: paypalValue(input.amountMinor, currency) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: input.successUrl,
                cancel_url: input.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
        input.idempotencyKey,
      );
      const id = textAt(json, 'id');
      if (!succeeded(status) || !id) throw refused(PROVIDER, 'payment', reasonOf(json), status, secretsOf(credentials));
      const url = linkOf(json, 'payer-action') ?? linkOf(json, 'approve');
      if (!url)
        throw refused(PROVIDER, 'payment', 'PayPal gave no page to approve it.', status, secretsOf(credentials));
      return { id, url };
    },

    async read({ credentials, isLive }, orderId) {
      const order = await readOrder(credentials, isLive, orderId);
      if (textAt(order, 'status') !== 'APPROVED') return paypalOutcome(order);
      const action = textAt(order, 'intent') === 'AUTHORIZE' ? 'authorize' : 'capture';
      // Derived from the order, so two reads racing each other take the money once.
      const { status, json } = await post(
        credentials,
        isLive,
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/${action}`,
        {},
        `${action}-${orderId}`,
      );
      if (succeeded(status)) return paypalOutcome(json);
      // Captured or authorized by someone else in between: the order now says what was taken.
      const again = await readOrder(credentials, isLive, orderId);
      if (textAt(again, 'status') === 'COMPLETED') return paypalOutcome(again);
      throw refused(PROVIDER, 'payment', reasonOf(json), status, secretsOf(credentials));
    },

    async capture({ credentials, isLive }, authorizationId, amountMinor, idempotencyKey) {
      const path = `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}`;
      // The capture must name the currency, which only the authorization knows.
      const held = await call(credentials, isLive, path);
      const currency = textAt(held.json, 'amount', 'currency_code');
      if (held.status !== 200 || !currency) {
        throw refused(PROVIDER, 'payment', reasonOf(held.json), held.status, secretsOf(credentials));
      }
      const { status, json } = await post(
        credentials,
        isLive,
        `${path}/capture`,
        { amount: { currency_code: currency, value: paypalValue(amountMinor, currency) }, final_capture: true },
        idempotencyKey,
      );
      const id = textAt(json, 'id');
      if (!succeeded(status) || !id) throw refused(PROVIDER, 'payment', reasonOf(json), status, secretsOf(credentials));
      // The capture's id, not the authorization's: refunds name it.
      return { id, status: textAt(json, 'status') ?? 'unknown' };
    },

    async release({ credentials, isLive }, authorizationId, idempotencyKey) {
      const path = `/v2/payments/authorizations/${encodeURIComponent(authorizationId)}/void`;
      const { status, json } = await post(credentials, isLive, path, {}, idempotencyKey);
      if (status !== 200 && status !== 204) {
        throw refused(PROVIDER, 'payment', reasonOf(json), status, secretsOf(credentials));
      }
    },
  };

  return {
    checkout,
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

function linkOf(json: unknown, rel: string): string | undefined {
  const links = (json as { links?: unknown } | null)?.links;
  const link = Array.isArray(links) ? (links as unknown[]).find((item) => textAt(item, 'rel') === rel) : undefined;
  return textAt(link, 'href');
}

/**
 * An order (after its capture or authorization) as an outcome. A capture still PENDING at
 * PayPal (an e-cheque, a review) is not money taken yet.
 */
export function paypalOutcome(order: unknown): CheckoutOutcome {
  const status = textAt(order, 'status');
  if (status === 'VOIDED') return { state: 'closed' };
  if (status !== 'COMPLETED') return { state: 'open' };
  const payments = (order as { purchase_units?: { payments?: unknown }[] } | null)?.purchase_units?.[0]?.payments;
  const first = (kind: string) => {
    const list = (payments as Record<string, unknown> | undefined)?.[kind];
    return Array.isArray(list) ? (list[0] as unknown) : undefined;
  };
  const capture = first('captures');
  const captureId = textAt(capture, 'id');
  if (captureId) {
    const captureStatus = textAt(capture, 'status');
    if (captureStatus === 'COMPLETED' || captureStatus === 'PARTIALLY_REFUNDED' || captureStatus === 'REFUNDED') {
      return {
        state: 'paid',
        paymentId: captureId,
        amountMinor: paypalMinor((capture as { amount?: unknown }).amount),
      };
    }
    return captureStatus === 'DECLINED' || captureStatus === 'FAILED' ? { state: 'closed' } : { state: 'open' };
  }
  const authorization = first('authorizations');
  const authorizationId = textAt(authorization, 'id');
  const authorizationStatus = textAt(authorization, 'status');
  if (authorizationId && authorizationStatus === 'CREATED') {
    return {
      state: 'authorized',
      paymentId: authorizationId,
      amountMinor: paypalMinor((authorization as { amount?: unknown }).amount),
    };
  }
  const ended = ['VOIDED', 'EXPIRED', 'DENIED'].includes(authorizationStatus ?? '');
  return ended ? { state: 'closed' } : { state: 'open' };
}
