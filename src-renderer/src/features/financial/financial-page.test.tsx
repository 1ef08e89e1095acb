import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVOICE_SETTINGS,
  DEFAULT_TIP_SETTINGS,
  type InvoicePreviewData,
  type InvoiceSettings,
} from '../../../../server/contract/financial';
import type { OrganizationRegionalSettings } from '../../../../server/contract/organization';
import type { GatewayType, PaymentGateway } from '../../../../server/contract/payments';
import { queryKeys } from '../../api/query-keys';
import { htmlText, renderPage } from '../../testing/render-page';
import { financialKeys } from './api';
import { FinancialPage } from './FinancialPage';
import { GatewayForm } from './GatewayForm';

/**
 * The Financial & Payments page as it first renders from answers already read (put in the query
 * cache): what a person sees before touching anything. Interaction is the browser test's
 * (tests/e2e/financial.spec.ts).
 */

const REGIONAL: OrganizationRegionalSettings = {
  timezone: 'Australia/Sydney',
  dateFormat: 'DD/MM/YYYY',
  timeFormat: '12h',
  currency: 'AUD',
  language: 'en',
  locale: 'en-AU',
  organizationDateFormat: 'dd/MM/yyyy',
};

const PREVIEW: InvoicePreviewData = {
  companyName: 'Studio Nine',
  addressLines: ['1 Quay Street', 'Sydney NSW 2000'],
  email: 'hello@studio.test',
  phone: '+61 2 9000 0000',
  currency: 'AUD',
  taxRegistrationNumber: '12 345 678 901',
  showTaxRegistrationNumber: true,
  pricesIncludeTax: false,
  defaultTaxRate: { name: 'GST', percentage: 10 },
  logoUrl: '/api/public/logos/o/0123456789abcdef.png',
};

