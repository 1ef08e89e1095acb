import { describe, expect, it } from 'vitest';
import type { BookingPayment } from './api';
import { cardFormHere, checkoutReturn, manageState, needsPaymentCheck, withoutCheckout } from './manage-state';

const money = { amount: 0, currency: 'AUD' };
const payment = (status: string): BookingPayment => ({
  requirement: 'deposit',
  amountDue: { amount: 11.25, currency: 'AUD' },
  amountPaid: money,
  amountRefunded: money,
  feeCharged: money,
  status,
  checkoutUrl: null,
  provider: 'Stripe',
});

describe("the manage page's payment state", () => {
  it('reads the return from the checkout, and nothing else, off the query', () => {
    expect(checkoutReturn('?checkout=done')).toBe('done');
    expect(checkoutReturn('?utm=x&checkout=cancelled')).toBe('cancelled');
    expect(checkoutReturn('?checkout=paid')).toBeNull();
    expect(checkoutReturn('')).toBeNull();
  });

  it('drops the checkout parameter so a reload does not ask again', () => {
    const token = 'a'.repeat(43);
    expect(withoutCheckout(`https://x.example/demo-salon/book/manage/${token}?checkout=done`)).toBe(
      `/demo-salon/book/manage/${token}`,
    );
    expect(withoutCheckout('https://x.example/s/book/manage/t?lang=fr&checkout=cancelled#top')).toBe(
      '/s/book/manage/t?lang=fr#top',
    );
  });

  it('asks the provider when back from the checkout or still waiting, not otherwise', () => {
    expect(needsPaymentCheck('done', 'confirmed')).toBe(true);
    expect(needsPaymentCheck('cancelled', 'awaiting_payment')).toBe(true);
    expect(needsPaymentCheck(null, 'awaiting_payment')).toBe(true);
    expect(needsPaymentCheck(null, 'confirmed')).toBe(false);
    expect(needsPaymentCheck(null, 'cancelled')).toBe(false);
  });

  it('chooses what to show', () => {
    expect(manageState({ status: 'awaiting_payment', payment: payment('pending') }, 'done')).toBe('unpaid');
    expect(manageState({ status: 'awaiting_payment', payment: payment('pending') }, null)).toBe('unpaid');
    expect(manageState({ status: 'awaiting_payment', payment: payment('pending') }, 'cancelled')).toBe('left');
    expect(manageState({ status: 'cancelled', payment: payment('closed') }, 'cancelled')).toBe('closed');
    expect(manageState({ status: 'cancelled', payment: payment('refunded') }, null)).toBe('booked');
    expect(manageState({ status: 'confirmed', payment: payment('paid') }, 'done')).toBe('booked');
    expect(manageState({ status: 'pending', payment: null }, null)).toBe('booked');
  });

  it('shows the card form only on the page the waiting checkout names', () => {
    const here = { origin: 'https://salon.example', pathname: '/demo-salon/book/manage/tok' };
    const waiting = (checkoutUrl: string | null) => ({
      status: 'awaiting_payment' as const,
      payment: { ...payment('pending'), checkoutUrl },
    });
    expect(cardFormHere(waiting('https://salon.example/demo-salon/book/manage/tok'), here)).toBe(true);
    // Stripe's page, another booking's page, another site, or nothing to pay.
    expect(cardFormHere(waiting('https://checkout.stripe.com/c/pay/cs_1'), here)).toBe(false);
    expect(cardFormHere(waiting('https://salon.example/demo-salon/book/manage/other'), here)).toBe(false);
    expect(cardFormHere(waiting('https://evil.example/demo-salon/book/manage/tok'), here)).toBe(false);
    expect(cardFormHere(waiting(null), here)).toBe(false);
    expect(
      cardFormHere({ ...waiting('https://salon.example/demo-salon/book/manage/tok'), status: 'confirmed' }, here),
    ).toBe(false);
  });
});
