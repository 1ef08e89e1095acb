import { Type, type Static } from 'typebox';
import { deepFreeze, Id, Labelled, Strict, TEXT_KEYWORD, TextField, type TextRule } from './common';

/**
 * Services & Booking (spec part 2 §3): categories, services (the spec's treatments) with variants
 * and timing, and the form templates a service may send. The three settings documents of the same
 * screen (online booking, business hours, booking rules) are in service-booking.ts.
 *
 * Prices travel as decimals in the organization's currency (220.5 stays 220.5) and are stored in
 * minor units with that currency; a price with more decimals than the currency has is refused.
 */

export const PRICE_TYPES = ['fixed', 'from', 'free'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** The service dialog's pricing model (spec §4): one price, or a list of variants. */
export const PRICING_MODES = ['single', 'variants'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

export const DEFAULT_CATEGORY_COLOR = '#6366f1';
export const DEFAULT_SERVICE_DURATION_MINUTES = 60;
/** The duration picker's step; a stored off-grid value is kept and shown as it is. */
export const DURATION_STEP_MINUTES = 15;
export const MAX_DURATION_MINUTES = 12 * 60;
export const MAX_BUFFER_MINUTES = 4 * 60;
export const MAX_PRICE = 1_000_000;
export const MAX_CATEGORIES = 100;
export const MAX_SERVICES = 1000;
export const MAX_VARIANTS = 30;
export const SERVICE_NAME_MAX_LENGTH = 100;
export const CATEGORY_NAME_MAX_LENGTH = 60;
export const DESCRIPTION_MAX_LENGTH = 2000;

/** Spec §5, the service dialog's messages; the server answers them too. */
export const SERVICE_MESSAGES = deepFreeze({
  nameRequired: 'Service name is required.',
  variantRequired: 'At least one variant is required.',
  variantName: 'Each variant must have a name.',
  variantPrice: 'Each variant must have a valid price.',
  /** Ours: the processing gap must sit inside the service, with some work after it. */
  processingInside: 'The processing time must end before the service does.',
  categoryNameRequired: 'Category name is required.',
});

// No minLength, and the text rule of a one-line field rather than a name's: a blank name is refused
// by the service in the spec's words ('Service name is required.', 'Each variant must have a
// name.'); the schema's own blank check would answer its sentence without them. Invalid and
// control characters are still refused here.
const nameField = (label: string, maxLength: number) =>
  Type.String({ title: label, maxLength, [TEXT_KEYWORD]: { kind: 'line', label } satisfies TextRule });

const HexColor = Type.String({
  title: 'Colour',
  pattern: '^#[0-9a-fA-F]{6}$',
  errorMessage: 'must be a colour such as #6366f1',
});

const Minutes = (label: string, minimum: number, maximum: number) => Type.Integer({ title: label, minimum, maximum });

/** A decimal amount in the organization's currency; the service checks its decimals. */
const Price = (label: string) => Type.Number({ title: label, minimum: 0, maximum: MAX_PRICE });

// ---------------------------------------------------------------------------------------------
// Categories

export const ServiceCategory = Strict({
  id: Id,
  name: Type.String(),
  /** Position in the sidebar, from 0. */
  order: Type.Integer(),
  color: Type.String(),
  isActive: Type.Boolean(),
  /** Services in the category, archived ones included (the sidebar's count). */
  serviceCount: Type.Integer(),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ServiceCategory = Static<typeof ServiceCategory>;
export const ServiceCategoryList = Type.Array(ServiceCategory);

export const CreateCategoryBody = Strict({
  name: nameField('Category name', CATEGORY_NAME_MAX_LENGTH),
  color: Type.Optional(HexColor),
  isActive: Type.Optional(Type.Boolean({ title: 'Active' })),
});
export type CreateCategoryBody = Static<typeof CreateCategoryBody>;

export const UpdateCategoryBody = Type.Object(
  {
    name: Type.Optional(nameField('Category name', CATEGORY_NAME_MAX_LENGTH)),
    color: Type.Optional(HexColor),
    isActive: Type.Optional(Type.Boolean({ title: 'Active' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateCategoryBody = Static<typeof UpdateCategoryBody>;

/** Drag-and-drop in the sidebar: every category of the organization, in the new order. */
export const ReorderCategoriesBody = Strict({
  categoryIds: Labelled(
    'Category order',
    Type.Array(Id, { maxItems: MAX_CATEGORIES, uniqueItems: true, errorMessage: 'must list each category once' }),
  ),
});
export type ReorderCategoriesBody = Static<typeof ReorderCategoriesBody>;

// ---------------------------------------------------------------------------------------------
// Services

export const ServiceVariant = Strict({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  priceType: Type.Enum(PRICE_TYPES),
  price: Type.Number(),
  durationMinutes: Type.Integer(),
});
export type ServiceVariant = Static<typeof ServiceVariant>;

export const Service = Strict({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  durationMinutes: Type.Integer(),
  price: Type.Number(),
  priceType: Type.Enum(PRICE_TYPES),
  /** ISO 4217 code the price is in: the organization's currency when it was saved. */
  currency: Type.String(),
  isActive: Type.Boolean(),
  categoryId: Type.Union([Id, Type.Null()]),
  defaultTemplateId: Type.Union([Id, Type.Null()]),
  parentId: Type.Union([Id, Type.Null()]),
  bufferBeforeMinutes: Type.Integer(),
  bufferAfterMinutes: Type.Integer(),
  /** Minutes after the start when the processing gap begins; 0 with processingMinutes 0 means none. */
  processingStartMinutes: Type.Integer(),
  processingMinutes: Type.Integer(),
  variants: Type.Array(ServiceVariant),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Service = Static<typeof Service>;
export const ServiceList = Type.Array(Service);

/** A variant as the dialog sends it: `id` keeps an existing variant, none creates one. */
export const VariantInput = Strict({
  id: Type.Optional(Labelled('Variant', Id)),
  // No minLength and a loose price: the service answers the spec's sentences for both.
  name: nameField('Variant name', SERVICE_NAME_MAX_LENGTH),
  description: Type.Optional(TextField({ label: 'Variant description', maxLength: DESCRIPTION_MAX_LENGTH })),
  priceType: Type.Optional(Labelled('Variant price type', Type.Enum(PRICE_TYPES))),
  price: Type.Union([Type.Number({ maximum: MAX_PRICE }), Type.Null()], { title: 'Variant price' }),
  durationMinutes: Type.Optional(Minutes('Variant duration', 1, MAX_DURATION_MINUTES)),
});
export type VariantInput = Static<typeof VariantInput>;

const serviceFields = {
  name: nameField('Service name', SERVICE_NAME_MAX_LENGTH),
  description: Type.Optional(TextField({ label: 'Description', maxLength: DESCRIPTION_MAX_LENGTH, multiline: true })),
  durationMinutes: Type.Optional(Minutes('Duration', 1, MAX_DURATION_MINUTES)),
  price: Type.Optional(Price('Price')),
  priceType: Type.Optional(Labelled('Price type', Type.Enum(PRICE_TYPES))),
  isActive: Type.Optional(Type.Boolean({ title: 'Service status' })),
  categoryId: Type.Optional(Labelled('Category', Type.Union([Id, Type.Null()]))),
  defaultTemplateId: Type.Optional(Labelled('Form template', Type.Union([Id, Type.Null()]))),
  bufferBeforeMinutes: Type.Optional(Minutes('Buffer before', 0, MAX_BUFFER_MINUTES)),
  bufferAfterMinutes: Type.Optional(Minutes('Buffer after', 0, MAX_BUFFER_MINUTES)),
  processingStartMinutes: Type.Optional(Minutes('Processing starts after', 0, MAX_DURATION_MINUTES)),
  processingMinutes: Type.Optional(Minutes('Processing time', 0, MAX_DURATION_MINUTES)),
  /**
   * Absent: variants are left as they are. [] : single price (variants deleted). A list: variant
   * mode, the list replaces the stored variants (ids kept where given).
   */
  variants: Type.Optional(Labelled('Variants', Type.Array(VariantInput, { maxItems: MAX_VARIANTS }))),
  /**
   * Ours: the dialog's pricing choice (spec §4 "single price or multiple variants"), sent with every
   * save from the dialog. 'variants' needs at least one variant, in `variants` or already stored
   * when `variants` is absent ('At least one variant is required.'); 'single' deletes the variants,
   * as `variants: []` does, and refuses a non-empty list. Absent (archive, tools): the mode
   * follows `variants` as described above.
   */
  pricingMode: Type.Optional(Labelled('Pricing', Type.Enum(PRICING_MODES))),
};

/** POST /api/settings/services/treatments: absent fields take the spec's defaults (60 min, price 0, fixed). */
export const CreateServiceBody = Strict(serviceFields);
export type CreateServiceBody = Static<typeof CreateServiceBody>;

/** PUT /api/settings/services/treatments/{id}: the fields sent are changed (archive sends isActive only). */
export const UpdateServiceBody = Type.Object(
  { ...serviceFields, name: Type.Optional(serviceFields.name) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateServiceBody = Static<typeof UpdateServiceBody>;

export const ServiceListQuery = Strict({
  categoryId: Type.Optional(Labelled('Category', Id)),
});
export type ServiceListQuery = Static<typeof ServiceListQuery>;

/** GET /api/treatments?locationId=: active services; locationId narrows to one location's menu. */
export const TreatmentsQuery = Strict({
  locationId: Type.Optional(Labelled('Location', Id)),
});
export type TreatmentsQuery = Static<typeof TreatmentsQuery>;

/** GET /api/treatments/categories (spec §7): each category with its services, for pickers. */
export const CategoryWithTreatments = Strict({
  id: Id,
  name: Type.String(),
  color: Type.String(),
  treatments: Type.Array(
    Strict({ id: Id, name: Type.String(), durationMinutes: Type.Integer(), price: Type.Number() }),
  ),
});
export const CategoriesWithTreatments = Type.Array(CategoryWithTreatments);

// ---------------------------------------------------------------------------------------------
// Form templates offered in the service dialog (defaultTemplateId)

export const FormTemplate = Strict({ id: Id, name: Type.String(), description: Type.String() });
export type FormTemplate = Static<typeof FormTemplate>;
export const FormTemplateList = Type.Array(FormTemplate);
