import type { ServerResponse } from 'node:http';
import { replaysOf } from './replays';
import { fakeId, type FakeCheckouts } from './sessions';
import { send } from '../fake-notification-shared';

/**
 * Square's card on file and delayed capture, answered in Square's shapes: customers
 * (POST /v2/customers), cards kept for them (POST /v2/cards), and payments taken or held
 * (POST /v2/payments, GET and PUT /v2/payments/{id}, POST .../complete and .../cancel). A card
 * reaches these as a nonce: one the fake `square.js` issued (sdk-square.ts), used once, or one of
 * Square's documented sandbox nonces, which may be used again. The caller
 * (fake-payment-providers.ts) has checked the access token already.
 */

/** What the fake knows of a card: enough to fill Square's card_details, and whether it declines. */
export interface FakeSquareCard {
  brand: string;
  last4: string;
  bin: string;
  expMonth: number;
  expYear: number;
  /** Square's error code when the issuer declines it, or null. */
  declineCode: string | null;
}

interface FakeSquarePayment {
  id: string;
  status: 'APPROVED' | 'COMPLETED' | 'CANCELED' | 'FAILED';
  amount: number;
  currency: string;
  card: FakeSquareCard;
  locationId: string;
  referenceId?: string;
  note?: string;
  customerId?: string;
  buyerEmail?: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

interface FakeSquareState {
  /** Issued by the fake script: the card, the application that asked, and whether it was used. */
  nonces: Map<string, { card: FakeSquareCard; applicationId: string; used: boolean }>;
  /** verf: tokens issued by verifyBuyer, and the nonce each verifies. */
  verifications: Map<string, string>;
  customers: Map<string, Record<string, unknown>>;
  cards: Map<string, { card: FakeSquareCard; customerId: string; body: Record<string, unknown> }>;
  payments: Map<string, FakeSquarePayment>;
}

const states = new WeakMap<FakeCheckouts, FakeSquareState>();

export function squareStateOf(checkouts: FakeCheckouts): FakeSquareState {
  let state = states.get(checkouts);
  if (!state) {
    state = {
      nonces: new Map(),
      verifications: new Map(),
      customers: new Map(),
      cards: new Map(),
      payments: new Map(),
    };
    states.set(checkouts, state);
  }
  return state;
}

/** The card a number stands for: `4000 0000 0000 0002` is declined by the issuer, as in Square's sandbox. */
export function fakeSquareCard(digits: string, expMonth: number, expYear: number): FakeSquareCard {
  const brand = digits.startsWith('4')
    ? 'VISA'
    : /^5[1-5]/.test(digits)
      ? 'MASTERCARD'
      : /^3[47]/.test(digits)
        ? 'AMERICAN_EXPRESS'
        : digits.startsWith('6011')
          ? 'DISCOVER'
          : 'OTHER_BRAND';
  return {
    brand,
    last4: digits.slice(-4),
    bin: digits.slice(0, 6),
    expMonth,
    expYear,
    declineCode: digits === '4000000000000002' ? 'GENERIC_DECLINE' : null,
  };
}

/** Square's documented sandbox nonces (developer.squareup.com/docs/devtools/sandbox/payments). */
const SANDBOX_NONCES: Readonly<Record<string, FakeSquareCard>> = {
  'cnon:card-nonce-ok': fakeSquareCard('4111111111111111', 12, 2030),
  'cnon:card-nonce-declined': { ...fakeSquareCard('4111111111111111', 12, 2030), declineCode: 'CARD_DECLINED' },
};

export const squareError = (category: string, code: string, detail: string, field?: string) => ({
  errors: [{ category, code, detail, ...(field ? { field } : {}) }],
});

const invalid = (code: string, detail: string, field?: string) =>
  squareError('INVALID_REQUEST_ERROR', code, detail, field);
const missing = (field: string) => invalid('MISSING_REQUIRED_PARAMETER', 'Field must be set', field);

type Answer = [number, unknown];

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const objectAt = (json: Record<string, unknown>, key: string) => {
  const value = json[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
};

/** Square's idempotency keys are 1 to 45 characters on these endpoints. */
function keyProblem(json: Record<string, unknown>, required: boolean): Answer | null {
  const key = json.idempotency_key;
  if (key === undefined && !required) return null;
  if (typeof key !== 'string' || key === '') return [400, missing('idempotency_key')];
  if (key.length > 45) {
    return [400, invalid('VALUE_TOO_LONG', 'Must be at most 45 characters long', 'idempotency_key')];
  }
  return null;
}

/** A source_id as a card: a nonce (used up here unless it is a sandbox one) or a card on file. */
function cardOfSource(
  state: FakeSquareState,
  sourceId: unknown,
  customerId: string | undefined,
  allowCardOnFile: boolean,
): FakeSquareCard | Answer {
  if (typeof sourceId !== 'string' || sourceId === '') return [400, missing('source_id')];
  const sandbox = SANDBOX_NONCES[sourceId];
  if (sandbox) return sandbox;
  const nonce = state.nonces.get(sourceId);
  if (nonce) {
    if (nonce.used) {
      return [400, invalid('CARD_TOKEN_USED', 'Card nonce already used; please request new nonce.', 'source_id')];
    }
    nonce.used = true;
    return nonce.card;
  }
  if (sourceId.startsWith('ccof:') && allowCardOnFile) {
    const onFile = state.cards.get(sourceId);
    if (!customerId) {
      return [
        400,
        invalid(
          'MISSING_REQUIRED_PARAMETER',
          'customer_id is required when source_id is a card on file.',
          'customer_id',
        ),
      ];
    }
    if (!onFile || onFile.customerId !== customerId) {
      return [404, invalid('NOT_FOUND', `Card with id ${sourceId} not found.`, 'source_id')];
    }
    return onFile.card;
  }
  return [
    400,
    invalid(
      'NOT_FOUND',
      'Card nonce not found in this `sandbox` application environment. Please ensure an application ID belonging to the same environment type is used for the Web Payments SDK.',
      'source_id',
    ),
  ];
}

/** A verification_token, when given, must be one verifyBuyer issued for this very nonce. */
function verificationProblem(state: FakeSquareState, json: Record<string, unknown>): Answer | null {
  const token = json.verification_token;
  if (token === undefined) return null;
  if (typeof token === 'string' && state.verifications.get(token) === json.source_id) return null;
  return [400, invalid('INVALID_VALUE', 'The verification token is not valid for this source.', 'verification_token')];
}

function cardDetailsOf(card: FakeSquareCard, status: string) {
  return {
    status,
    card: {
      card_brand: card.brand,
      last_4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      card_type: 'CREDIT',
      prepaid_type: 'NOT_PREPAID',
      bin: card.bin,
    },
    entry_method: 'KEYED',
    cvv_status: 'CVV_ACCEPTED',
    avs_status: 'AVS_ACCEPTED',
    statement_description: 'SQ *FAKE SALON',
  };
}

const CARD_STATUS = { APPROVED: 'AUTHORIZED', COMPLETED: 'CAPTURED', CANCELED: 'VOIDED', FAILED: 'FAILED' } as const;

function paymentBody(payment: FakeSquarePayment) {
  const money = { amount: payment.amount, currency: payment.currency };
  return {
    id: payment.id,
    created_at: payment.createdAt,
    updated_at: payment.updatedAt,
    amount_money: money,
    total_money: money,
    approved_money: payment.status === 'FAILED' ? { amount: 0, currency: payment.currency } : money,
    status: payment.status,
    ...(payment.status === 'APPROVED'
      ? { delay_duration: 'PT168H', delay_action: 'CANCEL', capabilities: ['EDIT_AMOUNT_DOWN', 'EDIT_TIP_AMOUNT_UP'] }
      : {}),
    source_type: 'CARD',
    card_details: cardDetailsOf(payment.card, CARD_STATUS[payment.status]),
    location_id: payment.locationId,
    order_id: fakeId('').toUpperCase(),
    ...(payment.referenceId ? { reference_id: payment.referenceId } : {}),
    ...(payment.note ? { note: payment.note } : {}),
    ...(payment.customerId ? { customer_id: payment.customerId } : {}),
    ...(payment.buyerEmail ? { buyer_email_address: payment.buyerEmail } : {}),
    application_details: { square_product: 'ECOMMERCE_API', application_id: 'sandbox-sq0idb-fakegood' },
    version_token: `v${payment.version}`,
  };
}

/** A decline as Square answers it: 402 with the issuer's code, and the failed payment. */
const declined = (code: string, payment?: FakeSquarePayment): Answer => [
  402,
  {
    ...squareError('PAYMENT_METHOD_ERROR', code, `Authorization error: '${code}'`),
    ...(payment ? { payment: paymentBody(payment) } : {}),
  },
];

function createCustomer(state: FakeSquareState, json: Record<string, unknown>): Answer {
  const problem = keyProblem(json, false);
  if (problem) return problem;
  const names = ['given_name', 'family_name', 'company_name', 'email_address', 'phone_number'];
  if (!names.some((name) => text(json[name]))) {
    return [
      400,
      invalid(
        'MISSING_REQUIRED_PARAMETER',
        'At least one of the following must be provided: given_name, family_name, company_name, email_address, phone_number.',
      ),
    ];
  }
  const now = new Date().toISOString();
  const customer = {
    id: fakeId('').toUpperCase().slice(0, 26),
    created_at: now,
    updated_at: now,
    ...Object.fromEntries(
      names.concat('reference_id', 'note').flatMap((name) => (text(json[name]) ? [[name, json[name]]] : [])),
    ),
    preferences: { email_unsubscribed: false },
    creation_source: 'THIRD_PARTY',
    version: 0,
  };
  state.customers.set(customer.id, customer);
  return [200, { customer }];
}

function createCard(state: FakeSquareState, json: Record<string, unknown>): Answer {
  const problem = keyProblem(json, true);
  if (problem) return problem;
  const fields = objectAt(json, 'card');
  const customerId = text(fields.customer_id);
  if (!customerId) return [400, missing('card.customer_id')];
  if (!state.customers.has(customerId)) {
    return [404, invalid('NOT_FOUND', `Customer with id ${customerId} not found.`, 'card.customer_id')];
  }
  const verification = verificationProblem(state, json);
  if (verification) return verification;
  const card = cardOfSource(state, json.source_id, undefined, false);
  if (Array.isArray(card)) return card;
  if (card.declineCode) return declined(card.declineCode);
  const body = {
    id: fakeId('ccof:').slice(0, 21),
    card_brand: card.brand,
    last_4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    ...(text(fields.cardholder_name) ? { cardholder_name: fields.cardholder_name } : {}),
    customer_id: customerId,
    merchant_id: 'MLFAKEGOOD',
    ...(text(fields.reference_id) ? { reference_id: fields.reference_id } : {}),
    enabled: true,
    card_type: 'CREDIT',
    prepaid_type: 'NOT_PREPAID',
    bin: card.bin,
    version: 1,
  };
  state.cards.set(body.id, { card, customerId, body });
  return [200, { card: body }];
}

function createPayment(
  checkouts: FakeCheckouts,
  state: FakeSquareState,
  locations: readonly string[],
  json: Record<string, unknown>,
): Answer {
  const problem = keyProblem(json, true);
  if (problem) return problem;
  const money = objectAt(json, 'amount_money');
  if (typeof money.amount !== 'number' || typeof money.currency !== 'string') return [400, missing('amount_money')];
  if (!Number.isInteger(money.amount) || money.amount < 1) {
    return [400, invalid('INVALID_VALUE', 'Amount must be positive.', 'amount_money.amount')];
  }
  const locationId = text(json.location_id) ?? locations[0]!;
  if (!locations.includes(locationId)) {
    return [400, invalid('NOT_FOUND', `Location \`${locationId}\` not found.`, 'location_id')];
  }
  const referenceId = text(json.reference_id);
  if (referenceId && referenceId.length > 40) {
    return [400, invalid('VALUE_TOO_LONG', 'Must be at most 40 characters long', 'reference_id')];
  }
  const verification = verificationProblem(state, json);
  if (verification) return verification;
  const customerId = text(json.customer_id);
  const card = cardOfSource(state, json.source_id, customerId, true);
  if (Array.isArray(card)) return card;
  const now = new Date().toISOString();
  const payment: FakeSquarePayment = {
    id: fakeId('sqpay'),
    status: card.declineCode ? 'FAILED' : json.autocomplete === false ? 'APPROVED' : 'COMPLETED',
    amount: money.amount,
    currency: money.currency,
    card,
    locationId,
    referenceId,
    note: text(json.note),
    customerId,
    buyerEmail: text(json.buyer_email_address),
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  state.payments.set(payment.id, payment);
  if (card.declineCode) return declined(card.declineCode, payment);
  const captured = payment.status === 'COMPLETED' ? payment.amount : 0;
  checkouts.payments.set(payment.id, {
    sessionId: null,
    amountMinor: payment.amount,
    capturedMinor: captured,
    refundedMinor: 0,
    released: false,
  });
  return [200, { payment: paymentBody(payment) }];
}

const notFound = (id: string): Answer => [404, invalid('NOT_FOUND', `Could not find payment with id: ${id}`)];
const wrongState = (payment: FakeSquarePayment, what: string): Answer => [
  400,
  invalid('BAD_REQUEST', `Payment ${payment.id} is ${payment.status} and cannot be ${what}.`),
];

function touch(payment: FakeSquarePayment) {
  payment.version += 1;
  payment.updatedAt = new Date().toISOString();
}

function updatePayment(checkouts: FakeCheckouts, payment: FakeSquarePayment, json: Record<string, unknown>): Answer {
  const problem = keyProblem(json, true);
  if (problem) return problem;
  const money = objectAt(objectAt(json, 'payment'), 'amount_money');
  if (typeof money.amount !== 'number') return [400, missing('payment.amount_money')];
  if (payment.status !== 'APPROVED') return wrongState(payment, 'updated');
  if (money.currency !== undefined && money.currency !== payment.currency) {
    return [400, invalid('INVALID_VALUE', 'The currency cannot be changed.', 'payment.amount_money.currency')];
  }
  if (!Number.isInteger(money.amount) || money.amount < 1) {
    return [400, invalid('INVALID_VALUE', 'Amount must be positive.', 'payment.amount_money.amount')];
  }
  if (money.amount > payment.amount) {
    return [
      400,
      invalid(
        'BAD_REQUEST',
        'amount_money cannot be increased in value. EDIT_AMOUNT_UP capability is not available.',
        'amount_money',
      ),
    ];
  }
  payment.amount = money.amount;
  touch(payment);
  const kept = checkouts.payments.get(payment.id);
  if (kept) kept.amountMinor = payment.amount;
  return [200, { payment: paymentBody(payment) }];
}

function finishPayment(checkouts: FakeCheckouts, payment: FakeSquarePayment, action: 'complete' | 'cancel'): Answer {
  if (payment.status !== 'APPROVED') return wrongState(payment, action === 'complete' ? 'completed' : 'canceled');
  payment.status = action === 'complete' ? 'COMPLETED' : 'CANCELED';
  touch(payment);
  const kept = checkouts.payments.get(payment.id);
  if (kept && action === 'complete') kept.capturedMinor = payment.amount;
  if (kept && action === 'cancel') kept.released = true;
  return [200, { payment: paymentBody(payment) }];
}

export const isSquareCardPath = (path: string) =>
  path === '/v2/customers' ||
  path === '/v2/cards' ||
  path === '/v2/payments' ||
  (/^\/v2\/payments\/[^/]+(\/(complete|cancel))?$/.test(path) &&
    !/^\/v2\/payments\/(authorizations|captures)\//.test(path));

/** Answers a Square customer, card or payment call; a retry with the same idempotency key gets the first answer. */
export function squareCardsApi(
  checkouts: FakeCheckouts,
  locations: readonly string[],
  method: string,
  path: string,
  json: Record<string, unknown>,
  res: ServerResponse,
): void {
  const state = squareStateOf(checkouts);
  const key = typeof json.idempotency_key === 'string' ? json.idempotency_key : '';
  const replayKey = `square|${method} ${path}|${key}`;
  const replay = key ? replaysOf(checkouts).get(replayKey) : undefined;
  if (replay) return send(res, replay.status, replay.body);
  const match = /^\/v2\/payments\/([^/]+)(?:\/(complete|cancel))?$/.exec(path);
  const payment = match ? state.payments.get(decodeURIComponent(match[1]!)) : undefined;
  let answer: Answer;
  if (path === '/v2/customers' && method === 'POST') answer = createCustomer(state, json);
  else if (path === '/v2/cards' && method === 'POST') answer = createCard(state, json);
  else if (path === '/v2/payments' && method === 'POST') answer = createPayment(checkouts, state, locations, json);
  else if (match && !payment) answer = notFound(decodeURIComponent(match[1]!));
  else if (match && payment && !match[2] && method === 'GET') answer = [200, { payment: paymentBody(payment) }];
  else if (match && payment && !match[2] && method === 'PUT') answer = updatePayment(checkouts, payment, json);
  else if (match && payment && match[2] && method === 'POST') {
    answer = finishPayment(checkouts, payment, match[2] as 'complete' | 'cancel');
  } else {
    answer = [404, invalid('NOT_FOUND', `Unrecognized request URL (${method}: ${path}).`)];
  }
  // What was made (or declined, which Square keeps as a failed payment) is answered again; a
  // request refused before anything was made may be corrected and sent again with its key.
  if (key && (answer[0] === 200 || answer[0] === 402))
    replaysOf(checkouts).set(replayKey, { status: answer[0], body: answer[1] });
  send(res, answer[0], answer[1]);
}
