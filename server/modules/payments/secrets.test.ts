import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { SecretBox } from '../../security/secrets';
import { loginAs } from '../../testing/build-test-app';
import { databaseSnapshot } from '../../testing/database-snapshots';
import {
  FAKE_CREDENTIALS,
  fakeProviderUrls,
  startFakePaymentProviders,
  type FakePaymentProviders,
} from '../../testing/fake-payment-providers';
import { gatewayCalls, TEST_TIMEOUT_MS } from './test-helpers';

/** Secrets entered in these tests: each must never be readable anywhere but the providers' requests. */
const SECRETS = {
  stripe: 'sk_test_fakegood_Zq81VerySecret',
  stripeWebhook: 'whsec_fakegood_Zq81HookSecret',
  squareToken: 'EAAAfakegood_Zq81SquareToken',
  squareWebhook: 'fakegood_Zq81SignatureKey',
  paypal: 'Efakegood_Zq81PayPalSecret',
  adyenKey: 'AQEfakegood_Zq81AdyenKey',
  adyenHmac: 'fakegood_Zq81HmacKey0000',
  tyroKey: 'fakegood_Zq81TyroClient',
  tyroSecret: 'fakegood_Zq81TyroSecret',
  tyroWebhook: 'fakegood_Zq81TyroHook',
  rejected: 'sk_test_wrong_Zq81NotAccepted00',
};
const ALL = Object.values(SECRETS);

const leaked = (text: string) => ALL.filter((secret) => text.includes(secret));

/**
 * Secrets are write-only (issue 13): no answer, activity entry, error, log line or stored column
 * in the clear ever holds one. The app logs everything here (level trace) into memory, as the
 * headless server would log to stderr.
 */
