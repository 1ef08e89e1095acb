import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentUrlVariable, type PaymentProviderUrls } from '../config';
import { GATEWAY_TYPES, type GatewayType } from '../contract/payments';
import {
  answerCheckoutPage,
  newFakeCheckouts,
  paymentPrefixOf,
  successUrlOf,
  type FakeCheckouts,
} from './fake-checkout/sessions';
import { basicOf, bearerOf, misbehaves, parseJson, send, type Behaviour } from './fake-notification-shared';
import { chargeSavedCardFake, isStripeCheckoutPath, refundFake, stripeCheckoutApi } from './fake-checkout/stripe';
import { isSquareCheckoutPath, squareCheckoutApi, squareRefundRefusal } from './fake-checkout/square';
import { isPayPalCheckoutPath, paypalCheckoutApi, paypalRefundRefusal } from './fake-checkout/paypal';
import { answerSdk } from './fake-checkout/sdk';
import { adyenPaymentsApi, isAdyenPaymentPath } from './fake-checkout/adyen';
import { isTyroPayPath, tyroPayApi } from './fake-checkout/tyro';
import './fake-checkout/sdk-adyen';
import './fake-checkout/sdk-tyro';
import './fake-checkout/sdk-square';

/**
 * Five payment providers in one small HTTP server on 127.0.0.1, answering the paths the adapters
 * call (server/integrations/payments/) the way the real APIs do, so Test Connection, payments and refunds are
 * exercised for real without the internet. What a credential does is written in it:
 *
 * - contains `good`: accepted (FAKE_CREDENTIALS lists a working set per provider);
 * - contains `sandbox-only`: accepted only by the sandbox (paths under `/sandbox`), refused live;
 * - contains `slow`: the request is never answered (the caller's timeout must end it);
 * - contains `boom`: a 503, as a provider having an outage answers;
 * - contains `html`: a 200 with an HTML page, as a captive portal or a wrong URL answers;
 * - anything else: refused with the provider's own 401 error body.
 *
 * Every request is recorded (headers and body included) so tests can check what was sent.
 */

export interface RecordedRequest {
  provider: GatewayType | 'unknown';
  environment: 'live' | 'sandbox';
  method: string;
  /** Without the `/sandbox` prefix. */
  path: string;
  headers: Readonly<Record<string, string>>;
  body: string;
}

export interface FakePaymentProviders {
  url: string;
  requests: RecordedRequest[];
  /** The hosted checkouts opened, and the payments they made (fake-checkout/). */
  checkouts: FakeCheckouts;
  close(): Promise<void>;
}

/** Credentials each fake provider accepts, by their §3 names (GATEWAY_CREDENTIALS). */
export const FAKE_CREDENTIALS = {
  stripe: { publicKey: 'pk_test_fakegood51HxTest', secretKey: 'sk_test_fakegood51HxSecret0000' },
  stripeLive: { publicKey: 'pk_live_fakegood51HxLive', secretKey: 'sk_live_fakegood51HxSecret0000' },
  square: {
    accessToken: 'EAAAfakegoodSquareToken',
    applicationId: 'sandbox-sq0idb-fakegood',
    locationId: 'LFAKEGOOD1',
  },
  paypal: { clientId: 'AfakegoodPayPalClient', clientSecret: 'EfakegoodPayPalSecret' },
  adyen: {
    apiKey: 'AQEfakegoodAdyenApiKey',
    merchantAccount: 'FakeGoodMerchantECOM',
    clientKey: 'test_FAKEGOODCLIENTKEY',
  },
  tyro: { apiKey: 'fakegood-tyro-client', secretKey: 'fakegood-tyro-secret', merchantId: 'tc-fakegood-2000' },
} as const;

/** The Square locations of the fake account. */
export const FAKE_SQUARE_LOCATIONS = ['LFAKEGOOD1', 'LFAKEGOOD2'];

