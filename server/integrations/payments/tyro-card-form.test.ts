import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { voidFakePayRequest } from '../../testing/fake-checkout/tyro';
import {
  FAKE_CREDENTIALS,
  fakeProviderUrls,
  startFakePaymentProviders,
  type FakePaymentProviders,
} from '../../testing/fake-payment-providers';
import { createGatewayAdapters, type GatewayAccount } from './adapters';
import type { CardSubmission, HostedCheckout } from './checkout';
import { checkoutInputs, failure } from './checkout-test-kit';
import { decodeCheckoutId } from './tyro-card-form';

describe('Tyro card form (pay requests, Tyro.js) against the fake', () => {
  let fake: FakePaymentProviders;
  let tyro: ReturnType<typeof createGatewayAdapters>['tyro'];
  let checkout: HostedCheckout;
  const account: GatewayAccount = { credentials: FAKE_CREDENTIALS.tyro, isLive: false };
  const later = new Date(Date.now() + 3_600_000);
  const earlier = new Date(Date.now() - 1000);

  const { input, current } = checkoutInputs({ expiresAt: later });
  const submission = (card: Record<string, unknown> = {}, overrides: Partial<CardSubmission> = {}): CardSubmission => ({
    purpose: 'payment',
    amountMinor: 4500,
    currency: 'aud',
    reference: `appt-${current()}`,
    description: 'Deposit for Colour at Demo Salon',
    customerEmail: 'ana@example.com',
    customerName: { firstName: 'Ana', lastName: 'Lima' },
    idempotencyKey: `card-${current()}`,
    returnUrl: `https://salon.example/demo-salon/book/manage/token-${current()}`,
    card,
    ...overrides,
  });

  /** Tyro.js paying, as the fake script posts from the booking page. */
  const payInBrowser = (paySecret: string, number: string) =>
    fetch(`${fake.url}/sdk/tyro/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify({ paySecret, number, expiry: '03/30', cvc: '737' }),
    });

  beforeAll(async () => {
    fake = await startFakePaymentProviders();
    tyro = createGatewayAdapters({ urls: fakeProviderUrls(fake.url), timeoutMs: 2000 }).tyro;
    checkout = tyro.checkout!;
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('makes a pay request, is paid by Tyro.js, reads it paid and refunds no more than was taken', async () => {
    const request = input({ amountMinor: 12_345, currency: 'AUD' });
    const opened = await checkout.create(account, request);
    expect(opened.url).toBe(request.cardFormUrl);
    const [create] = fake.requests.filter((each) => each.path === '/connect/pay/requests');
    expect(create!.headers.authorization).toMatch(/^Bearer eyJfake/);
    expect(JSON.parse(create!.body)).toEqual({
      locationId: FAKE_CREDENTIALS.tyro.merchantId,
      provider: { name: 'TYRO', method: 'CARD' },
      origin: { orderId: request.reference, orderReference: 'Deposit for Colour at Demo Salon' },
      total: { amount: 12_345, currency: 'AUD' },
    });

    const { payRequestId, paySecret, expiresMs } = decodeCheckoutId(opened.id);
    expect(paySecret).toMatch(/^\$2a\$10\$/);
    expect(expiresMs).toBe(later.getTime());
    expect(await checkout.read(account, opened.id)).toEqual({ state: 'open' });

    const paid = await payInBrowser(paySecret, '4111 1111 1111 1111');
    expect(paid.status).toBe(200);
    expect(paid.headers.get('access-control-allow-origin')).toBe('*');
    expect(await paid.json()).toEqual({ status: 'SUCCESS' });

    fake.requests.length = 0;
    const outcome = await checkout.submitCard!(account, opened.id, submission());
    expect(outcome).toEqual({ state: 'paid', paymentId: payRequestId, amountMinor: 12_345 });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/connect/pay/requests/${payRequestId}` });
    expect(await checkout.read(account, opened.id)).toEqual(outcome);

    const refund = { paymentId: payRequestId, currency: 'AUD' };
    expect(await tyro.refund(account, { ...refund, amountMinor: 5000, idempotencyKey: 'r-1' })).toMatchObject({
      status: 'PROCESSING',
    });
    const refusal = await failure(tyro.refund(account, { ...refund, amountMinor: 7346, idempotencyKey: 'r-2' }));
    expect(refusal).toMatchObject({
      kind: 'rejected',
      message: 'Tyro refused the refund: The refund amount is more than what is left to refund on this payment.',
    });
    // A partly refunded pay request still says it was paid.
    expect(await checkout.read(account, opened.id)).toEqual(outcome);
    await tyro.refund(account, { ...refund, amountMinor: 7345, idempotencyKey: 'r-3' });
    expect(await checkout.read(account, opened.id)).toEqual(outcome);

    // Paying it twice is refused by the script's endpoint.
    expect((await payInBrowser(paySecret, '4111111111111111')).status).toBe(409);
  });

  it('fails the pay request for a declined card, which another card may follow', async () => {
    const opened = await checkout.create(account, input());
    const { paySecret } = decodeCheckoutId(opened.id);
    const declined = await payInBrowser(paySecret, '4000 0000 0000 0002');
    expect(await declined.json()).toMatchObject({
      status: 'FAILED',
      error: { type: 'CARD_ERROR', errorMessage: 'The card was declined.' },
    });

    // The booking flow asks nobody about this until the expiry: a refused card leaves it open.
    expect(await checkout.read(account, opened.id)).toEqual({ state: 'open' });
    const submitted = await failure(checkout.submitCard!(account, opened.id, submission()));
    expect(submitted).toMatchObject({
      kind: 'rejected',
      message: 'Tyro refused the payment: the card was not accepted. Try another card.',
    });

    expect((await payInBrowser(paySecret, '4111111111111111')).status).toBe(200);
    expect((await checkout.submitCard!(account, opened.id, submission())).state).toBe('paid');
  });

  it('reads an unpaid pay request as open until the expiry, then closed, and a voided one as closed', async () => {
    const open = await checkout.create(account, input());
    const expired = await checkout.create(account, input({ expiresAt: earlier }));
    const voided = await checkout.create(account, input());
    expect(await checkout.read(account, open.id)).toEqual({ state: 'open' });
    expect(await checkout.read(account, expired.id)).toEqual({ state: 'closed' });
    voidFakePayRequest(fake.checkouts, decodeCheckoutId(voided.id).payRequestId);
    expect(await checkout.read(account, voided.id)).toEqual({ state: 'closed' });

    // A declined card after the expiry: closed too.
    const late = await checkout.create(account, input({ expiresAt: earlier }));
    await payInBrowser(decodeCheckoutId(late.id).paySecret, '4000000000000002');
    expect(await checkout.read(account, late.id)).toEqual({ state: 'closed' });
  });

  it('refuses card details sent to our server, and ids and pay requests it does not know', async () => {
    const opened = await checkout.create(account, input());
    const sent = await failure(checkout.submitCard!(account, opened.id, submission({ token: 'tok_123' })));
    expect(sent.message).toBe(
      'Tyro’s payment form sends the card to Tyro by itself: no card details can be sent here.',
    );
    expect((await failure(checkout.read(account, 'form:123'))).message).toBe(
      'This is not a Tyro pay request checkout.',
    );
    const unknown = `pay.${later.getTime()}.${Buffer.from('no-such-request').toString('base64url')}.${Buffer.from('$2a$10$x').toString('base64url')}`;
    expect(await failure(checkout.read(account, unknown))).toMatchObject({
      kind: 'rejected',
      message: 'Tyro refused the payment: Pay Request not found',
    });
  });

  it('gives the page the pay secret and the environment, never the client secret', async () => {
    const opened = await checkout.create(account, input());
    const form = checkout.cardForm!(account, opened.id);
    expect(form).toEqual({
      provider: 'tyro',
      scriptUrl: `${fake.url}/sdk/tyro.js`,
      settings: { paySecret: decodeCheckoutId(opened.id).paySecret, liveMode: false },
    });
    const shown = JSON.stringify(checkout.cardForm!({ ...account, isLive: true }, opened.id));
    expect(shown).toContain('"liveMode":true');
    expect(shown).not.toContain(FAKE_CREDENTIALS.tyro.secretKey);
    expect(shown).not.toContain(FAKE_CREDENTIALS.tyro.apiKey);

    const script = await fetch(form.scriptUrl);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('window.Tyro');
  });

  it('answers the pay request only with a token it issued', async () => {
    const opened = await checkout.create(account, input());
    const response = await fetch(`${fake.url}/connect/pay/requests/${decodeCheckoutId(opened.id).payRequestId}`, {
      headers: { authorization: 'Bearer made-up' },
    });
    expect(response.status).toBe(401);
  });

  it.each([
    ['authorization', 'Tyro cannot hold an amount for an online booking.'],
    ['save_card', 'Tyro cannot keep a card for an online booking.'],
  ] as const)('refuses %s without asking Tyro', async (purpose, sentence) => {
    const refusal = await failure(checkout.create(account, input({ purpose })));
    expect(refusal).toMatchObject({
      kind: 'rejected',
      message: `${sentence} Ask for a deposit or the full price instead.`,
    });
    expect(fake.requests).toHaveLength(0);
  });
});
