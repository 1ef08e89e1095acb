import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_CREDENTIALS,
  fakeProviderUrls,
  startFakePaymentProviders,
  type FakePaymentProviders,
} from '../../testing/fake-payment-providers';
import { createGatewayAdapters, type GatewayAccount } from './adapters';
import type { CheckoutInput, HostedCheckout } from './checkout';
import { checkoutInputs, failure } from './checkout-test-kit';

/** The client pressing Pay (or Cancel) on the provider's page, as the browser posts it. */
const press = (pageUrl: string, button: 'pay' | 'cancel') =>
  fetch(`${pageUrl}/${button}`, { method: 'POST', redirect: 'manual' });

describe('PayPal hosted checkout (Orders v2) against the fake', () => {
  let fake: FakePaymentProviders;
  let paypal: ReturnType<typeof createGatewayAdapters>['paypal'];
  let checkout: HostedCheckout;
  const account: GatewayAccount = { credentials: FAKE_CREDENTIALS.paypal, isLive: false };
  const { input } = checkoutInputs({ amountMinor: 1250, description: 'Full price of Colour at Demo Salon' });
  const posts = (path: string) => fake.requests.filter((request) => request.method === 'POST' && request.path === path);

  /** Opens a checkout and has the client approve it on PayPal's page. */
  async function approved(overrides: Partial<CheckoutInput> = {}) {
    const request = input(overrides);
    const opened = await checkout.create(account, request);
    const response = await press(opened.url, 'pay');
    expect(response.status).toBe(303);
    return { request, opened, location: response.headers.get('location') ?? '' };
  }

  beforeAll(async () => {
    fake = await startFakePaymentProviders();
    paypal = createGatewayAdapters({ urls: fakeProviderUrls(fake.url), timeoutMs: 400 }).paypal;
    checkout = paypal.checkout!;
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('takes the full price: approved on PayPal’s page, captured when read, refunded no more than taken', async () => {
    const request = input();
    const opened = await checkout.create(account, request);
    expect(opened.url).toBe(`${fake.url}/checkout/paypal/${opened.id}`);
    // Not approved yet: open, and nothing is captured.
    expect(await checkout.read(account, opened.id)).toEqual({ state: 'open' });
    expect(posts(`/v2/checkout/orders/${opened.id}/capture`)).toHaveLength(0);

    const response = await press(opened.url, 'pay');
    expect(response.status).toBe(303);
    // PayPal sends the payer back to the return URL, naming the order (token) and the payer.
    expect(response.headers.get('location')).toBe(`${request.successUrl}&token=${opened.id}&PayerID=FAKEPAYER01`);

    const outcome = await checkout.read(account, opened.id);
    expect(outcome).toEqual({ state: 'paid', paymentId: expect.any(String), amountMinor: 1250 });
    const [capture] = posts(`/v2/checkout/orders/${opened.id}/capture`);
    expect(capture!.headers['paypal-request-id']).toBe(`capture-${opened.id}`);
    // Read again (COMPLETED): the same capture, not a second one.
    expect(await checkout.read(account, opened.id)).toEqual(outcome);
    expect(posts(`/v2/checkout/orders/${opened.id}/capture`)).toHaveLength(1);

    const paymentId = outcome.state === 'paid' ? outcome.paymentId : '';
    const refund = { paymentId, currency: 'AUD', idempotencyKey: 'refund-a' };
    expect(await paypal.refund(account, { ...refund, amountMinor: 500 })).toMatchObject({ status: 'COMPLETED' });
    const refusal = await failure(paypal.refund(account, { ...refund, amountMinor: 800, idempotencyKey: 'refund-b' }));
    expect(refusal).toMatchObject({
      kind: 'rejected',
      message:
        'PayPal refused the refund: The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
    });
    await paypal.refund(account, { ...refund, amountMinor: 750, idempotencyKey: 'refund-c' });
  });

  it('sends the order in PayPal’s shape, with the amount in major units', async () => {
    const request = input({ purpose: 'authorization', amountMinor: 5000, currency: 'AUD' });
    await checkout.create(account, request);
    const [create] = posts('/v2/checkout/orders');
    expect(create!.headers['paypal-request-id']).toBe(request.idempotencyKey);
    expect(create!.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(JSON.parse(create!.body)).toEqual({
      intent: 'AUTHORIZE',
      purchase_units: [
        {
          reference_id: request.reference,
          custom_id: request.reference,
          description: 'Full price of Colour at Demo Salon',
          amount: { currency_code: 'AUD', value: '50.00' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: request.successUrl,
            cancel_url: request.cancelUrl,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    });
  });

  it('writes a currency without decimals as whole units, and reads it back in minor units', async () => {
    const { opened } = await approved({ amountMinor: 3000, currency: 'JPY' });
    expect(JSON.parse(posts('/v2/checkout/orders')[0]!.body).purchase_units[0].amount).toEqual({
      currency_code: 'JPY',
      value: '3000',
    });
    expect(await checkout.read(account, opened.id)).toMatchObject({ state: 'paid', amountMinor: 3000 });
  });

  it('holds an amount, captures part of it as a fee, and refunds that capture', async () => {
    const { opened } = await approved({ purpose: 'authorization', amountMinor: 5000 });
    const outcome = await checkout.read(account, opened.id);
    expect(outcome).toEqual({ state: 'authorized', paymentId: expect.any(String), amountMinor: 5000 });
    expect(posts(`/v2/checkout/orders/${opened.id}/authorize`)[0]!.headers['paypal-request-id']).toBe(
      `authorize-${opened.id}`,
    );
    const authorizationId = outcome.state === 'authorized' ? outcome.paymentId : '';
    // Nothing is taken by a hold: it cannot be refunded.
    expect(
      await failure(
        paypal.refund(account, { paymentId: authorizationId, amountMinor: 1, currency: 'AUD', idempotencyKey: 'r0' }),
      ),
    ).toMatchObject({ kind: 'rejected' });

    const captured = await checkout.capture!(account, authorizationId, 2000, 'fee-1');
    expect(captured).toEqual({ id: expect.any(String), status: 'COMPLETED' });
    expect(captured.id).not.toBe(authorizationId);
    const [capture] = posts(`/v2/payments/authorizations/${authorizationId}/capture`);
    expect(capture!.headers['paypal-request-id']).toBe('fee-1');
    expect(JSON.parse(capture!.body)).toEqual({
      amount: { currency_code: 'AUD', value: '20.00' },
      final_capture: true,
    });
    // A retry of the same capture answers the first one.
    expect(await checkout.capture!(account, authorizationId, 2000, 'fee-1')).toEqual(captured);

    // The capture is what refunds name, up to what it took.
    const refund = { paymentId: captured.id, currency: 'AUD', idempotencyKey: 'refund-fee' };
    await paypal.refund(account, { ...refund, amountMinor: 2000 });
    expect(await failure(paypal.refund(account, { ...refund, amountMinor: 1, idempotencyKey: 'r2' }))).toMatchObject({
      kind: 'rejected',
    });
    // A final capture ends the hold: nothing more can be taken or released.
    const again = await failure(checkout.capture!(account, authorizationId, 1000, 'fee-2'));
    expect(again.message).toBe(
      'PayPal refused the payment: Authorization has been previously captured and hence cannot be captured or voided again.',
    );
  });

  it('releases a hold, after which nothing can be captured', async () => {
    const { opened } = await approved({ purpose: 'authorization', amountMinor: 4000 });
    const outcome = await checkout.read(account, opened.id);
    const authorizationId = outcome.state === 'authorized' ? outcome.paymentId : '';
    await checkout.release!(account, authorizationId, 'release-1');
    expect(posts(`/v2/payments/authorizations/${authorizationId}/void`)[0]!.headers['paypal-request-id']).toBe(
      'release-1',
    );
    expect(await checkout.read(account, opened.id)).toEqual({ state: 'closed' });
    const refusal = await failure(checkout.capture!(account, authorizationId, 1000, 'fee-3'));
    expect(refusal).toMatchObject({
      kind: 'rejected',
      message: 'PayPal refused the payment: A voided authorization cannot be captured or voided again.',
    });
  });

  it('takes the money once when two reads of an approved order race', async () => {
    const { opened } = await approved();
    const [first, second] = await Promise.all([checkout.read(account, opened.id), checkout.read(account, opened.id)]);
    expect(first).toMatchObject({ state: 'paid', amountMinor: 1250 });
    expect(second).toEqual(first);
    // Every capture of this order carried one PayPal-Request-Id: PayPal answers a repeat with the first.
    const captures = posts(`/v2/checkout/orders/${opened.id}/capture`);
    expect(captures.length).toBeGreaterThan(0);
    expect(new Set(captures.map((capture) => capture.headers['paypal-request-id']))).toEqual(
      new Set([`capture-${opened.id}`]),
    );
  });

  it('reads a checkout the client cancelled as closed, and cannot be paid after', async () => {
    const request = input();
    const opened = await checkout.create(account, request);
    const response = await press(opened.url, 'cancel');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${request.cancelUrl}&token=${opened.id}&PayerID=FAKEPAYER01`);
    expect(await checkout.read(account, opened.id)).toEqual({ state: 'closed' });
    await press(opened.url, 'pay');
    expect(await checkout.read(account, opened.id)).toEqual({ state: 'closed' });
  });

  it('answers a retried create with the same order', async () => {
    const request = input();
    const first = await checkout.create(account, request);
    expect(await checkout.create(account, request)).toEqual(first);
  });

  it('refuses to keep a card without asking PayPal, in a sentence', async () => {
    const refusal = await failure(checkout.create(account, input({ purpose: 'save_card', amountMinor: 0 })));
    expect(refusal).toMatchObject({
      kind: 'rejected',
      message:
        'PayPal cannot keep a card on file for an online booking. Ask for a deposit, the full price or a held amount instead.',
    });
    expect(fake.requests).toHaveLength(0);
    expect(checkout.chargeSavedCard).toBeUndefined();
  });

  it('answers credentials PayPal refuses, and an outage, in sentences', async () => {
    const wrong = { ...account, credentials: { clientId: 'Awrong', clientSecret: 'Ewrong-secret' } };
    expect(await failure(checkout.create(wrong, input()))).toMatchObject({
      kind: 'rejected',
      message: 'PayPal did not accept these credentials: Client Authentication failed',
    });
    const down = { ...account, credentials: { clientId: 'Aboom', clientSecret: 'Eboom-secret' } };
    const outage = await failure(checkout.read(down, 'ORDER1'));
    expect(outage.kind).toBe('unreachable');
    expect(outage.message).toMatch(/^PayPal is having trouble right now \(error 503\)\./);
  });

  it('answers an order PayPal does not know as a refusal', async () => {
    expect(await failure(checkout.read(account, 'NOSUCHORDER'))).toMatchObject({
      kind: 'rejected',
      message:
        'PayPal refused the payment: Specified resource ID does not exist. Please check the resource ID and try again.',
    });
  });
});
