import type { AdapterOptions, GatewayAdapter } from './adapters';
import type { CheckoutOutcome, HostedCheckout } from './checkout';
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

  /** One POST that must answer an object with an id; anything else is the provider's refusal. */
  async function post(
    credentials: Credentials,
    live: boolean,
    path: string,
    fields: Parameters<typeof formBody>[0],
    what: string,
    key?: string,
  ) {
    const { status, json } = await send(credentials, live, path, formBody(fields), key);
    const id = textAt(json, 'id');
    if (status !== 200 || !id) throw refused(PROVIDER, what, reasonOf(json), status, secretsOf(credentials));
    return { id, json };
  }

  /**
   * Checkout Sessions: mode payment (captured at once, or held with capture_method manual) or
   * mode setup for a saved card, which Stripe keeps only on a customer: one is made first.
   */
  const checkout: HostedCheckout = {
    async create({ credentials, isLive }, input) {
      const customer =
        input.purpose === 'save_card'
          ? (
              await post(
                credentials,
                isLive,
                '/v1/customers',
                { email: input.customerEmail, 'metadata[reference]': input.reference },
                'payment',
                `${input.idempotencyKey}-customer`,
              )
            ).id
          : undefined;
      const common = {
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.reference,
        'metadata[reference]': input.reference,
        // Stripe keeps a session open at least 30 minutes; the slot is kept as long (bookings/payment.ts).
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
      };
      const fields =
        input.purpose === 'save_card'
          ? {
              ...common,
              mode: 'setup',
              customer,
              currency: input.currency.toLowerCase(),
              'payment_method_types[0]': 'card',
            }
          : {
              ...common,
              mode: 'payment',
              customer_email: input.customerEmail,
              'line_items[0][quantity]': 1,
              'line_items[0][price_data][currency]': input.currency.toLowerCase(),
              'line_items[0][price_data][unit_amount]': input.amountMinor,
              'line_items[0][price_data][product_data][name]': input.description,
              'payment_intent_data[description]': input.description,
              'payment_intent_data[metadata][reference]': input.reference,
              ...(input.purpose === 'authorization' ? { 'payment_intent_data[capture_method]': 'manual' } : {}),
            };
      const { id, json } = await post(
        credentials,
        isLive,
        '/v1/checkout/sessions',
        fields,
        'payment',
        input.idempotencyKey,
      );
      const url = textAt(json, 'url');
      if (!url) throw refused(PROVIDER, 'payment', 'Stripe gave no checkout page.', 200, secretsOf(credentials));
      return { id, url };
    },

    async read({ credentials, isLive }, checkoutId) {
      const path = `/v1/checkout/sessions/${encodeURIComponent(checkoutId)}?expand[]=payment_intent&expand[]=setup_intent`;
      const { status, json } = await send(credentials, isLive, path);
      if (status !== 200) throw refused(PROVIDER, 'payment', reasonOf(json), status, secretsOf(credentials));
      return stripeOutcome(json);
    },

    async chargeSavedCard({ credentials, isLive }, charge) {
      const { id, json } = await post(
        credentials,
        isLive,
        '/v1/payment_intents',
        {
          amount: charge.amountMinor,
          currency: charge.currency.toLowerCase(),
          customer: charge.customerId,
          payment_method: charge.paymentMethodId,
          off_session: true,
          confirm: true,
          description: charge.description,
          'metadata[reference]': charge.reference,
        },
        'payment',
        charge.idempotencyKey,
      );
      return { id, status: textAt(json, 'status') ?? 'unknown' };
    },

    async capture({ credentials, isLive }, paymentId, amountMinor, idempotencyKey) {
      const path = `/v1/payment_intents/${encodeURIComponent(paymentId)}/capture`;
      const { id, json } = await post(
        credentials,
        isLive,
        path,
        { amount_to_capture: amountMinor },
        'payment',
        idempotencyKey,
      );
      return { id, status: textAt(json, 'status') ?? 'unknown' };
    },

    async release({ credentials, isLive }, paymentId, idempotencyKey) {
      const path = `/v1/payment_intents/${encodeURIComponent(paymentId)}/cancel`;
      await post(credentials, isLive, path, {}, 'payment', idempotencyKey);
    },
  };

  return {
    checkout,
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

/** A Checkout Session (payment_intent and setup_intent expanded) as an outcome. */
export function stripeOutcome(json: unknown): CheckoutOutcome {
  const status = textAt(json, 'status');
  if (status === 'expired') return { state: 'closed' };
  if (status !== 'complete') return { state: 'open' };
  const setupMethod = textAt(json, 'setup_intent', 'payment_method');
  const customer = textAt(json, 'customer') ?? textAt(json, 'setup_intent', 'customer');
  if (textAt(json, 'mode') === 'setup') {
    return setupMethod && customer
      ? { state: 'card_saved', customerId: customer, paymentMethodId: setupMethod }
      : { state: 'open' };
  }
  const intent = (json as { payment_intent?: unknown }).payment_intent;
  const paymentId = textAt(intent, 'id');
  const intentStatus = textAt(intent, 'status');
  const amount = (key: string) => {
    const value = (intent as Record<string, unknown> | null)?.[key];
    return typeof value === 'number' ? value : 0;
  };
  if (!paymentId) return { state: 'open' };
  if (intentStatus === 'requires_capture')
    return { state: 'authorized', paymentId, amountMinor: amount('amount_capturable') };
  if (intentStatus === 'succeeded') return { state: 'paid', paymentId, amountMinor: amount('amount_received') };
  if (intentStatus === 'canceled') return { state: 'closed' };
  return { state: 'open' };
}
