import type { AdapterOptions, GatewayAccount, GatewayAdapter } from './adapters';
import type { CheckoutOutcome, HostedCheckout } from './checkout';
import { callProvider, ProviderFailure, refused, rejected, textAt } from '../http';
import type { Credentials } from './modes';
import { PROVIDER, squareCardForm, squareKey } from './square-card-form';
import { endpointOf } from './urls';

/** The API version these request shapes were written against (Square pins behaviour by it). */
export const SQUARE_VERSION = '2025-01-23';

/** Square's Connect v2 API: JSON bodies, the access token as Bearer, errors as {errors: [{detail}]}. */
export function squareAdapter(options: AdapterOptions): GatewayAdapter {
  const secretsOf = (credentials: Credentials) => [
    credentials.accessToken ?? '',
    credentials.webhookSignatureKey ?? '',
  ];

  function call({ credentials, isLive }: GatewayAccount, method: 'GET' | 'POST' | 'PUT', path: string, body?: object) {
    return callProvider({
      provider: PROVIDER,
      url: `${endpointOf('square', isLive, options.urls).api}${path}`,
      method,
      headers: {
        authorization: `Bearer ${credentials.accessToken ?? ''}`,
        'square-version': SQUARE_VERSION,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: options.timeoutMs,
    });
  }
  const send = (credentials: Credentials, live: boolean, path: string, body?: object) =>
    call({ credentials, isLive: live }, body === undefined ? 'GET' : 'POST', path, body);

  const reasonOf = (json: unknown) => textAt(json, 'errors', 0, 'detail') ?? textAt(json, 'errors', 0, 'code');

  const form = squareCardForm({ send: call, options, secretsOf, reasonOf });

  /**
   * A payment is taken on a payment link (Checkout API, quick pay): Square makes an order for one
   * ad hoc item and a page that pays it (a link cannot be given an expiry). Holding an amount or
   * keeping a card needs Square's card form on our page instead (square-card-form.ts).
   */
  const checkout: HostedCheckout = {
    async create(account, input) {
      if (input.purpose !== 'payment') return form.create(account, input);
      const { credentials, isLive } = account;
      const { status, json } = await send(credentials, isLive, '/v2/online-checkout/payment-links', {
        idempotency_key: input.idempotencyKey,
        quick_pay: {
          name: input.description.slice(0, 255),
          price_money: { amount: input.amountMinor, currency: input.currency.toUpperCase() },
          location_id: credentials.locationId,
        },
        checkout_options: { redirect_url: input.successUrl },
        pre_populated_data: { buyer_email: input.customerEmail },
        payment_note: input.reference.slice(0, 500),
      });
      const linkId = textAt(json, 'payment_link', 'id');
      const orderId = textAt(json, 'payment_link', 'order_id');
      const url = textAt(json, 'payment_link', 'url');
      if (status !== 200 || !linkId || !orderId || !url) {
        throw refused(PROVIDER, 'payment', reasonOf(json), status, secretsOf(credentials));
      }
      // The order is what says whether it was paid; the link id is kept for deleting the link.
      return { id: `${linkId}:${orderId}`, url };
    },

    async read({ credentials, isLive }, checkoutId, asOf) {
      const unsubmitted = form.read(checkoutId, asOf ?? new Date());
      if (unsubmitted) return unsubmitted;
      const orderId = checkoutId.split(':').pop() ?? checkoutId;
      const { status, json } = await send(credentials, isLive, `/v2/orders/${encodeURIComponent(orderId)}`);
      if (status !== 200) throw refused(PROVIDER, 'payment', reasonOf(json), status, secretsOf(credentials));
      return squareOutcome((json as { order?: unknown }).order);
    },

    cardForm: form.cardForm,
    submitCard: form.submitCard,
    capture: form.capture,
    release: form.release,
    chargeSavedCard: form.chargeSavedCard,
  };

  return {
    checkout,
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
        idempotency_key: squareKey(input.idempotencyKey),
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

/**
 * An order made by a payment link, as an outcome. A paid quick pay order is usually OPEN (its
 * fulfilment is still to come), so the tender, not the state, says it was paid.
 */
export function squareOutcome(order: unknown): CheckoutOutcome {
  const tenders = (order as { tenders?: unknown } | null)?.tenders;
  const tender = Array.isArray(tenders) ? (tenders[0] as unknown) : undefined;
  // Older API versions name the payment only by the tender's id, which is the payment's id.
  const paymentId = textAt(tender, 'payment_id') ?? textAt(tender, 'id');
  const cardStatus = textAt(tender, 'card_details', 'status');
  const amount = (tender as { amount_money?: { amount?: unknown } } | undefined)?.amount_money?.amount;
  if (paymentId && cardStatus !== 'FAILED' && cardStatus !== 'VOIDED' && typeof amount === 'number') {
    return { state: 'paid', paymentId, amountMinor: amount };
  }
  return textAt(order, 'state') === 'CANCELED' ? { state: 'closed' } : { state: 'open' };
}
