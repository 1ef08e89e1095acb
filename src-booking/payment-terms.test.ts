import { describe, expect, it } from 'vitest';
import type { PublicBookingPage } from './api';
import { translator } from './i18n';
import { chosenTotal, paymentNotice, shareOf } from './payment-terms';

const LOC = '00000000-0000-4000-8000-00000000000a';
const COLOUR = '00000000-0000-4000-8000-000000000001';
const TONER = '00000000-0000-4000-8000-000000000002';
const FREE = '00000000-0000-4000-8000-000000000003';

type Terms = NonNullable<PublicBookingPage['policies']['paymentTerms']>;
const TERMS: Terms = {
  depositType: 'percentage',
  fixedAmount: 50,
  percentage: 25,
  minimumDeposit: 25,
  refundDeadlineHours: 24,
  chargeOnNoShow: false,
  chargeOnLateCancellation: false,
  feeDeadlineHours: 24,
  feeType: 'fixed',
  feeAmount: 5,
  feePercentage: 50,
};

function page(
  requirement: string,
  terms: Partial<Terms> | null = {},
  options: { prices?: boolean; refundPolicy?: string } = {},
): PublicBookingPage {
  const priced = options.prices ?? true;
  const service = (id: string, name: string, amount: number) => ({
    id,
    name,
    description: '',
    durationMinutes: 45,
    ...(priced ? { price: { amount, currency: 'USD' } } : {}),
    categoryId: null,
    locationIds: [LOC],
  });
  return {
    business: { name: 'Demo Salon', slug: 'demo-salon', phone: '', email: '' },
    brand: {
      primaryColor: '#123456',
      secondaryColor: '#eeeeee',
      theme: 'light',
      logoUrl: null,
      showLogo: false,
      showDescription: true,
    },
    language: 'en',
    locations: [{ id: LOC, name: 'City', address: '', phone: '', timeZone: 'Europe/London' }],
    categories: [],
    services: [service(COLOUR, 'Colour', 45), service(TONER, 'Toner', 15.1), service(FREE, 'Consultation', 0)],
    practitioners: [],
    policies: {
      requireApproval: false,
      allowCancellations: true,
      cancellationHours: 24,
      minAdvanceBookingHours: 2,
      maxAdvanceBookingDays: 60,
      maxServicesPerBooking: 3,
      paymentRequirement: requirement,
      refundPolicy: options.refundPolicy ?? 'full',
      paymentTerms: terms === null ? null : { ...TERMS, ...terms },
    },
  };
}

const t = translator('en');
const notice = (p: PublicBookingPage, serviceIds = [COLOUR], locale = 'en') =>
  paymentNotice(p, serviceIds, locale === 'en' ? t : translator(locale), locale);

