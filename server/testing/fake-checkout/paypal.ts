import type { ServerResponse } from 'node:http';
import { currencyDigits } from '../../contract/currency';
import { replaysOf } from './replays';
import { fakeId, openSession, pageUrlOf, type FakeCheckouts, type FakeCheckoutSession } from './sessions';
import { refundFake } from './stripe';
import { send } from '../fake-notification-shared';

/**
 * PayPal's Orders v2 and the authorization calls of Payments v2, answered in PayPal's shapes. An
 * order waits for the payer (PAYER_ACTION_REQUIRED); the page's Pay approves it (APPROVED), and
 * only the merchant's capture or authorize then completes it (COMPLETED, with its captures or
 * authorizations). The page's Cancel stands for an order that will not be paid: the fake answers
 * VOIDED at once where the real one lingers until PayPal expires it. The caller
 * (fake-payment-providers.ts) has checked the OAuth token already.
 */
export const isPayPalCheckoutPath = (path: string) =>
  /^\/v2\/checkout\/orders(\/[^/]+(\/(capture|authorize))?)?$/.test(path) ||
  /^\/v2\/payments\/authorizations\/[^/]+(\/(capture|void))?$/.test(path);

const notFound = {
  name: 'RESOURCE_NOT_FOUND',
  message: 'The specified resource does not exist.',
  details: [
    {
      issue: 'INVALID_RESOURCE_ID',
      description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ],
};

const unprocessable = (issue: string, description: string) => ({
  name: 'UNPROCESSABLE_ENTITY',
  message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  details: [{ issue, description }],
});

const invalidRequest = (field: string, issue: string, description: string) => ({
  name: 'INVALID_REQUEST',
  message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  details: [{ field, location: 'body', issue, description }],
});

/** Minor units in PayPal's decimal string, as paypal.ts writes it. */
const valueOf = (amountMinor: number, currency: string) => {
  const digits = currencyDigits(currency);
  return (amountMinor / 10 ** digits).toFixed(digits);
};

/** A decimal string back in minor units, or null when the currency does not allow that many decimals. */
function minorOf(value: unknown, currency: string): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}(\.\d+)?$/.test(value)) return null;
  const digits = currencyDigits(currency);
  if ((value.split('.')[1] ?? '').length > digits) return null;
  return Math.round(Number(value) * 10 ** digits);
}

const orderSessionOf = (checkouts: FakeCheckouts, id: string) => {
  const session = checkouts.sessions.get(id);
  return session?.provider === 'paypal' ? session : undefined;
};

function orderStatus(session: FakeCheckoutSession): string {
  if (session.state === 'cancelled') return 'VOIDED';
  if (session.state === 'open') return 'PAYER_ACTION_REQUIRED';
  return session.extra.completed ? 'COMPLETED' : 'APPROVED';
}

function captureOf(checkouts: FakeCheckouts, session: FakeCheckoutSession, captureId: string) {
  const payment = checkouts.payments.get(captureId);
  const captured = payment?.capturedMinor ?? 0;
  const refunded = payment?.refundedMinor ?? 0;
  return {
    id: captureId,
    status: refunded === 0 ? 'COMPLETED' : refunded < captured ? 'PARTIALLY_REFUNDED' : 'REFUNDED',
    amount: { currency_code: session.currency, value: valueOf(captured, session.currency) },
    final_capture: true,
  };
}

function authorizationOf(checkouts: FakeCheckouts, session: FakeCheckoutSession) {
  const payment = checkouts.payments.get(session.paymentId ?? '');
  const status = payment?.released ? 'VOIDED' : (payment?.capturedMinor ?? 0) > 0 ? 'CAPTURED' : 'CREATED';
  return {
    id: session.paymentId,
    status,
    amount: { currency_code: session.currency, value: valueOf(session.amountMinor, session.currency) },
  };
}

function orderOf(checkouts: FakeCheckouts, session: FakeCheckoutSession) {
  const status = orderStatus(session);
  const completed = status === 'COMPLETED';
  const authorize = session.purpose === 'authorization';
  const captureId = authorize ? session.extra.captureId : session.paymentId;
  const payments = completed
    ? {
        ...(authorize ? { authorizations: [authorizationOf(checkouts, session)] } : {}),
        ...(captureId ? { captures: [captureOf(checkouts, session, captureId)] } : {}),
      }
    : undefined;
  return {
    id: session.id,
    intent: authorize ? 'AUTHORIZE' : 'CAPTURE',
    status,
    purchase_units: [
      {
        reference_id: session.extra.referenceId,
        custom_id: session.extra.customId || undefined,
        description: session.description || undefined,
        amount: { currency_code: session.currency, value: valueOf(session.amountMinor, session.currency) },
        ...(payments ? { payments } : {}),
      },
    ],
    links: [
      { href: `${checkouts.baseUrl}/v2/checkout/orders/${session.id}`, rel: 'self', method: 'GET' },
      ...(status === 'PAYER_ACTION_REQUIRED'
        ? [{ href: pageUrlOf(checkouts, session), rel: 'payer-action', method: 'GET' }]
        : []),
    ],
  };
}

