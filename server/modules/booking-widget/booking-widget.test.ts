import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingSettings, DepositSettingsAnswer } from '../../contract/booking-widget';
import type { ErrorBody } from '../../contract/common';
import { call, loginAs, type Session } from '../../testing/build-test-app';
import {
  FAKE_CREDENTIALS,
  startFakePaymentProviders,
  type FakePaymentProviders,
} from '../../testing/fake-payment-providers';
import { gatewayCalls, paymentsTestApp } from '../payments/test-helpers';
import { bookingWidgetSettings } from './settings';

const SETTINGS = '/api/booking-settings';
const DEPOSIT = '/api/booking-settings/deposit';
const GATEWAY_REQUIRED =
  'You must configure a payment gateway before enabling payment requirements. Go to Settings → Payments to set up your payment provider.';

const stripe = { ...FAKE_CREDENTIALS.stripe, useForOnlineBookings: true };
const paypal = { settings: FAKE_CREDENTIALS.paypal, useForOnlineBookings: true };
const adyen = { settings: FAKE_CREDENTIALS.adyen, useForOnlineBookings: true };

describe('online booking setup', () => {
  let fake: FakePaymentProviders;
  let app: FastifyInstance;
  let owner: Session;
  beforeAll(async () => {
    fake = await startFakePaymentProviders();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    app = await paymentsTestApp(fake);
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const send = <T>(method: 'GET' | 'PUT', url: string, payload?: object, ifMatch?: string, session = owner) =>
    call<T & ErrorBody>(app, {
      method,
      url,
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  const saveDeposit = (depositSettings: object, session = owner) =>
    send<DepositSettingsAnswer>('PUT', DEPOSIT, { depositSettings }, undefined, session);
  const connect = async (type: 'stripe' | 'paypal' | 'adyen', body: object) => {
    const gateways = gatewayCalls(app, owner);
    await gateways.initialize();
    expect((await gateways.connect(type, body)).status).toBe(200);
  };

  describe('booking settings', () => {
    it('answers the spec’s defaults before the first save', async () => {
      const res = await send<BookingSettings>('GET', SETTINGS);
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe('"0"');
      expect(res.body).toEqual({
        isEnabled: true,
        embedSettings: {
          buttonText: 'Book Now',
          buttonColor: '#8B5CF6',
          buttonTextColor: '#FFFFFF',
          position: 'bottom-right',
          customCSS: '',
        },
        widgetSettings: { theme: 'light', primaryColor: '#8B5CF6', showLogo: true, showDescription: true },
        bookingRules: {
          requireApproval: false,
          allowCancellations: true,
          cancellationHours: 24,
          minAdvanceBooking: 1,
          maxAdvanceBooking: 90,
        },
        maxServicesPerBooking: 5,
        frameAncestors: [],
      });
    });

    it('saves a partial change with If-Match, keeps the rest, and records it in the activity log', async () => {
      const saved = await send<BookingSettings>(
        'PUT',
        SETTINGS,
        {
          embedSettings: { buttonText: 'Reserve', position: 'bottom-left' },
          bookingRules: { minAdvanceBooking: 24 },
          frameAncestors: ['https://salon.example', 'https://shop.example:8443'],
        },
        '"0"',
      );
      expect(saved.status).toBe(200);
      expect(saved.headers.etag).toBe('"1"');
      expect(saved.body.embedSettings).toMatchObject({
        buttonText: 'Reserve',
        position: 'bottom-left',
        buttonColor: '#8B5CF6',
      });
      expect(saved.body.bookingRules).toMatchObject({ minAdvanceBooking: 24, maxAdvanceBooking: 90 });
      expect((await send<BookingSettings>('GET', SETTINGS)).body).toEqual(saved.body);

      const activity = await call<{ items: { details: string; changes: Record<string, unknown> }[] }>(app, {
        method: 'GET',
        url: '/api/settings/activity?section=services',
        headers: owner.headers,
      });
      expect(activity.body.items[0]).toMatchObject({
        details: 'Updated online booking settings',
        changes: { 'bookingRules.minAdvanceBooking': { before: 1, after: 24 } },
      });
    });

    it('refuses a stale If-Match with 412 and changes nothing', async () => {
      expect((await send('PUT', SETTINGS, { isEnabled: false }, '"0"')).status).toBe(200);
      const stale = await send('PUT', SETTINGS, { maxServicesPerBooking: 2 }, '"0"');
      expect(stale.status).toBe(412);
      expect((await send<BookingSettings>('GET', SETTINGS)).body.maxServicesPerBooking).toBe(5);
    });

    it.each([
      [{ maxServicesPerBooking: 0 }, 'Max services per booking must be 1 or more'],
      [{ maxServicesPerBooking: 11 }, 'Max services per booking must be 10 or less'],
      [{ bookingRules: { minAdvanceBooking: 3 } }, 'Minimum advance booking must be one of: 0, 1, 2, 4, 24, 48'],
      [{ bookingRules: { maxAdvanceBooking: 365 } }, 'Maximum advance booking must be one of: 7, 14, 30, 60, 90, 180'],
      [{ bookingRules: { cancellationHours: 168 } }, 'Cancellation notice must be one of: 0, 1, 2, 4, 12, 24, 48, 72'],
      [{ embedSettings: { position: 'top' } }, 'Button position must be one of: bottom-right, bottom-left, custom'],
      [{ embedSettings: { buttonColor: 'purple' } }, 'Button colour must be a colour such as #8B5CF6'],
      [{ embedSettings: { buttonText: '' } }, 'Button text is required'],
      [{ widgetSettings: { theme: 'neon' } }, 'Theme must be one of: light, dark, auto'],
      [
        { embedSettings: { customCSS: '</style><script>alert(1)</script>' } },
        'Custom CSS must not contain “<”, a backslash, @import or url()',
      ],
      [
        { embedSettings: { customCSS: 'a { background: URL (https://x.test/t.png) }' } },
        'Custom CSS must not contain “<”, a backslash, @import or url()',
      ],
      [
        { embedSettings: { customCSS: '@import "https://evil.test/a.css";' } },
        'Custom CSS must not contain “<”, a backslash, @import or url()',
      ],
      [
        { embedSettings: { customCSS: 'a { content: "\\3c" }' } },
        'Custom CSS must not contain “<”, a backslash, @import or url()',
      ],
      [
        { frameAncestors: ['http://salon.example'] },
        'Website allowed to embed must be a secure site address such as https://example.com (no path)',
      ],
      [
        { frameAncestors: ['https://salon.example/book'] },
        'Website allowed to embed must be a secure site address such as https://example.com (no path)',
      ],
      [{ frameAncestors: ['https://a.example', 'https://a.example'] }, 'Each website can be listed only once'],
      [{ depositSettings: {} }, 'depositSettings is not an accepted field'],
    ])('refuses %j by its label', async (body, message) => {
      const res = await send('PUT', SETTINGS, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await send('GET', SETTINGS)).headers.etag).toBe('"0"');
    });

    it('is for people who manage the organization’s settings, each organization its own', async () => {
      for (const role of ['receptionist', 'practitioner'] as const) {
        const session = loginAs(app, role);
        expect((await send('GET', SETTINGS, undefined, undefined, session)).status, role).toBe(403);
        expect((await send('PUT', SETTINGS, { isEnabled: false }, undefined, session)).status, role).toBe(403);
        expect((await send('PUT', DEPOSIT, { depositSettings: {} }, undefined, session)).status, role).toBe(403);
      }
      await send('PUT', SETTINGS, { maxServicesPerBooking: 3 });
      const other = await send<BookingSettings>('GET', SETTINGS, undefined, undefined, loginAs(app, 'otherOwner'));
      expect(other.body.maxServicesPerBooking).toBe(5);
    });
  });

  describe('deposit settings', () => {
    it('answers the defaults and no gateway before anything is set up', async () => {
      const res = await send<DepositSettingsAnswer>('GET', DEPOSIT);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        depositSettings: {
          requirementType: 'none',
          depositType: 'percentage',
          fixedAmount: null,
          percentage: 25,
          minimumDeposit: null,
          refundPolicy: 'full',
          refundDeadlineHours: 24,
          cancellationPolicy: {
            chargeOnNoShow: false,
            chargeOnLateCancellation: false,
            cancellationDeadlineHours: 24,
            feeType: 'percentage',
            feeAmount: 0,
            feePercentage: 50,
          },
        },
        paymentGateway: null,
      });
    });

    it.each(['card_on_file', 'authorization', 'deposit', 'full_payment'])(
      'refuses %s without a configured gateway: Payment Gateway Required',
      async (requirementType) => {
        const res = await saveDeposit({ requirementType });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'PAYMENT_GATEWAY_REQUIRED', message: GATEWAY_REQUIRED });
        expect((await send<DepositSettingsAnswer>('GET', DEPOSIT)).body.depositSettings.requirementType).toBe('none');
      },
    );

    it('lets rules other than the requirement be saved without a gateway', async () => {
      const res = await saveDeposit({ refundPolicy: 'partial', refundDeadlineHours: 48 });
      expect(res.status).toBe(200);
      expect(res.body.depositSettings).toMatchObject({
        requirementType: 'none',
        refundPolicy: 'partial',
        refundDeadlineHours: 48,
      });
    });

    it('counts only a gateway that is switched on and used for online bookings', async () => {
      await connect('stripe', { ...stripe, useForOnlineBookings: false, useForInStoreCheckout: true });
      expect((await send<DepositSettingsAnswer>('GET', DEPOSIT)).body.paymentGateway).toBeNull();
      expect((await saveDeposit({ requirementType: 'deposit' })).body.code).toBe('PAYMENT_GATEWAY_REQUIRED');
    });

    it('with Stripe, takes every requirement and fills the chosen deposit type’s empty amounts (§4)', async () => {
      await connect('stripe', stripe);
      const gateway = (await send<DepositSettingsAnswer>('GET', DEPOSIT)).body.paymentGateway;
      expect(gateway).toEqual({
        type: 'stripe',
        displayName: 'Stripe',
        requirementTypes: ['none', 'card_on_file', 'authorization', 'deposit', 'full_payment'],
      });

      const fixed = await saveDeposit({ requirementType: 'deposit', depositType: 'fixed' });
      expect(fixed.status).toBe(200);
      expect(fixed.body.depositSettings).toMatchObject({ depositType: 'fixed', fixedAmount: 50, percentage: 25 });

      const hybrid = await saveDeposit({ depositType: 'hybrid', percentage: null });
      expect(hybrid.body.depositSettings).toMatchObject({ minimumDeposit: 25, percentage: 25, fixedAmount: 50 });

      const typed = await saveDeposit({ depositType: 'percentage', percentage: 40 });
      expect(typed.body.depositSettings.percentage).toBe(40);

      for (const requirementType of ['card_on_file', 'authorization', 'full_payment']) {
        expect((await saveDeposit({ requirementType })).status, requirementType).toBe(200);
      }
      expect(bookingWidgetSettings(app.deps.db, owner.organizationId).depositSettings.requirementType).toBe(
        'full_payment',
      );
    });

    it('with PayPal, takes an authorization but refuses a card on file with a clear sentence', async () => {
      await connect('paypal', paypal);
      expect((await saveDeposit({ requirementType: 'deposit' })).status).toBe(200);
      expect((await saveDeposit({ requirementType: 'authorization' })).status).toBe(200);
      const card = await saveDeposit({ requirementType: 'card_on_file' });
      expect(card.status).toBe(400);
      expect(card.body.message).toBe(
        'PayPal cannot take a card on file for online bookings. Choose a card authorization, a deposit or full payment, or connect Stripe or Square, which take every requirement.',
      );
    });

    it('with Adyen, takes a deposit or the full price and refuses a hold with a clear sentence', async () => {
      await connect('adyen', adyen);
      expect((await saveDeposit({ requirementType: 'deposit' })).status).toBe(200);
      expect((await saveDeposit({ requirementType: 'full_payment' })).status).toBe(200);
      const hold = await saveDeposit({ requirementType: 'authorization' });
      expect(hold.status).toBe(400);
      expect(hold.body.message).toBe(
        'Adyen cannot take a card authorization for online bookings. Choose a deposit or full payment, or connect Stripe or Square, which take every requirement.',
      );
    });

    it('refuses a no-show or late cancellation fee while no payment is required', async () => {
      const res = await saveDeposit({ cancellationPolicy: { chargeOnNoShow: true } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Charging a no-show or late cancellation fee needs the client’s card: choose a payment requirement other than none.',
      );
    });

    it.each([
      [{ percentage: 0 }, 'Deposit percentage must be 1 or more'],
      [{ percentage: 101 }, 'Deposit percentage must be 100 or less'],
      [{ fixedAmount: -1 }, 'Fixed amount must be 0 or more'],
      [{ fixedAmount: 10.005 }, 'Fixed amount must have at most 2 decimal places'],
      [{ depositType: 'tiered' }, 'Deposit type must be one of: fixed, percentage, hybrid'],
      [
        { requirementType: 'cash' },
        'Payment requirement must be one of: none, card_on_file, authorization, deposit, full_payment',
      ],
      [{ refundPolicy: 'some' }, 'Refund policy must be one of: full, partial, none'],
      [{ refundDeadlineHours: 36 }, 'Refund deadline must be one of: 1, 2, 4, 12, 24, 48, 72, 168'],
      [{ cancellationPolicy: { feePercentage: 0 } }, 'Fee percentage must be 1 or more'],
      [{ cancellationPolicy: { cancellationDeadlineHours: -1 } }, 'Cancellation deadline must be 0 or more'],
      [{ cancellationPolicy: { feeType: 'double' } }, 'Fee type must be one of: fixed, percentage, full_service'],
    ])('refuses %j by its label', async (depositSettings, message) => {
      const res = await saveDeposit(depositSettings);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses a body without depositSettings', async () => {
      const res = await send('PUT', DEPOSIT, { requirementType: 'none' });
      expect(res.status).toBe(400);
    });
  });

  describe('bookingWidgetSettings (for the public booking page)', () => {
    it('answers both documents over the defaults and sees a save at once', async () => {
      const before = bookingWidgetSettings(app.deps.db, owner.organizationId);
      expect(before.maxServicesPerBooking).toBe(5);
      expect(before.depositSettings.requirementType).toBe('none');
      await send('PUT', SETTINGS, { maxServicesPerBooking: 2, bookingRules: { requireApproval: true } });
      const after = bookingWidgetSettings(app.deps.db, owner.organizationId);
      expect(after.maxServicesPerBooking).toBe(2);
      expect(after.bookingRules).toMatchObject({ requireApproval: true, cancellationHours: 24 });
      const other = loginAs(app, 'otherOwner');
      expect(bookingWidgetSettings(app.deps.db, other.organizationId).maxServicesPerBooking).toBe(5);
    });
  });
});
