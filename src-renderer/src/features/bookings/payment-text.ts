import type { IntlShape } from 'react-intl';
import type { BookingPayment } from '../../../../server/contract/public-booking';
import type { MessageId } from '../../i18n/en';

/** What the Payment column shows for a booking's money: one short line, and a hint when it needs someone. */
export interface PaymentText {
  summary: string;
  /** The provider's display name, shown muted under the summary. */
  provider: string;
  /** The provider refused a refund or a charge: reception must sort it out in the provider's dashboard. */
  needsAttention: boolean;
  /** Why, when it needs attention (a tooltip). */
  hint: string | null;
}

type Money = BookingPayment['amountPaid'];

const moneyText = (intl: IntlShape, money: Money) =>
  intl.formatNumber(money.amount, { style: 'currency', currency: money.currency });

/**
 * 'Deposit $11.25 paid', '$45.00 held on card', 'Fee $5.00 · refunded $15.00'… from the payment's
 * requirement, status and amounts. The status is a plain string in the contract, so one this
 * screen does not know yet shows only the provider rather than a raw key.
 */
export function paymentText(intl: IntlShape, payment: BookingPayment): PaymentText {
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const due = moneyText(intl, payment.amountDue);
  const paid = moneyText(intl, payment.amountPaid);
  const refunded = moneyText(intl, payment.amountRefunded);
  const fee = moneyText(intl, payment.feeCharged);
  const feeTaken = payment.feeCharged.amount > 0;
  const base = { provider: payment.provider, needsAttention: false, hint: null };

  switch (payment.status) {
    case 'pending':
      return {
        ...base,
        summary:
          payment.requirement === 'card_on_file'
            ? say('bookings.payment.awaitingCard')
            : say('bookings.payment.awaiting', { amount: due }),
      };
    case 'paid':
      if (payment.requirement === 'authorization') {
        // A hold is 'paid' only once a fee was captured from it.
        return { ...base, summary: say('bookings.payment.feeFromHold', { fee }) };
      }
      if (feeTaken) return { ...base, summary: say('bookings.payment.paidFeeKept', { amount: paid, fee }) };
      return {
        ...base,
        summary:
          payment.requirement === 'deposit'
            ? say('bookings.payment.depositPaid', { amount: paid })
            : payment.requirement === 'full_payment'
              ? say('bookings.payment.fullPaid', { amount: paid })
              : say('bookings.payment.paid', { amount: paid }),
      };
    case 'authorized':
      return { ...base, summary: say('bookings.payment.held', { amount: due }) };
    case 'card_saved':
      return {
        ...base,
        summary: feeTaken ? say('bookings.payment.cardCharged', { fee }) : say('bookings.payment.cardOnFile'),
      };
    case 'released':
      return { ...base, summary: say('bookings.payment.released') };
    case 'refunded':
    case 'partially_refunded':
      if (feeTaken) return { ...base, summary: say('bookings.payment.refundedWithFee', { fee, refunded }) };
      return {
        ...base,
        summary:
          payment.status === 'refunded'
            ? say('bookings.payment.refunded', { refunded })
            : say('bookings.payment.partlyRefunded', { refunded, paid }),
      };
    case 'closed':
      return { ...base, summary: say('bookings.payment.closed') };
    case 'action_needed':
      return {
        ...base,
        summary: say('bookings.payment.actionNeeded'),
        needsAttention: true,
        hint: say('bookings.payment.actionNeeded.hint', { provider: payment.provider }),
      };
    default:
      return { ...base, summary: '—' };
  }
}