/** Where PayPal sends the payer back: the return URL with the order (token) and the payer named. */
const withToken = (url: string, orderId: string) =>
  url ? `${url}${url.includes('?') ? '&' : '?'}token=${orderId}&PayerID=FAKEPAYER01` : url;

function createOrder(checkouts: FakeCheckouts, json: Record<string, unknown>): { status: number; body: unknown } {
  const intent = json.intent;
  if (intent !== 'CAPTURE' && intent !== 'AUTHORIZE') {
    return {
      status: 400,
      body: invalidRequest('/intent', 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.'),
    };
  }
  const unit = (Array.isArray(json.purchase_units) ? json.purchase_units[0] : undefined) as
    Record<string, unknown> | undefined;
  const amount = (unit?.amount ?? {}) as Record<string, unknown>;
  if (typeof amount.currency_code !== 'string' || typeof amount.value !== 'string') {
    return {
      status: 400,
      body: invalidRequest('/purchase_units/0/amount', 'MISSING_REQUIRED_PARAMETER', 'A required field is missing.'),
    };
  }
  const amountMinor = minorOf(amount.value, amount.currency_code);
  if (amountMinor === null) {
    return {
      status: 422,
      body: unprocessable(
        'DECIMAL_PRECISION',
        'If the currency supports decimals, only two decimal place precision is supported.',
      ),
    };
  }
  const context = ((json.payment_source as Record<string, Record<string, unknown>> | undefined)?.paypal
    ?.experience_context ?? {}) as Record<string, unknown>;
  const returnUrl = typeof context.return_url === 'string' ? context.return_url : '';
  const cancelUrl = typeof context.cancel_url === 'string' ? context.cancel_url : returnUrl;
  const id = fakeId('5O').toUpperCase().slice(0, 17);
  const session = openSession(checkouts, {
    provider: 'paypal',
    id,
    purpose: intent === 'AUTHORIZE' ? 'authorization' : 'payment',
    amountMinor,
    currency: amount.currency_code,
    description: typeof unit?.description === 'string' ? unit.description : '',
    successUrl: withToken(returnUrl, id),
    cancelUrl: withToken(cancelUrl, id),
    extra: {
      referenceId: typeof unit?.reference_id === 'string' ? unit.reference_id : 'default',
      customId: typeof unit?.custom_id === 'string' ? unit.custom_id : '',
    },
  });
  return { status: 201, body: orderOf(checkouts, session) };
}

/** Capture or authorize an approved order (POST /v2/checkout/orders/{id}/capture|authorize). */
function completeOrder(checkouts: FakeCheckouts, id: string, action: string): { status: number; body: unknown } {
  const session = orderSessionOf(checkouts, id);
  if (!session) return { status: 404, body: notFound };
  const intent = session.purpose === 'authorization' ? 'AUTHORIZE' : 'CAPTURE';
  if ((action === 'authorize') !== (intent === 'AUTHORIZE')) {
    return {
      status: 422,
      body: unprocessable(
        'ACTION_DOES_NOT_MATCH_INTENT',
        `Order was created with an intent to '${intent}'. Please use v2/checkout/orders/order_id/${intent.toLowerCase()} to complete the transaction.`,
      ),
    };
  }
  const status = orderStatus(session);
  if (status === 'COMPLETED') {
    return intent === 'CAPTURE'
      ? { status: 422, body: unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.') }
      : { status: 422, body: unprocessable('ORDER_ALREADY_AUTHORIZED', 'Order already authorized.') };
  }
  if (status !== 'APPROVED') {
    return {
      status: 422,
      body: unprocessable(
        'ORDER_NOT_APPROVED',
        'Payer has not yet approved the Order for payment. Please redirect the payer to the payer-action url.',
      ),
    };
  }
  session.extra.completed = 'true';
  return { status: 201, body: orderOf(checkouts, session) };
}

function authorizationSessionOf(checkouts: FakeCheckouts, id: string) {
  const payment = checkouts.payments.get(id);
  const session = payment?.sessionId ? checkouts.sessions.get(payment.sessionId) : undefined;
  if (!payment || session?.provider !== 'paypal' || session.purpose !== 'authorization' || !session.extra.completed) {
    return undefined;
  }
  return { payment, session };
}

/** POST /v2/payments/authorizations/{id}/capture and /void. */
function settleAuthorization(
  checkouts: FakeCheckouts,
  id: string,
  action: string,
  json: Record<string, unknown>,
  representation: boolean,
): { status: number; body: unknown } {
  const found = authorizationSessionOf(checkouts, id);
  if (!found) return { status: 404, body: notFound };
  const { payment, session } = found;
  if (payment.released) {
    return {
      status: 422,
      body: unprocessable('AUTHORIZATION_VOIDED', 'A voided authorization cannot be captured or voided again.'),
    };
  }
  if (payment.capturedMinor > 0) {
    return {
      status: 422,
      body: unprocessable(
        'AUTHORIZATION_ALREADY_CAPTURED',
        'Authorization has been previously captured and hence cannot be captured or voided again.',
      ),
    };
  }
  if (action === 'void') {
    payment.released = true;
    return representation
      ? { status: 200, body: authorizationOf(checkouts, session) }
      : { status: 204, body: undefined };
  }
  const amount = (json.amount ?? {}) as Record<string, unknown>;
  const currency = typeof amount.currency_code === 'string' ? amount.currency_code : session.currency;
  if (currency !== session.currency) {
    return {
      status: 422,
      body: unprocessable('CURRENCY_MISMATCH', 'Currency of capture must be the same as currency of authorization.'),
    };
  }
  const amountMinor = json.amount === undefined ? session.amountMinor : minorOf(amount.value, currency);
  if (amountMinor === null || amountMinor < 1) {
    return {
      status: 422,
      body: unprocessable('DECIMAL_PRECISION', 'The amount does not have the precision the currency supports.'),
    };
  }
  if (amountMinor > session.amountMinor) {
    return {
      status: 422,
      body: unprocessable('MAX_CAPTURE_AMOUNT_EXCEEDED', 'Capture amount exceeds the amount authorized.'),
    };
  }
  const captureId = fakeId('CAP').toUpperCase().slice(0, 17);
  payment.capturedMinor = amountMinor;
  session.capturedMinor = amountMinor;
  session.extra.captureId = captureId;
  checkouts.payments.set(captureId, {
    sessionId: session.id,
    amountMinor,
    capturedMinor: amountMinor,
    refundedMinor: 0,
    released: false,
  });
  return { status: 201, body: captureOf(checkouts, session, captureId) };
}

function answer(
  checkouts: FakeCheckouts,
  method: string,
  path: string,
  json: Record<string, unknown>,
  representation: boolean,
): { status: number; body: unknown } {
  if (path === '/v2/checkout/orders' && method === 'POST') return createOrder(checkouts, json);
  const order = /^\/v2\/checkout\/orders\/([^/]+)(?:\/(capture|authorize))?$/.exec(path);
  if (order && method === 'GET' && !order[2]) {
    const session = orderSessionOf(checkouts, decodeURIComponent(order[1]!));
    return session ? { status: 200, body: orderOf(checkouts, session) } : { status: 404, body: notFound };
  }
  if (order && method === 'POST' && order[2]) return completeOrder(checkouts, decodeURIComponent(order[1]!), order[2]);
  const authorization = /^\/v2\/payments\/authorizations\/([^/]+)(?:\/(capture|void))?$/.exec(path);
  if (authorization && method === 'GET' && !authorization[2]) {
    const found = authorizationSessionOf(checkouts, decodeURIComponent(authorization[1]!));
    return found ? { status: 200, body: authorizationOf(checkouts, found.session) } : { status: 404, body: notFound };
  }
  if (authorization && method === 'POST' && authorization[2]) {
    return settleAuthorization(
      checkouts,
      decodeURIComponent(authorization[1]!),
      authorization[2],
      json,
      representation,
    );
  }
  return { status: 404, body: notFound };
}

export function paypalCheckoutApi(
  checkouts: FakeCheckouts,
  method: string,
  path: string,
  headers: Readonly<Record<string, string>>,
  json: Record<string, unknown>,
  res: ServerResponse,
): void {
  // PayPal-Request-Id: a retried POST gets the first answer, whatever happened since.
  const requestId = method === 'POST' ? headers['paypal-request-id'] : undefined;
  const key = `paypal|${path}|${requestId ?? ''}`;
  const replay = requestId ? replaysOf(checkouts).get(key) : undefined;
  const result =
    replay ?? answer(checkouts, method, path, json, (headers.prefer ?? '').includes('return=representation'));
  if (requestId && result.status < 300) replaysOf(checkouts).set(key, result);
  if (result.body === undefined) {
    res.writeHead(result.status);
    res.end();
    return;
  }
  send(res, result.status, result.body);
}

/** A refund larger than what is left of a capture the fake took: PayPal's 422, or null. */
export function paypalRefundRefusal(checkouts: FakeCheckouts, captureId: string, json: Record<string, unknown>) {
  const amount = (json.amount ?? {}) as Record<string, unknown>;
  const currency = typeof amount.currency_code === 'string' ? amount.currency_code : '';
  const amountMinor = currency ? minorOf(amount.value, currency) : null;
  const payment = checkouts.payments.get(captureId);
  // No amount: the whole of what is left.
  const asked = amountMinor ?? (payment ? payment.capturedMinor - payment.refundedMinor : 0);
  if (!refundFake(checkouts, captureId, asked)) return null;
  return unprocessable(
    'REFUND_AMOUNT_EXCEEDED',
    'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  );
}
