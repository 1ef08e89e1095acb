import { Type, type Static } from 'typebox';
import { deepFreeze, Id, Labelled, NameField, Strict, TextField } from './common';

/**
 * Tax configuration (route organization/tax; the spec shows only the route). Rates are kept as
 * thousandths of a percent (10% → 10000, 8.875% → 8875) so the database never holds a float.
 */
export const TAX_PERCENT_SCALE = 1000;
export const TAX_PERCENT_DECIMALS = 3;
export const TAX_RATE_NAME_MAX_LENGTH = 60;
/** Plenty for GST/VAT/sales tax plus reduced and zero rates; keeps the picker usable. */
export const MAX_TAX_RATES = 20;

/** Percentage → thousandths, or null when it has more than 3 decimals. */
export function percentageToThousandths(percentage: number): number | null {
  const scaled = percentage * TAX_PERCENT_SCALE;
  const whole = Math.round(scaled);
  return Math.abs(scaled - whole) < 1e-6 ? whole : null;
}

export function thousandthsToPercentage(thousandths: number): number {
  return thousandths / TAX_PERCENT_SCALE;
}

const Percentage = Type.Number({ title: 'Percentage', minimum: 0, maximum: 100 });
const RateName = NameField({ label: 'Tax rate name', maxLength: TAX_RATE_NAME_MAX_LENGTH });

export const TaxRate = Strict({
  id: Id,
  name: Type.String(),
  percentage: Type.Number(),
  isDefault: Type.Boolean(),
  /** Services whose override points at this rate. */
  serviceOverrides: Type.Integer(),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type TaxRate = Static<typeof TaxRate>;
export const TaxRateList = Strict({ items: Type.Array(TaxRate) });

export const CreateTaxRateBody = Strict({
  name: RateName,
  percentage: Percentage,
  /** The first rate is the default whatever this says. */
  isDefault: Type.Optional(Type.Boolean({ title: 'Default rate' })),
});
export type CreateTaxRateBody = Static<typeof CreateTaxRateBody>;

export const UpdateTaxRateBody = Type.Object(
  {
    name: Type.Optional(RateName),
    percentage: Type.Optional(Percentage),
    isDefault: Type.Optional(Type.Boolean({ title: 'Default rate' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateTaxRateBody = Static<typeof UpdateTaxRateBody>;

/** The organization's tax document: how prices are entered and what invoices show. */
export const TaxSettings = Strict({
  /** true: entered prices include tax (GST/VAT style); false: tax is added on top (US sales tax). */
  pricesIncludeTax: Type.Boolean({ title: 'Prices include tax' }),
  /** GST/VAT/sales-tax registration number printed on invoices; distinct from the general taxId. */
  registrationNumber: TextField({ label: 'Tax registration number', maxLength: 50 }),
  showRegistrationNumberOnInvoices: Type.Boolean({ title: 'Show the registration number on invoices' }),
});
export type TaxSettings = Static<typeof TaxSettings>;
export const TaxSettingsPatch = Type.Partial(TaxSettings, { additionalProperties: false });
export type TaxSettingsPatch = Static<typeof TaxSettingsPatch>;

/** Tax added on top, matching the organization's default currency and locale (USD, en-US). */
export const DEFAULT_TAX_SETTINGS: TaxSettings = deepFreeze({
  pricesIncludeTax: false,
  registrationNumber: '',
  showRegistrationNumberOnInvoices: true,
});

/**
 * A service taxed differently from the default: at another rate, or not at all (taxRateId null).
 * serviceId is a service of the same organization (checked on create).
 */
export const ServiceTaxOverride = Strict({
  id: Id,
  serviceId: Id,
  /** The service's name as it is now. */
  serviceName: Type.String(),
  taxRateId: Type.Union([Id, Type.Null()]),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ServiceTaxOverride = Static<typeof ServiceTaxOverride>;
export const ServiceTaxOverrideList = Strict({ items: Type.Array(ServiceTaxOverride) });

const ServiceId = Labelled('Service', Id);
/** null: the service is exempt (no tax). */
const OverrideRate = Type.Union([Labelled('Tax rate', Id), Type.Null()], { title: 'Tax rate' });
export const CreateServiceTaxOverrideBody = Strict({ serviceId: ServiceId, taxRateId: OverrideRate });
export type CreateServiceTaxOverrideBody = Static<typeof CreateServiceTaxOverrideBody>;
export const UpdateServiceTaxOverrideBody = Strict({ taxRateId: OverrideRate });
export type UpdateServiceTaxOverrideBody = Static<typeof UpdateServiceTaxOverrideBody>;
