import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_CREDENTIALS,
  fakeProviderUrls,
  startFakePaymentProviders,
  type FakePaymentProviders,
} from '../../testing/fake-payment-providers';
import { ADYEN_3DS_UNSUPPORTED } from './adyen-card-form';
import { createGatewayAdapters, type GatewayAccount } from './adapters';
import type { CardSubmission, HostedCheckout } from './checkout';
import { checkoutInputs, failure } from './checkout-test-kit';

/** What Adyen Web's Card component hands onSubmit in the test environment, for a card number. */
const cardOf = (number: string) => ({
  paymentMethod: {
    type: 'scheme',
    encryptedCardNumber: `test_${number}`,
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: 'test_737',
  },
  browserInfo: { userAgent: 'Mozilla/5.0', acceptHeader: '*/*', language: 'en-AU', colorDepth: 24 },
});

describe('Adyen card form (Card component, /payments) against the fake', () => {
  let fake: FakePaymentProviders;
  let adyen: ReturnType<typeof createGatewayAdapters>['adyen'];
  let checkout: HostedCheckout;
  const account: GatewayAccount = { credentials: FAKE_CREDENTIALS.adyen, isLive: false };
  const later = new Date(Date.now() + 3_600_000);

  const { input, current } = checkoutInputs({ expiresAt: later });
  const submission = (card: Record<string, unknown>, overrides: Partial<CardSubmission> = {}): CardSubmission => ({
    purpose: 'payment',
    amountMinor: 4500,
    currency: 'aud',
    reference: `appt-${current()}`,
    description: 'Deposit for Colour at Demo Salon',
    customerEmail: 'ana@example.com',
    customerName: { firstName: 'Ana', lastName: 'Lima' },
    idempotencyKey: `card-${current()}-${Math.random()}`,
    returnUrl: `https://salon.example/demo-salon/book/manage/token-${current()}`,
    card,
    ...overrides,
  });

  beforeAll(async () => {
    fake = await startFakePaymentProviders();
    adyen = createGatewayAdapters({ urls: fakeProviderUrls(fake.url), timeoutMs: 2000 }).adyen;
    checkout = adyen.checkout!;
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('opens a form on our page without calling Adyen, pays in Adyen’s shape, and refunds no more than was taken', async () => {
    const request = input();
    const opened = await checkout.create(account, request);
    expect(opened).toEqual({ id: `form:${later.getTime()}`, url: request.cardFormUrl });
    expect(fake.requests).toHaveLength(0);

    const sent = submission(cardOf('4111111111111111'), { idempotencyKey: 'card-pay-1' });
    const outcome = await checkout.submitCard!(account, opened.id, sent);
    expect(outcome).toEqual({ state: 'paid', paymentId: expect.stringMatching(/^[A-Z0-9]{16}$/), amountMinor: 4500 });
    const paymentId = outcome.state === 'paid' ? outcome.paymentId : '';

    const [pay] = fake.requests.filter((each) => each.path === '/v71/payments');
    expect(pay).toMatchObject({ method: 'POST', environment: 'live' });
    expect(pay!.headers['x-api-key']).toBe(FAKE_CREDENTIALS.adyen.apiKey);
    expect(pay!.headers['idempotency-key']).toBe('card-pay-1');
    expect(JSON.parse(pay!.body)).toEqual({
      merchantAccount: FAKE_CREDENTIALS.adyen.merchantAccount,
      amount: { value: 4500, currency: 'AUD' },
      reference: sent.reference,
      paymentMethod: sent.card.paymentMethod,
      browserInfo: sent.card.browserInfo,
      returnUrl: sent.returnUrl,
      shopperEmail: 'ana@example.com',
      shopperName: { firstName: 'Ana', lastName: 'Lima' },
      channel: 'Web',
      shopperInteraction: 'Ecommerce',
    });

    // A retry with the same key is answered with the first payment, not a second one.
    expect(await checkout.submitCard!(account, opened.id, sent)).toEqual(outcome);
    expect(fake.checkouts.payments.get(paymentId)).toMatchObject({ capturedMinor: 4500, refundedMinor: 0 });

    const refund = { paymentId, currency: 'AUD' };
    expect(await adyen.refund(account, { ...refund, amountMinor: 2250, idempotencyKey: 'r-1' })).toMatchObject({
      status: 'received',
    });
    const refusal = await failure(adyen.refund(account, { ...refund, amountMinor: 2251, idempotencyKey: 'r-2' }));
    expect(refusal).toMatchObject({ kind: 'rejected', message: 'Adyen refused the refund: Invalid amount specified' });
    await adyen.refund(account, { ...refund, amountMinor: 2250, idempotencyKey: 'r-3' });
    expect(fake.checkouts.payments.get(paymentId)).toMatchObject({ refundedMinor: 4500 });
  });

  it('answers a declined card with Adyen’s refusal reason, so the client may try another', async () => {
    const opened = await checkout.create(account, input());
    const refusal = await failure(checkout.submitCard!(account, opened.id, submission(cardOf('4000000000000002'))));
    expect(refusal).toMatchObject({ kind: 'rejected', message: 'Adyen refused the payment: Refused' });
    // The same form, another card.
    const outcome = await checkout.submitCard!(account, opened.id, submission(cardOf('5555555555554444')));
    expect(outcome.state).toBe('paid');
  });

  it('refuses what is not a card from the form before asking Adyen, and reads Adyen’s validation errors', async () => {
    const opened = await checkout.create(account, input());
    const missing = await failure(checkout.submitCard!(account, opened.id, submission({})));
    expect(missing.message).toBe('Adyen needs the card details from its card form to take the payment.');
    const listed = await failure(checkout.submitCard!(account, opened.id, submission({ paymentMethod: ['scheme'] })));
    expect(listed.message).toBe('Adyen needs the card details from its card form to take the payment.');
    const other = await failure(
      checkout.submitCard!(account, opened.id, submission({ paymentMethod: { type: 'paypal' } })),
    );
    expect(other.message).toBe('Only a card can pay for an online booking through Adyen.');
    expect(fake.requests).toHaveLength(0);

    // A scheme method without its encrypted fields: Adyen's own 422.
    const empty = await failure(
      checkout.submitCard!(account, opened.id, submission({ paymentMethod: { type: 'scheme' } })),
    );
    expect(empty).toMatchObject({
      kind: 'rejected',
      status: 422,
      message: 'Adyen refused the payment: Invalid payment method details',
    });
    const wrongNumber = await failure(checkout.submitCard!(account, opened.id, submission(cardOf('4111111111111112'))));
    expect(wrongNumber.message).toBe('Adyen refused the payment: Invalid card number');
  });

  it('answers a 3-D Secure action with a sentence, as the page cannot follow it yet', async () => {
    const opened = await checkout.create(account, input());
    const refusal = await failure(checkout.submitCard!(account, opened.id, submission(cardOf('4212345678901237'))));
    expect(refusal).toMatchObject({ kind: 'rejected', message: ADYEN_3DS_UNSUPPORTED });
    expect(ADYEN_3DS_UNSUPPORTED).toBe(
      'Adyen asked for a 3-D Secure check, which online booking cannot do yet. Try another card, or call the business to book.',
    );
  });

  it('reads a form nobody submitted as open until its expiry, then closed, without calling Adyen', async () => {
    const open = await checkout.create(account, input());
    const expired = await checkout.create(account, input({ expiresAt: new Date(Date.now() - 1000) }));
    expect(await checkout.read(account, open.id)).toEqual({ state: 'open' });
    expect(await checkout.read(account, expired.id)).toEqual({ state: 'closed' });
    expect(fake.requests).toHaveLength(0);
    expect((await failure(checkout.read(account, 'pi_123'))).message).toBe('This is not an Adyen card form checkout.');
  });

  it('shows the form with the client key and environment only, and the fake’s scripts', async () => {
    const opened = await checkout.create(account, input());
    const form = checkout.cardForm!(account, opened.id);
    expect(form).toEqual({
      provider: 'adyen',
      scriptUrl: `${fake.url}/sdk/adyen.js`,
      styleUrl: `${fake.url}/sdk/adyen.css`,
      settings: { clientKey: FAKE_CREDENTIALS.adyen.clientKey, environment: 'test' },
    });
    const withHmac = { ...account, credentials: { ...FAKE_CREDENTIALS.adyen, hmacKey: 'ABCDEF0123456789HMAC' } };
    const shown = JSON.stringify(checkout.cardForm!(withHmac, opened.id));
    expect(shown).not.toContain(FAKE_CREDENTIALS.adyen.apiKey);
    expect(shown).not.toContain('ABCDEF0123456789HMAC');
    expect(checkout.cardForm!({ ...account, isLive: true }, opened.id).settings.environment).toBe('live');

    // Without a configured base URL: Adyen's CDN for the account's environment.
    const real = createGatewayAdapters({ timeoutMs: 2000 }).adyen.checkout!;
    expect(real.cardForm!(account, opened.id).scriptUrl).toMatch(/^https:\/\/checkoutshopper-test\.cdn\.adyen\.com\//);

    const script = await fetch(form.scriptUrl);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('window.AdyenWeb');
    expect((await fetch(form.styleUrl!)).status).toBe(200);
  });

  it.each([
    ['authorization', 'Adyen cannot hold an amount for an online booking.'],
    ['save_card', 'Adyen cannot keep a card for an online booking.'],
  ] as const)('refuses %s in a sentence', async (purpose, sentence) => {
    const refusal = await failure(checkout.create(account, input({ purpose })));
    expect(refusal).toMatchObject({
      kind: 'rejected',
      message: `${sentence} Ask for a deposit or the full price instead.`,
    });
    const opened = await checkout.create(account, input());
    const submitted = await failure(
      checkout.submitCard!(account, opened.id, submission(cardOf('4111111111111111'), { purpose })),
    );
    expect(submitted.message).toBe(`${sentence} Ask for a deposit or the full price instead.`);
    expect(fake.requests).toHaveLength(0);
  });
});
