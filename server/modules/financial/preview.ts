import { thousandthsToPercentage } from '../../contract/tax';
import type { InvoicePreviewData } from '../../contract/financial';
import type { OrganizationDocument } from '../../contract/organization';
import { readDocument } from '../../documents/documents';
import type { AppDeps, RequestContext } from '../../types';
import { readBranding } from '../branding/document';
import { organizationDataKind } from '../organizations/document';
import { findOrganization } from '../organizations/repository';
import { listTaxRates } from '../tax/repository';
import { taxSettingsKind } from '../tax/settings';

/** The address as an invoice prints it: street lines, "City, State Postcode", country; empty parts left out. */
export function addressLinesOf({ street1, street2, city, state, zipCode, country }: OrganizationDocument['address']) {
  const region = [state, zipCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const locality = [city.trim(), region].filter(Boolean).join(', ');
  return [street1, street2, locality, country].map((line) => line.trim()).filter(Boolean);
}

/**
 * What the live invoice preview prints besides the invoice settings, read from where each fact
 * lives: the organization (name, contact, address, currency), the tax area (registration number,
 * whether it shows, how prices are entered, the default rate) and the branding logo. Readable
 * with manage_payment_methods alone: it is the invoice's content, not those pages' settings.
 */
export function invoicePreviewData(deps: AppDeps, ctx: RequestContext): InvoicePreviewData {
  const { db } = deps;
  const organization = readDocument(db, organizationDataKind, ctx).data;
  const tax = readDocument(db, taxSettingsKind, ctx).data;
  const defaultRate = listTaxRates(db, ctx.organizationId).find(({ rate }) => rate.isDefault)?.rate;
  return {
    companyName: findOrganization(db, ctx.organizationId)?.name ?? ctx.organization.name,
    addressLines: addressLinesOf(organization.address),
    email: organization.email,
    phone: organization.phone,
    currency: organization.currency,
    taxRegistrationNumber: tax.registrationNumber,
    showTaxRegistrationNumber: tax.showRegistrationNumberOnInvoices,
    pricesIncludeTax: tax.pricesIncludeTax,
    defaultTaxRate: defaultRate
      ? { name: defaultRate.name, percentage: thousandthsToPercentage(defaultRate.rateThousandths) }
      : null,
    logoUrl: readBranding(db, ctx).logoUrl,
  };
}
