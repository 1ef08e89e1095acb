import {
  DEFAULT_SERVICE_DURATION_MINUTES,
  MAX_PRICE,
  type CreateServiceBody,
  type PriceType,
  type Service,
  type VariantInput,
} from '../../../../server/contract/services';

/**
 * The service dialog's values and rules, apart from React: what the dialog shows for a service,
 * the checks of spec §5 before anything is sent, and the body it sends.
 */

export type PricingMode = 'single' | 'variants';

/** A variant as the dialog edits it: the price as typed, a key that lasts while it is edited. */
export interface VariantDraft {
  key: string;
  /** Absent for a variant added in this dialog. */
  id?: string;
  name: string;
  description: string;
  priceType: PriceType;
  price: string;
  durationMinutes: number;
}

export interface ServiceFormValues {
  name: string;
  description: string;
  categoryId: string | null;
  durationMinutes: number;
  isActive: boolean;
  pricing: PricingMode;
  priceType: PriceType;
  /** As typed ('45', '220.5'); checked and converted when saving. */
  price: string;
  variants: VariantDraft[];
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  processing: boolean;
  processingStartMinutes: number;
  processingMinutes: number;
  defaultTemplateId: string | null;
}

/** What the dialog refuses before sending; each is one sentence of the catalog. */
export type ServiceFormProblem =
  'nameRequired' | 'variantRequired' | 'variantName' | 'variantPrice' | 'priceInvalid' | 'processingInside';

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

export function newVariant(durationMinutes: number): VariantDraft {
  return { key: newKey(), name: '', description: '', priceType: 'fixed', price: '', durationMinutes };
}

const priceText = (price: number) => String(price);

/** The dialog's starting values: the service as saved, or the spec's defaults (60 min, price 0, fixed). */
export function serviceFormValues(service: Service | undefined, categoryId: string | null): ServiceFormValues {
  if (!service) {
    return {
      name: '',
      description: '',
      categoryId,
      durationMinutes: DEFAULT_SERVICE_DURATION_MINUTES,
      isActive: true,
      pricing: 'single',
      priceType: 'fixed',
      price: '0',
      variants: [],
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      processing: false,
      processingStartMinutes: 0,
      processingMinutes: 0,
      defaultTemplateId: null,
    };
  }
  return {
    name: service.name,
    description: service.description,
    categoryId: service.categoryId,
    durationMinutes: service.durationMinutes,
    isActive: service.isActive,
    // Spec §4: opening a service with variants shows them.
    pricing: service.variants.length > 0 ? 'variants' : 'single',
    priceType: service.priceType,
    price: priceText(service.price),
    variants: service.variants.map((variant) => ({
      key: variant.id,
      id: variant.id,
      name: variant.name,
      description: variant.description,
      priceType: variant.priceType,
      price: priceText(variant.price),
      durationMinutes: variant.durationMinutes,
    })),
    bufferBeforeMinutes: service.bufferBeforeMinutes,
    bufferAfterMinutes: service.bufferAfterMinutes,
    processing: service.processingMinutes > 0,
    processingStartMinutes: service.processingStartMinutes,
    processingMinutes: service.processingMinutes,
    defaultTemplateId: service.defaultTemplateId,
  };
}

/**
 * A typed price as a number: digits with an optional decimal point or comma, from 0 to the
 * contract's maximum. Anything else (blank, negative, a word) is null: no valid price. The number
 * field of the dialog already refuses most of that; a pasted value may not be.
 */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(?:[.,]\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) && value <= MAX_PRICE ? value : null;
}

/** Spec §5, in its order: the name, then (in variant mode) at least one variant, names, prices. */
export function checkServiceForm(values: ServiceFormValues): ServiceFormProblem | null {
  if (values.name.trim() === '') return 'nameRequired';
  if (values.pricing === 'variants') {
    if (values.variants.length === 0) return 'variantRequired';
    if (values.variants.some((variant) => variant.name.trim() === '')) return 'variantName';
    if (values.variants.some((variant) => variant.priceType !== 'free' && parsePrice(variant.price) === null)) {
      return 'variantPrice';
    }
  } else if (values.priceType !== 'free' && parsePrice(values.price) === null) {
    return 'priceInvalid';
  }
  if (values.processing) {
    // The gap ends before the service does, and before each variant does (a shorter variant too).
    const end = values.processingStartMinutes + values.processingMinutes;
    const lengths = [values.durationMinutes];
    if (values.pricing === 'variants') lengths.push(...values.variants.map((variant) => variant.durationMinutes));
    if (values.processingMinutes < 1 || lengths.some((length) => end >= length)) return 'processingInside';
  }
  return null;
}

/** The tab of the dialog where a problem is fixed. */
export function tabOfProblem(problem: ServiceFormProblem): 'basic' | 'pricing' | 'advanced' {
  if (problem === 'nameRequired') return 'basic';
  if (problem === 'processingInside') return 'advanced';
  return 'pricing';
}

function variantBody(variant: VariantDraft): VariantInput {
  return {
    ...(variant.id !== undefined ? { id: variant.id } : {}),
    name: variant.name.trim(),
    description: variant.description.trim(),
    priceType: variant.priceType,
    price: variant.priceType === 'free' ? 0 : parsePrice(variant.price),
    durationMinutes: variant.durationMinutes,
  };
}

/**
 * The whole service as the create and update calls take it (spec §7: name, description,
 * durationMinutes, price, isActive, categoryId, priceType, defaultTemplateId, variants in the same
 * form). Single price sends no variants ([] deletes stored ones); variant mode sends the list,
 * which replaces the stored one. Call it after checkServiceForm found nothing.
 */
export function serviceBody(values: ServiceFormValues): CreateServiceBody {
  const single = values.pricing === 'single';
  const price = values.priceType === 'free' ? 0 : (parsePrice(values.price) ?? 0);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    categoryId: values.categoryId,
    durationMinutes: values.durationMinutes,
    isActive: values.isActive,
    priceType: values.priceType,
    price,
    defaultTemplateId: values.defaultTemplateId,
    bufferBeforeMinutes: values.bufferBeforeMinutes,
    bufferAfterMinutes: values.bufferAfterMinutes,
    processingStartMinutes: values.processing ? values.processingStartMinutes : 0,
    processingMinutes: values.processing ? values.processingMinutes : 0,
    // Variant mode with no variants is refused in the spec's words, not read as a single price.
    pricingMode: values.pricing,
    variants: single ? [] : values.variants.map(variantBody),
  };
}

/**
 * Spec §4, "Delete Variants & Save": single price, no variants, price type fixed. The single price
 * is whatever the Pricing tab holds (0 for a service that only ever had variants).
 */
export function withoutVariants(values: ServiceFormValues): ServiceFormValues {
  return { ...values, pricing: 'single', variants: [], priceType: 'fixed' };
}

/**
 * A processing gap that fits a service of this length: a third in, for a third of it, in
 * 5-minute steps (a 60-minute colour: develops from 20 to 40 minutes).
 */
export function defaultProcessing(durationMinutes: number): { start: number; length: number } {
  const third = Math.max(5, Math.floor(durationMinutes / 3 / 5) * 5);
  return { start: third, length: third };
}