/** STRIPE_API_URL... pointing every provider at the fake, for a spawned server (tests/e2e). */
export function fakeProviderEnv(url: string): Record<string, string> {
  return Object.fromEntries(GATEWAY_TYPES.map((type) => [paymentUrlVariable(type), url]));
}

/**
 * The server configuration pointing every provider at the fake. With `separateSandbox`, the
 * sandbox environments are the fake's `/sandbox` paths, so live-then-sandbox detection can be seen.
 */
export function fakeProviderUrls(url: string, separateSandbox = false): PaymentProviderUrls {
  return Object.fromEntries(
    GATEWAY_TYPES.map((type) => [type, { live: url, test: separateSandbox ? `${url}/sandbox` : url }]),
  );
}

function behaviourOf(credential: string, environment: RecordedRequest['environment']): Behaviour {
  if (credential.includes('slow')) return 'slow';
  if (credential.includes('boom')) return 'boom';
  if (credential.includes('html')) return 'html';
  if (credential.includes('sandbox-only')) return environment === 'sandbox' ? 'good' : 'bad';
  return credential.includes('good') ? 'good' : 'bad';
}

interface Exchange {
  request: RecordedRequest;
  res: ServerResponse;
  form: URLSearchParams;
  json: Record<string, unknown>;
  query: URLSearchParams;
  checkouts: FakeCheckouts;
}

