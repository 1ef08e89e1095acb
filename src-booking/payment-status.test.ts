import { describe, expect, it } from 'vitest';
import type { BookingPayment, ManagedAppointment } from './api';
import { translator } from './i18n';
import { cancellationSentence, checkoutLead, paymentLine } from './payment-status';

const t = translator('en');
const aud = (amount: number) => ({ amount, currency: 'AUD' });

function payment(changes: Partial<BookingPayment> = {}): BookingPayment {
  return {
    requirement: 'deposit',
    amountDue: aud(11.25),
    amountPaid: aud(0),
    amountRefunded: aud(0),
    feeCharged: aud(0),
    status: 'pending',
    checkoutUrl: 'https://pay.example/checkout/1',
    provider: 'Stripe',
    ...changes,
  };
}

const line = (p: BookingPayment, status: ManagedAppointment['status'] = 'confirmed') => paymentLine(p, status, t, 'en');
const terms = (refund: number, fee: number, releasesHold = false) => ({
  refund: aud(refund),
  fee: aud(fee),
  releasesHold,
});
const sentence = (cancellationTerms: ManagedAppointment['cancellationTerms'], p: BookingPayment | null = payment()) =>
  cancellationSentence({ cancellationTerms, payment: p }, t, 'en');

describe("a booking's payment as the client reads it", () => {
  it('says where the checkout takes the client and for what', () => {
    expect(checkoutLead(payment(), t, 'en')).toBe('Taking you to Stripe to pay A$11.25…');
    expect(checkoutLead(payment({ requirement: 'authorization', amountDue: aud(45) }), t, 'en')).toBe(
      'Taking you to Stripe to hold A$45.00 on your card…',
    );
    expect(checkoutLead(payment({ requirement: 'card_on_file', amountDue: aud(0), provider: 'Square' }), t, 'en')).toBe(
      'Taking you to Square to add your card…',
    );
    expect(checkoutLead(payment({ provider: '' }), t, 'en')).toBe('Taking you to the payment page to pay A$11.25…');
  });

  it('sums up what was paid, held or saved', () => {
    expect(line(payment())).toBeNull(); // still waiting: the page asks to pay instead
    expect(line(payment({ status: 'paid', amountPaid: aud(11.25) }))).toBe('Deposit of A$11.25 paid with Stripe');
    expect(line(payment({ requirement: 'full_payment', status: 'paid', amountPaid: aud(45) }))).toBe(
      'A$45.00 paid with Stripe',
    );
    expect(line(payment({ requirement: 'authorization', status: 'authorized', amountDue: aud(45) }))).toBe(
      'A$45.00 held on your card',
    );
    expect(line(payment({ requirement: 'card_on_file', status: 'card_saved', amountDue: aud(0) }))).toBe(
      'Card kept on file with Stripe',
    );
  });

  it('tells what a cancellation did with the money', () => {
    const refunded = payment({
      status: 'partially_refunded',
      amountPaid: aud(20),
      amountRefunded: aud(15),
      feeCharged: aud(5),
    });
    expect(line(refunded, 'cancelled')).toBe('Refunded A$15.00 · fee A$5.00 kept');
    expect(line(payment({ status: 'refunded', amountPaid: aud(11.25), amountRefunded: aud(11.25) }), 'cancelled')).toBe(
      'Refunded A$11.25',
    );
    expect(line(payment({ status: 'paid', amountPaid: aud(11.25) }), 'cancelled')).toBe(
      'Deposit of A$11.25 paid with Stripe · nothing refunded',
    );
    expect(line(payment({ status: 'paid', amountPaid: aud(11.25), feeCharged: aud(11.25) }), 'cancelled')).toBe(
      'Deposit of A$11.25 paid with Stripe · fee A$11.25 kept',
    );
    expect(line(payment({ requirement: 'authorization', status: 'released' }), 'cancelled')).toBe(
      'The amount held on your card was let go',
    );
    expect(
      line(
        payment({ requirement: 'authorization', status: 'paid', amountPaid: aud(5), feeCharged: aud(5) }),
        'cancelled',
      ),
    ).toBe('A fee of A$5.00 was charged to your card');
    expect(line(payment({ requirement: 'card_on_file', status: 'card_saved', feeCharged: aud(5) }), 'cancelled')).toBe(
      'A fee of A$5.00 was charged to your card',
    );
    expect(line(payment({ status: 'action_needed' }), 'cancelled')).toBe(
      'The business will contact you about your payment.',
    );
  });

  it('says before cancelling what it would do, or nothing when nothing is at stake', () => {
    expect(sentence(null)).toBeNull();
    const paid = payment({ status: 'paid', amountPaid: aud(20) });
    expect(sentence(terms(20, 0), paid)).toBe('Cancelling now refunds A$20.00.');
    expect(sentence(terms(15, 5), paid)).toBe(
      'Cancelling now refunds A$15.00 and keeps a late cancellation fee of A$5.00.',
    );
    expect(sentence(terms(0, 5), paid)).toBe(
      'Cancelling now refunds nothing and keeps a late cancellation fee of A$5.00.',
    );
    expect(sentence(terms(0, 0), paid)).toBe('Cancelling now refunds nothing.');
    const held = payment({ requirement: 'authorization', status: 'authorized' });
    expect(sentence(terms(0, 0, true), held)).toBe('Cancelling now lets go of the amount held on your card.');
    expect(sentence(terms(0, 5, true), held)).toBe(
      'Cancelling now takes a late cancellation fee of A$5.00 from the amount held on your card.',
    );
    const card = payment({ requirement: 'card_on_file', status: 'card_saved' });
    expect(sentence(terms(0, 5), card)).toBe('Cancelling now charges a late cancellation fee of A$5.00 to your card.');
    expect(sentence(terms(0, 0), card)).toBe('Cancelling now costs nothing.');
  });
});
