import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { BookingPayment } from '../../../../server/contract/public-booking';
import { en } from '../../i18n/en';
import { paymentText } from './payment-text';

const intl = createIntl({ locale: 'en', messages: en });
const usd = (amount: number) => ({ amount, currency: 'USD' });

const payment = (extra: Partial<BookingPayment> = {}): BookingPayment => ({
  requirement: 'deposit',
  amountDue: usd(11.25),
  amountPaid: usd(0),
  amountRefunded: usd(0),
  feeCharged: usd(0),
  status: 'pending',
  checkoutUrl: null,
  provider: 'Stripe',
  ...extra,
});

const summary = (extra: Partial<BookingPayment>) => paymentText(intl, payment(extra)).summary;

describe('paymentText', () => {
  it('says what is still awaited: the amount, or the card for a saved-card booking', () => {
    expect(summary({ status: 'pending' })).toBe('Awaiting payment ($11.25)');
    expect(summary({ status: 'pending', requirement: 'card_on_file', amountDue: usd(0) })).toBe(
      'Waiting for card details',
    );
  });

  it('names what was paid by the requirement', () => {
    expect(summary({ status: 'paid', amountPaid: usd(11.25) })).toBe('Deposit $11.25 paid');
    expect(summary({ status: 'paid', requirement: 'full_payment', amountPaid: usd(45) })).toBe(
      'Full payment $45.00 paid',
    );
    expect(summary({ status: 'paid', amountPaid: usd(11.25), feeCharged: usd(11.25) })).toBe(
      '$11.25 paid · fee $11.25 kept',
    );
  });

  it('tells a hold, a saved card and what was taken from them', () => {
    expect(summary({ status: 'authorized', requirement: 'authorization', amountDue: usd(45) })).toBe(
      '$45.00 held on card',
    );
    expect(summary({ status: 'paid', requirement: 'authorization', amountPaid: usd(5), feeCharged: usd(5) })).toBe(
      'Fee $5.00 taken from the hold',
    );
    expect(summary({ status: 'released', requirement: 'authorization' })).toBe('Hold released');
    expect(summary({ status: 'card_saved', requirement: 'card_on_file' })).toBe('Card on file');
    expect(summary({ status: 'card_saved', requirement: 'card_on_file', feeCharged: usd(20) })).toBe(
      'Fee $20.00 charged to the card',
    );
  });

  it('tells refunds, with the fee kept when there was one', () => {
    expect(summary({ status: 'refunded', amountPaid: usd(15), amountRefunded: usd(15) })).toBe('Refunded $15.00');
    expect(
      summary({ status: 'partially_refunded', amountPaid: usd(20), amountRefunded: usd(15), feeCharged: usd(5) }),
    ).toBe('Fee $5.00 · refunded $15.00');
    expect(summary({ status: 'partially_refunded', amountPaid: usd(20), amountRefunded: usd(10) })).toBe(
      'Refunded $10.00 of $20.00',
    );
  });

  it('writes money in its own currency', () => {
    expect(summary({ status: 'paid', amountPaid: { amount: 11.25, currency: 'EUR' } })).toBe('Deposit €11.25 paid');
  });

  it('flags a refund or charge the provider refused, pointing at its dashboard', () => {
    const text = paymentText(intl, payment({ status: 'action_needed', provider: 'Square' }));
    expect(text.summary).toBe('Needs attention');
    expect(text.needsAttention).toBe(true);
    expect(text.hint).toBe('A refund or charge failed at Square. Check this payment in your Square dashboard.');
    expect(text.provider).toBe('Square');
  });

  it('shows no raw status it does not know, only a dash', () => {
    const text = paymentText(intl, payment({ status: 'something_new' }));
    expect(text.summary).toBe('—');
    expect(text.needsAttention).toBe(false);
    expect(paymentText(intl, payment({ status: 'closed' })).summary).toBe('Not paid');
  });
});
