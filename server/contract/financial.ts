import { Type, type Static } from 'typebox';
import { deepFreeze, Strict, TextField } from './common';

/**
 * Tips & Gratuity and Invoicing (spec part 2 §3 "Tip settings", "Invoice settings", §5, §9).
 * Both are settings documents of the organization.
 */
export const DEFAULT_TIP_PERCENTAGES = [15, 18, 20, 25] as const;
/** What a newly added percentage starts at (§5). */
export const NEW_TIP_PERCENTAGE = 15;
export const MAX_TIP_PERCENTAGES = 8;
export const MAX_SUGGESTED_AMOUNTS = 8;

const TipPercentage = Type.Integer({ title: 'Tip percentage', minimum: 0, maximum: 100 });
/**
 * In the organization's currency, whole or with cents; the service checks the decimals against the
 * currency (no multipleOf: 0.01 here, which binary floats break: 4.35 / 0.01 is 434.99999999999994).
 */
const SuggestedAmount = Type.Number({ title: 'Suggested amount', minimum: 0, maximum: 10_000 });

/** `tipPercentages` is the spec's name for the list the checkout offers; the rest sits beside it. */
export const TipSettings = Strict({
  enabled: Type.Boolean({ title: 'Enable tips' }),
  tipPercentages: Type.Array(TipPercentage, { title: 'Tip percentages', maxItems: MAX_TIP_PERCENTAGES }),
  allowCustom: Type.Boolean({ title: 'Allow custom tip' }),
  suggestedAmounts: Type.Array(SuggestedAmount, { title: 'Suggested amounts', maxItems: MAX_SUGGESTED_AMOUNTS }),
});
export type TipSettings = Static<typeof TipSettings>;
export const TipSettingsPatch = Type.Partial(TipSettings, { additionalProperties: false });
export type TipSettingsPatch = Static<typeof TipSettingsPatch>;

export const DEFAULT_TIP_SETTINGS: TipSettings = deepFreeze({
  enabled: true,
  tipPercentages: [...DEFAULT_TIP_PERCENTAGES],
  allowCustom: true,
  suggestedAmounts: [5, 10, 20],
});

export const DEFAULT_INVOICE_TERMS = 'Payment is due within 30 days of invoice date.';
export const DEFAULT_INVOICE_FOOTER = 'Thank you for your business!';

export const InvoiceSettings = Strict({
  autoSend: Type.Boolean({ title: 'Send invoices automatically' }),
  includeTerms: Type.Boolean({ title: 'Include payment terms' }),
  terms: TextField({ label: 'Payment terms', maxLength: 1000, multiline: true }),
  footer: TextField({ label: 'Invoice footer', maxLength: 500, multiline: true }),
  /** The organization's logo on invoices (the branding logo); null prints none. */
  logoUrl: Type.Union([Type.String({ maxLength: 500 }), Type.Null()], { title: 'Invoice logo' }),
  showCompanyName: Type.Boolean({ title: 'Show company name' }),
});
export type InvoiceSettings = Static<typeof InvoiceSettings>;
export const InvoiceSettingsPatch = Type.Partial(InvoiceSettings, { additionalProperties: false });
export type InvoiceSettingsPatch = Static<typeof InvoiceSettingsPatch>;

export const DEFAULT_INVOICE_SETTINGS: InvoiceSettings = deepFreeze({
  autoSend: false,
  includeTerms: true,
  terms: DEFAULT_INVOICE_TERMS,
  footer: DEFAULT_INVOICE_FOOTER,
  logoUrl: null,
  showCompanyName: true,
});

/**
 * What the live invoice preview prints besides the invoice settings: the business as the
 * organization and tax areas hold it, readable with manage_payment_methods alone.
 */
export const InvoicePreviewData = Strict({
  companyName: Type.String(),
  /** Address lines as printed, empty ones left out. */
  addressLines: Type.Array(Type.String()),
  email: Type.String(),
  phone: Type.String(),
  /** ISO 4217 code; amounts are formatted by the renderer in the viewer's locale. */
  currency: Type.String(),
  taxRegistrationNumber: Type.String(),
  showTaxRegistrationNumber: Type.Boolean(),
  pricesIncludeTax: Type.Boolean(),
  /** The default tax rate (name and percentage), or null when none is set up. */
  defaultTaxRate: Type.Union([Strict({ name: Type.String(), percentage: Type.Number() }), Type.Null()]),
  /** The branding logo (a URL the renderer can show), or null. */
  logoUrl: Type.Union([Type.String(), Type.Null()]),
});
export type InvoicePreviewData = Static<typeof InvoicePreviewData>;
