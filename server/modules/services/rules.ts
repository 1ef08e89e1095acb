import { currencyDigits, fromMinorUnits, toMinorUnits } from '../../contract/currency';
import { SERVICE_MESSAGES, type PriceType, type PricingMode, type VariantInput } from '../../contract/services';
import { cleanName } from '../../contract/text';
import { AppError, ValidationError } from '../../errors';

/**
 * The service dialog's rules (spec part 2 §5), decided here once for create and update. A rule in
 * the spec's words is answered as that sentence alone ('Each variant must have a name.'); the
 * others name their field ('Price must have at most 2 decimal places').
 */

/** A 400 whose message is a whole sentence, for a field the body's schema may not label. */
export function refusal(field: string, sentence: string): AppError {
  return new AppError(400, sentence, 'VALIDATION_ERROR', [{ field, message: sentence }]);
}

export function serviceName(raw: string): string {
  const name = cleanName(raw);
  if (name === '') throw new ValidationError('name', SERVICE_MESSAGES.nameRequired);
  return name;
}

export function categoryName(raw: string): string {
  const name = cleanName(raw);
  if (name === '') throw new ValidationError('name', SERVICE_MESSAGES.categoryNameRequired);
  return name;
}

/** What "at most N decimals" reads as for the currency: JPY has no minor unit at all. */
function decimalsRule(currency: string): string {
  const digits = currencyDigits(currency);
  return digits === 0 ? `must be a whole amount in ${currency}` : `must have at most ${digits} decimal places`;
}

/**
 * A decimal price in `currency` as integer minor units, or null when it has more decimals than the
 * currency (220.5 AUD is 22050; 220.555 is refused, so is 1.5 JPY). Compared after the round trip:
 * binary floats make 0.07 * 100 = 7.000000000000001, which is still 7 cents.
 */
export function minorUnitsOf(price: number, currency: string): number | null {
  const minor = toMinorUnits(price, currency);
  return Math.abs(fromMinorUnits(minor, currency) - price) < 1e-9 ? minor : null;
}

export function servicePriceMinor(price: number, currency: string): number {
  const minor = minorUnitsOf(price, currency);
  if (minor === null) throw new ValidationError('price', decimalsRule(currency));
  return minor;
}

/** A variant as it will be stored: cleaned name, price in minor units, its place in the list. */
export interface PlannedVariant {
  id?: string;
  name: string;
  description: string;
  priceType: PriceType;
  priceMinor: number;
  durationMinutes: number | undefined;
}

/**
 * The variants a save leaves the service with: null when it leaves them as they are, [] for a
 * single price, the list otherwise (spec §4-§5, and `pricingMode` in contract/services.ts).
 * `storedCount` is how many the service has now (0 when creating).
 */
export function planVariants(
  input: { variants?: VariantInput[]; pricingMode?: PricingMode },
  storedCount: number,
  currency: string,
): PlannedVariant[] | null {
  const { variants, pricingMode } = input;
  if (pricingMode === 'single') {
    if (variants !== undefined && variants.length > 0) {
      throw refusal('variants', 'A service with a single price has no variants: remove them or choose variants.');
    }
    return storedCount > 0 || variants !== undefined ? [] : null;
  }
  if (pricingMode === 'variants') {
    if (variants === undefined ? storedCount === 0 : variants.length === 0) {
      throw new ValidationError('variants', SERVICE_MESSAGES.variantRequired);
    }
  }
  if (variants === undefined) return null;
  return checkVariants(variants, currency);
}

function checkVariants(variants: VariantInput[], currency: string): PlannedVariant[] {
  const names = variants.map((variant) => cleanName(variant.name));
  if (names.some((name) => name === '')) throw new ValidationError('variants', SERVICE_MESSAGES.variantName);
  const priceTypes = variants.map((variant) => variant.priceType ?? 'fixed');
  const invalidPrice = variants.some(
    (variant, i) => priceTypes[i] !== 'free' && (variant.price === null || variant.price < 0),
  );
  if (invalidPrice) throw new ValidationError('variants', SERVICE_MESSAGES.variantPrice);
  const ids = variants.flatMap((variant) => (variant.id ? [variant.id] : []));
  if (new Set(ids).size !== ids.length) throw refusal('variants', 'Each variant can be listed only once.');
  return variants.map((variant, i) => {
    const priceType = priceTypes[i]!;
    const minor = priceType === 'free' ? 0 : minorUnitsOf(variant.price ?? 0, currency);
    if (minor === null) {
      const digits = currencyDigits(currency);
      throw refusal(
        'variants',
        digits === 0
          ? `Variant prices must be whole amounts in ${currency}.`
          : `Variant prices must have at most ${digits} decimal places.`,
      );
    }
    return {
      ...(variant.id ? { id: variant.id } : {}),
      name: names[i]!,
      description: variant.description?.trim() ?? '',
      priceType,
      priceMinor: minor,
      durationMinutes: variant.durationMinutes,
    };
  });
}

export interface Timing {
  durationMinutes: number;
  processingStartMinutes: number;
  processingMinutes: number;
}

/**
 * The processing gap (a colour developing) sits inside the service with work on both sides: it
 * starts at least a minute in and ends before the service, and before each variant, ends. No
 * processing time means no gap, whatever start was sent (answered as 0).
 */
export function checkedTiming(timing: Timing, variantDurations: readonly number[]): Timing {
  if (timing.processingMinutes === 0) return { ...timing, processingStartMinutes: 0 };
  if (timing.processingStartMinutes < 1) {
    throw new ValidationError('processingStartMinutes', 'must be 1 or more when the service has processing time');
  }
  const end = timing.processingStartMinutes + timing.processingMinutes;
  if ([timing.durationMinutes, ...variantDurations].some((duration) => end >= duration)) {
    throw new ValidationError('processingMinutes', SERVICE_MESSAGES.processingInside);
  }
  return timing;
}