describe('payment gateway secrets', () => {
  let fake: FakePaymentProviders;
  let app: FastifyInstance;
  const logLines: string[] = [];
  const answers: string[] = [];

  beforeAll(async () => {
    fake = await startFakePaymentProviders();
    const snapshot = await databaseSnapshot(new Date(), true);
    const database = openDatabase(snapshot.image);
    app = await buildApp({
      deps: {
        db: database.db,
        database,
        secrets: new SecretBox(snapshot.key),
        config: {
          port: 0,
          host: '127.0.0.1',
          dataDir: '/nonexistent',
          demo: true,
          writeRateLimit: false,
          paymentProviderUrls: fakeProviderUrls(fake.url),
          paymentTimeoutMs: TEST_TIMEOUT_MS,
        },
        now: () => new Date(),
      },
      logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
    });
    app.addHook('onClose', async () => database.close());
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  afterEach(() => {
    expect(leaked(answers.join('\n')), 'an answer').toEqual([]);
  });

  /** Every call of the session, its answer kept for the leak check. */
  const owner = () => {
    const calls = gatewayCalls(app, loginAs(app, 'owner'));
    const keep =
      <A extends unknown[], R extends { body: unknown; headers: object }>(fn: (...args: A) => Promise<R>) =>
      async (...args: A) => {
        const res = await fn(...args);
        answers.push(JSON.stringify(res.body), JSON.stringify(res.headers));
        return res;
      };
    return {
      ...calls,
      list: keep(calls.list),
      initialize: keep(calls.initialize),
      get: keep(calls.get),
      connect: keep(calls.connect),
      update: keep(calls.update),
      test: keep(calls.test),
      send: keep(calls.send),
    };
  };

  it('connects, edits and tests all five providers without answering a secret', async () => {
    const calls = owner();
    await calls.initialize();
    const usage = { useForOnlineBookings: true };
    const connected = [
      await calls.connect('stripe', {
        publicKey: FAKE_CREDENTIALS.stripe.publicKey,
        secretKey: SECRETS.stripe,
        webhookSecret: SECRETS.stripeWebhook,
        ...usage,
      }),
      await calls.connect('square', {
        settings: {
          ...FAKE_CREDENTIALS.square,
          accessToken: SECRETS.squareToken,
          webhookSignatureKey: SECRETS.squareWebhook,
        },
        ...usage,
      }),
      await calls.connect('paypal', {
        settings: { ...FAKE_CREDENTIALS.paypal, clientSecret: SECRETS.paypal },
        ...usage,
      }),
      await calls.connect('adyen', {
        settings: { ...FAKE_CREDENTIALS.adyen, apiKey: SECRETS.adyenKey, hmacKey: SECRETS.adyenHmac },
        ...usage,
      }),
      await calls.connect('tyro', {
        merchantId: FAKE_CREDENTIALS.tyro.merchantId,
        secretKey: SECRETS.tyroSecret,
        webhookSecret: SECRETS.tyroWebhook,
        settings: { apiKey: SECRETS.tyroKey },
        ...usage,
      }),
    ];
    expect(connected.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(connected.map((res) => res.body.gateway.storedSecrets)).toEqual([
      ['secretKey', 'webhookSecret'],
      ['accessToken', 'webhookSignatureKey'],
      ['clientSecret'],
      ['apiKey', 'hmacKey'],
      ['apiKey', 'secretKey', 'webhookSecret'],
    ]);
    for (const type of ['stripe', 'square', 'paypal', 'adyen', 'tyro'] as const) {
      expect((await calls.test(type)).body, type).toMatchObject({ success: true });
      await calls.get(type);
    }
    await calls.update('stripe', { secretKey: SECRETS.rejected });
    const refused = await calls.test('stripe');
    expect(refused.body.success).toBe(false);
    await calls.list();
    // The secrets did reach the providers, which is where they belong (PayPal's inside Basic auth).
    expect(leaked(JSON.stringify(fake.requests)).sort()).toEqual(
      [
        SECRETS.stripe,
        SECRETS.squareToken,
        SECRETS.adyenKey,
        SECRETS.tyroKey,
        SECRETS.tyroSecret,
        SECRETS.rejected,
      ].sort(),
    );
    const basic = fake.requests.find((request) => request.path === '/v1/oauth2/token')!.headers.authorization!;
    expect(Buffer.from(basic.replace('Basic ', ''), 'base64').toString()).toContain(SECRETS.paypal);
  });

  it('answers errors without echoing the secret that was sent', async () => {
    const calls = owner();
    const errors = [
      await calls.connect('stripe', { publicKey: 'pk_live_x', secretKey: SECRETS.stripe, useForOnlineBookings: true }),
      await calls.update('stripe', { publicKey: 'pk_live_mismatch', secretKey: SECRETS.rejected }),
      await calls.update('stripe', { secretKey: `${SECRETS.stripe} with spaces` }),
      await calls.test('square', { settings: { accessToken: SECRETS.squareToken, nope: SECRETS.squareWebhook } }),
      await calls.send('PATCH', '/api/payment-gateways/stripe/config', { secretKey: SECRETS.stripe }, '"1"'),
    ];
    expect(errors.map((res) => res.status)).toEqual([409, 400, 400, 400, 412]);
  });

  // After the calls above: everything they wrote and logged.
  it('keeps every secret out of the activity log, the database in the clear and the log lines', async () => {
    const calls = owner();
    const activity = await calls.send('GET', '/api/settings/activity?section=financial&pageSize=100');
    expect(activity.status).toBe(200);
    expect(JSON.stringify(activity.body)).toContain('••••');
    const sqlite = app.deps.database.sqlite;
    const tables = sqlite.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[];
    const stored = tables.map((table) => JSON.stringify(sqlite.prepare(`select * from "${table}"`).all())).join('\n');
    expect(leaked(stored)).toEqual([]);
    const sealed = sqlite
      .prepare("select secrets from payment_gateways where type = 'stripe' and secrets is not null")
      .pluck()
      .all();
    expect(sealed).toEqual([expect.stringMatching(/^v1\./)]);
    expect(logLines.length).toBeGreaterThan(10);
    expect(leaked(logLines.join('\n'))).toEqual([]);
  });
});
