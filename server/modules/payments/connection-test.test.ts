import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, type Session } from '../../testing/build-test-app';
import {
  FAKE_CREDENTIALS,
  startFakePaymentProviders,
  type FakePaymentProviders,
} from '../../testing/fake-payment-providers';
import { gatewayCalls, paymentsTestApp } from './test-helpers';

const usage = { useForOnlineBookings: true };

/** Test Connection: a real request through the provider's adapter, here to the fake providers. */
describe('payment gateway connection test', () => {
  let fake: FakePaymentProviders;
  let app: FastifyInstance;
  let owner: Session;
  let calls: ReturnType<typeof gatewayCalls>;
  beforeAll(async () => {
    fake = await startFakePaymentProviders();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.requests.length = 0;
    app = await paymentsTestApp(fake, true);
    owner = loginAs(app, 'owner');
    calls = gatewayCalls(app, owner);
    await calls.initialize();
  });
  afterEach(() => app.close());

  it('tests the entered credentials for real before anything is saved', async () => {
    const res = await calls.test('stripe', FAKE_CREDENTIALS.stripe);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Stripe credentials are valid', reason: null, isLive: false });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/balance']);
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${FAKE_CREDENTIALS.stripe.secretKey}`);
    expect((await calls.get('stripe')).body.gateway).toMatchObject({ isConfigured: false, lastTestedAt: null });
  });

  it.each([
    ['stripe', FAKE_CREDENTIALS.stripe, 'Stripe', false],
    ['square', { settings: FAKE_CREDENTIALS.square }, 'Square', false],
    ['paypal', { settings: FAKE_CREDENTIALS.paypal }, 'PayPal', true],
    ['adyen', { settings: FAKE_CREDENTIALS.adyen }, 'Adyen', false],
    [
      'tyro',
      {
        merchantId: FAKE_CREDENTIALS.tyro.merchantId,
        secretKey: FAKE_CREDENTIALS.tyro.secretKey,
        settings: { apiKey: FAKE_CREDENTIALS.tyro.apiKey },
      },
      'Tyro',
      true,
    ],
  ] as const)('accepts good %s credentials', async (type, body, provider, isLive) => {
    expect((await calls.test(type, body)).body).toEqual({
      success: true,
      message: `${provider} credentials are valid`,
      reason: null,
      isLive,
    });
  });

  it('answers a refusal as success false with the provider’s reason, never a 500', async () => {
    const res = await calls.test('stripe', {
      ...FAKE_CREDENTIALS.stripe,
      secretKey: 'sk_test_wrong00000000000000abcd',
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(
      /^Stripe did not accept these credentials: Invalid API Key provided: sk_test_\*+abcd$/,
    );
    // The same refusal as a reason, for the screen to say in the reader's language, the key masked too.
    expect(res.body.reason).toEqual({
      key: 'logReason.credentialsRefused',
      values: { provider: 'Stripe', why: expect.stringMatching(/^Invalid API Key provided: sk_test_\*+abcd$/) },
    });
    expect(res.body.isLive).toBeUndefined();
  });

  it('answers a provider that does not answer in time, or fails, with a clear message', async () => {
    const slow = await calls.test('square', {
      settings: { ...FAKE_CREDENTIALS.square, accessToken: 'EAAAslow-token' },
    });
    expect(slow.body).toEqual({
      success: false,
      message: 'Square did not answer within 0.4 seconds. Check the internet connection and try again.',
      reason: { key: 'logReason.timeout', values: { provider: 'Square', seconds: 0.4 } },
    });
    const boom = await calls.test('adyen', { settings: { ...FAKE_CREDENTIALS.adyen, apiKey: 'AQEboom' } });
    expect(boom.body).toEqual({
      success: false,
      message: 'Adyen is having trouble right now (error 503). Try again in a few minutes.',
      reason: { key: 'logReason.providerTrouble', values: { provider: 'Adyen', status: '503' } },
    });
  });

  it('finds the environment of PayPal keys: the sandbox after the live one refuses them', async () => {
    const sandbox = { clientId: 'Asandbox-only-client', clientSecret: 'Esandbox-only-secret' };
    expect((await calls.test('paypal', { settings: sandbox })).body).toEqual({
      success: true,
      message: 'PayPal credentials are valid',
      reason: null,
      isLive: false,
    });
    // Saved right after the test, the gateway starts out connected, in the mode PayPal confirmed.
    const connected = await calls.connect('paypal', { settings: sandbox, ...usage });
    expect(connected.body.gateway).toMatchObject({
      status: 'connected',
      isLive: false,
      lastTestedAt: expect.any(String),
    });
  });

  it('asks for what is missing when nothing is stored and nothing entered', async () => {
    const res = await calls.test('stripe', {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Please fill in: Publishable Key, Secret Key',
      code: 'MISSING_REQUIRED_FIELDS',
    });
    expect(fake.requests).toEqual([]);
  });

  it('tests the stored configuration with blank secrets, and records the outcome on the gateway', async () => {
    const connected = await calls.connect('stripe', { ...FAKE_CREDENTIALS.stripe, ...usage });
    expect(connected.body.gateway.status).toBe('pending');
    const version = connected.body.gateway.version;
    expect(
      (await calls.test('stripe', { publicKey: FAKE_CREDENTIALS.stripe.publicKey, secretKey: '' })).body.success,
    ).toBe(true);
    const tested = (await calls.get('stripe')).body.gateway;
    expect(tested).toMatchObject({
      status: 'connected',
      lastError: null,
      lastErrorReason: null,
      lastTestedAt: expect.any(String),
      version,
    });
    // Credentials typed in the dialog but not saved do not change what the gateway shows.
    await calls.test('stripe', { secretKey: 'sk_test_typo0000000000000000' });
    expect((await calls.get('stripe')).body.gateway).toMatchObject({
      status: 'connected',
      lastTestedAt: tested.lastTestedAt,
    });
  });

  it('shows refused stored credentials as disconnected, and an outage as pending', async () => {
    await calls.connect('paypal', { settings: { clientId: 'Arevoked', clientSecret: 'Erevoked-secret' }, ...usage });
    const refused = await calls.test('paypal');
    expect(refused.body.message).toBe(
      'PayPal did not accept these credentials: Client Authentication failed (in the live and the sandbox environment).',
    );
    const both = {
      key: 'logReason.credentialsRefusedBoth',
      values: { provider: 'PayPal', why: 'Client Authentication failed' },
    };
    expect(refused.body.reason).toEqual(both);
    expect((await calls.get('paypal')).body.gateway).toMatchObject({
      status: 'disconnected',
      lastError: refused.body.message,
      lastErrorReason: both,
    });

    await calls.connect('tyro', {
      merchantId: 'tc-1',
      secretKey: 'boom-secret',
      settings: { apiKey: 'client' },
      ...usage,
    });
    await calls.test('tyro');
    expect((await calls.get('tyro')).body.gateway).toMatchObject({
      status: 'pending',
      lastError: expect.stringContaining('error 503'),
    });
  });

  it('tests for a location only a gateway set up for it, and only the organization’s locations', async () => {
    const city = await calls.locationId('Demo Salon — City');
    const beach = await calls.locationId('Demo Salon — Beach');
    await calls.connect('stripe', { ...FAKE_CREDENTIALS.stripe, ...usage, locationIds: [city] });
    expect((await calls.test('stripe', {}, { locationId: city })).body.success).toBe(true);
    expect((await calls.test('stripe', {}, { locationId: beach })).status).toBe(404);
    // Before connecting, a test for any of the organization's locations is fine.
    expect((await calls.test('adyen', { settings: FAKE_CREDENTIALS.adyen }, { locationId: beach })).body.success).toBe(
      true,
    );
    const other = loginAs(app, 'otherOwner');
    await calls.initialize(other);
    expect(
      (await calls.test('adyen', { settings: FAKE_CREDENTIALS.adyen }, { locationId: beach, session: other })).status,
    ).toBe(404);
  });
});