describe('what the client is told about money before booking', () => {
  it('says nothing, and keeps the plain button, when no payment is asked', () => {
    expect(notice(page('none', null))).toBeNull();
  });

  it('adds up the chosen services in minor units, and gives up when a price is hidden', () => {
    expect(chosenTotal(page('deposit'), [COLOUR, TONER])).toEqual({ amount: 60.1, currency: 'USD' });
    expect(chosenTotal(page('deposit', {}, { prices: false }), [COLOUR])).toBeNull();
    expect(shareOf({ amount: 45, currency: 'USD' }, 25)).toEqual({ amount: 11.25, currency: 'USD' });
    expect(shareOf({ amount: 999, currency: 'JPY' }, 25)).toEqual({ amount: 250, currency: 'JPY' });
  });

  it('states a fixed deposit, capped at the price like the server does', () => {
    expect(notice(page('deposit', { depositType: 'fixed' }))).toEqual({
      sentences: ['A deposit of $45.00 is taken when you book.', 'Cancel at least 24 hours before for a full refund.'],
      ask: 'pay',
    });
    expect(notice(page('deposit', { depositType: 'fixed', fixedAmount: 20 }))!.sentences[0]).toBe(
      'A deposit of $20.00 is taken when you book.',
    );
  });

  it('states a percentage deposit with its amount when prices are shown, without when they are not', () => {
    expect(notice(page('deposit'))!.sentences[0]).toBe(
      'A deposit of 25% of the price ($11.25) is taken when you book.',
    );
    expect(notice(page('deposit', {}, { prices: false }))!.sentences[0]).toBe(
      'A deposit of 25% of the price is taken when you book.',
    );
  });

  it('states a hybrid deposit: the larger of the minimum and the share', () => {
    expect(notice(page('deposit', { depositType: 'hybrid' }))!.sentences[0]).toBe(
      'A deposit of $25.00 (25% of the price, at least $25.00) is taken when you book.',
    );
    expect(notice(page('deposit', { depositType: 'hybrid', minimumDeposit: 10 }))!.sentences[0]).toBe(
      'A deposit of $11.25 (25% of the price, at least $10.00) is taken when you book.',
    );
    expect(notice(page('deposit', { depositType: 'hybrid' }, { prices: false }))!.sentences[0]).toBe(
      'A deposit of 25% of the price, at least 25.00, is taken when you book.',
    );
  });

  it('asks nothing for a free booking, as the server skips the checkout', () => {
    expect(notice(page('deposit'), [FREE])).toBeNull();
    expect(notice(page('full_payment'), [FREE])).toBeNull();
    expect(notice(page('authorization'), [FREE])).toBeNull();
    // A card on file is asked even then: a no-show fee may still apply.
    expect(notice(page('card_on_file'), [FREE])!.ask).toBe('card');
  });

  it('states the full price, then the fees and the refund policy', () => {
    const full = page('full_payment', { chargeOnNoShow: true, chargeOnLateCancellation: true, feeDeadlineHours: 48 });
    expect(notice(full, [COLOUR, TONER])).toEqual({
      sentences: [
        'The full price ($60.10) is taken when you book.',
        'A no-show fee of $5.00 applies.',
        'Cancelling less than 48 hours before costs $5.00.',
        'Cancel at least 24 hours before for a full refund.',
      ],
      ask: 'pay',
    });
  });

  it('names percentage and full-price fees', () => {
    const percent = page('card_on_file', {
      chargeOnNoShow: true,
      chargeOnLateCancellation: true,
      feeType: 'percentage',
    });
    expect(notice(percent)!.sentences).toEqual([
      'Your card is kept on file; nothing is charged now.',
      'A no-show fee of 50% of the price ($22.50) applies.',
      'Cancelling less than 24 hours before costs 50% of the price ($22.50).',
    ]);
    const hidden = page('card_on_file', { chargeOnNoShow: true, feeType: 'percentage' }, { prices: false });
    expect(notice(hidden)!.sentences[1]).toBe('A no-show fee of 50% of the price applies.');
    const whole = page('authorization', {
      chargeOnNoShow: true,
      chargeOnLateCancellation: true,
      feeType: 'full_service',
      feeDeadlineHours: 1,
    });
    expect(notice(whole)).toEqual({
      sentences: [
        'The price is held on your card until your visit; you are charged only if a fee applies.',
        'If you do not come, the full price is charged.',
        'Cancelling less than 1 hour before costs the full price.',
      ],
      ask: 'card',
    });
  });

  it('states the refund policy only for money taken', () => {
    expect(notice(page('deposit', {}, { refundPolicy: 'partial' }))!.sentences[1]).toBe(
      'Cancel at least 24 hours before to get half of it back.',
    );
    expect(notice(page('full_payment', {}, { refundPolicy: 'none' }))!.sentences[1]).toBe(
      'This payment is not refundable.',
    );
    expect(notice(page('card_on_file'))!.sentences).toHaveLength(1);
  });

  it("speaks the client's language and writes amounts their way", () => {
    // Intl puts narrow and no-break spaces around units and currencies.
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(notice(page('deposit'), [COLOUR], 'de')!.sentences.map(plain)).toEqual([
      'Bei der Buchung wird eine Anzahlung von 25 % des Preises (11,25 $) fällig.',
      'Stornieren Sie mindestens 24 Stunden vorher, um alles zurückzubekommen.',
    ]);
  });
});
