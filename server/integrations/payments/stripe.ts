import type { AdapterOptions, GatewayAdapter } from './adapters';
import { callProvider, formBody, refused, rejected, textAt } from '../http';
import type { Credentials } from './modes';
import { endpointOf } from './urls';

const PROVIDER = 'Stripe';

/** Stripe's REST API: form-encoded bodies, the secret key as Bearer token, errors as {error: {message}}. */
export function stripeAdapter(options: AdapterOptions): GatewayAdapter {
  const secretsOf = (credentials: Credentials) => [credentials.secretKey ?? '', credentials.webhookSecret ?? ''];

  function send(credentials: Credentials, live: boolean, path: string, body?: string, idempotencyKey?: string) {
    return callProvider({
      provider: PROVIDER,
      url: `${endpointOf('stripe', live, options.urls).api}${path}`,
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${credentials.secretKey ?? ''}`,
        ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body,
      timeoutMs: options.timeoutMs,
    });
  }

  const reasonOf = (json: unknown) => textAt(json, 'error', 'message');

  return {
    // Retrieve the balance: a valid secret key (or a restricted key allowed to read it) may.
    async testConnection(credentials, isLive) {
      const live = isLive ?? true;
      const { status, json } = await send(credentials, live, '/v1/balance');
      if (status !== 200) throw rejected(PROVIDER, reasonOf(json), status, secretsOf(credentials));
      const livemode = (json as { livemode?: unknown }).livemode;
      return { isLive: typeof livemode === 'boolean' ? livemode : live };
    },

    async createPayment({ credentials, isLive }, input) {
      const body = formBody({
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        description: input.description,
        'metadata[reference]': input.reference,
        'automatic_payment_methods[enabled]': true,
      });
      const { status, json } = await send(credentials, isLive, '/v1/payment_intents', body, input.idempotencyKey);
      const id = textAt(json, 'id');
      if (status !== 200 || !id) throw refused(PROVIDER, 'payment', reasonOf(json), status, secretsOf(credentials));
      return {
        id,
        status: textAt(json, 'status') ?? 'unknown',
        ...(textAt(json, 'client_secret') ? { clientSecret: textAt(json, 'client_secret') } : {}),
      };
    },

    async refund({ credentials, isLive }, input) {
      const body = formBody({ payment_intent: input.paymentId, amount: input.amountMinor });
      const { status, json } = await send(credentials, isLive, '/v1/refunds', body, input.idempotencyKey);
      const id = textAt(json, 'id');
      if (status !== 200 || !id) throw refused(PROVIDER, 'refund', reasonOf(json), status, secretsOf(credentials));
      return { id, status: textAt(json, 'status') ?? 'unknown' };
    },
  };
}
