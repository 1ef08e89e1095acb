import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS, DEFAULT_DEPOSIT_SETTINGS } from '../../../../server/contract/booking-widget';
import { chooseDepositType, isRequirementOpen, needsGateway } from './deposit-choices';
import { bookingLink, buttonSnippet, iframeSnippet, qrFileName, sitesFromText, widgetSnippet } from './snippets';

const ORIGIN = 'https://book.studio.test';
const embed = DEFAULT_BOOKING_SETTINGS.embedSettings;
const stripe = {
  type: 'stripe' as const,
  displayName: 'Stripe',
  requirementTypes: [...(['none', 'card_on_file', 'authorization', 'deposit', 'full_payment'] as const)],
};
const paypal = {
  type: 'paypal' as const,
  displayName: 'PayPal',
  requirementTypes: [...(['none', 'deposit', 'full_payment'] as const)],
};

describe('integration snippets', () => {
  it('links to {origin}/{slug}/book', () => {
    expect(bookingLink(ORIGIN, 'studio')).toBe('https://book.studio.test/studio/book');
  });

  it('puts the button settings in the embed script’s attributes', () => {
    const snippet = widgetSnippet(ORIGIN, 'studio', embed);
    expect(snippet).toContain('src="https://book.studio.test/embed/booking.js"');
    expect(snippet).toContain('data-booking-url="https://book.studio.test/studio/book"');
    expect(snippet).toContain('data-button-text="Book Now"');
    expect(snippet).toContain('data-position="bottom-right"');
  });

  it('escapes names so they cannot break the owner’s page', () => {
    const named = buttonSnippet(ORIGIN, 'studio', { ...embed, buttonText: '<b>"Book"</b>' });
    expect(named).toContain('>&lt;b&gt;&quot;Book&quot;&lt;/b&gt;</a>');
    expect(iframeSnippet(ORIGIN, 'studio', 'Tom & "Jerry"')).toContain('title="Book with Tom &amp; &quot;Jerry&quot;"');
  });

  it('names the QR download after the business', () => {
    expect(qrFileName('Studio Nine')).toBe('studio-nine-booking-qr.png');
    expect(qrFileName('Café Élan!')).toBe('cafe-elan-booking-qr.png');
    expect(qrFileName('美容院')).toBe('booking-booking-qr.png');
  });

  it('reads the allowed sites one per line', () => {
    expect(sitesFromText(' https://A.example/ \n\nhttps://b.example:8443\n')).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
  });
});

describe('deposit choices', () => {
  it('fills the chosen type’s empty amounts and keeps typed ones (§4)', () => {
    const base = { ...DEFAULT_DEPOSIT_SETTINGS, percentage: null };
    expect(chooseDepositType(base, 'fixed')).toMatchObject({ depositType: 'fixed', fixedAmount: 50, percentage: null });
    expect(chooseDepositType(base, 'hybrid')).toMatchObject({ minimumDeposit: 25, percentage: 25 });
    expect(chooseDepositType({ ...base, fixedAmount: 80 }, 'fixed').fixedAmount).toBe(80);
  });

  it('locks every requirement but none without a gateway, and what the gateway cannot take', () => {
    expect(isRequirementOpen('none', null)).toBe(true);
    expect(isRequirementOpen('deposit', null)).toBe(false);
    expect(isRequirementOpen('card_on_file', stripe)).toBe(true);
    expect(isRequirementOpen('card_on_file', paypal)).toBe(false);
    expect(isRequirementOpen('full_payment', paypal)).toBe(true);
    expect(needsGateway({ ...DEFAULT_DEPOSIT_SETTINGS, requirementType: 'deposit' }, null)).toBe(true);
    expect(needsGateway(DEFAULT_DEPOSIT_SETTINGS, null)).toBe(false);
  });
});
