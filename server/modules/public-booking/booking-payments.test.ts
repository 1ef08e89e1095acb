import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingPayments } from '../../bookings/payment';
import { checkoutSweep } from '../../bookings/payment-sweep';
import { demoIds, tuesdayAt } from '../../bookings/test-helpers';
import type { DeskAppointment } from '../../contract/appointments';
import type { BookingAnswer, ManagedAppointment } from '../../contract/public-booking';
import { appointmentPayments } from '../../db/schema';
import { adaptersFor } from '../../integrations/payments/adapters';
import { FAKE_CREDENTIALS } from '../../testing/fake-payment-providers';
import { gatewayCalls } from '../payments/test-helpers';
import { bookingPaymentsKit } from './payment-test-kit';

const MINUTE = 60_000;

describe('paying for online bookings through the gateway', () => {
  const kit = bookingPaymentsKit();
  const { send, useGateway, book, onCheckoutPage, checkPayment, ledger, confirmations, lastRequest } = kit;
  const tokenOf = (answer: BookingAnswer) => answer.manageToken;

  it('takes a deposit on Stripe’s page before confirming; the slot is kept meanwhile', async () => {
    await useGateway('stripe', { requirementType: 'deposit', depositType: 'percentage', percentage: 25 });
    const booked = await book(tuesdayAt('10:00'));
    expect(booked.status).toBe(201);
    expect(booked.body.status).toBe('awaiting_payment');
    expect(booked.body.payment).toMatchObject({
      requirement: 'deposit',
      amountDue: { amount: 11.25, currency: 'AUD' },
      amountPaid: { amount: 0, currency: 'AUD' },
      status: 'pending',
      provider: 'Stripe',
    });
    const checkoutUrl = booked.body.payment!.checkoutUrl!;
    expect(checkoutUrl.startsWith(`${kit.fake.url}/checkout/stripe/`)).toBe(true);
    const session = new URLSearchParams(lastRequest('/v1/checkout/sessions')!.body);
    expect(session.get('line_items[0][price_data][unit_amount]')).toBe('1125');
    expect(session.get('line_items[0][price_data][currency]')).toBe('aud');
    expect(session.get('customer_email')).toBe('alex.1@example.test');
    expect(session.get('success_url')).toMatch(
      new RegExp(`/demo-salon/book/manage/${tokenOf(booked.body)}\\?checkout=done$`),
    );
    expect(Number(session.get('expires_at'))).toBe(Math.floor((kit.clock.now + 30 * MINUTE) / 1000));

    // Nobody else gets the time while the client pays, and nothing is confirmed yet.
    expect((await book(tuesdayAt('10:00'), 2)).status).toBe(409);
    expect(confirmations(booked.body.id)).toBe(0);
    expect((await checkPayment(tokenOf(booked.body))).body.status).toBe('awaiting_payment');

    const back = await onCheckoutPage(checkoutUrl);
    expect(back).toContain(`/demo-salon/book/manage/${tokenOf(booked.body)}?checkout=done`);
    const settled = await checkPayment(tokenOf(booked.body));
    expect(settled.body.status).toBe('confirmed');
    expect(settled.body.payment).toMatchObject({ status: 'paid', amountPaid: { amount: 11.25 }, checkoutUrl: null });
    expect(ledger(booked.body.id)).toEqual([['paid', 1125]]);
    expect(confirmations(booked.body.id)).toBeGreaterThan(0);
    // Asked again (the page reloaded): nothing moves twice.
    await checkPayment(tokenOf(booked.body));
    expect(ledger(booked.body.id)).toEqual([['paid', 1125]]);

    // Thirty-one minutes later the time is still theirs: paid bookings keep it for good.
    kit.clock.now += 31 * MINUTE;
    expect((await book(tuesdayAt('10:00'), 3)).status).toBe(409);
  });

  it('refunds the deposit when the client cancels in time, and keeps a late fee out of it when late', async () => {
    await useGateway('stripe', {
      requirementType: 'deposit',
      depositType: 'fixed',
      fixedAmount: 20,
      refundPolicy: 'full',
      refundDeadlineHours: 1,
      cancellationPolicy: {
        chargeOnLateCancellation: true,
        cancellationDeadlineHours: 48,
        feeType: 'fixed',
        feeAmount: 5,
      },
    });
    const early = await book(tuesdayAt('10:00'));
    await onCheckoutPage(early.body.payment!.checkoutUrl!);
    await checkPayment(tokenOf(early.body));

    // Tuesday 10:00 is 25 hours away: inside the 48-hour fee deadline, before the 1-hour refund deadline.
    const shown = await send<ManagedAppointment>('GET', `/api/public/appointments/${tokenOf(early.body)}`);
    expect(shown.body.cancellationTerms).toEqual({
      refund: { amount: 15, currency: 'AUD' },
      fee: { amount: 5, currency: 'AUD' },
      releasesHold: false,
    });
    const cancelled = await send<ManagedAppointment>('POST', `/api/public/appointments/${tokenOf(early.body)}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.payment).toMatchObject({
      status: 'partially_refunded',
      amountRefunded: { amount: 15 },
      feeCharged: { amount: 5 },
    });
    expect(new URLSearchParams(lastRequest('/v1/refunds')!.body).get('amount')).toBe('1500');
    expect(ledger(early.body.id)).toEqual([
      ['paid', 2000],
      ['fee_charged', 500],
      ['refunded', 1500],
    ]);
  });

  it('declined by reception, a paid booking is refunded in full', async () => {
    await send('PUT', '/api/booking-settings', { bookingRules: { requireApproval: true } }, kit.owner);
    await useGateway('stripe', { requirementType: 'full_payment' });
    const booked = await book(tuesdayAt('11:00'));
    await onCheckoutPage(booked.body.payment!.checkoutUrl!);
    expect((await checkPayment(tokenOf(booked.body))).body.status).toBe('pending');
    const declined = await send<DeskAppointment>('POST', `/api/appointments/${booked.body.id}/decline`, {}, kit.owner);
    expect(declined.status).toBe(200);
    expect(declined.body.payment).toMatchObject({ status: 'refunded', amountRefunded: { amount: 45 } });
  });

  it('holds the price on the card and lets it go on a cancellation in time; captures the no-show fee', async () => {
    await useGateway('stripe', {
      requirementType: 'authorization',
      cancellationPolicy: { chargeOnNoShow: true, feeType: 'percentage', feePercentage: 50 },
    });
    const kept = await book(tuesdayAt('10:00'));
    expect(
      new URLSearchParams(lastRequest('/v1/checkout/sessions')!.body).get('payment_intent_data[capture_method]'),
    ).toBe('manual');
    await onCheckoutPage(kept.body.payment!.checkoutUrl!);
    expect((await checkPayment(tokenOf(kept.body))).body.payment).toMatchObject({
      status: 'authorized',
      amountPaid: { amount: 0 },
      amountDue: { amount: 45 },
    });
    const missed = await book(tuesdayAt('12:00'), 2);
    await onCheckoutPage(missed.body.payment!.checkoutUrl!);
    await checkPayment(tokenOf(missed.body));

    const cancelled = await send<ManagedAppointment>('POST', `/api/public/appointments/${tokenOf(kept.body)}/cancel`);
    expect(cancelled.body.payment?.status).toBe('released');
    expect(lastRequest(`/v1/payment_intents/${encodeURIComponent(paymentIdOf(kept.body.id))}/cancel`)).toBeDefined();

    // Too early to call it a no-show; after the start, the fee (half of $45) is captured.
    expect((await send('POST', `/api/appointments/${missed.body.id}/no-show`, undefined, kit.owner)).status).toBe(409);
    kit.clock.now = Date.parse(tuesdayAt('12:20'));
    kit.signInAgain(); // the desk signs in again after the policy's idle hours
    const noShow = await send<DeskAppointment>(
      'POST',
      `/api/appointments/${missed.body.id}/no-show`,
      undefined,
      kit.owner,
    );
    expect(noShow.body.status).toBe('no_show');
    expect(noShow.body.payment).toMatchObject({
      status: 'paid',
      amountPaid: { amount: 22.5 },
      feeCharged: { amount: 22.5 },
    });
    expect(ledger(missed.body.id)).toEqual([
      ['authorized', 4500],
      ['captured', 2250],
    ]);
  });

  it('keeps a card on file and charges the no-show fee to it', async () => {
    await useGateway('stripe', {
      requirementType: 'card_on_file',
      cancellationPolicy: { chargeOnNoShow: true, feeType: 'fixed', feeAmount: 30 },
    });
    const booked = await book(tuesdayAt('10:00'));
    expect(booked.body.payment?.amountDue).toEqual({ amount: 0, currency: 'AUD' });
    const session = new URLSearchParams(lastRequest('/v1/checkout/sessions')!.body);
    expect(session.get('mode')).toBe('setup');
    expect(session.get('customer')).toMatch(/^cus_/);
    await onCheckoutPage(booked.body.payment!.checkoutUrl!);
    expect((await checkPayment(tokenOf(booked.body))).body).toMatchObject({
      status: 'confirmed',
      payment: { status: 'card_saved' },
    });
    kit.clock.now = Date.parse(tuesdayAt('10:30'));
    kit.signInAgain(); // the desk signs in again after the policy's idle hours
    const noShow = await send<DeskAppointment>(
      'POST',
      `/api/appointments/${booked.body.id}/no-show`,
      undefined,
      kit.owner,
    );
    expect(noShow.body.payment).toMatchObject({ amountPaid: { amount: 30 }, feeCharged: { amount: 30 } });
    const charge = new URLSearchParams(lastRequest('/v1/payment_intents')!.body);
    expect(charge.get('off_session')).toBe('true');
    expect(charge.get('amount')).toBe('3000');
    expect(charge.get('customer')).toBe(session.get('customer'));
  });

  it('lets the time go when the client never pays, and gives back a payment that comes after someone else took it', async () => {
    await useGateway('stripe', { requirementType: 'deposit', depositType: 'fixed', fixedAmount: 10 });
    const abandoned = await book(tuesdayAt('10:00'));
    const late = await book(tuesdayAt('12:00'), 2);
    const slow = await book(tuesdayAt('15:00'), 4);
    kit.clock.now += 31 * MINUTE;
    // Paid late but nobody took the time meanwhile: it is booked, and kept for good.
    await onCheckoutPage(slow.body.payment!.checkoutUrl!);
    expect((await checkPayment(tokenOf(slow.body))).body.status).toBe('confirmed');
    expect((await book(tuesdayAt('15:00'), 5)).status).toBe(409);
    // Both slots are free again for others.
    const other = await book(tuesdayAt('12:00'), 3);
    expect(other.status).toBe(201);
    await onCheckoutPage(other.body.payment!.checkoutUrl!);
    await checkPayment(tokenOf(other.body));

    // The late payer comes back: their time is gone, so the money goes back.
    await onCheckoutPage(late.body.payment!.checkoutUrl!);
    const lost = await checkPayment(tokenOf(late.body));
    expect(lost.body.status).toBe('cancelled');
    expect(lost.body.payment).toMatchObject({ status: 'refunded', amountRefunded: { amount: 10 } });

    // The sweep closes the checkout nobody finished (the provider expired it).
    kit.fake.checkouts.sessions.get(checkoutIdOf(abandoned.body.id))!.state = 'cancelled';
    kit.clock.now += 10 * MINUTE;
    const sweep = checkoutSweep(kit.app.deps, bookingPayments(kit.app.deps, adaptersFor(kit.app.deps.config)));
    sweep.stop();
    expect(await sweep.sweep()).toBeGreaterThanOrEqual(1);
    const closed = await send<ManagedAppointment>('GET', `/api/public/appointments/${tokenOf(abandoned.body)}`);
    expect(closed.body.status).toBe('cancelled');
    expect(closed.body.payment?.status).toBe('closed');
  });

  it('a client giving up on the payment page frees the time; paying anyway is given back by the sweep', async () => {
    await useGateway('stripe', { requirementType: 'deposit', depositType: 'fixed', fixedAmount: 10 });
    const booked = await book(tuesdayAt('10:00'));
    const cancelled = await send<ManagedAppointment>('POST', `/api/public/appointments/${tokenOf(booked.body)}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await book(tuesdayAt('10:00'), 2)).status).toBe(201);
    await onCheckoutPage(booked.body.payment!.checkoutUrl!);
    kit.clock.now += 40 * MINUTE;
    const sweep = checkoutSweep(kit.app.deps, bookingPayments(kit.app.deps, adaptersFor(kit.app.deps.config)));
    sweep.stop();
    await sweep.sweep();
    const after = await send<ManagedAppointment>('GET', `/api/public/appointments/${tokenOf(booked.body)}`);
    expect(after.body.payment).toMatchObject({ status: 'refunded', amountRefunded: { amount: 10 } });
  });

  it('with the provider down, nothing is booked and the client is told why', async () => {
    await useGateway('stripe', { requirementType: 'deposit' });
    const gateways = gatewayCalls(kit.app, kit.owner);
    const broken = await gateways.update('stripe', { secretKey: 'sk_test_boom_outage_0000000' });
    expect(broken.status, JSON.stringify(broken.body)).toBe(200);
    const res = await book(tuesdayAt('10:00'));
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/^The payment could not be started, so nothing was booked: /);
    expect(res.body.code).toBe('PAYMENT_PROVIDER_ERROR');
    // The time is free again.
    await gateways.update('stripe', { secretKey: FAKE_CREDENTIALS.stripe.secretKey });
    expect((await book(tuesdayAt('10:00'), 2)).status).toBe(201);
  });

  it('pays through PayPal (an order approved, then captured) and Square (a payment link)', async () => {
    await useGateway('paypal', { requirementType: 'full_payment' });
    const paypal = await book(tuesdayAt('10:00'));
    expect(paypal.body.payment?.provider).toBe('PayPal');
    await onCheckoutPage(paypal.body.payment!.checkoutUrl!);
    const paid = await checkPayment(tokenOf(paypal.body));
    expect(paid.body).toMatchObject({ status: 'confirmed', payment: { status: 'paid', amountPaid: { amount: 45 } } });
    const refunded = await send<ManagedAppointment>('POST', `/api/public/appointments/${tokenOf(paypal.body)}/cancel`);
    expect(refunded.body.payment).toMatchObject({ status: 'refunded', amountRefunded: { amount: 45 } });

    await send('PUT', '/api/booking-settings/deposit', { depositSettings: { requirementType: 'none' } }, kit.owner);
    const off = await gatewayCalls(kit.app, kit.owner).update('paypal', {
      useForOnlineBookings: false,
      useForInStoreCheckout: true,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await useGateway('square', { requirementType: 'deposit', depositType: 'fixed', fixedAmount: 15 });
    const square = await book(tuesdayAt('12:00'), 2);
    expect(square.body.payment?.provider).toBe('Square');
    await onCheckoutPage(square.body.payment!.checkoutUrl!);
    expect((await checkPayment(tokenOf(square.body))).body.payment).toMatchObject({
      status: 'paid',
      amountPaid: { amount: 15 },
    });
  });

  it('a no-show keeps at most the deposit; a booking with nothing paid is marked without a charge', async () => {
    await useGateway('stripe', {
      requirementType: 'deposit',
      depositType: 'fixed',
      fixedAmount: 10,
      cancellationPolicy: { chargeOnNoShow: true, feeType: 'full_service' },
    });
    const online = await book(tuesdayAt('10:00'));
    await onCheckoutPage(online.body.payment!.checkoutUrl!);
    await checkPayment(tokenOf(online.body));
    const ids = demoIds(kit.app);
    const client = await send<{ id: string }>(
      'POST',
      '/api/clients',
      { firstName: 'Desk', lastName: 'Walk-in', email: 'walk.in@example.test' },
      kit.owner,
    );
    const desk = await send<DeskAppointment>(
      'POST',
      '/api/appointments',
      {
        clientId: client.body.id,
        serviceId: ids.mensCut,
        locationId: ids.city,
        practitionerId: ids.jamie,
        start: tuesdayAt('10:00'),
      },
      kit.owner,
    );
    expect(desk.status, JSON.stringify(desk.body)).toBe(201);
    kit.clock.now = Date.parse(tuesdayAt('11:00'));
    kit.signInAgain(); // the desk signs in again after the policy's idle hours

    const kept = await send<DeskAppointment>(
      'POST',
      `/api/appointments/${online.body.id}/no-show`,
      undefined,
      kit.owner,
    );
    expect(kept.body.payment).toMatchObject({ amountPaid: { amount: 10 }, feeCharged: { amount: 10 } });
    expect(ledger(online.body.id)).toEqual([
      ['paid', 1000],
      ['fee_charged', 1000],
    ]);
    const walkIn = await send<DeskAppointment>(
      'POST',
      `/api/appointments/${desk.body.id}/no-show`,
      undefined,
      kit.owner,
    );
    expect(walkIn.status).toBe(200);
    expect(walkIn.body).toMatchObject({ status: 'no_show', payment: null });
  });

  it('a refund the provider refuses leaves the booking cancelled and marked for reception, with the reason', async () => {
    await useGateway('stripe', { requirementType: 'full_payment' });
    const booked = await book(tuesdayAt('10:00'));
    await onCheckoutPage(booked.body.payment!.checkoutUrl!);
    await checkPayment(tokenOf(booked.body));
    await gatewayCalls(kit.app, kit.owner).update('stripe', { secretKey: 'sk_test_boom_outage_0000000' });
    const cancelled = await send<ManagedAppointment>('POST', `/api/public/appointments/${tokenOf(booked.body)}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.payment).toMatchObject({ status: 'action_needed', amountRefunded: { amount: 0 } });
    const lines = kit.app.deps.db
      .select()
      .from(appointmentPayments)
      .where(eq(appointmentPayments.appointmentId, booked.body.id))
      .all();
    expect(lines.map((line) => line.kind)).toEqual(['paid', 'failed']);
    expect(lines[1]!.reason).toMatch(/^Cancelled in time: Stripe /);
  });

  const paymentIdOf = (appointmentId: string) =>
    kit.app.deps.db
      .select()
      .from(appointmentPayments)
      .where(eq(appointmentPayments.appointmentId, appointmentId))
      .all()[0]!.providerReference;
  const checkoutIdOf = (appointmentId: string) =>
    [...kit.fake.checkouts.sessions.values()].find((session) => session.extra.reference === appointmentId)!.id;
});
