import { MAX_SUGGESTED_AMOUNTS, MAX_TIP_PERCENTAGES, NEW_TIP_PERCENTAGE } from '../../../../server/contract/financial';

/**
 * Editing the tip lists of Tips & Gratuity (spec part 2 §3, §5): percentages are whole numbers
 * (text that is no number becomes 0), a new one starts at 15, any can be removed. Every function
 * answers a new list and leaves the one it was given alone (the form's draft compares them).
 */
export const TIP_PERCENTAGE_MIN = 0;
export const TIP_PERCENTAGE_MAX = 100;
/** The largest suggested amount the server takes, in the currency's units. */
export const SUGGESTED_AMOUNT_MAX = 10_000;
/** What a new suggested amount starts at when the list is empty; otherwise the largest plus this. */
export const SUGGESTED_AMOUNT_STEP = 5;

/** '18' → 18, '12.5' → 12, 'abc' → 0, '' → 0 (§5). */
export function tipPercentageOf(text: string): number {
  const parsed = Number.parseInt(text.trim(), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

export const canAddTipPercentage = (list: readonly number[]): boolean => list.length < MAX_TIP_PERCENTAGES;

export function addTipPercentage(list: readonly number[]): number[] {
  return canAddTipPercentage(list) ? [...list, NEW_TIP_PERCENTAGE] : [...list];
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_value, at) => at !== index);
}

export const isTipPercentageInRange = (value: number): boolean =>
  Number.isInteger(value) && value >= TIP_PERCENTAGE_MIN && value <= TIP_PERCENTAGE_MAX;

/** The first percentage the server would refuse (outside 0-100), by its position, or null. */
export function firstOutOfRange(list: readonly number[]): number | null {
  const index = list.findIndex((value) => !isTipPercentageInRange(value));
  return index === -1 ? null : index;
}

export const canAddSuggestedAmount = (list: readonly number[]): boolean => list.length < MAX_SUGGESTED_AMOUNTS;

/** A new suggested amount: 5 more than the largest (5 in an empty list), within the limit. */
export function addSuggestedAmount(list: readonly number[]): number[] {
  if (!canAddSuggestedAmount(list)) return [...list];
  const next = list.length === 0 ? SUGGESTED_AMOUNT_STEP : Math.max(...list) + SUGGESTED_AMOUNT_STEP;
  return [...list, Math.min(next, SUGGESTED_AMOUNT_MAX)];
}

export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((current, at) => (at === index ? value : current));
}
