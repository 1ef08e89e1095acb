import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../contract/activity';
import { GATEWAY_TYPES } from '../../contract/payments';
import { call, loginAs, type Session } from '../../testing/build-test-app';
import {
  FAKE_CREDENTIALS,
  startFakePaymentProviders,
  type FakePaymentProviders,
} from '../../testing/fake-payment-providers';
import { locationCalls, validLocation } from '../locations/test-helpers';
import { gatewayCalls, paymentsTestApp } from './test-helpers';

const stripe = { ...FAKE_CREDENTIALS.stripe, useForOnlineBookings: true, useForInStoreCheckout: true };
const square = { settings: FAKE_CREDENTIALS.square, useForInStoreCheckout: true };
const paypal = { settings: FAKE_CREDENTIALS.paypal, useForOnlineBookings: true };

describe('payment gateways', () => {
  let fake: FakePaymentProviders;
  let app: FastifyInstance;
  let owner: Session;
  let calls: ReturnType<typeof gatewayCalls>;
  beforeAll(async () => {
    fake = await startFakePaymentProviders();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    app = await paymentsTestApp(fake);
    owner = loginAs(app, 'owner');
    calls = gatewayCalls(app, owner);
  });
  afterEach(() => app.close());

  const rows = () =>
    app.deps.database.sqlite
      .prepare('select type from payment_gateways where organization_id = ? order by type')
      .pluck()
      .all(owner.organizationId);
  const activity = async () =>
    (
      await call<ActivityPage>(app, {
        method: 'GET',
        url: '/api/settings/activity?section=financial',
        headers: owner.headers,
      })
    ).body.items;

  describe('list and initialize', () => {
    it('lists nothing until initialized, then the five providers unconfigured, in order', async () => {
      expect((await calls.list()).body).toEqual({ success: true, gateways: [] });
      const initialized = await calls.initialize();
      expect(initialized.status).toBe(200);
      expect(initialized.body.gateways.map((g) => [g.type, g.displayName])).toEqual([
        ['stripe', 'Stripe'],
        ['square', 'Square'],
        ['paypal', 'PayPal'],
        ['adyen', 'Adyen'],
        ['tyro', 'Tyro'],
      ]);
      expect(initialized.body.gateways[0]).toMatchObject({
        name: 'stripe',
        isConfigured: false,
        isEnabled: false,
        isDefault: false,
        isLive: false,
        status: 'disconnected',
        locationIds: [],
        publicKey: null,
        settings: {},
        storedSecrets: [],
        fees: { description: expect.stringContaining('Stripe') },
        lastTestedAt: null,
        version: 1,
      });
      expect((await calls.list()).body.gateways).toEqual(initialized.body.gateways);
    });

    it('adds nothing on a second call or when two calls race', async () => {
      const [first, second] = await Promise.all([calls.initialize(), calls.initialize()]);
      expect([first.status, second.status]).toEqual([200, 200]);
      await calls.initialize();
      expect(rows()).toEqual([...GATEWAY_TYPES].sort());
      const entries = await activity();
      expect(entries.map((entry) => entry.details)).toEqual([
        'Payment gateways were already set up: nothing changed',
        'Payment gateways were already set up: nothing changed',
        'Set up the payment gateways',
      ]);
    });

    it('keeps each organization’s gateways to itself', async () => {
      await calls.initialize();
      await calls.connect('stripe', stripe);
      const other = loginAs(app, 'otherOwner');
      expect((await calls.list(other)).body.gateways).toEqual([]);
      expect((await calls.get('stripe', { session: other })).status).toBe(404);
      await calls.initialize(other);
      const theirs = (await calls.get('stripe', { session: other })).body.gateway;
      expect(theirs).toMatchObject({ isConfigured: false, storedSecrets: [] });
      expect((await calls.update('stripe', { isEnabled: false }, { session: other })).status).toBe(409);
      expect((await calls.get('stripe')).body.gateway).toMatchObject({ isConfigured: true, isEnabled: true });
    });

    it('needs manage_payment_methods', async () => {
      for (const role of ['practitioner', 'receptionist'] as const) {
        const session = loginAs(app, role);
        expect((await calls.list(session)).status, role).toBe(403);
        expect((await calls.initialize(session)).status, role).toBe(403);
        expect((await calls.connect('stripe', stripe, { session })).status, role).toBe(403);
      }
      expect(rows()).toEqual([]);
    });
  });

  describe('connect', () => {
    beforeEach(async () => {
      await calls.initialize();
    });

    it('connects with the required fields and a usage, and answers the gateway with no secret', async () => {
      const res = await calls.connect('stripe', { ...stripe, webhookSecret: 'whsec_fakegood123456' });
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe('"2"');
      expect(res.body.message).toBe('Stripe is saved in test mode. Test the connection to start taking payments.');
      expect(res.body.gateway).toMatchObject({
        isConfigured: true,
        isEnabled: true,
        isDefault: true,
        isLive: false,
        status: 'pending',
        useForOnlineBookings: true,
        useForInStoreCheckout: true,
        publicKey: FAKE_CREDENTIALS.stripe.publicKey,
        storedSecrets: ['secretKey', 'webhookSecret'],
        version: 2,
      });
      expect(JSON.stringify(res.body)).not.toContain(FAKE_CREDENTIALS.stripe.secretKey);
      const [entry] = await activity();
      expect(entry).toMatchObject({
        details: 'Connected Stripe',
        success: true,
        changes: {
          isEnabled: { before: false, after: true },
          publicKey: { before: null, after: FAKE_CREDENTIALS.stripe.publicKey },
          secretKey: { before: null, after: '••••' },
          webhookSecret: { before: null, after: '••••' },
        },
      });
    });

    it('refuses a gateway already connected', async () => {
      await calls.connect('stripe', stripe);
      const again = await calls.connect('stripe', stripe);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Stripe is already connected. Edit it instead.');
    });

    it('names every required field left blank, in the form’s order', async () => {
      const res = await calls.connect('square', { settings: { applicationId: '' }, useForOnlineBookings: true });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Please fill in: Access Token, Application ID, Location ID',
        code: 'MISSING_REQUIRED_FIELDS',
        details: [
          { field: 'settings.accessToken', message: 'is required' },
          { field: 'settings.applicationId', message: 'is required' },
          { field: 'settings.locationId', message: 'is required' },
        ],
      });
      const tyro = await calls.connect('tyro', { merchantId: 'tc-1', useForOnlineBookings: true });
      expect(tyro.body.message).toBe('Please fill in: API Key, Secret Key');
      expect((await calls.get('square')).body.gateway.isConfigured).toBe(false);
    });

    it('needs at least one usage', async () => {
      const res = await calls.connect('stripe', { ...FAKE_CREDENTIALS.stripe, useForOnlineBookings: false });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Please select at least one usage: Online Bookings or In-Store Checkout',
        code: 'USAGE_NOT_SELECTED',
      });
    });

    it('refuses settings and fields the provider does not have, by name', async () => {
      const unknown = await calls.connect('square', {
        ...square,
        settings: { ...square.settings, region: 'au', x: '1' },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('Square has no settings named region, x');
      const foreign = await calls.connect('stripe', { ...stripe, merchantId: 'M-1' });
      expect(foreign.body.message).toBe('Merchant ID is not a Stripe credential');
      // Empty fields of other providers, as a form may send them, are ignored.
      expect((await calls.connect('stripe', { ...stripe, merchantId: '', accountId: '' })).status).toBe(200);
    });

    it('detects the mode from the keys, and refuses keys that cannot be right', async () => {
      const live = await calls.connect('stripe', { ...stripe, ...FAKE_CREDENTIALS.stripeLive });
      expect(live.body.gateway.isLive).toBe(true);
      const mixed = await calls.connect('square', {
        ...square,
        settings: { ...square.settings, applicationId: 'sq0idp-live-app' },
      });
      expect(mixed.body.gateway.isLive).toBe(true);
      const adyen = await calls.connect('adyen', {
        settings: { ...FAKE_CREDENTIALS.adyen, clientKey: 'pub.v2.XYZ' },
        useForOnlineBookings: true,
      });
      expect(adyen.status).toBe(400);
      expect(adyen.body.message).toBe('The Client Key must start with live_ or test_');
      const adyenLive = await calls.connect('adyen', {
        settings: { ...FAKE_CREDENTIALS.adyen, clientKey: 'live_ABC' },
        useForOnlineBookings: true,
      });
      expect(adyenLive.body.message).toBe('Please fill in: Live URL Prefix');
    });

    it.each([
      [
        { publicKey: 'pk_live_abc', secretKey: 'sk_test_abc' },
        'The publishable and secret keys must both be live or both be test keys',
      ],
      [
        { publicKey: 'pk_test_abc', secretKey: 'rk_live_abc' },
        'The publishable and secret keys must both be live or both be test keys',
      ],
      [{ publicKey: 'abc', secretKey: 'sk_test_abc' }, 'The Publishable Key must start with pk_live_ or pk_test_'],
      [
        { publicKey: 'pk_test_abc', secretKey: 'whsec_abc' },
        'The Secret Key must start with sk_live_, sk_test_, rk_live_ or rk_test_',
      ],
    ])('refuses Stripe keys %j', async (keys, message) => {
      const res = await calls.connect('stripe', { ...stripe, ...keys });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('accepts only locations of the organization', async () => {
      const city = await calls.locationId('Demo Salon — City');
      const res = await calls.connect('stripe', { ...stripe, locationIds: [city] });
      expect(res.body.gateway.locationIds).toEqual([city]);
      const other = loginAs(app, 'otherOwner');
      const theirs = await locationCalls(app, other).create(validLocation('Other Spa Studio'), other);
      expect(theirs.status).toBe(201);
      const refused = await calls.connect('paypal', { ...paypal, locationIds: [theirs.body.id] });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('One or more of the chosen locations do not exist');
      expect(JSON.stringify(refused.body)).not.toContain('Other Spa Studio');
    });

    it('connects from a location’s page for that location', async () => {
      const beach = await calls.locationId('Demo Salon — Beach');
      const res = await calls.connect('paypal', paypal, { locationId: beach });
      expect(res.body.gateway.locationIds).toEqual([beach]);
    });
  });

  describe('update', () => {
    beforeEach(async () => {
      await calls.initialize();
      await calls.connect('stripe', stripe);
    });

    it('keeps stored secrets when they are left blank, and changes what is entered', async () => {
      const res = await calls.update('stripe', {
        publicKey: 'pk_test_fakegood_other',
        secretKey: '',
        useForInStoreCheckout: false,
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Stripe is saved in test mode. Test the connection to start taking payments.');
      expect(res.body.gateway).toMatchObject({
        publicKey: 'pk_test_fakegood_other',
        storedSecrets: ['secretKey'],
        useForOnlineBookings: true,
        useForInStoreCheckout: false,
      });
      // The kept secret still works: the stored configuration tests as valid.
      expect((await calls.test('stripe')).body).toEqual({
        success: true,
        message: 'Stripe credentials are valid',
        reason: null,
        isLive: false,
      });
    });

    it('refuses to empty a required field that is not secret', async () => {
      const res = await calls.update('stripe', { publicKey: '' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please fill in: Publishable Key');
    });

    it('clears an optional field sent blank, and keeps one left out', async () => {
      await calls.connect('paypal', { ...paypal, settings: { ...paypal.settings, webhookId: 'WH-1' } });
      expect((await calls.update('paypal', { isEnabled: true })).body.gateway.settings.webhookId).toBe('WH-1');
      const cleared = await calls.update('paypal', {
        settings: { ...FAKE_CREDENTIALS.paypal, clientSecret: '', webhookId: '' },
      });
      expect(cleared.body.gateway.settings).toEqual({ clientId: FAKE_CREDENTIALS.paypal.clientId });
      expect(cleared.body.gateway.storedSecrets).toEqual(['clientSecret']);
    });

    it('needs at least one usage after the change', async () => {
      const res = await calls.update('stripe', { useForOnlineBookings: false, useForInStoreCheckout: false });
      expect(res.body.code).toBe('USAGE_NOT_SELECTED');
    });

    it('keeps the configuration of a gateway switched off, and shows it disconnected', async () => {
      const off = await calls.update('stripe', { isEnabled: false });
      expect(off.body.gateway).toMatchObject({
        isEnabled: false,
        isConfigured: true,
        status: 'disconnected',
        storedSecrets: ['secretKey'],
      });
      const on = await calls.update('stripe', { isEnabled: true });
      expect(on.body.gateway).toMatchObject({
        isEnabled: true,
        status: 'pending',
        publicKey: FAKE_CREDENTIALS.stripe.publicKey,
      });
    });

    it('refuses a gateway not connected yet', async () => {
      const res = await calls.update('square', square);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Square is not connected yet. Connect it first.');
    });

    it('keeps exactly one default among the configured gateways', async () => {
      const second = await calls.connect('paypal', paypal);
      expect(second.body.gateway.isDefault).toBe(false);
      const moved = await calls.update('paypal', { isDefault: true });
      expect(moved.body.gateway.isDefault).toBe(true);
      const list = (await calls.list()).body.gateways;
      expect(list.filter((g) => g.isDefault).map((g) => g.type)).toEqual(['paypal']);
      const off = await calls.update('paypal', { isDefault: false });
      expect(off.status).toBe(409);
      expect(off.body).toMatchObject({ code: 'DEFAULT_REQUIRED' });
      const third = await calls.connect('square', { ...square, isDefault: true });
      expect(third.body.gateway.isDefault).toBe(true);
      expect((await calls.list()).body.gateways.filter((g) => g.isDefault).map((g) => g.type)).toEqual(['square']);
    });

    it('refuses a stale If-Match with 412 and changes nothing', async () => {
      const current = await calls.get('stripe');
      const etag = current.headers.etag as string;
      expect((await calls.update('stripe', { useForInStoreCheckout: false }, { ifMatch: etag })).status).toBe(200);
      const stale = await calls.update(
        'stripe',
        { isEnabled: false, secretKey: 'sk_test_fakegood_changed_000' },
        { ifMatch: etag },
      );
      expect(stale.status).toBe(412);
      const after = (await calls.get('stripe')).body.gateway;
      expect(after).toMatchObject({
        isEnabled: true,
        useForInStoreCheckout: false,
        version: current.body.gateway.version + 1,
      });
      expect((await calls.test('stripe')).body.success).toBe(true);
    });

    it('answers a gateway for a location only where it is set up', async () => {
      const [city, beach] = [await calls.locationId('Demo Salon — City'), await calls.locationId('Demo Salon — Beach')];
      expect((await calls.get('stripe', { locationId: beach })).status).toBe(200);
      await calls.update('stripe', { locationIds: [city] });
      expect((await calls.get('stripe', { locationId: city })).body.gateway.locationIds).toEqual([city]);
      const elsewhere = await calls.get('stripe', { locationId: beach });
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body.message).toBe('No payment gateway is set up for this location');
      expect((await calls.get('square', { locationId: city })).status).toBe(404);
      expect((await calls.update('stripe', { isEnabled: false }, { locationId: beach })).status).toBe(404);
      const otherSpaLocation = '00000000-0000-7000-8000-000000000000';
      expect((await calls.get('stripe', { locationId: otherSpaLocation })).body.message).toBe('Location not found');
    });

    it('records the update with its changes, secrets only as changed', async () => {
      await calls.update('stripe', { secretKey: 'sk_test_fakegood_rotated_0000', useForInStoreCheckout: false });
      const [entry] = await activity();
      expect(entry).toMatchObject({
        details: 'Updated Stripe',
        changes: {
          useForInStoreCheckout: { before: true, after: false },
          secretKey: { before: '••••', after: '••••' },
        },
      });
    });
  });
});
