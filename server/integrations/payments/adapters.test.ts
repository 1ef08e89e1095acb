import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_CREDENTIALS,
  FAKE_SQUARE_LOCATIONS,
  fakeProviderUrls,
  startFakePaymentProviders,
  type FakePaymentProviders,
  type RecordedRequest,
} from '../../testing/fake-payment-providers';
import { failure } from './checkout-test-kit';
import { createGatewayAdapters, type GatewayAdapters } from './adapters';
import { TYRO_AUDIENCE } from './tyro';

/** Short, so the `slow` credentials fail quickly; the fake answers everything else at once. */
const TIMEOUT_MS = 400;

/** A port nothing listens on: a connection there is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('payment adapters against the fake providers', () => {
  let fake: FakePaymentProviders;
  let adapters: GatewayAdapters;
  beforeAll(async () => {
    fake = await startFakePaymentProviders();
    // The sandbox environments are the fake's /sandbox paths, so the environment used shows.
    adapters = createGatewayAdapters({ urls: fakeProviderUrls(fake.url, true), timeoutMs: TIMEOUT_MS });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const only = (): RecordedRequest => {
    expect(fake.requests).toHaveLength(1);
    return fake.requests[0]!;
  };
  const sent = (path: string) => fake.requests.filter((request) => request.path === path);

  describe('Stripe', () => {
    const stripe = () => adapters.stripe;

    it('tests by retrieving the balance with the secret key, and answers the mode Stripe reports', async () => {
      expect(await stripe().testConnection(FAKE_CREDENTIALS.stripe, false)).toEqual({ isLive: false });
      const request = only();
      expect(request).toMatchObject({ method: 'GET', path: '/v1/balance', environment: 'sandbox' });
      expect(request.headers.authorization).toBe(`Bearer ${FAKE_CREDENTIALS.stripe.secretKey}`);
      expect(await stripe().testConnection(FAKE_CREDENTIALS.stripeLive, true)).toEqual({ isLive: true });
    });

    it('answers a refusal in Stripe’s words, without the key', async () => {
      const secretKey = 'sk_test_wrong0000000000000000Xy12';
      const refusal = await failure(stripe().testConnection({ ...FAKE_CREDENTIALS.stripe, secretKey }, false));
      expect(refusal.kind).toBe('rejected');
      expect(refusal.message).toMatch(
        /^Stripe did not accept these credentials: Invalid API Key provided: sk_test_\*+Xy12$/,
      );
      expect(refusal.message).not.toContain(secretKey);
    });

    it.each([
      ['slow', /^Stripe did not answer within 0\.4 seconds\. Check the internet connection and try again\.$/],
      ['boom', /^Stripe is having trouble right now \(error 503\)\. Try again in a few minutes\.$/],
      ['html', /^Stripe sent an answer that could not be read \(error 200\)\. Try again in a few minutes\.$/],
    ])('answers a %s provider as unreachable, with a clear message', async (behaviour, message) => {
      const refusal = await failure(
        stripe().testConnection({ ...FAKE_CREDENTIALS.stripe, secretKey: `sk_test_${behaviour}_key_000` }, false),
      );
      expect(refusal.kind).toBe('unreachable');
      expect(refusal.message).toMatch(message);
    });

    it('answers a refused connection as unreachable', async () => {
      const port = await closedPort();
      const nowhere = createGatewayAdapters({
        urls: { stripe: { live: `http://127.0.0.1:${port}`, test: `http://127.0.0.1:${port}` } },
        timeoutMs: TIMEOUT_MS,
      });
      const refusal = await failure(nowhere.stripe.testConnection(FAKE_CREDENTIALS.stripe, false));
      expect(refusal).toMatchObject({
        kind: 'unreachable',
        message: 'Could not reach Stripe. Check the internet connection and try again.',
      });
    });

    it('creates a PaymentIntent in minor units with an idempotency key; a retry gets the same one', async () => {
      const account = { credentials: FAKE_CREDENTIALS.stripe, isLive: false };
      const input = {
        amountMinor: 1250,
        currency: 'AUD',
        reference: 'booking-42',
        description: 'Deposit for Cut & Colour',
        idempotencyKey: 'deposit-booking-42',
      };
      const payment = await stripe().createPayment(account, input);
      expect(payment).toMatchObject({ id: expect.stringMatching(/^pi_/), status: 'requires_payment_method' });
      expect(payment.clientSecret).toMatch(new RegExp(`^${payment.id}_secret_`));
      const request = only();
      expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
      expect(request.headers['idempotency-key']).toBe('deposit-booking-42');
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
      const form = new URLSearchParams(request.body);
      expect(Object.fromEntries(form)).toMatchObject({
        amount: '1250',
        currency: 'aud',
        description: 'Deposit for Cut & Colour',
        'metadata[reference]': 'booking-42',
      });
      expect((await stripe().createPayment(account, input)).id).toBe(payment.id);
    });

    it('refunds part of a PaymentIntent', async () => {
      const refund = await stripe().refund(
        { credentials: FAKE_CREDENTIALS.stripe, isLive: false },
        { paymentId: 'pi_123', amountMinor: 500, currency: 'AUD', idempotencyKey: 'refund-1' },
      );
      expect(refund).toMatchObject({ id: expect.stringMatching(/^re_/), status: 'succeeded' });
      const request = only();
      expect(request.path).toBe('/v1/refunds');
      expect(request.headers['idempotency-key']).toBe('refund-1');
      expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
        payment_intent: 'pi_123',
        amount: '500',
      });
    });

    it('answers a refused payment in Stripe’s words', async () => {
      const refusal = await failure(
        stripe().createPayment(
          { credentials: { ...FAKE_CREDENTIALS.stripe, secretKey: 'sk_test_revoked_000000000000' }, isLive: false },
          { amountMinor: 100, currency: 'AUD', reference: 'r', idempotencyKey: 'k' },
        ),
      );
      expect(refusal.message).toMatch(/^Stripe refused the payment: Invalid API Key provided/);
    });
  });

  describe('Square', () => {
    it('tests by listing the locations in the environment of the application ID', async () => {
      expect(await adapters.square.testConnection(FAKE_CREDENTIALS.square, false)).toEqual({ isLive: false });
      const request = only();
      expect(request).toMatchObject({ method: 'GET', path: '/v2/locations', environment: 'sandbox' });
      expect(request.headers.authorization).toBe(`Bearer ${FAKE_CREDENTIALS.square.accessToken}`);
      expect(request.headers['square-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('refuses a Location ID that is not one of the account’s locations', async () => {
      const refusal = await failure(
        adapters.square.testConnection({ ...FAKE_CREDENTIALS.square, locationId: 'LELSEWHERE' }, false),
      );
      expect(refusal).toMatchObject({
        kind: 'rejected',
        message: 'Square accepted the access token, but the Location ID LELSEWHERE is not one of its locations.',
      });
    });

    it('answers a refused token in Square’s words', async () => {
      const refusal = await failure(
        adapters.square.testConnection({ ...FAKE_CREDENTIALS.square, accessToken: 'EAAAexpired' }, false),
      );
      expect(refusal.message).toBe('Square did not accept these credentials: This request could not be authorized.');
    });

    it('takes a payment and refunds it, in minor units with idempotency keys', async () => {
      const account = { credentials: FAKE_CREDENTIALS.square, isLive: false };
      const payment = await adapters.square.createPayment(account, {
        amountMinor: 4500,
        currency: 'aud',
        reference: 'booking-7',
        idempotencyKey: 'pay-7',
        sourceId: 'cnon:card-nonce-ok',
      });
      expect(payment.status).toBe('COMPLETED');
      const refund = await adapters.square.refund(account, {
        paymentId: payment.id,
        amountMinor: 4500,
        currency: 'AUD',
        idempotencyKey: 'refund-7',
      });
      expect(refund.status).toBe('PENDING');
      expect(JSON.parse(sent('/v2/payments')[0]!.body)).toEqual({
        idempotency_key: 'pay-7',
        source_id: 'cnon:card-nonce-ok',
        amount_money: { amount: 4500, currency: 'AUD' },
        location_id: FAKE_SQUARE_LOCATIONS[0],
        reference_id: 'booking-7',
      });
      expect(JSON.parse(sent('/v2/refunds')[0]!.body)).toEqual({
        idempotency_key: 'refund-7',
        payment_id: payment.id,
        amount_money: { amount: 4500, currency: 'AUD' },
      });
    });
  });

  describe('PayPal', () => {
    it('tests with the OAuth client-credentials token, live first', async () => {
      expect(await adapters.paypal.testConnection(FAKE_CREDENTIALS.paypal, null)).toEqual({ isLive: true });
      const request = only();
      expect(request).toMatchObject({ method: 'POST', path: '/v1/oauth2/token', environment: 'live' });
      const { clientId, clientSecret } = FAKE_CREDENTIALS.paypal;
      expect(request.headers.authorization).toBe(
        `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      );
      expect(request.body).toBe('grant_type=client_credentials');
    });

    it('finds sandbox credentials in the sandbox after the live environment refuses them', async () => {
      const sandbox = { clientId: 'Asandbox-only-client', clientSecret: 'Esandbox-only-secret' };
      expect(await adapters.paypal.testConnection(sandbox, null)).toEqual({ isLive: false });
      expect(fake.requests.map((request) => request.environment)).toEqual(['live', 'sandbox']);
    });

    it('answers credentials neither environment accepts in PayPal’s words', async () => {
      const refusal = await failure(
        adapters.paypal.testConnection({ clientId: 'Awrong', clientSecret: 'Ewrong-secret' }, null),
      );
      expect(refusal).toMatchObject({
        kind: 'rejected',
        message:
          'PayPal did not accept these credentials: Client Authentication failed (in the live and the sandbox environment).',
      });
    });

    it('answers an outage as unreachable even when the sandbox refuses', async () => {
      const refusal = await failure(
        adapters.paypal.testConnection({ clientId: 'Aboom', clientSecret: 'Eboom-secret' }, null),
      );
      expect(refusal.kind).toBe('unreachable');
    });

    it('creates an order with the amount in major units and refunds a capture, reusing one token', async () => {
      // Adapters of their own: no token kept from the tests above.
      const paypal = createGatewayAdapters({ urls: fakeProviderUrls(fake.url), timeoutMs: TIMEOUT_MS }).paypal;
      const account = { credentials: FAKE_CREDENTIALS.paypal, isLive: true };
      const order = await paypal.createPayment(account, {
        amountMinor: 1250,
        currency: 'AUD',
        reference: 'booking-9',
        idempotencyKey: 'order-9',
        returnUrl: 'https://salon.example/demo-salon/book',
      });
      expect(order.approveUrl).toContain(order.id);
      const refund = await paypal.refund(account, {
        paymentId: 'CAPTURE/9',
        amountMinor: 1000,
        currency: 'JPY',
        idempotencyKey: 'refund-9',
      });
      expect(refund.status).toBe('COMPLETED');
      expect(sent('/v1/oauth2/token')).toHaveLength(1);
      const [create] = sent('/v2/checkout/orders');
      expect(create!.headers['paypal-request-id']).toBe('order-9');
      expect(create!.headers.authorization).toMatch(/^Bearer A21AA/);
      expect(JSON.parse(create!.body).purchase_units[0].amount).toEqual({ currency_code: 'AUD', value: '12.50' });
      const [refundRequest] = sent('/v2/payments/captures/CAPTURE%2F9/refund');
      expect(refundRequest!.headers['paypal-request-id']).toBe('refund-9');
      expect(JSON.parse(refundRequest!.body).amount).toEqual({ currency_code: 'JPY', value: '1000' });
    });
  });

  describe('Adyen', () => {
    it('tests by listing the payment methods of the merchant account, with the API key', async () => {
      expect(await adapters.adyen.testConnection(FAKE_CREDENTIALS.adyen, false)).toEqual({ isLive: false });
      const request = only();
      expect(request).toMatchObject({ method: 'POST', path: '/v71/paymentMethods', environment: 'sandbox' });
      expect(request.headers['x-api-key']).toBe(FAKE_CREDENTIALS.adyen.apiKey);
      expect(JSON.parse(request.body)).toEqual({ merchantAccount: FAKE_CREDENTIALS.adyen.merchantAccount });
    });

    it('answers a merchant account the key may not use in Adyen’s words', async () => {
      const refusal = await failure(
        adapters.adyen.testConnection({ ...FAKE_CREDENTIALS.adyen, merchantAccount: 'SomeoneElse' }, false),
      );
      expect(refusal.message).toBe('Adyen did not accept these credentials: Invalid Merchant Account');
    });

    it('pays and refunds in minor units with idempotency keys', async () => {
      const account = { credentials: FAKE_CREDENTIALS.adyen, isLive: false };
      const payment = await adapters.adyen.createPayment(account, {
        amountMinor: 2000,
        currency: 'AUD',
        reference: 'booking-3',
        idempotencyKey: 'pay-3',
        paymentMethod: { type: 'scheme', encryptedCardNumber: 'adyenjs_0_1_25$...' },
        returnUrl: 'https://salon.example/return',
      });
      expect(payment.status).toBe('Authorised');
      await adapters.adyen.refund(account, {
        paymentId: payment.id,
        amountMinor: 2000,
        currency: 'AUD',
        idempotencyKey: 'refund-3',
      });
      const [pay] = sent('/v71/payments');
      expect(pay!.headers['idempotency-key']).toBe('pay-3');
      expect(JSON.parse(pay!.body)).toMatchObject({
        merchantAccount: FAKE_CREDENTIALS.adyen.merchantAccount,
        amount: { value: 2000, currency: 'AUD' },
        reference: 'booking-3',
      });
      const [refund] = sent(`/v71/payments/${payment.id}/refunds`);
      expect(refund!.headers['idempotency-key']).toBe('refund-3');
      expect(JSON.parse(refund!.body).amount).toEqual({ value: 2000, currency: 'AUD' });
    });

    it('reaches a live account only through its Live URL Prefix', async () => {
      const real = createGatewayAdapters({ timeoutMs: TIMEOUT_MS });
      const refusal = await failure(
        real.adyen.testConnection(
          { ...FAKE_CREDENTIALS.adyen, clientKey: 'live_X', liveUrlPrefix: 'evil.example/#' },
          true,
        ),
      );
      expect(refusal.message).toBe('A live Adyen account needs its Live URL Prefix.');
    });
  });

  describe('Tyro', () => {
    it('tests at the authentication endpoint with the client credentials and the Pay API audience', async () => {
      expect(await adapters.tyro.testConnection(FAKE_CREDENTIALS.tyro, null)).toEqual({ isLive: true });
      const request = only();
      expect(request).toMatchObject({ method: 'POST', path: '/oauth/token' });
      expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
        client_id: FAKE_CREDENTIALS.tyro.apiKey,
        client_secret: FAKE_CREDENTIALS.tyro.secretKey,
        grant_type: 'client_credentials',
        audience: TYRO_AUDIENCE,
      });
    });

    it('answers refused credentials in Tyro’s words', async () => {
      const refusal = await failure(
        adapters.tyro.testConnection({ ...FAKE_CREDENTIALS.tyro, secretKey: 'not-it' }, null),
      );
      expect(refusal.message).toBe(
        'Tyro did not accept these credentials: Unauthorized (in the live and the sandbox environment).',
      );
    });

    it('creates a pay request for the merchant’s location and refunds it', async () => {
      const account = { credentials: FAKE_CREDENTIALS.tyro, isLive: true };
      const payment = await adapters.tyro.createPayment(account, {
        amountMinor: 3000,
        currency: 'AUD',
        reference: 'booking-5',
        idempotencyKey: 'pay-5',
      });
      expect(payment).toMatchObject({
        status: 'AWAITING_PAYMENT_INPUT',
        clientSecret: expect.stringMatching(/^\$2a\$10\$/),
      });
      const refund = await adapters.tyro.refund(account, {
        paymentId: payment.id,
        amountMinor: 1000,
        currency: 'AUD',
        idempotencyKey: 'refund-5',
      });
      expect(refund.status).toBe('PROCESSING');
      const [create] = sent('/connect/pay/requests');
      expect(create!.headers.authorization).toMatch(/^Bearer eyJfake/);
      expect(JSON.parse(create!.body)).toEqual({
        locationId: FAKE_CREDENTIALS.tyro.merchantId,
        provider: { name: 'TYRO', method: 'CARD' },
        origin: { orderId: 'booking-5' },
        total: { amount: 3000, currency: 'AUD' },
      });
      expect(JSON.parse(sent('/connect/pay/refunds')[0]!.body)).toEqual({
        payRequestId: payment.id,
        total: { amount: 1000, currency: 'AUD' },
      });
    });
  });
});
