import type { AdapterOptions, GatewayAdapter } from './adapters';
import { callProvider, ProviderFailure, refused, rejected, textAt } from '../http';
import type { Credentials } from './modes';
import { endpointOf } from './urls';

const PROVIDER = 'Square';
/** The API version these request shapes were written against (Square pins behaviour by it). */
export const SQUARE_VERSION = '2025-01-23';

/** Square's Connect v2 API: JSON bodies, the access token as Bearer, errors as {errors: [{detail}]}. */
export function squareAdapter(options: AdapterOptions): GatewayAdapter {
  const secretsOf = (credentials: Credentials) => [
    credentials.accessToken ?? '',
    credentials.webhookSignatureKey ?? '',
  ];

  function send(credentials: Credentials, live: boolean, path: string, body?: object) {
    return callProvider({
      provider: PROVIDER,
      url: `${endpointOf('square', live, options.urls).api}${path}`,
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${credentials.accessToken ?? ''}`,
        'square-version': SQUARE_VERSION,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: options.timeoutMs,
    });
  }

  const reasonOf = (json: unknown) => textAt(json, 'errors', 0, 'detail') ?? textAt(json, 'errors', 0, 'code');

  return {
    // List the locations: proves the token, and that the configured Location ID is one of them.
    async testConnection(credentials, isLive) {
      const live = isLive ?? true;
      const { status, json } = await send(credentials, live, '/v2/locations');
      if (status !== 200) throw rejected(PROVIDER, reasonOf(json), status, secretsOf(credentials));
      const locations = (json as { locations?: unknown }).locations;
      const ids = Array.isArray(locations) ? locations.map((location) => textAt(location, 'id')) : [];
      if (!ids.includes(credentials.locationId)) {
        throw new ProviderFailure(
          'rejected',
          `Square accepted the access token, but the Location ID ${credentials.locationId ?? ''} is not one of its locations.`,
          status,
        );
      }
      return { isLive: live };
    },

    async createPayment({ credentials, isLive }, input) {
      if (!input.sourceId) {
        throw new ProviderFailure('rejected', 'Square needs the card details from its payment form to take a payment.');
      }
      const { status, json } = await send(credentials, isLive, '/v2/payments', {
        idempotency_key: input.idempotencyKey,
        source_id: input.sourceId,
        amount_money: { amount: input.amountMinor, currency: input.currency.toUpperCase() },
        location_id: credentials.locationId,
        reference_id: input.reference.slice(0, 40),
        ...(input.description ? { note: input.description.slice(0, 500) } : {}),
      });
      const id = textAt(json, 'payment', 'id');
      if (status !== 200 || !id) throw refused(PROVIDER, 'payment', reasonOf(json), status, secretsOf(credentials));
      return { id, status: textAt(json, 'payment', 'status') ?? 'unknown' };
    },

    async refund({ credentials, isLive }, input) {
      const { status, json } = await send(credentials, isLive, '/v2/refunds', {
        idempotency_key: input.idempotencyKey,
        payment_id: input.paymentId,
        amount_money: { amount: input.amountMinor, currency: input.currency.toUpperCase() },
        ...(input.reference ? { reason: input.reference.slice(0, 192) } : {}),
      });
      const id = textAt(json, 'refund', 'id');
      if (status !== 200 || !id) throw refused(PROVIDER, 'refund', reasonOf(json), status, secretsOf(credentials));
      return { id, status: textAt(json, 'refund', 'status') ?? 'unknown' };
    },
  };
}
