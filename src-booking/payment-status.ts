import type { BookingPayment, ManagedAppointment } from './api';
import { priceLabel } from './format';
import type { Translate } from './i18n';

/**
 * What the client reads about a booking's money once it is made (issue 16): where the checkout
 * takes them, what was paid, held or saved, what a cancellation would do and what it did.
 */

/** The line shown while the page hands the client to the provider's checkout. */
export function checkoutLead(payment: BookingPayment, t: Translate, locale: string): string {
  const provider = payment.provider || t('providerUnknown');
  const amount = priceLabel(payment.amountDue, locale);
  if (payment.requirement === 'card_on_file') return t('redirectCard', { provider });
  if (payment.requirement === 'authorization') return t('redirectHold', { provider, amount });
  return t('redirectPay', { provider, amount });
}

/**
 * The booking's payment in one line ("Deposit of $11.25 paid with Stripe", "Refunded $15.00 · fee
 * $5.00 kept"); null while it waits for the checkout, or when the checkout was given up (the page
 * says so in a sentence of its own).
 */
export function paymentLine(
  payment: BookingPayment,
  appointmentStatus: ManagedAppointment['status'],
  t: Translate,
  locale: string,
): string | null {
  const money = (m: BookingPayment['amountPaid']) => priceLabel(m, locale);
  const provider = payment.provider || t('providerUnknown');
  const fee = payment.feeCharged.amount > 0 ? money(payment.feeCharged) : null;
  const byCard = payment.requirement === 'authorization' || payment.requirement === 'card_on_file';
  switch (payment.status) {
    case 'authorized':
      return t('heldOnCard', { amount: money(payment.amountDue) });
    case 'card_saved':
      return fee ? t('feeChargedToCard', { fee }) : t('cardOnFile', { provider });
    case 'released':
      return t('holdReleased');
    case 'action_needed':
      return t('paymentActionNeeded');
    case 'refunded':
    case 'partially_refunded':
      return [t('refunded', { amount: money(payment.amountRefunded) }), fee ? t('feeKept', { fee }) : null]
        .filter(Boolean)
        .join(' · ');
    case 'paid': {
      // A hold captured for a late or no-show fee becomes a payment of just that fee.
      if (byCard) return fee ? t('feeChargedToCard', { fee }) : null;
      const amount = money(payment.amountPaid);
      const paid =
        payment.requirement === 'deposit'
          ? t('paidDeposit', { amount, provider })
          : t('paidFull', { amount, provider });
      const after = fee
        ? t('feeKept', { fee })
        : appointmentStatus === 'cancelled' || appointmentStatus === 'no_show'
          ? t('nothingRefunded')
          : null;
      return after ? `${paid} · ${after}` : paid;
    }
    default:
      return null;
  }
}

/** What cancelling now would do with the money, before the client confirms; null when nothing is at stake. */
export function cancellationSentence(
  appointment: Pick<ManagedAppointment, 'cancellationTerms' | 'payment'>,
  t: Translate,
  locale: string,
): string | null {
  const terms = appointment.cancellationTerms;
  if (!terms) return null;
  const refund = terms.refund.amount > 0 ? priceLabel(terms.refund, locale) : null;
  const fee = terms.fee.amount > 0 ? priceLabel(terms.fee, locale) : null;
  if (terms.releasesHold) return fee ? t('cancelTermsReleaseFee', { fee }) : t('cancelTermsRelease');
  if (appointment.payment?.status === 'card_saved') {
    return fee ? t('cancelTermsChargeCard', { fee }) : t('cancelTermsFree');
  }
  if (refund && fee) return t('cancelTermsRefundFee', { refund, fee });
  if (refund) return t('cancelTermsRefund', { refund });
  return fee ? t('cancelTermsKeepFee', { fee }) : t('cancelTermsRefundNothing');
}
