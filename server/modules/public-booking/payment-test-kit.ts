import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { bookingTestApp, demoIds, person } from '../../bookings/test-helpers';
import type { ErrorBody } from '../../contract/common';
import type { GatewayType } from '../../contract/payments';
import type { BookingAnswer, ManagedAppointment } from '../../contract/public-booking';
import { appointmentPayments, notificationMessages } from '../../db/schema';
import { call, loginAs, type Session } from '../../testing/build-test-app';
import {
  FAKE_CREDENTIALS,
  fakeProviderUrls,
  startFakePaymentProviders,
  type FakePaymentProviders,
} from '../../testing/fake-payment-providers';
import { gatewayCalls } from '../payments/test-helpers';

export const PAGE = '/api/public/booking/demo-salon';

/**
 * The set-up of the online booking payment tests: the fake providers for the file, a fresh
 * booking app per test with them as its gateways, and the calls the tests make (each from its
 * own address, so the per-address limits stay out of the way). `app`, `clock`, `owner` and
 * `fake` are read through the kit: they change per test.
 */
export function bookingPaymentsKit() {
  let fake: FakePaymentProviders;
  let app: FastifyInstance;
  let clock: { now: number };
  let owner: Session;
  beforeAll(async () => {
    fake = await startFakePaymentProviders();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    ({ app, clock } = await bookingTestApp({ writeRateLimit: false, paymentProviderUrls: fakeProviderUrls(fake.url) }));
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  let address = 0;
  const send = <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, session?: Session) =>
    call<T & ErrorBody>(app, {
      method,
      url,
      remoteAddress: `10.2.0.${++address % 250}`,
      ...(session ? { headers: session.headers } : {}),
      ...(payload ? { payload } : {}),
    });

  return {
    get app() {
      return app;
    },
    get clock() {
      return clock;
    },
    get owner() {
      return owner;
    },
    /** The desk signs in again (after the policy's idle hours, say). */
    signInAgain() {
      owner = loginAs(app, 'owner');
      return owner;
    },
    get fake() {
      return fake;
    },
    send,

    /** Connects the provider with the fake's good credentials for online bookings, and saves the deposit settings. */
    async useGateway(type: GatewayType, depositSettings: object) {
      const gateways = gatewayCalls(app, owner);
      await gateways.initialize();
      // Stripe's keys and Tyro's secret and merchant ID are among the spec's top-level fields.
      const body =
        type === 'stripe'
          ? { ...FAKE_CREDENTIALS.stripe, useForOnlineBookings: true }
          : type === 'tyro'
            ? {
                secretKey: FAKE_CREDENTIALS.tyro.secretKey,
                merchantId: FAKE_CREDENTIALS.tyro.merchantId,
                settings: { apiKey: FAKE_CREDENTIALS.tyro.apiKey },
                useForOnlineBookings: true,
              }
            : { settings: FAKE_CREDENTIALS[type], useForOnlineBookings: true };
      const connected = await gateways.connect(type, body);
      expect(connected.status, JSON.stringify(connected.body)).toBe(200);
      const saved = await send('PUT', '/api/booking-settings/deposit', { depositSettings }, owner);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    },

    /** A men's cut with Priya at City, booked by client n. */
    book(start: string, n: number | string = 1) {
      const ids = demoIds(app);
      return send<BookingAnswer>('POST', `${PAGE}/appointments`, {
        serviceId: ids.mensCut,
        locationId: ids.city,
        practitionerId: ids.priya,
        start,
        client: person(n),
      });
    },

    /** The client on the provider's page pressing Pay (or Cancel): the fake answers where it sends them. */
    async onCheckoutPage(checkoutUrl: string, action: 'pay' | 'cancel' = 'pay') {
      const res = await fetch(`${checkoutUrl}/${action}`, { method: 'POST', redirect: 'manual' });
      expect(res.status).toBe(303);
      return res.headers.get('location') ?? '';
    },

    checkPayment: (token: string) => send<ManagedAppointment>('POST', `/api/public/appointments/${token}/payment`),

    /** The booking's payment movements, oldest first: [kind, amount in minor units]. */
    ledger: (appointmentId: string) =>
      app.deps.db
        .select()
        .from(appointmentPayments)
        .where(eq(appointmentPayments.appointmentId, appointmentId))
        .all()
        .map((row) => [row.kind, row.amountMinor]),

    confirmations: (appointmentId: string) =>
      app.deps.db
        .select()
        .from(notificationMessages)
        .where(
          and(
            eq(notificationMessages.appointmentId, appointmentId),
            eq(notificationMessages.event, 'appointmentConfirmation'),
          ),
        )
        .all().length,

    lastRequest: (path: string) => [...fake.requests].reverse().find((r) => r.path === path),
  };
}
