import type { BillingPeriod } from '../../contract/billing';

/**
 * Anniversary billing periods: from the anchor's day of the month to the same day a month later,
 * at UTC midnight. A day the month lacks is clamped to its last day (anchored on the 31st: Feb 28,
 * then Mar 31), always counted from the anchor so the day never drifts.
 */
export interface Period {
  start: Date;
  end: Date;
  /** Months since the anchor; 0 is the first period. */
  index: number;
}

const DAY_MS = 86_400_000;
export const isoDate = (at: Date) => at.toISOString().slice(0, 10);

export function anniversary(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(anchor.getUTCDate(), lastDay)));
}

/** The period holding `at`; the first period when `at` is before the anchor. */
export function periodAt(anchor: Date, at: Date): Period {
  let index = (at.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (at.getUTCMonth() - anchor.getUTCMonth());
  if (anniversary(anchor, index) > at) index -= 1;
  index = Math.max(0, index);
  return { start: anniversary(anchor, index), end: anniversary(anchor, index + 1), index };
}

/** The period holding `at` and up to `count - 1` before it (never before the first), newest first. */
export function recentPeriods(anchor: Date, at: Date, count: number): Period[] {
  const current = periodAt(anchor, at);
  const periods: Period[] = [];
  for (let index = current.index; index >= 0 && periods.length < count; index--) {
    periods.push({ start: anniversary(anchor, index), end: anniversary(anchor, index + 1), index });
  }
  return periods;
}

// The current period is one shared object until it ends (plan.ts): its dates are formatted once.
const formatted = new WeakMap<Period, Readonly<BillingPeriod>>();

/** The contract's form: ISO dates, end exclusive, and a label with the last day inclusive. */
export function toBillingPeriod(period: Period): BillingPeriod {
  let answer = formatted.get(period);
  if (!answer) {
    const lastDay = new Date(period.end.getTime() - DAY_MS);
    answer = Object.freeze({
      start: isoDate(period.start),
      end: isoDate(period.end),
      billingPeriod: `${isoDate(period.start)} to ${isoDate(lastDay)}`,
    });
    formatted.set(period, answer);
  }
  return answer;
}
