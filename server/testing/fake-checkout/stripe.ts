import type { ServerResponse } from 'node:http';
import type { CheckoutPurpose } from '../../integrations/payments/checkout';
import { fakeId, openSession, pageUrlOf, type FakeCheckouts } from './sessions';
import { send } from '../fake-notification-shared';

/**
 * Stripe's Checkout Sessions, customers and the PaymentIntent calls a booking's payment makes
 * after them (capture, cancel, an off-session charge of a saved card), answered in Stripe's
 * shapes. The caller (fake-payment-providers.ts) has checked the key already.
 */
export const isStripeCheckoutPath = (path: string) =>
  path === '/v1/customers' ||
  path.startsWith('/v1/checkout/sessions') ||
  /^\/v1\/payment_intents\/[^/]+\/(capture|cancel)$/.test(path);

const invalid = (res: ServerResponse, message: string) =>
  send(res, 400, { error: { message, type: 'invalid_request_error' } });

function intentOf(checkouts: FakeCheckouts, paymentId: string) {
  const payment = checkouts.payments.get(paymentId);
  if (!payment) return null;
  const held = payment.capturedMinor === 0 && !payment.released && payment.amountMinor > 0;
  const session = payment.sessionId ? checkouts.sessions.get(payment.sessionId) : undefined;
  const manual = session?.purpose === 'authorization';
  return {
    id: paymentId,
    object: 'payment_intent',
    amount: payment.amountMinor,
    amount_received: payment.capturedMinor,
    amount_capturable: manual && held ? payment.amountMinor : 0,
    status: payment.released ? 'canceled' : manual && held ? 'requires_capture' : 'succeeded',
    capture_method: manual ? 'manual' : 'automatic',
  };
}

export function stripeCheckoutApi(
  checkouts: FakeCheckouts,
  method: string,
  path: string,
  query: URLSearchParams,
  form: URLSearchParams,
  res: ServerResponse,
): void {
  if (path === '/v1/customers' && method === 'POST') {
    send(res, 200, { id: fakeId('cus_'), object: 'customer', email: form.get('email') });
    return;
  }
  if (path === '/v1/checkout/sessions' && method === 'POST') {
    const mode = form.get('mode');
    const manual = form.get('payment_intent_data[capture_method]') === 'manual';
    const purpose: CheckoutPurpose = mode === 'setup' ? 'save_card' : manual ? 'authorization' : 'payment';
    const successUrl = form.get('success_url');
    if (!successUrl) return invalid(res, 'Missing required param: success_url.');
    if (mode === 'setup' && !form.get('customer')) {
      return invalid(res, 'You must provide a customer to save a card in setup mode.');
    }
    const amount = Number(form.get('line_items[0][price_data][unit_amount]') ?? 0);
    if (mode !== 'setup' && !(amount > 0)) return invalid(res, 'The line item needs a positive unit_amount.');
    const session = openSession(checkouts, {
      provider: 'stripe',
      id: fakeId('cs_test_'),
      purpose,
      amountMinor: mode === 'setup' ? 0 : amount,
      currency: form.get('line_items[0][price_data][currency]') ?? form.get('currency') ?? 'aud',
      description: form.get('line_items[0][price_data][product_data][name]') ?? '',
      successUrl,
      cancelUrl: form.get('cancel_url') ?? successUrl,
      extra: {
        customer: form.get('customer') ?? '',
        reference: form.get('client_reference_id') ?? '',
        expiresAt: form.get('expires_at') ?? '',
      },
    });
    send(res, 200, { id: session.id, object: 'checkout.session', status: 'open', url: pageUrlOf(checkouts, session) });
    return;
  }
  const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
  if (sessionMatch && method === 'GET') {
    const session = checkouts.sessions.get(decodeURIComponent(sessionMatch[1]!));
    if (!session || session.provider !== 'stripe') {
      send(res, 404, { error: { message: 'No such checkout.session', type: 'invalid_request_error' } });
      return;
    }
    const expand = query.getAll('expand[]');
    const complete = session.state === 'completed';
    const intent = session.paymentId ? intentOf(checkouts, session.paymentId) : null;
    send(res, 200, {
      id: session.id,
      object: 'checkout.session',
      mode: session.purpose === 'save_card' ? 'setup' : 'payment',
      status: complete ? 'complete' : session.state === 'cancelled' ? 'expired' : 'open',
      payment_status: !complete
        ? 'unpaid'
        : session.purpose === 'payment'
          ? 'paid'
          : session.purpose === 'save_card'
            ? 'no_payment_required'
            : 'unpaid',
      amount_total: session.amountMinor,
      client_reference_id: session.extra.reference || null,
      customer: session.extra.customer || null,
      payment_intent: intent ? (expand.includes('payment_intent') ? intent : intent.id) : null,
      setup_intent:
        session.purpose === 'save_card' && complete
          ? expand.includes('setup_intent')
            ? {
                id: fakeId('seti_'),
                status: 'succeeded',
                customer: session.extra.customer,
                payment_method: session.paymentMethodId,
              }
            : fakeId('seti_')
          : null,
    });
    return;
  }
  const intentMatch = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
  if (intentMatch && method === 'POST') {
    const paymentId = decodeURIComponent(intentMatch[1]!);
    const payment = checkouts.payments.get(paymentId);
    const intent = intentOf(checkouts, paymentId);
    if (!payment || !intent) {
      send(res, 404, { error: { message: `No such payment_intent: '${paymentId}'`, type: 'invalid_request_error' } });
      return;
    }
    if (intent.status !== 'requires_capture') {
      return invalid(
        res,
        `This PaymentIntent could not be ${intentMatch[2] === 'capture' ? 'captured' : 'canceled'} because it has a status of ${intent.status}.`,
      );
    }
    if (intentMatch[2] === 'cancel') {
      payment.released = true;
    } else {
      const amount = Number(form.get('amount_to_capture') ?? payment.amountMinor);
      if (!(amount > 0) || amount > payment.amountMinor) {
        return invalid(res, 'The amount to capture is greater than the amount capturable.');
      }
      payment.capturedMinor = amount;
    }
    send(res, 200, intentOf(checkouts, paymentId));
    return;
  }
  send(res, 404, {
    error: { message: `Unrecognized request URL (${method}: ${path}).`, type: 'invalid_request_error' },
  });
}

/** An off-session charge of a saved card (POST /v1/payment_intents with confirm=true). */
export function chargeSavedCardFake(checkouts: FakeCheckouts, form: URLSearchParams) {
  const paymentId = fakeId('pi_');
  const amount = Number(form.get('amount'));
  checkouts.payments.set(paymentId, {
    sessionId: null,
    amountMinor: amount,
    capturedMinor: amount,
    refundedMinor: 0,
    released: false,
  });
  return {
    id: paymentId,
    object: 'payment_intent',
    amount,
    amount_received: amount,
    status: 'succeeded',
    customer: form.get('customer'),
    payment_method: form.get('payment_method'),
  };
}

/** A refund, refused as Stripe refuses one larger than what is left of the payment. */
export function refundFake(checkouts: FakeCheckouts, paymentId: string, amountMinor: number): string | null {
  const payment = checkouts.payments.get(paymentId);
  if (!payment) return null; // payments made before these fakes kept them: not checked
  if (amountMinor > payment.capturedMinor - payment.refundedMinor) {
    return `Refund amount (${amountMinor}) is greater than unrefunded amount on charge (${payment.capturedMinor - payment.refundedMinor}).`;
  }
  payment.refundedMinor += amountMinor;
  return null;
}
