import { luhnValid } from './sdk';
import type { ServerResponse } from 'node:http';
import { send } from '../fake-notification-shared';
import { replaysOf } from './replays';
import { fakeId, type FakeCheckouts } from './sessions';
import { refundFake } from './stripe';

/**
 * Adyen's Checkout API v71 `/payments` and `/payments/{pspReference}/refunds`, as the card form on
 * the booking page uses them (adyen-card-form.ts). In Adyen's test environment the Card component
 * may send the card unencrypted as `test_{value}`; the fake reads those values:
 *
 * - `test_4000000000000002`: Refused;
 * - `test_4212345678901237` (Adyen's 3-D Secure test card): RedirectShopper with its action;
 * - a test number failing the Luhn check: 422 Invalid card number;
 * - any other number, or a real encrypted blob: Authorised, captured at once (Adyen's default).
 *
 * The caller (fake-payment-providers.ts) has checked the API key and the merchant account already.
 */
export const FAKE_ADYEN_CARDS = {
  good: '4111111111111111',
  declined: '4000000000000002',
  threeDSecure: '4212345678901237',
} as const;

const validation = (errorCode: string, message: string) => ({
  status: 422,
  errorCode,
  message,
  errorType: 'validation',
  pspReference: pspReference(),
});

/** Adyen's payment references are 16 letters and digits. */
const pspReference = () => fakeId('').toUpperCase().slice(0, 16);

const objectOf = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** `/v71/payments`: [status, body]. */
function payment(checkouts: FakeCheckouts, json: Record<string, unknown>): [number, unknown] {
  const amount = objectOf(json.amount);
  if (!amount || !Number.isInteger(amount.value) || typeof amount.currency !== 'string') {
    return [422, validation('100', "Required object 'amount' is not provided.")];
  }
  if ((amount.value as number) <= 0) return [422, validation('137', 'Invalid amount specified')];
  if (typeof json.reference !== 'string' || json.reference === '') {
    return [422, validation('130', "Required field 'reference' is not provided.")];
  }
  const method = objectOf(json.paymentMethod);
  if (!method) return [422, validation('14_006', "Required object 'paymentMethod' is not provided.")];
  const encrypted = method.encryptedCardNumber;
  if (method.type !== 'scheme' || typeof encrypted !== 'string' || encrypted === '') {
    return [422, validation('14_007', 'Invalid payment method details')];
  }
  const number = encrypted.startsWith('test_') ? encrypted.slice('test_'.length) : null;
  if (number !== null && !luhnValid(number)) return [422, validation('101', 'Invalid card number')];
  const reference = pspReference();
  const common = { pspReference: reference, merchantReference: json.reference };
  if (number === FAKE_ADYEN_CARDS.declined) {
    return [200, { ...common, resultCode: 'Refused', refusalReason: 'Refused', refusalReasonCode: '2' }];
  }
  if (number === FAKE_ADYEN_CARDS.threeDSecure) {
    return [
      200,
      {
        resultCode: 'RedirectShopper',
        action: {
          paymentMethodType: 'scheme',
          url: `${checkouts.baseUrl}/adyen/3ds/${reference}`,
          method: 'GET',
          type: 'redirect',
        },
      },
    ];
  }
  const value = amount.value as number;
  checkouts.payments.set(reference, {
    sessionId: null,
    amountMinor: value,
    capturedMinor: value,
    refundedMinor: 0,
    released: false,
  });
  return [
    200,
    {
      ...common,
      additionalData: { paymentMethod: 'visa' },
      resultCode: 'Authorised',
      amount: { currency: amount.currency, value },
      paymentMethod: { brand: 'visa', type: 'scheme' },
    },
  ];
}

/** `/v71/payments/{pspReference}/refunds`: received, or refused when more than what is left is asked. */
function refund(checkouts: FakeCheckouts, paymentReference: string, json: Record<string, unknown>): [number, unknown] {
  const amount = objectOf(json.amount);
  if (!amount || !Number.isInteger(amount.value) || typeof amount.currency !== 'string') {
    return [422, validation('100', "Required object 'amount' is not provided.")];
  }
  if (refundFake(checkouts, paymentReference, amount.value as number)) {
    return [422, validation('137', 'Invalid amount specified')];
  }
  return [
    201,
    {
      merchantAccount: json.merchantAccount,
      paymentPspReference: paymentReference,
      pspReference: pspReference(),
      reference: json.reference,
      status: 'received',
      amount: json.amount,
    },
  ];
}

export const isAdyenPaymentPath = (path: string) => /^\/v71\/payments(\/[^/]+\/refunds)?$/.test(path);

/** Answers a payment or a refund; a repeated Idempotency-Key gets the first answer again. */
export function adyenPaymentsApi(
  checkouts: FakeCheckouts,
  path: string,
  headers: Readonly<Record<string, string>>,
  json: Record<string, unknown>,
  res: ServerResponse,
): void {
  const key = headers['idempotency-key'];
  const replays = replaysOf(checkouts);
  const replay = key ? replays.get(`adyen|${key}`) : undefined;
  if (replay) return send(res, replay.status, replay.body);
  const refundOf = /^\/v71\/payments\/([^/]+)\/refunds$/.exec(path);
  const [status, body] = refundOf
    ? refund(checkouts, decodeURIComponent(refundOf[1]!), json)
    : payment(checkouts, json);
  if (key) replays.set(`adyen|${key}`, { status, body });
  send(res, status, body);
}
