import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_CREDENTIALS,
  FAKE_SQUARE_LOCATIONS,
  fakeProviderUrls,
  startFakePaymentProviders,
  type FakePaymentProviders,
} from '../../testing/fake-payment-providers';
import { createGatewayAdapters, type GatewayAccount } from './adapters';
import type { HostedCheckout } from './checkout';
import { checkoutInputs, failure } from './checkout-test-kit';

/** The client pressing Pay (or Cancel) on the provider's page, as the browser posts it. */
const press = (pageUrl: string, button: 'pay' | 'cancel') =>
  fetch(`${pageUrl}/${button}`, { method: 'POST', redirect: 'manual' });

describe('Square hosted checkout (payment links) against the fake', () => {
  let fake: FakePaymentProviders;
  let checkout: HostedCheckout;
  let square: ReturnType<typeof createGatewayAdapters>['square'];
  const account: GatewayAccount = { credentials: FAKE_CREDENTIALS.square, isLive: false };
  const { input } = checkoutInputs();

  beforeAll(async () => {
    fake = await startFakePaymentProviders();
    square = createGatewayAdapters({ urls: fakeProviderUrls(fake.url), timeoutMs: 400 }).square;
    checkout = square.checkout!;
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('takes a deposit on Square’s page, reads it paid, and refunds no more than was taken', async () => {
    const request = input();
    const opened = await checkout.create(account, request);
    expect(opened.url).toMatch(new RegExp(`^${fake.url}/checkout/square/`));
    expect(await checkout.read(account, opened.id)).toEqual({ state: 'open' });

    const page = await fetch(opened.url);
    expect(await page.text()).toContain('Deposit for Colour at Demo Salon');
    const paid = await press(opened.url, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(request.successUrl);

    const outcome = await checkout.read(account, opened.id);
    expect(outcome).toEqual({ state: 'paid', paymentId: expect.stringMatching(/^sqpay/), amountMinor: 4500 });
    const paymentId = outcome.state === 'paid' ? outcome.paymentId : '';

    const refund = { paymentId, currency: 'AUD', idempotencyKey: 'refund-a' };
    expect(await square.refund(account, { ...refund, amountMinor: 2000 })).toMatchObject({ status: 'PENDING' });
    const refusal = await failure(square.refund(account, { ...refund, amountMinor: 3000, idempotencyKey: 'refund-b' }));
    expect(refusal).toMatchObject({
      kind: 'rejected',
      message: 'Square refused the refund: The requested refund amount exceeds the amount available to refund.',
    });
    // Exactly what is left is still allowed.
    await square.refund(account, { ...refund, amountMinor: 2500, idempotencyKey: 'refund-c' });
  });

  it('sends the payment link and the order read in Square’s shapes', async () => {
    const request = input({ amountMinor: 12_345, currency: 'AUD' });
    const opened = await checkout.create(account, request);
    const [create] = fake.requests.filter((each) => each.path === '/v2/online-checkout/payment-links');
    expect(create).toMatchObject({ method: 'POST', environment: 'live' });
    expect(create!.headers.authorization).toBe(`Bearer ${FAKE_CREDENTIALS.square.accessToken}`);
    expect(create!.headers['square-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.parse(create!.body)).toEqual({
      idempotency_key: request.idempotencyKey,
      quick_pay: {
        name: 'Deposit for Colour at Demo Salon',
        price_money: { amount: 12_345, currency: 'AUD' },
        location_id: FAKE_SQUARE_LOCATIONS[0],
      },
      checkout_options: { redirect_url: request.successUrl },
      pre_populated_data: { buyer_email: 'ana@example.com' },
      payment_note: request.reference,
    });

    // The id keeps the link and its order; the read asks for the order.
    const [linkId, orderId] = opened.id.split(':');
    expect(linkId).toBeTruthy();
    expect(orderId).toBeTruthy();
    await checkout.read(account, opened.id);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v2/orders/${orderId}` });
  });

  it('answers a retried create with the same link, so the client is never charged twice', async () => {
    const request = input();
    const first = await checkout.create(account, request);
    const again = await checkout.create(account, request);
    expect(again).toEqual(first);
    const links = [...fake.checkouts.sessions.values()].filter((session) => session.provider === 'square');
    expect(links.filter((session) => opened(session.id, first.id))).toHaveLength(1);
  });

  it('reads a cancelled checkout as closed, and one nobody paid as open', async () => {
    const cancelled = await checkout.create(account, input());
    const untouched = await checkout.create(account, input());
    expect((await press(cancelled.url, 'cancel')).status).toBe(303);
    expect(await checkout.read(account, cancelled.id)).toEqual({ state: 'closed' });
    // Paying a cancelled checkout afterwards takes nothing.
    await press(cancelled.url, 'pay');
    expect(await checkout.read(account, cancelled.id)).toEqual({ state: 'closed' });
    expect(await checkout.read(account, untouched.id)).toEqual({ state: 'open' });
  });

  it('answers a refused token and an unknown location in Square’s words', async () => {
    const expired = { ...account, credentials: { ...FAKE_CREDENTIALS.square, accessToken: 'EAAAexpired' } };
    expect(await failure(checkout.create(expired, input()))).toMatchObject({
      kind: 'rejected',
      message: 'Square refused the payment: This request could not be authorized.',
    });
    const elsewhere = { ...account, credentials: { ...FAKE_CREDENTIALS.square, locationId: 'LELSEWHERE' } };
    expect(await failure(checkout.create(elsewhere, input()))).toMatchObject({
      kind: 'rejected',
      message: 'Square refused the payment: Location `LELSEWHERE` not found.',
    });
    const down = { ...account, credentials: { ...FAKE_CREDENTIALS.square, accessToken: 'EAAAboom' } };
    const outage = await failure(checkout.read(down, 'LINK:ORDER'));
    expect(outage).toMatchObject({ kind: 'unreachable' });
    expect(outage.message).toMatch(/^Square is having trouble right now \(error 503\)\./);
  });

  it('answers an order Square does not know as a refusal', async () => {
    expect(await failure(checkout.read(account, 'LINK:NOSUCHORDER'))).toMatchObject({
      kind: 'rejected',
      message: 'Square refused the payment: Order with id NOSUCHORDER not found.',
    });
  });
});

/** The fake session behind a checkout id ("{link}:{order}"): the link is the session. */
const opened = (sessionId: string, checkoutId: string) => checkoutId.startsWith(`${sessionId}:`);
