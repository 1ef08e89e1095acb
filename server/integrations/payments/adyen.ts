import type { AdapterOptions, GatewayAdapter } from './adapters';
import { adyenCardForm } from './adyen-card-form';
import { callProvider, ProviderFailure, refused, rejected, textAt } from '../http';
import type { Credentials } from './modes';
import { ADYEN_PREFIX, endpointOf } from './urls';

const PROVIDER = 'Adyen';
/** The Checkout API version these request shapes follow. */
const VERSION = 'v71';

/**
 * Adyen's Checkout API: the API key in X-API-Key, JSON bodies naming the merchant account,
 * Idempotency-Key on writes, errors as {status, errorCode, message, errorType}. Online bookings pay
 * through Adyen Web's Card component on our page (adyen-card-form.ts).
 */
export function adyenAdapter(options: AdapterOptions): GatewayAdapter {
  const secretsOf = (credentials: Credentials) => [credentials.apiKey ?? '', credentials.hmacKey ?? ''];

  function baseUrl(credentials: Credentials, live: boolean): string {
    const { api } = endpointOf('adyen', live, options.urls);
    if (!api.includes(ADYEN_PREFIX)) return api;
    // modes.ts only lets letters, digits and hyphens through; checked again where it becomes a host.
    const prefix = credentials.liveUrlPrefix ?? '';
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(prefix)) {
      throw new ProviderFailure('rejected', 'A live Adyen account needs its Live URL Prefix.');
    }
    return api.replace(ADYEN_PREFIX, prefix);
  }

  function post(credentials: Credentials, live: boolean, path: string, body: object, idempotencyKey?: string) {
    return callProvider({
      provider: PROVIDER,
      url: `${baseUrl(credentials, live)}/${VERSION}${path}`,
      method: 'POST',
      headers: {
        'x-api-key': credentials.apiKey ?? '',
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
      timeoutMs: options.timeoutMs,
    });
  }

  const reasonOf = (json: unknown) => textAt(json, 'message') ?? textAt(json, 'refusalReason');

  return {
    checkout: adyenCardForm(options, { post, secretsOf }),
    // The payment methods of the merchant account: needs a valid key allowed on that account.
    async testConnection(credentials, isLive) {
      const live = isLive ?? false;
      const { status, json } = await post(credentials, live, '/paymentMethods', {
        merchantAccount: credentials.merchantAccount,
      });
      if (status !== 200) throw rejected(PROVIDER, reasonOf(json), status, secretsOf(credentials));
      return { isLive: live };
    },

    async createPayment({ credentials, isLive }, input) {
      if (!input.paymentMethod) {
        throw new ProviderFailure('rejected', 'Adyen needs the card details from its payment form to take a payment.');
      }
      const { status, json } = await post(
        credentials,
        isLive,
        '/payments',
        {
          merchantAccount: credentials.merchantAccount,
          amount: { value: input.amountMinor, currency: input.currency.toUpperCase() },
          reference: input.reference,
          paymentMethod: input.paymentMethod,
          ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
          ...(input.description ? { shopperStatement: input.description.slice(0, 22) } : {}),
        },
        input.idempotencyKey,
      );
      const id = textAt(json, 'pspReference');
      if (status !== 200 || !id) throw refused(PROVIDER, 'payment', reasonOf(json), status, secretsOf(credentials));
      const resultCode = textAt(json, 'resultCode') ?? 'unknown';
      if (resultCode === 'Refused' || resultCode === 'Error') {
        throw refused(PROVIDER, 'payment', reasonOf(json) ?? resultCode, status, secretsOf(credentials));
      }
      return { id, status: resultCode };
    },

    async refund({ credentials, isLive }, input) {
      const { status, json } = await post(
        credentials,
        isLive,
        `/payments/${encodeURIComponent(input.paymentId)}/refunds`,
        {
          merchantAccount: credentials.merchantAccount,
          amount: { value: input.amountMinor, currency: input.currency.toUpperCase() },
          ...(input.reference ? { reference: input.reference } : {}),
        },
        input.idempotencyKey,
      );
      const id = textAt(json, 'pspReference');
      if ((status !== 200 && status !== 201) || !id) {
        throw refused(PROVIDER, 'refund', reasonOf(json), status, secretsOf(credentials));
      }
      return { id, status: textAt(json, 'status') ?? 'received' };
    },
  };
}
