import { describe, expect, it } from 'vitest';
import { tuesdayAt } from '../../bookings/test-helpers';
import type { DeskAppointment } from '../../contract/appointments';
import type { BookingAnswer, CardFormAnswer, ManagedAppointment } from '../../contract/public-booking';
import { FAKE_CREDENTIALS } from '../../testing/fake-payment-providers';
import { bookingPaymentsKit } from './payment-test-kit';

const MINUTE = 60_000;
const GOOD_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';

/**
 * Providers whose checkout is their card form on the manage page (issue 16): Square's saved card
 * and hold, Adyen and Tyro. The provider's script is played by calling the fake's script endpoints
 * as the browser would (the e2e test runs the scripts themselves in Chromium).
 */
describe('paying online bookings through a provider’s card form', () => {
  const kit = bookingPaymentsKit();
  const { send, useGateway, book, ledger, confirmations } = kit;
  const manage = (answer: BookingAnswer) => `/api/public/appointments/${answer.manageToken}`;
  const cardForm = (answer: BookingAnswer) => send<CardFormAnswer>('GET', `${manage(answer)}/card-form`);
  const submitCard = (answer: BookingAnswer, card: object) =>
    send<ManagedAppointment>('POST', `${manage(answer)}/card`, card);

  /** Square's Web Payments SDK tokenizing a typed card: a single-use nonce. */
  async function squareNonce(cardNumber: string): Promise<string> {
    const res = await fetch(`${kit.fake.url}/sdk/square/tokenize`, {
      method: 'POST',
      body: JSON.stringify({
        applicationId: FAKE_CREDENTIALS.square.applicationId,
        cardNumber,
        expMonth: 12,
        expYear: 2030,
        cvv: '123',
      }),
    });
    return ((await res.json()) as { token: string }).token;
  }

  const adyenCard = (digits: string) => ({
    paymentMethod: {
      type: 'scheme',
      encryptedCardNumber: `test_${digits}`,
      encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: 'test_737',
    },
  });

  it('keeps a card on file with Square through its form on the manage page, and charges the no-show fee to it', async () => {
    await useGateway('square', {
      requirementType: 'card_on_file',
      cancellationPolicy: { chargeOnNoShow: true, feeType: 'fixed', feeAmount: 30 },
    });
    const booked = await book(tuesdayAt('10:00'));
    expect(booked.body.status).toBe('awaiting_payment');
    // The checkout is the booking's own manage page, where the card form is.
    expect(booked.body.payment!.checkoutUrl).toMatch(new RegExp(`/demo-salon/book/manage/${booked.body.manageToken}$`));

    const form = await cardForm(booked.body);
    expect(form.status).toBe(200);
    expect(form.body).toEqual({
      provider: 'square',
      scriptUrl: `${kit.fake.url}/sdk/square.js`,
      settings: {
        applicationId: FAKE_CREDENTIALS.square.applicationId,
        locationId: FAKE_CREDENTIALS.square.locationId,
      },
      purpose: 'save_card',
      amount: { amount: 0, currency: 'AUD' },
      countryCode: 'AU',
      customer: { firstName: 'Alex', lastName: 'Client 1' },
    });
    expect(JSON.stringify(form.body)).not.toContain(FAKE_CREDENTIALS.square.accessToken);

    const saved = await submitCard(booked.body, { token: await squareNonce(GOOD_CARD) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.status).toBe('confirmed');
    expect(saved.body.payment).toMatchObject({ status: 'card_saved', checkoutUrl: null });
    expect(confirmations(booked.body.id)).toBeGreaterThan(0);
    // Nothing waits for a card any more.
    expect((await cardForm(booked.body)).status).toBe(409);

    kit.clock.now = Date.parse(tuesdayAt('10:20'));
    const noShow = await send<DeskAppointment>(
      'POST',
      `/api/appointments/${booked.body.id}/no-show`,
      undefined,
      kit.signInAgain(),
    );
    expect(noShow.body.payment).toMatchObject({ amountPaid: { amount: 30 }, feeCharged: { amount: 30 } });
    expect(ledger(booked.body.id)).toEqual([
      ['card_saved', 0],
      ['fee_charged', 3000],
    ]);
  });

  it('holds the price with Square after a declined card, and lets it go when cancelled in time', async () => {
    await useGateway('square', { requirementType: 'authorization' });
    const booked = await book(tuesdayAt('11:00'));
    expect((await cardForm(booked.body)).body).toMatchObject({ purpose: 'authorization', amount: { amount: 45 } });

    const declined = await submitCard(booked.body, { token: await squareNonce(DECLINED_CARD) });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Square refused the payment: The card was declined. Try another card.');
    // Still waiting, and still theirs: another card can be tried.
    expect((await send<ManagedAppointment>('GET', manage(booked.body))).body.status).toBe('awaiting_payment');
    expect((await book(tuesdayAt('11:00'), 2)).status).toBe(409);

    const held = await submitCard(booked.body, { token: await squareNonce(GOOD_CARD) });
    expect(held.body).toMatchObject({
      status: 'confirmed',
      payment: { status: 'authorized', amountDue: { amount: 45 } },
    });
    const cancelled = await send<ManagedAppointment>('POST', `${manage(booked.body)}/cancel`);
    expect(cancelled.body.payment?.status).toBe('released');
    expect(ledger(booked.body.id)).toEqual([
      ['authorized', 4500],
      ['released', 4500],
    ]);
  });

  it('takes a deposit with Adyen’s card form and refunds it when cancelled in time', async () => {
    await useGateway('adyen', { requirementType: 'deposit', depositType: 'fixed', fixedAmount: 20 });
    const booked = await book(tuesdayAt('10:00'));
    const form = await cardForm(booked.body);
    expect(form.body).toMatchObject({
      provider: 'adyen',
      scriptUrl: `${kit.fake.url}/sdk/adyen.js`,
      styleUrl: `${kit.fake.url}/sdk/adyen.css`,
      settings: { clientKey: FAKE_CREDENTIALS.adyen.clientKey, environment: 'test' },
      purpose: 'payment',
      amount: { amount: 20, currency: 'AUD' },
    });
    expect(JSON.stringify(form.body)).not.toContain(FAKE_CREDENTIALS.adyen.apiKey);

    const refused = await submitCard(booked.body, adyenCard('4000000000000002'));
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(
      'Adyen refused the payment: Refused. Please check the details or try another card.',
    );
    const paid = await submitCard(booked.body, adyenCard('4111111111111111'));
    expect(paid.body).toMatchObject({ status: 'confirmed', payment: { status: 'paid', amountPaid: { amount: 20 } } });
    const sent = JSON.parse(kit.lastRequest('/v71/payments')!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ amount: { value: 2000, currency: 'AUD' }, reference: booked.body.id });
    expect(String(sent.returnUrl)).toMatch(new RegExp(`/demo-salon/book/manage/${booked.body.manageToken}$`));

    const cancelled = await send<ManagedAppointment>('POST', `${manage(booked.body)}/cancel`);
    expect(cancelled.body.payment).toMatchObject({ status: 'refunded', amountRefunded: { amount: 20 } });
  });

  it('takes the full price with Tyro, whose own script pays, and confirms once Tyro says so', async () => {
    await useGateway('tyro', { requirementType: 'full_payment' });
    const booked = await book(tuesdayAt('10:00'));
    const form = await cardForm(booked.body);
    expect(form.body).toMatchObject({ provider: 'tyro', scriptUrl: `${kit.fake.url}/sdk/tyro.js`, purpose: 'payment' });
    const paySecret = String(form.body.settings.paySecret);
    expect(JSON.stringify(form.body)).not.toContain(FAKE_CREDENTIALS.tyro.secretKey);

    // Submitted before Tyro.js paid: Tyro has nothing yet, so the booking keeps waiting.
    const early = await submitCard(booked.body, {});
    expect(early.body.status).toBe('awaiting_payment');
    // Card details never come through us for Tyro.
    expect((await submitCard(booked.body, { token: 'cnon:anything' })).status).toBe(402);

    const pay = await fetch(`${kit.fake.url}/sdk/tyro/pay`, {
      method: 'POST',
      body: JSON.stringify({ paySecret, number: GOOD_CARD, expiry: '12/30', cvc: '123' }),
    });
    expect(pay.status).toBe(200);
    const paid = await submitCard(booked.body, {});
    expect(paid.body).toMatchObject({ status: 'confirmed', payment: { status: 'paid', amountPaid: { amount: 45 } } });
    expect(ledger(booked.body.id)).toEqual([['paid', 4500]]);
  });

  it('refuses what is not a card form, a wrong body, a second submission at once and one after the time ran out', async () => {
    await useGateway('square', { requirementType: 'authorization' });
    const booked = await book(tuesdayAt('10:00'));
    expect((await send('GET', `/api/public/appointments/${'A'.repeat(43)}/card-form`)).status).toBe(404);
    const wrong = await submitCard(booked.body, { token: 42 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^Card /);
    expect((await submitCard(booked.body, { token: 'x', extra: true })).status).toBe(400);

    // A double click: the second waits for nothing and takes nothing.
    const nonces = [await squareNonce(GOOD_CARD), await squareNonce(GOOD_CARD)];
    const answers = await Promise.all(nonces.map((token) => submitCard(booked.body, { token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(
      'Your card is already being processed. Please wait a moment.',
    );
    expect(ledger(booked.body.id)).toEqual([['authorized', 4500]]);

    const late = await book(tuesdayAt('12:00'), 2);
    kit.clock.now += 31 * MINUTE;
    const tooLate = await submitCard(late.body, { token: await squareNonce(GOOD_CARD) });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe(
      'The payment was not completed in time, so the booking was cancelled and the time let go. Please book again.',
    );
    expect((await send<ManagedAppointment>('GET', manage(late.body))).body.status).toBe('cancelled');
    expect(ledger(late.body.id)).toEqual([]);

    // A Stripe booking pays on Stripe's page: there is no card form here.
    await useGateway('stripe', { requirementType: 'deposit', depositType: 'fixed', fixedAmount: 10 });
    const onStripe = await book(tuesdayAt('14:00'), 3);
    expect((await cardForm(onStripe.body)).status).toBe(409);
  });
});
