import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_CREDENTIALS,
  FAKE_SQUARE_LOCATIONS,
  fakeProviderUrls,
  startFakePaymentProviders,
  type FakePaymentProviders,
} from '../../testing/fake-payment-providers';
import { loadFakeScript } from '../../testing/fake-checkout/script-page';
import { ProviderFailure } from '../http';
import { createGatewayAdapters, type GatewayAccount } from './adapters';
import type { CardSubmission, CheckoutInput, HostedCheckout } from './checkout';
import { checkoutInputs, failure } from './checkout-test-kit';

const GOOD_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';

describe('Square card on file and authorization through its card form, against the fake', () => {
  let fake: FakePaymentProviders;
  let checkout: HostedCheckout;
  let square: ReturnType<typeof createGatewayAdapters>['square'];
  const account: GatewayAccount = { credentials: FAKE_CREDENTIALS.square, isLive: false };
  const inAnHour = () => new Date(Date.now() + 3_600_000);

  const { input } = checkoutInputs(() => ({
    purpose: 'authorization',
    amountMinor: 6000,
    description: 'Hold for Colour at Demo Salon',
    expiresAt: inAnHour(),
  }));

  const submission = (opened: CheckoutInput, card: Record<string, unknown>, key = `${opened.idempotencyKey}-1`) =>
    ({
      purpose: opened.purpose,
      amountMinor: opened.amountMinor,
      currency: opened.currency,
      reference: opened.reference,
      description: opened.description,
      customerEmail: opened.customerEmail,
      customerName: { firstName: 'Ana', lastName: 'Lopez' },
      idempotencyKey: key,
      returnUrl: opened.cardFormUrl,
      card,
    }) satisfies CardSubmission;

  /** What the fake square.js does with a typed card: posts it to the fake's tokenize. */
  async function tokenize(number: string, applicationId: string = FAKE_CREDENTIALS.square.applicationId) {
    const response = await fetch(`${fake.url}/sdk/square/tokenize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        applicationId,
        locationId: FAKE_CREDENTIALS.square.locationId,
        cardNumber: number.replaceAll(' ', ''),
        expMonth: 12,
        expYear: 2031,
        cvv: '111',
      }),
    });
    return { status: response.status, json: (await response.json()) as { token?: string; errors?: unknown[] } };
  }
  const nonceFor = async (number = GOOD_CARD) => (await tokenize(number)).json.token!;

  async function verify(token: string, intent: 'CHARGE' | 'STORE') {
    const response = await fetch(`${fake.url}/sdk/square/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        applicationId: FAKE_CREDENTIALS.square.applicationId,
        token,
        details: {
          amount: '60.00',
          currencyCode: 'AUD',
          intent,
          billingContact: { givenName: 'Ana', familyName: 'Lopez', email: 'ana@example.com' },
        },
      }),
    });
    return ((await response.json()) as { token: string }).token;
  }

  const sent = (method: string, path: string) =>
    fake.requests.filter((each) => each.method === method && each.path === path).map((each) => JSON.parse(each.body));

  async function authorize(amountMinor = 6000) {
    const request = input({ amountMinor });
    const opened = await checkout.create(account, request);
    const outcome = await checkout.submitCard!(account, opened.id, submission(request, { token: await nonceFor() }));
    if (outcome.state !== 'authorized') throw new Error(`expected an authorization, got ${outcome.state}`);
    return outcome.paymentId;
  }

  beforeAll(async () => {
    fake = await startFakePaymentProviders();
    square = createGatewayAdapters({ urls: fakeProviderUrls(fake.url), timeoutMs: 1000 }).square;
    checkout = square.checkout!;
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('holds an amount, takes part of it, and refunds no more than was taken', async () => {
    const request = input({ amountMinor: 6000 });
    const opened = await checkout.create(account, request);
    expect(opened).toEqual({ id: expect.stringMatching(/^form:authorization:\d+:/), url: request.cardFormUrl });
    expect(fake.requests).toHaveLength(0);

    const token = await nonceFor();
    const verificationToken = await verify(token, 'CHARGE');
    expect(verificationToken).toMatch(/^verf:/);
    const outcome = await checkout.submitCard!(account, opened.id, submission(request, { token, verificationToken }));
    expect(outcome).toEqual({ state: 'authorized', paymentId: expect.stringMatching(/^sqpay/), amountMinor: 6000 });
    const paymentId = outcome.state === 'authorized' ? outcome.paymentId : '';
    expect(sent('POST', '/v2/payments')).toEqual([
      {
        idempotency_key: `${request.idempotencyKey}-1`,
        source_id: token,
        verification_token: verificationToken,
        amount_money: { amount: 6000, currency: 'AUD' },
        autocomplete: false,
        location_id: FAKE_SQUARE_LOCATIONS[0],
        reference_id: request.reference,
        note: request.description,
        buyer_email_address: 'ana@example.com',
      },
    ]);

    // Nothing is taken while it is held.
    const refund = { paymentId, currency: 'AUD', idempotencyKey: 'refund-held' };
    expect(await failure(square.refund(account, { ...refund, amountMinor: 100 }))).toMatchObject({
      message: 'Square refused the refund: The requested refund amount exceeds the amount available to refund.',
    });

    expect(await checkout.capture!(account, paymentId, 4000, 'capture-1')).toEqual({
      id: paymentId,
      status: 'COMPLETED',
    });
    const path = `/v2/payments/${paymentId}`;
    expect(sent('PUT', path)).toEqual([
      { idempotency_key: 'capture-1', payment: { amount_money: { amount: 4000, currency: 'AUD' } } },
    ]);
    expect(sent('POST', `${path}/complete`)).toHaveLength(1);
    expect(fake.checkouts.payments.get(paymentId)).toMatchObject({ amountMinor: 4000, capturedMinor: 4000 });

    // A retried capture finds it completed and asks nothing more of Square.
    expect(await checkout.capture!(account, paymentId, 4000, 'capture-1')).toEqual({
      id: paymentId,
      status: 'COMPLETED',
    });
    expect(sent('POST', `${path}/complete`)).toHaveLength(1);

    await square.refund(account, { ...refund, amountMinor: 4000, idempotencyKey: 'refund-taken' });
    expect(
      await failure(square.refund(account, { ...refund, amountMinor: 1, idempotencyKey: 'refund-more' })),
    ).toMatchObject({ kind: 'rejected' });
  });

  it('takes the whole hold without changing its amount, and refuses to take more than is held', async () => {
    const whole = await authorize(5000);
    await checkout.capture!(account, whole, 5000, 'capture-whole');
    expect(sent('PUT', `/v2/payments/${whole}`)).toHaveLength(0);

    const more = await authorize(5000);
    expect(await failure(checkout.capture!(account, more, 7000, 'capture-more'))).toMatchObject({
      kind: 'rejected',
      message:
        'Square refused the capture: amount_money cannot be increased in value. EDIT_AMOUNT_UP capability is not available.',
    });
  });

  it('lets a hold go, and then cannot take it', async () => {
    const paymentId = await authorize();
    await checkout.release!(account, paymentId, 'release-1');
    expect(sent('POST', `/v2/payments/${paymentId}/cancel`)).toEqual([{}]);
    expect(fake.checkouts.payments.get(paymentId)).toMatchObject({ released: true, capturedMinor: 0 });
    // Releasing again (a retry) is done already.
    await checkout.release!(account, paymentId, 'release-1');
    const refusal = await failure(checkout.capture!(account, paymentId, 6000, 'capture-late'));
    expect(refusal.kind).toBe('rejected');
    expect(refusal.message).toMatch(/^Square refused the capture: Payment .+ is CANCELED and cannot be completed\.$/);
  });

  it('keeps a card for a Square customer and charges a no-show fee to it', async () => {
    const request = input({ purpose: 'save_card', amountMinor: 0, reference: 'appt-card' });
    const opened = await checkout.create(account, request);
    const [customer] = sent('POST', '/v2/customers');
    expect(customer).toEqual({
      idempotency_key: request.idempotencyKey,
      email_address: 'ana@example.com',
      reference_id: 'appt-card',
    });
    expect(opened.url).toBe(request.cardFormUrl);
    const customerId = /^form:save_card:([^:]+):\d+$/.exec(opened.id)?.[1];
    expect(customerId).toBeTruthy();
    // A retried create names the same customer.
    expect(await checkout.create(account, request)).toEqual(opened);

    const token = await nonceFor();
    const verificationToken = await verify(token, 'STORE');
    const saved = await checkout.submitCard!(account, opened.id, submission(request, { token, verificationToken }));
    expect(saved).toEqual({ state: 'card_saved', customerId, paymentMethodId: expect.stringMatching(/^ccof:/) });
    expect(sent('POST', '/v2/cards')).toEqual([
      {
        idempotency_key: `${request.idempotencyKey}-1`,
        source_id: token,
        verification_token: verificationToken,
        card: { customer_id: customerId, reference_id: 'appt-card', cardholder_name: 'Ana Lopez' },
      },
    ]);
    if (saved.state !== 'card_saved') return;

    const fee = {
      customerId: saved.customerId,
      paymentMethodId: saved.paymentMethodId,
      amountMinor: 2500,
      currency: 'aud',
      reference: 'appt-card',
      description: 'No-show fee for Colour at Demo Salon',
      idempotencyKey: 'no-show-appt-card',
    };
    const charged = await checkout.chargeSavedCard!(account, fee);
    expect(charged).toEqual({ id: expect.stringMatching(/^sqpay/), status: 'COMPLETED' });
    expect(sent('POST', '/v2/payments')).toEqual([
      {
        idempotency_key: 'no-show-appt-card',
        source_id: saved.paymentMethodId,
        customer_id: saved.customerId,
        amount_money: { amount: 2500, currency: 'AUD' },
        autocomplete: true,
        location_id: FAKE_SQUARE_LOCATIONS[0],
        reference_id: 'appt-card',
        note: 'No-show fee for Colour at Demo Salon',
      },
    ]);
    // The same fee asked again is the same payment, not a second charge.
    expect(await checkout.chargeSavedCard!(account, fee)).toEqual(charged);
    expect(fake.checkouts.payments.get(charged.id)).toMatchObject({ capturedMinor: 2500 });
    // Another customer's card is not this one's.
    const stranger = await failure(
      checkout.chargeSavedCard!(account, { ...fee, customerId: 'OTHER', idempotencyKey: 'x' }),
    );
    expect(stranger.message).toBe(`Square refused the payment: Card with id ${saved.paymentMethodId} not found.`);
  });

  it('refuses a declined card at submit in a sentence, and lets the client try another', async () => {
    const request = input();
    const opened = await checkout.create(account, request);
    const declined = await failure(
      checkout.submitCard!(account, opened.id, submission(request, { token: await nonceFor(DECLINED_CARD) })),
    );
    expect(declined).toMatchObject({
      kind: 'rejected',
      status: 402,
      message: 'Square refused the payment: The card was declined. Try another card.',
    });
    // Square's own sandbox nonce for a decline reads the same.
    const sandbox = await failure(
      checkout.submitCard!(account, opened.id, submission(request, { token: 'cnon:card-nonce-declined' }, 'k-2')),
    );
    expect(sandbox.message).toBe('Square refused the payment: The card was declined. Try another card.');
    const another = await checkout.submitCard!(
      account,
      opened.id,
      submission(request, { token: await nonceFor() }, `${request.idempotencyKey}-3`),
    );
    expect(another.state).toBe('authorized');

    const keep = input({ purpose: 'save_card', amountMinor: 0 });
    const form = await checkout.create(account, keep);
    const refused = await failure(
      checkout.submitCard!(account, form.id, submission(keep, { token: await nonceFor(DECLINED_CARD) })),
    );
    expect(refused.message).toBe('Square refused the card: The card was declined. Try another card.');
  });

  it('refuses a submission without the card form’s token, without asking Square', async () => {
    const request = input();
    const opened = await checkout.create(account, request);
    for (const card of [{}, { token: '' }, { token: 42 }, { token: 'cnon:x', verificationToken: 7 }]) {
      const refusal = await failure(checkout.submitCard!(account, opened.id, submission(request, card)));
      expect(refusal.kind).toBe('rejected');
      expect(refusal.message).toMatch(
        /^Square’s card form (did not give the card details|gave an unreadable verification)\. Enter the card again\.$/,
      );
    }
    expect(fake.requests).toHaveLength(0);
    // A payment-link checkout has no card form.
    expect(
      await failure(checkout.submitCard!(account, 'LINK:ORDER', submission(request, { token: 'cnon:x' }))),
    ).toMatchObject({ kind: 'rejected' });
    expect(() => checkout.cardForm!(account, 'LINK:ORDER')).toThrow(ProviderFailure);
  });

  it('refuses a nonce used twice, but answers a retry of the same submission with its first answer', async () => {
    const request = input();
    const opened = await checkout.create(account, request);
    const token = await nonceFor();
    const first = await checkout.submitCard!(account, opened.id, submission(request, { token }, 'try-1'));
    expect(await checkout.submitCard!(account, opened.id, submission(request, { token }, 'try-1'))).toEqual(first);
    const again = await failure(checkout.submitCard!(account, opened.id, submission(request, { token }, 'try-2')));
    expect(again).toMatchObject({
      kind: 'rejected',
      message: 'Square refused the payment: These card details were already used. Enter the card again.',
    });
    expect(
      await failure(checkout.submitCard!(account, opened.id, submission(request, { token: 'cnon:made-up' }, 'try-3'))),
    ).toMatchObject({
      kind: 'rejected',
      message: expect.stringMatching(/^Square refused the payment: Card nonce not found/),
    });
  });

  it('reads a form nobody submitted as open until it expires, then closed, without asking Square', async () => {
    const open = await checkout.create(account, input());
    const expired = await checkout.create(account, input({ expiresAt: new Date(Date.now() - 1000) }));
    const card = await checkout.create(account, input({ purpose: 'save_card', amountMinor: 0 }));
    const oldCard = await checkout.create(
      account,
      input({ purpose: 'save_card', amountMinor: 0, expiresAt: new Date(Date.now() - 1000) }),
    );
    fake.requests.length = 0;
    expect(await checkout.read(account, open.id)).toEqual({ state: 'open' });
    expect(await checkout.read(account, expired.id)).toEqual({ state: 'closed' });
    expect(await checkout.read(account, card.id)).toEqual({ state: 'open' });
    expect(await checkout.read(account, oldCard.id)).toEqual({ state: 'closed' });
    expect(fake.requests).toHaveLength(0);
  });

  it('gives the page the script and public settings only', async () => {
    const opened = await checkout.create(account, input());
    const form = checkout.cardForm!(account, opened.id);
    expect(form).toEqual({
      provider: 'square',
      scriptUrl: `${fake.url}/sdk/square.js`,
      settings: {
        applicationId: FAKE_CREDENTIALS.square.applicationId,
        locationId: FAKE_CREDENTIALS.square.locationId,
      },
    });
    expect(JSON.stringify(form)).not.toContain(FAKE_CREDENTIALS.square.accessToken);
    // Without configured addresses, Square's own CDN for the account's environment.
    const real = createGatewayAdapters({ timeoutMs: 1000 }).square.checkout!;
    expect(real.cardForm!(account, opened.id).scriptUrl).toBe('https://sandbox.web.squarecdn.com/v1/square.js');
    expect(real.cardForm!({ ...account, isLive: true }, opened.id).scriptUrl).toBe(
      'https://web.squarecdn.com/v1/square.js',
    );
  });

  it('serves square.js, whose card form tokenizes, checks what is typed, and verifies the buyer', async () => {
    const response = await fetch(`${fake.url}/sdk/square.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const page = loadFakeScript(await response.text(), `${fake.url}/sdk/square.js`, 'card-container');
    const Square = page.window.Square as SquareGlobal;
    const payments = Square.payments(FAKE_CREDENTIALS.square.applicationId, FAKE_CREDENTIALS.square.locationId);
    const card = await payments.card();
    await card.attach('#card-container');
    expect(page.labels()).toEqual(['Card number', 'Expiry date', 'Security code']);

    page.type({ 'Card number': '4111 1111 1111 1112', 'Expiry date': '13/30', 'Security code': '' });
    expect(await card.tokenize()).toEqual({
      status: 'Invalid',
      errors: [
        { type: 'VALIDATION_ERROR', field: 'cardNumber', message: 'The card number is not valid.' },
        { type: 'VALIDATION_ERROR', field: 'expirationDate', message: 'Enter the expiry date as MM/YY.' },
        { type: 'VALIDATION_ERROR', field: 'cvv', message: 'Enter the security code.' },
      ],
    });
    expect(page.text()).toContain('The card number is not valid.');

    page.type({ 'Card number': GOOD_CARD, 'Expiry date': '12/31', 'Security code': '123' });
    const result = (await card.tokenize()) as { status: string; token: string };
    expect(result).toMatchObject({ status: 'OK', token: expect.stringMatching(/^cnon:/) });
    const verified = await payments.verifyBuyer(result.token, {
      amount: '60.00',
      currencyCode: 'AUD',
      intent: 'CHARGE',
      billingContact: { givenName: 'Ana', familyName: 'Lopez', email: 'ana@example.com' },
    });
    expect(verified.token).toMatch(/^verf:/);
    const request = input();
    const opened = await checkout.create(account, request);
    const outcome = await checkout.submitCard!(
      account,
      opened.id,
      submission(request, { token: result.token, verificationToken: verified.token }),
    );
    expect(outcome.state).toBe('authorized');
    expect(await card.destroy()).toBe(true);
    expect(page.labels()).toEqual([]);

    // An application Square does not know gets no token.
    const stranger = Square.payments('sandbox-sq0idb-unknown', FAKE_CREDENTIALS.square.locationId);
    const other = await stranger.card();
    await other.attach('#card-container');
    page.type({ 'Card number': GOOD_CARD, 'Expiry date': '12/31', 'Security code': '123' });
    expect(await other.tokenize()).toMatchObject({ status: 'Error' });
    expect(page.text()).toContain('Square does not recognise this application ID.');
    expect((await tokenize(GOOD_CARD, 'sandbox-sq0idb-unknown')).status).toBe(401);
  });
});

interface SquareCard {
  attach(target: string): Promise<void>;
  tokenize(): Promise<unknown>;
  destroy(): Promise<boolean>;
}
interface SquareGlobal {
  payments(
    applicationId: string,
    locationId: string,
  ): { card(): Promise<SquareCard>; verifyBuyer(token: string, details: object): Promise<{ token: string }> };
}
