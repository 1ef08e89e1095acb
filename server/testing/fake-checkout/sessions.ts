import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { GatewayType } from '../../contract/payments';
import type { CheckoutPurpose } from '../../integrations/payments/checkout';

/**
 * The fake providers' hosted checkouts (issue 16): every provider's checkout API (stripe.ts,
 * square.ts, paypal.ts...) opens one of these, and the client "pays" on one plain page of the
 * fake at `/checkout/{provider}/{id}`: Pay completes it the way the purpose says and sends the
 * browser to the success address, Cancel to the cancel address. Tests without a browser POST
 * to the same `/pay` and `/cancel` paths.
 */
export interface FakeCheckoutSession {
  provider: GatewayType;
  id: string;
  purpose: CheckoutPurpose;
  amountMinor: number;
  currency: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  state: 'open' | 'completed' | 'cancelled';
  /** Set when completed: the payment (paid or authorized), or the saved card. */
  paymentId?: string;
  customerId?: string;
  paymentMethodId?: string;
  /** Captured, released and refunded amounts, as the provider would keep them. */
  capturedMinor: number;
  released: boolean;
  refundedMinor: number;
  /** Whatever a provider's fake keeps besides (Square's order id, PayPal's links...). */
  extra: Record<string, string>;
}

export interface FakeCheckouts {
  sessions: Map<string, FakeCheckoutSession>;
  /** Payments by id (paid, authorized or charged off a saved card): amount, captured, refunded. */
  payments: Map<
    string,
    { sessionId: string | null; amountMinor: number; capturedMinor: number; refundedMinor: number; released: boolean }
  >;
  /** The fake's own address, for the page URLs it gives out. */
  baseUrl: string;
}

export const newFakeCheckouts = (): FakeCheckouts => ({ sessions: new Map(), payments: new Map(), baseUrl: '' });

export const fakeId = (prefix: string) => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 24)}`;

export function openSession(
  checkouts: FakeCheckouts,
  fields: Omit<FakeCheckoutSession, 'state' | 'capturedMinor' | 'released' | 'refundedMinor' | 'extra'> & {
    extra?: Record<string, string>;
  },
): FakeCheckoutSession {
  const session: FakeCheckoutSession = {
    ...fields,
    state: 'open',
    capturedMinor: 0,
    released: false,
    refundedMinor: 0,
    extra: fields.extra ?? {},
  };
  checkouts.sessions.set(session.id, session);
  return session;
}

export const pageUrlOf = (checkouts: FakeCheckouts, session: Pick<FakeCheckoutSession, 'provider' | 'id'>) =>
  `${checkouts.baseUrl}/checkout/${session.provider}/${encodeURIComponent(session.id)}`;

/** Completes a session as its purpose says: a payment taken or held, or a card kept. */
export function completeSession(checkouts: FakeCheckouts, session: FakeCheckoutSession, paymentPrefix: string): void {
  session.state = 'completed';
  if (session.purpose === 'save_card') {
    session.customerId = fakeId('cus_');
    session.paymentMethodId = fakeId('pm_');
    return;
  }
  session.paymentId = fakeId(paymentPrefix);
  const captured = session.purpose === 'payment' ? session.amountMinor : 0;
  session.capturedMinor = captured;
  checkouts.payments.set(session.paymentId, {
    sessionId: session.id,
    amountMinor: session.amountMinor,
    capturedMinor: captured,
    refundedMinor: 0,
    released: false,
  });
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PROVIDER_NAMES: Record<GatewayType, string> = {
  stripe: 'Stripe',
  square: 'Square',
  paypal: 'PayPal',
  adyen: 'Adyen',
  tyro: 'Tyro',
};

/**
 * `/checkout/{provider}/{id}` (GET: the page), `/pay` and `/cancel` (POST: a 303 to where the
 * provider would send the client). Answers false when the path is not one of these.
 */
export function answerCheckoutPage(
  checkouts: FakeCheckouts,
  method: string,
  path: string,
  res: ServerResponse,
  successUrlOf: (session: FakeCheckoutSession) => string,
  paymentPrefixOf: (provider: GatewayType) => string,
): boolean {
  const match = /^\/checkout\/([a-z]+)\/([^/]+)(\/pay|\/cancel)?$/.exec(path);
  if (!match) return false;
  const session = checkouts.sessions.get(decodeURIComponent(match[2]!));
  if (!session || session.provider !== match[1]) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('No such checkout');
    return true;
  }
  const action = match[3];
  if (method === 'GET' && !action) {
    const amount = `${(session.amountMinor / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    const verb = { payment: `Pay ${amount}`, authorization: `Hold ${amount}`, save_card: 'Save card' }[session.purpose];
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><title>${PROVIDER_NAMES[session.provider]} checkout (fake)</title>` +
        `<main><h1>${PROVIDER_NAMES[session.provider]} checkout (fake)</h1><p>${escape(session.description)}</p>` +
        `<p>State: ${session.state}</p>` +
        `<form method="post" action="${pageUrlOf(checkouts, session)}/pay"><button type="submit">${escape(verb)}</button></form>` +
        `<form method="post" action="${pageUrlOf(checkouts, session)}/cancel"><button type="submit">Cancel</button></form></main></html>`,
    );
    return true;
  }
  if (method !== 'POST' || !action) {
    res.writeHead(405, { 'content-type': 'text/plain' });
    res.end('Method not allowed');
    return true;
  }
  if (action === '/pay' && session.state === 'open')
    completeSession(checkouts, session, paymentPrefixOf(session.provider));
  if (action === '/cancel' && session.state === 'open') session.state = 'cancelled';
  res.writeHead(303, { location: action === '/pay' ? successUrlOf(session) : session.cancelUrl });
  res.end();
  return true;
}

/** Where a provider sends the client after a completed checkout (Stripe fills in its session id). */
export function successUrlOf(session: FakeCheckoutSession): string {
  return session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id));
}

const PAYMENT_PREFIXES: Record<GatewayType, string> = {
  stripe: 'pi_',
  square: 'sqpay',
  paypal: 'PAYID',
  adyen: 'PSP',
  tyro: 'tyropay',
};
export const paymentPrefixOf = (provider: GatewayType) => PAYMENT_PREFIXES[provider];
