import type { ServerResponse } from 'node:http';
import { replaysOf } from './replays';
import { isSquareCardPath, squareCardsApi, squareError } from './square-cards';
import { fakeId, openSession, pageUrlOf, type FakeCheckouts, type FakeCheckoutSession } from './sessions';
import { refundFake } from './stripe';
import { send } from '../fake-notification-shared';

/**
 * Square's payment links (Checkout API, quick pay) and the orders they make, answered in Square's
 * shapes (customers, cards on file and payments are square-cards.ts's). A link's order is DRAFT
 * until paid, then OPEN with a CARD tender naming the payment. Square's page has no cancel button
 * (the client just leaves); the fake's Cancel stands for an order the seller cancelled, which
 * Square then reports as CANCELED. The caller (fake-payment-providers.ts) has checked the token
 * already.
 */
export const isSquareCheckoutPath = (path: string) =>
  path === '/v2/online-checkout/payment-links' || /^\/v2\/orders\/[^/]+$/.test(path) || isSquareCardPath(path);

const missing = (field: string) =>
  squareError('INVALID_REQUEST_ERROR', 'MISSING_REQUIRED_PARAMETER', 'Field must be set', field);

function orderOf(session: FakeCheckoutSession) {
  const money = { amount: session.amountMinor, currency: session.currency };
  const paid = session.state === 'completed' && session.paymentId;
  return {
    id: session.extra.orderId,
    location_id: session.extra.locationId,
    source: { name: 'Fake Online Checkout' },
    line_items: [
      {
        uid: `${session.extra.orderId}-1`,
        name: session.description,
        quantity: '1',
        base_price_money: money,
        total_money: money,
      },
    ],
    state: session.state === 'cancelled' ? 'CANCELED' : paid ? 'OPEN' : 'DRAFT',
    total_money: money,
    net_amount_due_money: { amount: paid ? 0 : session.amountMinor, currency: session.currency },
    ...(paid
      ? {
          tenders: [
            {
              id: session.paymentId,
              location_id: session.extra.locationId,
              transaction_id: session.extra.orderId,
              amount_money: money,
              type: 'CARD',
              card_details: { status: 'CAPTURED', entry_method: 'ON_FILE' },
              payment_id: session.paymentId,
            },
          ],
        }
      : {}),
    version: paid ? 2 : 1,
  };
}

export function squareCheckoutApi(
  checkouts: FakeCheckouts,
  locations: readonly string[],
  method: string,
  path: string,
  json: Record<string, unknown>,
  res: ServerResponse,
): void {
  if (isSquareCardPath(path)) return squareCardsApi(checkouts, locations, method, path, json, res);
  if (path === '/v2/online-checkout/payment-links' && method === 'POST') {
    const key = typeof json.idempotency_key === 'string' ? json.idempotency_key : '';
    const replay = key ? replaysOf(checkouts).get(`square|${key}`) : undefined;
    if (replay) return send(res, replay.status, replay.body);
    const quickPay = (json.quick_pay ?? {}) as Record<string, unknown>;
    const price = (quickPay.price_money ?? {}) as Record<string, unknown>;
    const redirectUrl = (json.checkout_options as Record<string, unknown> | undefined)?.redirect_url;
    if (typeof quickPay.name !== 'string' || !quickPay.name) return send(res, 400, missing('quick_pay.name'));
    if (typeof price.amount !== 'number' || typeof price.currency !== 'string') {
      return send(res, 400, missing('quick_pay.price_money'));
    }
    if (!Number.isInteger(price.amount) || price.amount < 1) {
      return send(
        res,
        400,
        squareError('INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'Price must be positive.', 'quick_pay.price_money'),
      );
    }
    if (typeof quickPay.location_id !== 'string' || !locations.includes(quickPay.location_id)) {
      return send(
        res,
        400,
        squareError(
          'INVALID_REQUEST_ERROR',
          'NOT_FOUND',
          `Location \`${String(quickPay.location_id ?? '')}\` not found.`,
          'quick_pay.location_id',
        ),
      );
    }
    const orderId = fakeId('').toUpperCase();
    const session = openSession(checkouts, {
      provider: 'square',
      id: fakeId('').toUpperCase().slice(0, 16),
      purpose: 'payment',
      amountMinor: price.amount,
      currency: price.currency,
      description: quickPay.name,
      successUrl: typeof redirectUrl === 'string' ? redirectUrl : '',
      // Square's page has no cancel address: the client who gives up stays where he is.
      cancelUrl: typeof redirectUrl === 'string' ? redirectUrl : '',
      extra: {
        orderId,
        locationId: quickPay.location_id,
        paymentNote: typeof json.payment_note === 'string' ? json.payment_note : '',
      },
    });
    const body = {
      payment_link: {
        id: session.id,
        version: 1,
        order_id: orderId,
        url: pageUrlOf(checkouts, session),
        checkout_options: json.checkout_options,
        pre_populated_data: json.pre_populated_data,
        payment_note: json.payment_note,
        created_at: new Date().toISOString(),
      },
      related_resources: { orders: [orderOf(session)] },
    };
    if (key) replaysOf(checkouts).set(`square|${key}`, { status: 200, body });
    return send(res, 200, body);
  }
  const orderMatch = /^\/v2\/orders\/([^/]+)$/.exec(path);
  if (orderMatch && method === 'GET') {
    const orderId = decodeURIComponent(orderMatch[1]!);
    const session = [...checkouts.sessions.values()].find(
      (each) => each.provider === 'square' && each.extra.orderId === orderId,
    );
    if (!session) {
      return send(res, 404, squareError('INVALID_REQUEST_ERROR', 'NOT_FOUND', `Order with id ${orderId} not found.`));
    }
    return send(res, 200, { order: orderOf(session) });
  }
  send(res, 404, squareError('INVALID_REQUEST_ERROR', 'NOT_FOUND', `Unrecognized request URL (${method}: ${path}).`));
}

/** A refund larger than what is left of a payment the fake took: Square's error, or null. */
export function squareRefundRefusal(checkouts: FakeCheckouts, json: Record<string, unknown>) {
  const amount = (json.amount_money as { amount?: unknown } | undefined)?.amount;
  const paymentId = typeof json.payment_id === 'string' ? json.payment_id : '';
  if (!refundFake(checkouts, paymentId, typeof amount === 'number' ? amount : Number(amount))) return null;
  return squareError(
    'INVALID_REQUEST_ERROR',
    'REFUND_AMOUNT_INVALID',
    'The requested refund amount exceeds the amount available to refund.',
    'amount_money.amount',
  );
}
