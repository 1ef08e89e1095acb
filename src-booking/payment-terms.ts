import type { PublicBookingPage } from './api';
import { currencyDigits, hoursLabel, percentLabel, priceLabel } from './format';
import type { Translate } from './i18n';

/**
 * What the client is told about money before booking (issue 16): the payment the policy asks,
 * the fees, the refund policy, in plain sentences composed from the page's `paymentTerms`. The
 * amounts follow the server's arithmetic (server/bookings/payment-rules.ts): shares rounded in
 * minor units, a deposit or fee never more than the price, nothing asked for a free booking.
 */
export interface Money {
  amount: number;
  currency: string;
}

export interface PaymentNotice {
  sentences: string[];
  /** What the Book button leads to: a payment (deposit, full price) or giving a card (hold, card on file). */
  ask: 'pay' | 'card';
}

type Terms = NonNullable<PublicBookingPage['policies']['paymentTerms']>;

/** The chosen services' total, when the page shows every one's price in one currency. */
export function chosenTotal(page: PublicBookingPage, serviceIds: string[]): Money | null {
  const prices = serviceIds.map((id) => page.services.find((s) => s.id === id)?.price);
  const first = prices[0];
  if (!first || prices.some((p) => !p || p.currency !== first.currency)) return null;
  const factor = 10 ** currencyDigits(first.currency);
  const minor = prices.reduce((sum, p) => sum + Math.round(p!.amount * factor), 0);
  return { amount: minor / factor, currency: first.currency };
}

/** The business's currency, read off any price the page shows; null when prices are hidden. */
export function pageCurrency(page: PublicBookingPage): string | null {
  return page.services.find((s) => s.price)?.price?.currency ?? null;
}

/** An amount in the business's currency; a plain number when the page does not say which. */
export function moneyLabel(amount: number, currency: string | null, locale: string): string {
  if (currency) return priceLabel({ amount, currency }, locale);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** `percentage` of `total`, rounded in minor units like the server. */
export function shareOf(total: Money, percentage: number): Money {
  const factor = 10 ** currencyDigits(total.currency);
  return {
    amount: Math.round((Math.round(total.amount * factor) * percentage) / 100) / factor,
    currency: total.currency,
  };
}

const capped = (amount: number, total: Money | null) => (total ? Math.min(amount, total.amount) : amount);

export function paymentNotice(
  page: PublicBookingPage,
  serviceIds: string[],
  t: Translate,
  locale: string,
): PaymentNotice | null {
  const terms = page.policies.paymentTerms;
  const requirement = page.policies.paymentRequirement;
  if (!terms) return null;
  const total = chosenTotal(page, serviceIds);
  const currency = total?.currency ?? pageCurrency(page);
  const money = (amount: number) => moneyLabel(amount, currency, locale);
  const percent = (value: number | null) => percentLabel(value ?? 0, locale);

  let first: string;
  if (requirement === 'deposit') {
    const deposit = depositSentence(terms, total, t, money, percent);
    if (deposit === null) return null;
    first = deposit;
  } else if (requirement === 'full_payment') {
    if (total && total.amount <= 0) return null;
    first = total ? t('payFullAmount', { amount: money(total.amount) }) : t('payFull');
  } else if (requirement === 'authorization') {
    if (total && total.amount <= 0) return null;
    first = t('payAuthorization');
  } else if (requirement === 'card_on_file') {
    first = t('payCardOnFile');
  } else {
    return null;
  }

  const sentences = [first, ...feeSentences(terms, total, t, locale, money, percent)];
  if (requirement === 'deposit' || requirement === 'full_payment') {
    const hours = hoursLabel(terms.refundDeadlineHours, locale);
    const policy = page.policies.refundPolicy;
    sentences.push(
      policy === 'full'
        ? t('refundFull', { hours })
        : policy === 'partial'
          ? t('refundPartial', { hours })
          : t('refundNone'),
    );
  }
  return { sentences, ask: requirement === 'deposit' || requirement === 'full_payment' ? 'pay' : 'card' };
}

/** The deposit of §4 (fixed, a percentage, or a percentage with a minimum); null when it comes to nothing. */
function depositSentence(
  terms: Terms,
  total: Money | null,
  t: Translate,
  money: (amount: number) => string,
  percent: (value: number | null) => string,
): string | null {
  if (terms.depositType === 'fixed') {
    const amount = capped(terms.fixedAmount ?? 0, total);
    return amount > 0 ? t('payDepositFixed', { amount: money(amount) }) : null;
  }
  const share = total ? shareOf(total, terms.percentage ?? 0).amount : null;
  if (terms.depositType === 'hybrid') {
    const minimum = money(terms.minimumDeposit ?? 0);
    if (share === null) return t('payDepositHybrid', { percent: percent(terms.percentage), minimum });
    const amount = capped(Math.max(terms.minimumDeposit ?? 0, share), total);
    if (amount <= 0) return null;
    return t('payDepositHybridAmount', { amount: money(amount), percent: percent(terms.percentage), minimum });
  }
  if (share === null) return t('payDepositPercent', { percent: percent(terms.percentage) });
  return share > 0 ? t('payDepositPercentAmount', { percent: percent(terms.percentage), amount: money(share) }) : null;
}

/** The no-show and late-cancellation fees of the cancellation policy, when it charges them. */
function feeSentences(
  terms: Terms,
  total: Money | null,
  t: Translate,
  locale: string,
  money: (amount: number) => string,
  percent: (value: number | null) => string,
): string[] {
  if (!terms.chargeOnNoShow && !terms.chargeOnLateCancellation) return [];
  const full = terms.feeType === 'full_service';
  let fee = '';
  if (terms.feeType === 'fixed') {
    const amount = capped(terms.feeAmount, total);
    if (amount <= 0) return [];
    fee = money(amount);
  } else if (terms.feeType === 'percentage') {
    const amount = total ? shareOf(total, terms.feePercentage).amount : null;
    if (amount !== null && amount <= 0) return [];
    fee =
      amount === null
        ? t('feePercent', { percent: percent(terms.feePercentage) })
        : t('feePercentAmount', { percent: percent(terms.feePercentage), amount: money(amount) });
  } else if (total && total.amount <= 0) {
    return [];
  }
  const hours = hoursLabel(terms.feeDeadlineHours, locale);
  return [
    terms.chargeOnNoShow ? (full ? t('feeNoShowFull') : t('feeNoShow', { fee })) : null,
    terms.chargeOnLateCancellation ? (full ? t('feeLateFull', { hours }) : t('feeLate', { hours, fee })) : null,
  ].filter((s): s is string => s !== null);
}