function gateway(type: GatewayType, changes: Partial<PaymentGateway> = {}): PaymentGateway {
  const names: Record<GatewayType, string> = {
    stripe: 'Stripe',
    square: 'Square',
    paypal: 'PayPal',
    adyen: 'Adyen',
    tyro: 'Tyro',
  };
  return {
    id: `01900000-0000-7000-8000-0000000000${type.length}${type.charCodeAt(1) % 10}`,
    type,
    name: type,
    displayName: names[type],
    isConfigured: false,
    isEnabled: false,
    isDefault: false,
    isLive: false,
    status: 'disconnected',
    useForOnlineBookings: false,
    useForInStoreCheckout: false,
    locationIds: [],
    publicKey: null,
    merchantId: null,
    accountId: null,
    settings: {},
    storedSecrets: [],
    fees: { description: '' },
    lastTestedAt: null,
    lastError: null,
    lastErrorReason: null,
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

const STRIPE = gateway('stripe', {
  isConfigured: true,
  isEnabled: true,
  isDefault: true,
  status: 'connected',
  useForOnlineBookings: true,
  useForInStoreCheckout: true,
  publicKey: 'pk_test_abc',
  storedSecrets: ['secretKey'],
});

interface Answers {
  gateways?: PaymentGateway[];
  invoice?: InvoiceSettings;
  preview?: InvoicePreviewData;
}

function render(node: ReactNode, answers: Answers = {}, url = '/studio/settings/organization/financial'): string {
  return renderPage(node, {
    url,
    seed: (client) => {
      client.setQueryData(financialKeys.gateways, answers.gateways ?? []);
      client.setQueryData(['locations'], []);
      client.setQueryData(financialKeys.tips, DEFAULT_TIP_SETTINGS);
      client.setQueryData(financialKeys.invoice, answers.invoice ?? DEFAULT_INVOICE_SETTINGS);
      if (answers.preview) client.setQueryData(financialKeys.invoicePreview, answers.preview);
      client.setQueryData(queryKeys.organizationRegional, REGIONAL);
    },
  });
}

const text = htmlText;

describe('the Payment Gateways tab', () => {
  it('says so when no gateway is connected, and offers to connect one', () => {
    const shown = text(render(<FinancialPage />, { gateways: [gateway('stripe'), gateway('square')] }));
    expect(shown).toContain('Payment Gateways Tips & Gratuity Invoicing');
    expect(shown).toContain('No payment gateways connected');
    expect(shown).toContain('Connect a gateway');
  });

  it('shows only the connected gateways as cards, with status, mode, default, usage and places', () => {
    const paypal = gateway('paypal', {
      isConfigured: true,
      isEnabled: true,
      isLive: true,
      status: 'pending',
      useForOnlineBookings: true,
      locationIds: ['01900000-0000-7000-8000-00000000ffff'],
      lastError: 'Client authentication failed',
    });
    const disabled = gateway('tyro', { isConfigured: true, isEnabled: false, status: 'connected' });
    const html = render(<FinancialPage />, { gateways: [paypal, STRIPE, disabled, gateway('square')] });
    const shown = text(html);
    expect(shown).toContain(
      'Stripe Connected Test mode Default Used for Online Bookings and In-Store Checkout Locations All locations Last tested Not tested yet Edit Test Connection Disable',
    );
    expect(shown).toContain(
      'PayPal Pending Live Used for Online Bookings Locations 1 location Last tested Not tested yet Last error Client authentication failed Edit Test Connection Set as default Disable',
    );
    // The default comes first; a disabled or unconfigured gateway has no card.
    expect(shown.indexOf('Stripe Connected')).toBeLessThan(shown.indexOf('PayPal Pending'));
    expect(shown).not.toContain('Tyro');
    expect(html).toContain('aria-label="Test Connection to Stripe"');
    expect(shown).toContain('Add payment gateway');
  });
});

describe('the gateway form', () => {
  it('connects a new provider: every field blank, the required ones marked, Connect', () => {
    const html = render(
      <GatewayForm type="stripe" gateway={gateway('stripe')} locations={[]} onClose={() => undefined} />,
    );
    const shown = text(html);
    expect(shown).toContain('Publishable Key (required) Secret Key (required) Webhook Secret');
    expect(html).toMatch(/id="gateway-secretKey"[^>]*type="password"|type="password"[^>]*id="gateway-secretKey"/);
    expect(html).toMatch(/id="gateway-publicKey"[^>]*type="text"|type="text"[^>]*id="gateway-publicKey"/);
    expect(shown).toContain('Online Bookings In-Store Checkout');
    expect(shown).toContain('Test Connection Connect');
  });

  it('edits a stored one: its public key shown, the secret blank with the note that it is kept, Update', () => {
    const html = render(<GatewayForm type="stripe" gateway={STRIPE} locations={[]} onClose={() => undefined} />);
    const shown = text(html);
    expect(html).toContain('value="pk_test_abc"');
    expect(shown).toContain('Secret Key Stored securely. Leave blank to keep the current value.');
    // The secret is not required when editing, the public key still is.
    expect(shown).toContain('Publishable Key (required)');
    expect(shown).not.toContain('Secret Key (required)');
    expect(shown).toContain('Test Connection Update');
  });
});

describe('the Tips & Gratuity tab', () => {
  it('shows the percentages, the amounts and what the client sees', () => {
    const html = render(<FinancialPage />, {}, '/studio/settings/organization/financial?tab=tips');
    const shown = text(html);
    expect(html).toContain('aria-label="Tip percentage 1"');
    expect(html).toContain('value="15"');
    expect(html).toContain('aria-label="Suggested amount 3"');
    expect(html).toContain('value="20.00"');
    expect(shown).toContain('Add a tip? 15% 18% 20% 25% $5 $10 $20 Custom No tip');
  });
});

describe('the Invoicing tab', () => {
  it('prints the business, the tax number, sample lines taxed at the default rate, the terms and the footer', () => {
    const shown = text(render(<FinancialPage />, { preview: PREVIEW }, '/studio/settings/organization/financial'));
    expect(shown).toContain(
      'Studio Nine 1 Quay Street Sydney NSW 2000 hello@studio.test +61 2 9000 0000 Tax registration number: 12 345 678 901 Invoice',
    );
    expect(shown).toContain(
      'Sample service $80 Sample product $25 Subtotal $105 GST (10%) $10.50 Total $115.50 Payment terms Payment is due within 30 days of invoice date. Thank you for your business!',
    );
  });

  it('follows the settings: no name, no terms, no logo; tax taken out of inclusive prices', () => {
    const invoice = { ...DEFAULT_INVOICE_SETTINGS, showCompanyName: false, includeTerms: false, footer: 'Ciao' };
    const html = render(<FinancialPage />, {
      invoice,
      preview: { ...PREVIEW, pricesIncludeTax: true, showTaxRegistrationNumber: false },
    });
    // The invoice itself (the form beside it still holds the terms, switched off).
    const shown = text(html.slice(html.indexOf('<article')));
    expect(shown).not.toContain('Studio Nine');
    expect(shown).not.toContain('Tax registration number:');
    expect(shown).not.toContain('Payment is due within 30 days');
    expect(shown).toContain('Total $105 Includes GST (10%) $9.55 Ciao');
    expect(html).not.toContain('financial-invoice-logo');
  });

  it('prints the branding logo when the invoice asks for it', () => {
    const html = render(<FinancialPage />, {
      invoice: { ...DEFAULT_INVOICE_SETTINGS, logoUrl: PREVIEW.logoUrl },
      preview: PREVIEW,
    });
    expect(html).toContain(`src="${PREVIEW.logoUrl}"`);
  });
});
