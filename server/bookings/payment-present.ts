import type { DepositSettings } from '../contract/booking-widget';
import { fromMinorUnits } from '../contract/currency';
import { GATEWAY_DISPLAY_NAMES, type GatewayType } from '../contract/payments';
import type { BookingPayment, ManagedAppointment } from '../contract/public-booking';
import { cancellationMoney } from './payment-rules';
import type { AppointmentRow } from './repository';

const moneyOf = (minor: number, currency: string) => ({ amount: fromMinorUnits(minor, currency), currency });

/** The columns a booking's money is shown from. */
export type PaymentColumns = Pick<
  AppointmentRow,
  | 'status'
  | 'currency'
  | 'paymentRequirement'
  | 'amountDueMinor'
  | 'paymentStatus'
  | 'paymentProvider'
  | 'amountPaidMinor'
  | 'amountRefundedMinor'
  | 'feeChargedMinor'
  | 'checkoutUrl'
>;

/** A booking's money as the page and the desk show it; null when the booking asked for none. */
export function presentPayment(appointment: PaymentColumns): BookingPayment | null {
  if (appointment.paymentRequirement === 'none') return null;
  const { currency } = appointment;
  return {
    requirement: appointment.paymentRequirement,
    amountDue: moneyOf(appointment.amountDueMinor, currency),
    amountPaid: moneyOf(appointment.amountPaidMinor, currency),
    amountRefunded: moneyOf(appointment.amountRefundedMinor, currency),
    feeCharged: moneyOf(appointment.feeChargedMinor, currency),
    status: appointment.paymentStatus,
    checkoutUrl: appointment.status === 'awaiting_payment' ? appointment.checkoutUrl : null,
    provider: appointment.paymentProvider ? GATEWAY_DISPLAY_NAMES[appointment.paymentProvider as GatewayType] : '',
  };
}

/** What the client cancelling at `nowMs` would get back or pay (the same arithmetic the cancellation runs). */
export function cancellationTerms(
  appointment: AppointmentRow,
  settings: DepositSettings,
  nowMs: number,
): ManagedAppointment['cancellationTerms'] {
  const status = appointment.paymentStatus;
  if (!['paid', 'partially_refunded', 'authorized', 'card_saved'].includes(status)) return null;
  const { currency } = appointment;
  const money = cancellationMoney(settings, {
    paidMinor:
      status === 'paid' || status === 'partially_refunded'
        ? appointment.amountPaidMinor - appointment.amountRefundedMinor
        : 0,
    totalMinor: appointment.totalMinor,
    currency,
    startMs: Date.parse(appointment.startAt),
    nowMs,
    byBusiness: false,
  });
  const fee = status === 'authorized' ? Math.min(money.feeMinor, appointment.amountDueMinor) : money.feeMinor;
  return {
    refund: moneyOf(money.refundMinor, currency),
    fee: moneyOf(fee, currency),
    releasesHold: status === 'authorized',
  };
}
