import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../contract/common';
import type {
  GatewayConfigAnswer,
  GatewayList,
  GatewayTestAnswer,
  GatewayType,
  PaymentFeeAnswer,
} from '../../contract/payments';
import { buildTestApp, call, type Session } from '../../testing/build-test-app';
import { fakeProviderUrls, type FakePaymentProviders } from '../../testing/fake-payment-providers';

export const GATEWAYS = '/api/payment-gateways';
export const FEES = '/api/payment-fees/settings';
/** Short, so a `slow` credential fails fast; the fake answers everything else at once. */
export const TEST_TIMEOUT_MS = 400;

/** The app with every provider pointed at the fake, and no write limit (these tests write a lot). */
export function paymentsTestApp(fake: FakePaymentProviders, separateSandbox = false): Promise<FastifyInstance> {
  return buildTestApp({
    config: {
      writeRateLimit: false,
      paymentProviderUrls: fakeProviderUrls(fake.url, separateSandbox),
      paymentTimeoutMs: TEST_TIMEOUT_MS,
    },
  });
}

type Method = 'GET' | 'POST' | 'PATCH';

/** The calls of the Payment Gateways tab as a signed-in person makes them (tests only). */
export function gatewayCalls(app: FastifyInstance, owner: Session) {
  const send = <T>(method: Method, url: string, payload?: object, ifMatch?: string, session = owner) =>
    call<T & ErrorBody>(app, {
      method,
      url,
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });
  const withLocation = (url: string, locationId?: string) => (locationId ? `${url}?locationId=${locationId}` : url);
  return {
    send,
    list: (session = owner) => send<GatewayList>('GET', GATEWAYS, undefined, undefined, session),
    initialize: (session = owner) => send<GatewayList>('POST', `${GATEWAYS}/initialize`, undefined, undefined, session),
    get: (type: GatewayType, options: { locationId?: string; session?: Session } = {}) =>
      send<GatewayConfigAnswer>(
        'GET',
        withLocation(`${GATEWAYS}/${type}/config`, options.locationId),
        undefined,
        undefined,
        options.session,
      ),
    connect: (type: GatewayType, body: object, options: { locationId?: string; session?: Session } = {}) =>
      send<GatewayConfigAnswer>(
        'POST',
        withLocation(`${GATEWAYS}/${type}/config`, options.locationId),
        body,
        undefined,
        options.session,
      ),
    update: (
      type: GatewayType,
      body: object,
      options: { ifMatch?: string; locationId?: string; session?: Session } = {},
    ) =>
      send<GatewayConfigAnswer>(
        'PATCH',
        withLocation(`${GATEWAYS}/${type}/config`, options.locationId),
        body,
        options.ifMatch,
        options.session,
      ),
    test: (type: GatewayType, body: object = {}, options: { locationId?: string; session?: Session } = {}) =>
      send<GatewayTestAnswer>(
        'POST',
        withLocation(`${GATEWAYS}/${type}/test`, options.locationId),
        body,
        undefined,
        options.session,
      ),
    fees: (locationId?: string, session = owner) =>
      send<PaymentFeeAnswer>('GET', withLocation(FEES, locationId), undefined, undefined, session),
    saveFees: (body: object, locationId?: string, session = owner) =>
      send<PaymentFeeAnswer>('POST', withLocation(FEES, locationId), body, undefined, session),
    /** The demo's locations by name. */
    locationId: async (name: string, session = owner) =>
      (await send<{ id: string; name: string }[]>('GET', '/api/locations', undefined, undefined, session)).body.find(
        (location) => location.name === name,
      )!.id,
  };
}

/** Every text the database holds for a table, for "the secret is not in it" checks. */
export const tableText = (app: FastifyInstance, table: string) =>
  JSON.stringify(app.deps.database.sqlite.prepare(`select * from "${table}"`).all());