const id = (prefix: string) => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 24)}`;
const amountOf = (value: unknown) => (typeof value === 'number' ? value : Number(value));

function stripe(exchange: Exchange, idempotent: Map<string, unknown>): void {
  const { request, res, form } = exchange;
  const key = bearerOf(request.headers);
  const behaviour = behaviourOf(key, request.environment);
  if (misbehaves(res, behaviour)) return;
  if (behaviour === 'bad') {
    const masked = key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : '';
    send(res, 401, {
      error: {
        message: masked ? `Invalid API Key provided: ${masked}` : 'You did not provide an API key.',
        type: 'invalid_request_error',
      },
    });
    return;
  }
  const livemode = /^[sr]k_live_/.test(key);
  if (request.method === 'GET' && request.path === '/v1/balance') {
    send(res, 200, {
      object: 'balance',
      available: [{ amount: 0, currency: 'aud', source_types: { card: 0 } }],
      pending: [{ amount: 0, currency: 'aud', source_types: { card: 0 } }],
      livemode,
    });
    return;
  }
  const idempotencyKey = request.headers['idempotency-key'];
  const replay = idempotencyKey ? idempotent.get(`stripe|${idempotencyKey}`) : undefined;
  if (replay) return send(res, 200, replay);
  if (isStripeCheckoutPath(request.path)) {
    stripeCheckoutApi(exchange.checkouts, request.method, request.path, exchange.query, form, res);
    return;
  }
  let answer: unknown;
  if (request.path === '/v1/payment_intents' && form.get('confirm') === 'true') {
    answer = chargeSavedCardFake(exchange.checkouts, form);
  } else if (request.path === '/v1/payment_intents') {
    const intent = id('pi_');
    answer = {
      id: intent,
      object: 'payment_intent',
      amount: amountOf(form.get('amount')),
      currency: form.get('currency'),
      description: form.get('description'),
      metadata: { reference: form.get('metadata[reference]') },
      status: 'requires_payment_method',
      client_secret: `${intent}_secret_${randomUUID().slice(0, 8)}`,
      livemode,
    };
  } else {
    const refusal = refundFake(exchange.checkouts, form.get('payment_intent') ?? '', amountOf(form.get('amount')));
    if (refusal) return send(res, 400, { error: { message: refusal, type: 'invalid_request_error' } });
    answer = {
      id: id('re_'),
      object: 'refund',
      amount: amountOf(form.get('amount')),
      payment_intent: form.get('payment_intent'),
      status: 'succeeded',
    };
  }
  if (idempotencyKey) idempotent.set(`stripe|${idempotencyKey}`, answer);
  send(res, 200, answer);
}

function square({ request, res, json, checkouts }: Exchange): void {
  const behaviour = behaviourOf(bearerOf(request.headers), request.environment);
  if (misbehaves(res, behaviour)) return;
  if (behaviour === 'bad') {
    send(res, 401, {
      errors: [
        { category: 'AUTHENTICATION_ERROR', code: 'UNAUTHORIZED', detail: 'This request could not be authorized.' },
      ],
    });
    return;
  }
  if (isSquareCheckoutPath(request.path)) {
    squareCheckoutApi(checkouts, FAKE_SQUARE_LOCATIONS, request.method, request.path, json, res);
    return;
  }
  if (request.method === 'GET') {
    send(res, 200, {
      locations: FAKE_SQUARE_LOCATIONS.map((location, index) => ({
        id: location,
        name: `Fake Salon ${index + 1}`,
        status: 'ACTIVE',
        currency: 'AUD',
      })),
    });
    return;
  }
  const money = json.amount_money as { amount?: unknown; currency?: unknown } | undefined;
  const refusal = squareRefundRefusal(checkouts, json);
  if (refusal) return send(res, 400, refusal);
  send(res, 200, { refund: { id: id('sqref'), status: 'PENDING', amount_money: money, payment_id: json.payment_id } });
}

/** PayPal and Tyro: a token endpoint, then calls that need one of the tokens it issued. */
function tokenProvider(
  provider: 'paypal' | 'tyro',
  { request, res, form }: Exchange,
  issued: Set<string>,
): 'answered' | 'authorised' {
  const isTokenCall = provider === 'paypal' ? request.path === '/v1/oauth2/token' : request.path === '/oauth/token';
  if (!isTokenCall) {
    if (issued.has(bearerOf(request.headers))) return 'authorised';
    send(
      res,
      401,
      provider === 'paypal'
        ? { error: 'invalid_token', error_description: 'Token signature verification failed' }
        : { error: 'Unauthorized' },
    );
    return 'answered';
  }
  // The secret half decides: a right client ID with a wrong secret is refused, as it is for real.
  const credential = provider === 'paypal' ? basicOf(request.headers).password : (form.get('client_secret') ?? '');
  const behaviour = behaviourOf(credential, request.environment);
  if (misbehaves(res, behaviour)) return 'answered';
  if (behaviour === 'bad') {
    send(
      res,
      401,
      provider === 'paypal'
        ? { error: 'invalid_client', error_description: 'Client Authentication failed' }
        : { error: 'access_denied', error_description: 'Unauthorized' },
    );
    return 'answered';
  }
  const token = id(provider === 'paypal' ? 'A21AA' : 'eyJfake');
  issued.add(token);
  send(
    res,
    200,
    provider === 'paypal'
      ? {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-FAKE',
          expires_in: 32400,
          nonce: randomUUID(),
        }
      : { access_token: token, expires_in: 43200, token_type: 'Bearer' },
  );
  return 'answered';
}

function paypal(exchange: Exchange, issued: Set<string>): void {
  if (tokenProvider('paypal', exchange, issued) === 'answered') return;
  const { request, res, json } = exchange;
  if (isPayPalCheckoutPath(request.path)) {
    paypalCheckoutApi(exchange.checkouts, request.method, request.path, request.headers, json, res);
    return;
  }
  const captureId = decodeURIComponent(/^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(request.path)?.[1] ?? '');
  const refusal = paypalRefundRefusal(exchange.checkouts, captureId, json);
  if (refusal) return send(res, 422, refusal);
  const amount = (json.amount ?? {}) as Record<string, unknown>;
  send(res, 201, { id: id('1JU'), status: 'COMPLETED', amount });
}

function adyen({ request, res, json, checkouts }: Exchange): void {
  const behaviour = behaviourOf(request.headers['x-api-key'] ?? '', request.environment);
  if (misbehaves(res, behaviour)) return;
  if (behaviour === 'bad') {
    send(res, 401, {
      status: 401,
      errorCode: '000',
      message: 'HTTP Status Response - Unauthorized',
      errorType: 'security',
    });
    return;
  }
  if (typeof json.merchantAccount !== 'string' || !json.merchantAccount.includes('Good')) {
    send(res, 403, { status: 403, errorCode: '901', message: 'Invalid Merchant Account', errorType: 'security' });
    return;
  }
  if (request.path === '/v71/paymentMethods') {
    send(res, 200, { paymentMethods: [{ name: 'Cards', type: 'scheme', brands: ['visa', 'mc', 'amex'] }] });
    return;
  }
  if (isAdyenPaymentPath(request.path)) {
    adyenPaymentsApi(checkouts, request.path, request.headers, json, res);
    return;
  }
  send(res, 404, { status: 404, errorCode: '000', message: 'Not found', errorType: 'validation' });
}

function tyro(exchange: Exchange, issued: Set<string>): void {
  if (tokenProvider('tyro', exchange, issued) === 'answered') return;
  const { request, res, json, checkouts } = exchange;
  tyroPayApi(checkouts, request.method, request.path, json, res);
}

function providerOf(path: string): RecordedRequest['provider'] {
  if (path === '/v1/balance' || path === '/v1/payment_intents' || path === '/v1/refunds') return 'stripe';
  if (isStripeCheckoutPath(path)) return 'stripe';
  if (path === '/v2/locations' || path === '/v2/payments' || path === '/v2/refunds') return 'square';
  if (isSquareCheckoutPath(path)) return 'square';
  if (isPayPalCheckoutPath(path)) return 'paypal';
  if (path === '/v1/oauth2/token' || /^\/v2\/payments\/captures\/[^/]+\/refund$/.test(path)) {
    return 'paypal';
  }
  if (/^\/v71\/(paymentMethods|payments|payments\/[^/]+\/refunds)$/.test(path)) return 'adyen';
  if (path === '/oauth/token' || isTyroPayPath(path)) return 'tyro';
  return 'unknown';
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString()));
    req.on('error', reject);
  });
}

/** Starts the fake providers on a free port of 127.0.0.1. */
export async function startFakePaymentProviders(): Promise<FakePaymentProviders> {
  const requests: RecordedRequest[] = [];
  const issued = new Set<string>();
  const idempotent = new Map<string, unknown>();
  const checkouts = newFakeCheckouts();
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://fake');
      const sandbox = url.pathname.startsWith('/sandbox/');
      const path = sandbox ? url.pathname.slice('/sandbox'.length) : url.pathname;
      const method = req.method ?? 'GET';
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      );
      const request: RecordedRequest = {
        provider: providerOf(path),
        environment: sandbox ? 'sandbox' : 'live',
        method,
        path,
        headers,
        body,
      };
      requests.push(request);
      if (answerCheckoutPage(checkouts, method, path, res, successUrlOf, paymentPrefixOf)) return;
      if (answerSdk(checkouts, method, path, body, res)) return;
      const exchange: Exchange = {
        request,
        res,
        form: new URLSearchParams(body),
        json: parseJson(body),
        query: url.searchParams,
        checkouts,
      };
      switch (request.provider) {
        case 'stripe':
          return stripe(exchange, idempotent);
        case 'square':
          return square(exchange);
        case 'paypal':
          return paypal(exchange, issued);
        case 'adyen':
          return adyen(exchange);
        case 'tyro':
          return tyro(exchange, issued);
        default:
          return send(res, 404, { error: 'Not found', path });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  checkouts.baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: checkouts.baseUrl,
    requests,
    checkouts,
    close: () =>
      new Promise<void>((resolve) => {
        // The `slow` requests are still open: end them, or close would wait for them forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
