import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UploadedLogo } from '../../contract/branding';
import type { InvoicePreviewData, InvoiceSettings, TipSettings } from '../../contract/financial';
import { buildTestApp, loginAs, type Session } from '../../testing/build-test-app';
import { brandingCalls, picture } from '../branding/test-helpers';

const TIPS = '/api/settings/tip-percentages';
const INVOICE = '/api/settings/invoice';
const PREVIEW = '/api/settings/invoice/preview-data';

describe('tips and invoices', () => {
  let app: FastifyInstance;
  let owner: Session;
  let calls: ReturnType<typeof brandingCalls>;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
    calls = brandingCalls(app, owner);
  });
  afterEach(() => app.close());

  describe('tip settings', () => {
    it('answers the spec’s defaults before the first save: 15, 18, 20, 25 % and 5, 10, 20', async () => {
      const res = await calls.send<TipSettings>('GET', TIPS, undefined, undefined, loginAs(app, 'otherOwner'));
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe('"0"');
      expect(res.body).toEqual({
        enabled: true,
        tipPercentages: [15, 18, 20, 25],
        allowCustom: true,
        suggestedAmounts: [5, 10, 20],
      });
    });

    it('saves a partial change with If-Match, in the order given, and records it in the activity log', async () => {
      const saved = await calls.send<TipSettings>('PUT', TIPS, { tipPercentages: [10, 15, 12] }, '"0"');
      expect(saved.status).toBe(200);
      expect(saved.headers.etag).toBe('"1"');
      expect(saved.body).toEqual({
        enabled: true,
        tipPercentages: [10, 15, 12],
        allowCustom: true,
        suggestedAmounts: [5, 10, 20],
      });
      expect((await calls.send<TipSettings>('GET', TIPS)).body.tipPercentages).toEqual([10, 15, 12]);
      const [entry] = await calls.activity('financial');
      expect(entry).toMatchObject({
        action: 'update',
        details: 'Updated tip settings',
        success: true,
        changes: { tipPercentages: { before: [15, 18, 20, 25], after: [10, 15, 12] } },
      });
    });

    it('refuses a stale If-Match with 412 and changes nothing', async () => {
      expect((await calls.send('PUT', TIPS, { allowCustom: false }, '"0"')).status).toBe(200);
      const stale = await calls.send('PUT', TIPS, { enabled: false }, '"0"');
      expect(stale.status).toBe(412);
      expect(stale.body.code).toBe('STALE_VERSION');
      expect((await calls.send<TipSettings>('GET', TIPS)).body).toMatchObject({ enabled: true, allowCustom: false });
    });

    it.each([
      [{ tipPercentages: [15, 12.5] }, 'Tip percentage must be a whole number'],
      [{ tipPercentages: [15, 101] }, 'Tip percentage must be 100 or less'],
      [{ tipPercentages: [-5] }, 'Tip percentage must be 0 or more'],
      [{ tipPercentages: ['15'] }, 'Tip percentage must be a whole number'],
      [{ tipPercentages: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, 'Tip percentages must have at most 8 items'],
      [{ tipPercentages: [15, 18, 15] }, 'Each tip percentage can be listed only once'],
      [{ suggestedAmounts: [5, 5.001] }, 'Suggested amount must have at most 2 decimal places'],
      [{ suggestedAmounts: [-1] }, 'Suggested amount must be 0 or more'],
      [{ suggestedAmounts: [5, 10, 5.0] }, 'Each suggested amount can be listed only once'],
      [{ tipPercentages: [] }, 'Add at least one tip percentage, or turn tips off'],
      [{ enabled: true, tipPercentages: [] }, 'Add at least one tip percentage, or turn tips off'],
      [{ roundUp: true }, 'roundUp is not an accepted field'],
    ])('refuses %j', async (payload, message) => {
      const res = await calls.send('PUT', TIPS, payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await calls.send('GET', TIPS)).headers.etag).toBe('"0"');
    });

    it('takes amounts with cents however binary floats store them, and only as many decimals as the currency has', async () => {
      const cents = await calls.send<TipSettings>('PUT', TIPS, { suggestedAmounts: [0.07, 4.35, 19.99, 2.3] });
      expect(cents.status).toBe(200);
      expect(cents.body.suggestedAmounts).toEqual([0.07, 4.35, 19.99, 2.3]);
      const yen = await calls.send('PUT', '/api/settings/organization-data', {
        companyName: 'Demo Salon',
        currency: 'JPY',
      });
      expect(yen.status).toBe(200);
      const refused = await calls.send('PUT', TIPS, { suggestedAmounts: [500, 1000.5] });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Suggested amount must be a whole amount in JPY');
      expect((await calls.send('PUT', TIPS, { suggestedAmounts: [500, 1000] })).status).toBe(200);
    });

    it('lets tips be turned off with no percentages, but not back on without one', async () => {
      const off = await calls.send<TipSettings>('PUT', TIPS, { enabled: false, tipPercentages: [] });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ enabled: false, tipPercentages: [] });
      const on = await calls.send('PUT', TIPS, { enabled: true });
      expect(on.status).toBe(400);
      expect(on.body.message).toBe('Add at least one tip percentage, or turn tips off');
      const both = await calls.send<TipSettings>('PUT', TIPS, { enabled: true, tipPercentages: [15] });
      expect(both.status).toBe(200);
      expect(both.body).toMatchObject({ enabled: true, tipPercentages: [15] });
    });

    it('is the financial page’s: a receptionist may neither read nor save it', async () => {
      const receptionist = loginAs(app, 'receptionist');
      expect((await calls.send('GET', TIPS, undefined, undefined, receptionist)).status).toBe(403);
      expect((await calls.send('PUT', TIPS, { enabled: false }, undefined, receptionist)).status).toBe(403);
      expect((await calls.send('GET', INVOICE, undefined, undefined, receptionist)).status).toBe(403);
      expect((await calls.send('GET', PREVIEW, undefined, undefined, receptionist)).status).toBe(403);
    });
  });

  describe('invoice settings', () => {
    it('answers the spec’s defaults before the first save', async () => {
      const res = await calls.send<InvoiceSettings>('GET', INVOICE, undefined, undefined, loginAs(app, 'otherOwner'));
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe('"0"');
      expect(res.body).toEqual({
        autoSend: false,
        includeTerms: true,
        terms: 'Payment is due within 30 days of invoice date.',
        footer: 'Thank you for your business!',
        logoUrl: null,
        showCompanyName: true,
      });
    });

    it('saves terms and footer without surrounding blank lines, and records it', async () => {
      const saved = await calls.send<InvoiceSettings>(
        'PUT',
        INVOICE,
        {
          autoSend: true,
          terms: '\n  Payment is due within 14 days.\nLate fees apply.  \n',
          footer: ' See you soon! ',
        },
        '"0"',
      );
      expect(saved.status).toBe(200);
      expect(saved.headers.etag).toBe('"1"');
      expect(saved.body).toMatchObject({
        autoSend: true,
        terms: 'Payment is due within 14 days.\nLate fees apply.',
        footer: 'See you soon!',
      });
      expect((await calls.activity('financial'))[0]).toMatchObject({
        details: 'Updated invoice settings',
        changes: { autoSend: { before: false, after: true } },
      });
      expect((await calls.send('PUT', INVOICE, { includeTerms: false }, '"0"')).status).toBe(412);
    });

    it.each([
      [{ terms: 'x'.repeat(1001) }, 'Payment terms must be at most 1000 characters'],
      [{ footer: 'Thanks\u0007' }, 'Invoice footer must not contain control characters'],
      [{ logoUrl: 'https://cdn.example.com/logo.png' }, 'The logo must be a picture uploaded here'],
      [{ logoUrl: 'javascript:alert(1)' }, 'The logo must be a picture uploaded here'],
      [{ logoUrl: 'https://s3.example.com/logo.png?X-Amz-Signature=abc' }, 'looks signed or temporary'],
      [{ showCompanyName: 'yes' }, 'Show company name must be a boolean'],
    ])('refuses %j', async (payload, message) => {
      const res = await calls.send('PUT', INVOICE, payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });

    it('takes a logo of its own organization as the invoice logo, never another’s', async () => {
      const uploaded = await calls.upload<UploadedLogo>('/api/tenant-branding/upload/logo', await picture(60, 30));
      expect(uploaded.status).toBe(201);
      const saved = await calls.send<InvoiceSettings>('PUT', INVOICE, { logoUrl: uploaded.body.url });
      expect(saved.status).toBe(200);
      expect(saved.body.logoUrl).toBe(uploaded.body.url);
      // With a query string appended it is no longer the stored file's address.
      expect((await calls.send('PUT', INVOICE, { logoUrl: `${uploaded.body.url}?v=2` })).status).toBe(400);

      // Other Spa cannot point its invoices at Demo Salon's logo.
      const other = loginAs(app, 'otherOwner');
      const theirs = await calls.send('PUT', INVOICE, { logoUrl: uploaded.body.url }, undefined, other);
      expect(theirs.status).toBe(400);
      expect(theirs.body.message).toBe(
        'The logo must be a picture uploaded here. Upload the logo instead of linking to it.',
      );
      const sameFileOwnPath = uploaded.body.url.replace(owner.organizationId, other.organizationId);
      expect((await calls.send('PUT', INVOICE, { logoUrl: sameFileOwnPath }, undefined, other)).status).toBe(400);

      const cleared = await calls.send<InvoiceSettings>('PUT', INVOICE, { logoUrl: null });
      expect(cleared.body.logoUrl).toBeNull();
    });
  });

  describe('invoice preview data', () => {
    it('prints the organization, its tax registration and default rate, and the branding logo', async () => {
      const before = await calls.send<InvoicePreviewData>('GET', PREVIEW);
      expect(before.status).toBe(200);
      expect(before.body).toMatchObject({
        companyName: 'Demo Salon',
        taxRegistrationNumber: 'ABN 51 824 753 556',
        showTaxRegistrationNumber: true,
        pricesIncludeTax: true,
        defaultTaxRate: { name: 'GST', percentage: 10 },
        logoUrl: null,
      });

      const tax = await calls.send('PUT', '/api/settings/tax', {
        registrationNumber: 'VAT GB 123 4567 89',
        showRegistrationNumberOnInvoices: false,
        pricesIncludeTax: false,
      });
      expect(tax.status).toBe(200);
      const rate = await calls.send('POST', '/api/settings/tax/rates', {
        name: 'VAT',
        percentage: 20,
        isDefault: true,
      });
      expect(rate.status).toBe(201);
      const organization = await calls.send('PUT', '/api/settings/organization-data', {
        companyName: 'Demo Salon & Spa',
        email: 'hello@demo.test',
        phone: '+44 20 7946 0000',
        currency: 'GBP',
        address: {
          street1: '1 High Street',
          street2: '',
          city: 'London',
          state: '',
          zipCode: 'SW1A 1AA',
          country: 'UK',
        },
      });
      expect(organization.status).toBe(200);
      const logo = await calls.upload<{ logoUrl: string }>('/api/settings/logo', await picture(40, 40));
      expect(logo.status).toBe(200);

      const after = await calls.send<InvoicePreviewData>('GET', PREVIEW);
      expect(after.body).toEqual({
        companyName: 'Demo Salon & Spa',
        addressLines: ['1 High Street', 'London, SW1A 1AA', 'UK'],
        email: 'hello@demo.test',
        phone: '+44 20 7946 0000',
        currency: 'GBP',
        taxRegistrationNumber: 'VAT GB 123 4567 89',
        showTaxRegistrationNumber: false,
        pricesIncludeTax: false,
        defaultTaxRate: { name: 'VAT', percentage: 20 },
        logoUrl: logo.body.logoUrl,
      });
    });

    it('has no default rate for an organization without tax rates', async () => {
      const other = loginAs(app, 'otherOwner');
      for (const { id } of (
        await calls.send<{ items: { id: string }[] }>('GET', '/api/settings/tax/rates', undefined, undefined, other)
      ).body.items) {
        await calls.send('DELETE', `/api/settings/tax/rates/${id}`, undefined, undefined, other);
      }
      const res = await calls.send<InvoicePreviewData>('GET', PREVIEW, undefined, undefined, other);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ defaultTaxRate: null, logoUrl: null, taxRegistrationNumber: '' });
    });
  });
});
