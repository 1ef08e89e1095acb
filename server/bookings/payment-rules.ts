import type { DepositSettings, RequirementType } from '../contract/booking-widget';
import { fromMinorUnits } from '../contract/currency';
import type { CheckoutPurpose } from '../integrations/payments/checkout';
import { minorUnitsOf } from '../modules/services/rules';

/**
 * What a booking's payment policy asks and keeps (spec part 2 §4-§5, §9 depositSettings), as pure
 * arithmetic in minor units: the checkout's amount, the late-cancellation or no-show fee, and what
 * a cancellation refunds.
 */
export interface PaymentPlan {
  requirement: Exclude<RequirementType, 'none'>;
  purpose: CheckoutPurpose;
  /** Taken or held now; 0 for a saved card. */
  amountMinor: number;
}

const PURPOSES: Record<PaymentPlan['requirement'], CheckoutPurpose> = {
  card_on_file: 'save_card',
  authorization: 'authorization',
  deposit: 'payment',
  full_payment: 'payment',
};

const minor = (amount: number | null, currency: string) =>
  amount === null ? 0 : (minorUnitsOf(amount, currency) ?? 0);
const percentOf = (totalMinor: number, percentage: number | null) => Math.round((totalMinor * (percentage ?? 0)) / 100);

/** The deposit of §4: fixed, a percentage of the total, or the larger of a minimum and a percentage; never more than the total. */
export function depositMinor(settings: DepositSettings, totalMinor: number, currency: string): number {
  const amount =
    settings.depositType === 'fixed'
      ? minor(settings.fixedAmount, currency)
      : settings.depositType === 'percentage'
        ? percentOf(totalMinor, settings.percentage)
        : Math.max(minor(settings.minimumDeposit, currency), percentOf(totalMinor, settings.percentage));
  return Math.min(amount, totalMinor);
}

/**
 * What the client is asked for at booking; null when nothing is (no requirement, or a free
 * service: a checkout for nothing would only be in the way).
 */
export function paymentPlan(settings: DepositSettings, totalMinor: number, currency: string): PaymentPlan | null {
  const requirement = settings.requirementType;
  if (requirement === 'none') return null;
  const amountMinor =
    requirement === 'card_on_file'
      ? 0
      : requirement === 'deposit'
        ? depositMinor(settings, totalMinor, currency)
        : totalMinor;
  if (requirement !== 'card_on_file' && amountMinor <= 0) return null;
  return { requirement, purpose: PURPOSES[requirement], amountMinor };
}

/** The late-cancellation and no-show fee of the cancellation policy: fixed, a percentage of the total, or the whole service. */
export function feeMinor(settings: DepositSettings, totalMinor: number, currency: string): number {
  const policy = settings.cancellationPolicy;
  const fee =
    policy.feeType === 'fixed'
      ? minor(policy.feeAmount, currency)
      : policy.feeType === 'percentage'
        ? percentOf(totalMinor, policy.feePercentage)
        : totalMinor;
  return Math.min(Math.max(fee, 0), totalMinor);
}

const HOUR_MS = 3_600_000;

/** Whether cancelling at `nowMs` is late by the cancellation policy's deadline. */
export function isLateCancellation(settings: DepositSettings, startMs: number, nowMs: number): boolean {
  return nowMs > startMs - settings.cancellationPolicy.cancellationDeadlineHours * HOUR_MS;
}

export interface CancellationMoney {
  /** Given back of what was paid. */
  refundMinor: number;
  /** Kept or charged as the late-cancellation fee. */
  feeMinor: number;
}

/**
 * What a cancellation does with the money, for a booking where `paidMinor` was taken (a deposit
 * or the full price; 0 for a hold or a saved card, whose fee is captured or charged instead).
 * The business cancelling gives everything back. A client within the refund deadline gets the
 * refund policy's share (full; partial: half; none), and a late one pays the fee out of it first.
 */
export function cancellationMoney(
  settings: DepositSettings,
  input: {
    paidMinor: number;
    totalMinor: number;
    currency: string;
    startMs: number;
    nowMs: number;
    byBusiness: boolean;
  },
): CancellationMoney {
  const { paidMinor } = input;
  if (input.byBusiness) return { refundMinor: paidMinor, feeMinor: 0 };
  const late = isLateCancellation(settings, input.startMs, input.nowMs);
  const fee =
    late && settings.cancellationPolicy.chargeOnLateCancellation
      ? feeMinor(settings, input.totalMinor, input.currency)
      : 0;
  if (paidMinor === 0) return { refundMinor: 0, feeMinor: fee };
  const inTime = input.nowMs <= input.startMs - settings.refundDeadlineHours * HOUR_MS;
  const share =
    !inTime || settings.refundPolicy === 'none'
      ? 0
      : settings.refundPolicy === 'partial'
        ? Math.floor(paidMinor / 2)
        : paidMinor;
  const kept = Math.min(fee, paidMinor);
  return { refundMinor: Math.max(0, Math.min(share, paidMinor - kept)), feeMinor: kept };
}

/** An amount as people read it: $25.00, ¥3,000. */
export function formatMoney(amountMinor: number, currency: string, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(fromMinorUnits(amountMinor, currency));
}
