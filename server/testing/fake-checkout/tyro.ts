import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { send } from '../fake-notification-shared';
import type { FakeCheckouts } from './sessions';
import { refundFake } from './stripe';

/**
 * Tyro Connect's Pay API (pay requests and refunds) and what Tyro.js does with a pay request's
 * secret (sdk-tyro.ts pays it). Statuses are Tyro's own: AWAITING_PAYMENT_INPUT when made,
 * SUCCESS when paid (FAILED for a refused card, which another card may follow), VOIDED, and
 * PARTIALLY_REFUNDED / REFUNDED after refunds. The caller (fake-payment-providers.ts) has checked
 * the Bearer token already.
 */
export interface FakePayRequest {
  id: string;
  paySecret: string;
  locationId: unknown;
  provider: unknown;
  origin: unknown;
  status: string;
  total: { amount: number; currency: string };
}

const stores = new WeakMap<FakeCheckouts, Map<string, FakePayRequest>>();

/** The pay requests of one fake server, by id. */
export function payRequestsOf(checkouts: FakeCheckouts): Map<string, FakePayRequest> {
  let store = stores.get(checkouts);
  if (!store) {
    store = new Map();
    stores.set(checkouts, store);
  }
  return store;
}

export const payRequestBySecret = (checkouts: FakeCheckouts, paySecret: string) =>
  [...payRequestsOf(checkouts).values()].find((request) => request.paySecret === paySecret);

/** Stands for the merchant voiding a pay request (in Tyro's portal or with the PATCH action). */
export function voidFakePayRequest(checkouts: FakeCheckouts, id: string): void {
  const request = payRequestsOf(checkouts).get(id);
  if (request) request.status = 'VOIDED';
}

/** Tyro.js paid the request: the payment is kept as taken (capture is AUTOMATIC). */
export function markPaid(checkouts: FakeCheckouts, request: FakePayRequest): void {
  request.status = 'SUCCESS';
  checkouts.payments.set(request.id, {
    sessionId: null,
    amountMinor: request.total.amount,
    capturedMinor: request.total.amount,
    refundedMinor: 0,
    released: false,
  });
}

const view = (request: FakePayRequest) => ({
  id: request.id,
  paySecret: request.paySecret,
  locationId: request.locationId,
  provider: request.provider,
  origin: request.origin,
  status: request.status,
  supportedNetworks: ['visa', 'mastercard'],
  action: null,
  capture: { method: 'AUTOMATIC' },
  total: request.total,
});

export const isTyroPayPath = (path: string) =>
  path === '/connect/pay/requests' || path === '/connect/pay/refunds' || /^\/connect\/pay\/requests\/[^/]+$/.test(path);

export function tyroPayApi(
  checkouts: FakeCheckouts,
  method: string,
  path: string,
  json: Record<string, unknown>,
  res: ServerResponse,
): void {
  if (path === '/connect/pay/requests' && method === 'POST') {
    const total = (json.total ?? {}) as Record<string, unknown>;
    if (!Number.isInteger(total.amount) || (total.amount as number) < 1 || typeof total.currency !== 'string') {
      return send(res, 400, { error: 'total.amount must be a positive whole number', errorCode: 'INVALID_PAYLOAD' });
    }
    const request: FakePayRequest = {
      id: randomUUID(),
      paySecret: `$2a$10$${randomUUID().replaceAll('-', '')}${randomUUID().slice(0, 8)}`,
      locationId: json.locationId,
      provider: json.provider,
      origin: json.origin,
      status: 'AWAITING_PAYMENT_INPUT',
      total: { amount: total.amount as number, currency: total.currency },
    };
    payRequestsOf(checkouts).set(request.id, request);
    return send(res, 201, view(request));
  }
  const read = /^\/connect\/pay\/requests\/([^/]+)$/.exec(path);
  if (read && method === 'GET') {
    const request = payRequestsOf(checkouts).get(decodeURIComponent(read[1]!));
    if (!request) return send(res, 404, { error: 'Pay Request not found', errorCode: 'NOT_FOUND' });
    return send(res, 200, view(request));
  }
  if (path === '/connect/pay/refunds' && method === 'POST') return refund(checkouts, json, res);
  send(res, 404, { error: 'Not Found', errorCode: 'NOT_FOUND' });
}

function refund(checkouts: FakeCheckouts, json: Record<string, unknown>, res: ServerResponse): void {
  const total = (json.total ?? {}) as Record<string, unknown>;
  const payRequestId = typeof json.payRequestId === 'string' ? json.payRequestId : '';
  const amount = typeof total.amount === 'number' ? total.amount : Number(total.amount);
  if (refundFake(checkouts, payRequestId, amount)) {
    return send(res, 400, {
      errorMessage: 'The refund amount is more than what is left to refund on this payment.',
      errorCode: 'REFUND_AMOUNT_EXCEEDED',
    });
  }
  const request = payRequestsOf(checkouts).get(payRequestId);
  const payment = checkouts.payments.get(payRequestId);
  if (request && payment) {
    request.status = payment.refundedMinor >= payment.capturedMinor ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  }
  const now = new Date().toISOString();
  send(res, 201, {
    id: randomUUID(),
    payRequestId: json.payRequestId,
    status: 'PROCESSING',
    total: json.total,
    createdAt: now,
    updatedAt: now,
  });
}
