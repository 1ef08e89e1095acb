import { describe, expect, it } from 'vitest';
import type { BookingPayment } from './api';
import {
  businessContact,
  cardFormHere,
  changesClosed,
  checkoutReturn,
  deadlineSentence,
  manageState,
  needsPaymentCheck,
  telHref,
  withoutCheckout,
} from './manage-state';

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

describe('a booking the manage page cannot change', () => {
  const booking = (overrides: Partial<Parameters<typeof changesClosed>[0]> = {}) => ({
    status: 'confirmed' as const,
    canCancel: false,
    canReschedule: false,
    changeDeadline: '2026-12-01T09:00:00+11:00',
    ...overrides,
  });

  it('says why: the window for changes online has passed, or the business takes none online', () => {
    const passed = { reason: 'window', deadline: '2026-12-01T09:00:00+11:00' };
    expect(changesClosed(booking())).toEqual(passed);
    expect(changesClosed(booking({ status: 'pending' }))).toEqual(passed);
    expect(changesClosed(booking({ changeDeadline: null }))).toEqual({ reason: 'offline' });
  });

  it('says nothing while a change is offered, or once the booking is over', () => {
    expect(changesClosed(booking({ canCancel: true, canReschedule: true }))).toBeNull();
    // Waiting for its payment: it may be given up, though not moved.
    expect(changesClosed(booking({ status: 'awaiting_payment', canCancel: true }))).toBeNull();
    for (const status of ['cancelled', 'declined', 'completed', 'no_show'] as const) {
      expect(changesClosed(booking({ status }))).toBeNull();
    }
  });

  it("gives the location's phone first, the business's otherwise, and its email", () => {
    const page = {
      business: { name: 'Demo Salon', slug: 'demo-salon', phone: '+61 2 9000 0000', email: 'hello@demo.test' },
      locations: [
        { id: 'city', name: 'City', address: '', phone: '(02) 9111 2222', timeZone: 'Australia/Sydney' },
        { id: 'beach', name: 'Beach', address: '', phone: '  ', timeZone: 'Australia/Sydney' },
      ],
    };
    expect(businessContact(page, 'city')).toEqual({ phone: '(02) 9111 2222', email: 'hello@demo.test' });
    expect(businessContact(page, 'beach')).toEqual({ phone: '+61 2 9000 0000', email: 'hello@demo.test' });
    expect(businessContact(page, 'gone')).toEqual({ phone: '+61 2 9000 0000', email: 'hello@demo.test' });
    // A closed booking page names only the business.
    expect(businessContact({ business: page.business }, 'city')).toEqual({
      phone: '+61 2 9000 0000',
      email: 'hello@demo.test',
    });
  });

  it('says until when only what it offers: Change and Cancel, or Cancel alone', () => {
    const open = booking({ canCancel: true, canReschedule: true });
    expect(deadlineSentence(open, true)).toBe('changeUntil');
    // No new times while the business takes no bookings online: only Cancel is offered.
    expect(deadlineSentence(open, false)).toBe('cancelUntil');
    expect(deadlineSentence(booking({ status: 'awaiting_payment', canCancel: true }), true)).toBe('cancelUntil');
    expect(deadlineSentence(booking(), true)).toBeNull();
    expect(deadlineSentence(booking({ canCancel: true, changeDeadline: null }), true)).toBeNull();
  });

  it('dials a phone number as written, by its digits', () => {
    expect(telHref('+61 2 9000 0000')).toBe('tel:+61290000000');
    expect(telHref('(02) 9111-2222')).toBe('tel:0291112222');
  });
});
