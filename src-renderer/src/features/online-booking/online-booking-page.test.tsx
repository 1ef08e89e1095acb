import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_SETTINGS,
  DEFAULT_DEPOSIT_SETTINGS,
  type BookingGateway,
  type DepositSettingsAnswer,
} from '../../../../server/contract/booking-widget';
import { queryKeys } from '../../api/query-keys';
import { htmlText, renderPage, sessionAs } from '../../testing/render-page';
import { onlineBookingKeys } from './document';
import { OnlineBookingPage } from './OnlineBookingPage';

/**
 * Online Booking Setup as it first renders from answers already read (put in the query cache):
 * what a person sees before touching anything. Interaction is the browser test's
 * (tests/e2e/online-booking-setup.spec.ts).
 */
const STRIPE: BookingGateway = {
  type: 'stripe',
  displayName: 'Stripe',
  requirementTypes: ['none', 'card_on_file', 'authorization', 'deposit', 'full_payment'],
};
const PAYPAL: BookingGateway = {
  type: 'paypal',
  displayName: 'PayPal',
  requirementTypes: ['none', 'deposit', 'full_payment'],
};

function render(deposit: Partial<DepositSettingsAnswer> = {}, settings = DEFAULT_BOOKING_SETTINGS): string {
  return renderPage(<OnlineBookingPage />, {
    url: '/studio/settings/organization/booking',
    me: sessionAs('owner'),
    seed: (client) => {
      client.setQueryData(onlineBookingKeys.settings, settings);
      client.setQueryData(onlineBookingKeys.deposit, {
        depositSettings: DEFAULT_DEPOSIT_SETTINGS,
        paymentGateway: null,
        ...deposit,
      });
      client.setQueryData(queryKeys.organizationRegional, { currency: 'AUD', locale: 'en-AU' });
    },
  });
}

describe('Online Booking Setup', () => {
  it('shows the master switch, the booking link, the five tabs and the 180 px QR code', () => {
    const html = render();
    const shown = htmlText(html);
    expect(shown).toContain('Online Booking');
    expect(shown).toContain('Preview');
    expect(shown).toContain('Clients can book on your booking page.');
    expect(html).toContain('href="/studio/book"');
    expect(shown).toContain('Direct Link Widget iFrame Button QR Code');
    expect(html).toContain('value="/studio/book"');
    expect(html).toMatch(/<canvas[^>]*width="180"/);
    expect(shown).toContain('Copy');
    expect(shown).not.toContain('You have unsaved changes');
  });

  it('locks the payment options beyond none without a gateway, with the way to set one up', () => {
    const html = render();
    const shown = htmlText(html);
    expect(shown).toContain('Deposit & Payment Requirements');
    expect(shown).toContain(
      'Connect a payment gateway to ask clients for a card, a deposit or payment when they book.',
    );
    expect(html).toContain('href="/studio/settings/organization/financial"');
    for (const value of ['card_on_file', 'authorization', 'deposit', 'full_payment']) {
      expect(html).toMatch(
        new RegExp(`<input[^>]*disabled=""[^>]*value="${value}"|<input[^>]*value="${value}"[^>]*disabled=""`),
      );
    }
    expect(html).not.toMatch(/<input[^>]*value="none"[^>]*disabled=""/);
  });

  it('with Stripe, offers every requirement; with PayPal, says what it cannot take', () => {
    const stripe = render({ paymentGateway: STRIPE });
    expect(htmlText(stripe)).toContain('Online payments go through Stripe.');
    expect(stripe).not.toMatch(/<input[^>]*value="card_on_file"[^>]*disabled=""/);
    const paypal = htmlText(render({ paymentGateway: PAYPAL }));
    expect(paypal).toContain('PayPal cannot take every requirement for online bookings');
  });

  it('shows the chosen deposit type’s amount', () => {
    const shown = htmlText(
      render({
        paymentGateway: STRIPE,
        depositSettings: {
          ...DEFAULT_DEPOSIT_SETTINGS,
          requirementType: 'deposit',
          depositType: 'hybrid',
          minimumDeposit: 25,
        },
      }),
    );
    expect(shown).toContain('Deposit type');
    expect(shown).toContain('Deposit percentage');
    expect(shown).toContain('Minimum deposit');
  });

  it('lists the rules with the option lists of §9 and the appearance with its desktop preview', () => {
    const html = render();
    const shown = htmlText(html);
    expect(shown).toContain('Booking Rules & Policies');
    expect(shown).toContain('None 1 hour 2 hours 4 hours 12 hours 24 hours 48 hours 72 hours');
    expect(shown).toContain('None 1 hour 2 hours 4 hours 24 hours 48 hours');
    expect(shown).toContain('7 days 14 days 30 days 60 days 90 days 180 days');
    expect(shown).toContain('1 service 2 services');
    expect(shown).toContain('10 services');
    expect(shown).toContain('Refund deadline');
    expect(shown).toContain('1 hour 2 hours 4 hours 12 hours 24 hours 48 hours 72 hours 168 hours');
    expect(shown).toContain('Booking Page Appearance');
    expect(html).toMatch(/<iframe[^>]*src="\/studio\/book"/);
    expect(html).toMatch(/class="online-booking-frame is-desktop"/);
  });

  it('says when the page is switched off', () => {
    const shown = htmlText(render({}, { ...DEFAULT_BOOKING_SETTINGS, isEnabled: false }));
    expect(shown).toContain('Your booking page is switched off: clients cannot book online.');
  });
});
