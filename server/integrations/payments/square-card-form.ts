import { createHash } from 'node:crypto';
import type { AdapterOptions, GatewayAccount, PaymentResult } from './adapters';
import type { CardForm, CardSubmission, Checkout, CheckoutInput, CheckoutOutcome, SavedCardCharge } from './checkout';
import { ProviderFailure, refused, textAt, type ProviderAnswer } from '../http';
import type { Credentials } from './modes';
import { cardFormAssetsOf } from './urls';

/**
 * Square's card on file and delayed capture, through its Web Payments SDK on our page: Square's
 * payment links cannot hold an amount or keep a card, so for those purposes the checkout is the
 * SDK's card form, and our server turns the nonce it gives the page into a payment held with
 * `autocomplete: false` (completed or cancelled later) or a card kept for a Square customer.
 */

export const PROVIDER = 'Square';

export type SquareSend = (
  account: GatewayAccount,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: object,
) => Promise<ProviderAnswer>;

export interface SquareCalls {
  send: SquareSend;
  options: AdapterOptions;
  /** The values to mask in Square's words before they are shown. */
  secretsOf(credentials: Credentials): string[];
  reasonOf(json: unknown): string | undefined;
}

/** Square takes idempotency keys of at most 45 characters on payments and cards: longer ones are digested. */
export const squareKey = (key: string) =>
  key.length <= 45 ? key : createHash('sha256').update(key).digest('base64url').slice(0, 43);

const moneyOf = (amountMinor: number, currency: string) => ({ amount: amountMinor, currency: currency.toUpperCase() });

/** A card-form checkout's id: `form:authorization:{expiresMs}:{tag}` or `form:save_card:{customerId}:{expiresMs}`. */
type FormCheckout =
  { purpose: 'authorization'; expiresAt: number } | { purpose: 'save_card'; customerId: string; expiresAt: number };

export function formCheckoutOf(checkoutId: string): FormCheckout | null {
  const [prefix, purpose, first, second] = checkoutId.split(':');
  if (prefix !== 'form') return null;
  if (purpose === 'authorization' && first && /^\d+$/.test(first)) {
    return { purpose, expiresAt: Number(first) };
  }
  if (purpose === 'save_card' && first && second && /^\d+$/.test(second)) {
    return { purpose, customerId: first, expiresAt: Number(second) };
  }
  return null;
}

const notAForm = () =>
  new ProviderFailure('rejected', 'This Square checkout is a payment page of Square’s, not a card form on our page.');

/**
 * Square's decline codes as the client reads them (developer.squareup.com/docs/payments-api/error-codes);
 * any other refusal is shown in Square's own words.
 */
const DECLINES: Readonly<Record<string, string>> = {
  GENERIC_DECLINE: 'The card was declined. Try another card.',
  CARD_DECLINED: 'The card was declined. Try another card.',
  CARD_DECLINED_CALL_ISSUER: 'The card was declined. The card holder should call the bank, or try another card.',
  CARD_DECLINED_VERIFICATION_REQUIRED: 'The bank asks for the card holder to be verified. Try again.',
  CVV_FAILURE: 'The security code was not accepted. Check it and try again.',
  ADDRESS_VERIFICATION_FAILURE: 'The postcode does not match the card. Check it and try again.',
  INVALID_EXPIRATION: 'The expiry date was not accepted. Check it and try again.',
  BAD_EXPIRATION: 'The expiry date was not accepted. Check it and try again.',
  CARD_EXPIRED: 'The card has expired. Try another card.',
  INSUFFICIENT_FUNDS: 'The card does not have enough funds. Try another card.',
  TRANSACTION_LIMIT: 'The amount is over this card’s limit. Try another card.',
  INVALID_CARD: 'The card was not accepted. Try another card.',
  CARD_NOT_SUPPORTED: 'This kind of card is not accepted. Try another card.',
  CARD_TOKEN_USED: 'These card details were already used. Enter the card again.',
  CARD_TOKEN_EXPIRED: 'These card details have expired. Enter the card again.',
};

export function squareCardForm({ send, options, secretsOf, reasonOf }: SquareCalls) {
  const reasonOfCard = (json: unknown) => {
    const code = textAt(json, 'errors', 0, 'code');
    return (code ? DECLINES[code] : undefined) ?? reasonOf(json);
  };
  const failed = (account: GatewayAccount, what: string, answer: ProviderAnswer, readable = reasonOf) =>
    refused(PROVIDER, what, readable(answer.json), answer.status, secretsOf(account.credentials));

  /** A Square payment as `{id, status}`, or the refusal in Square's words. */
  function paymentResult(account: GatewayAccount, what: string, answer: ProviderAnswer): PaymentResult {
    const id = textAt(answer.json, 'payment', 'id');
    if (answer.status !== 200 || !id) throw failed(account, what, answer, reasonOfCard);
    return { id, status: textAt(answer.json, 'payment', 'status') ?? 'unknown' };
  }

  const paymentPath = (paymentId: string) => `/v2/payments/${encodeURIComponent(paymentId)}`;

  return {
    /**
     * An authorization opens without asking Square (the payment is made when the card is
     * submitted); a card to keep needs a Square customer first, made here so a retry finds it.
     */
    async create(account: GatewayAccount, input: CheckoutInput): Promise<Checkout> {
      const expires = input.expiresAt.getTime();
      if (input.purpose === 'authorization') {
        const tag = createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 16);
        return { id: `form:authorization:${expires}:${tag}`, url: input.cardFormUrl };
      }
      const answer = await send(account, 'POST', '/v2/customers', {
        idempotency_key: squareKey(input.idempotencyKey),
        email_address: input.customerEmail,
        reference_id: input.reference,
      });
      const customerId = textAt(answer.json, 'customer', 'id');
      if (answer.status !== 200 || !customerId) throw failed(account, 'card', answer);
      return { id: `form:save_card:${customerId}:${expires}`, url: input.cardFormUrl };
    },

    /** Nobody submitted the form (submitCard's outcome is recorded by the booking): open until it expires. */
    read(checkoutId: string, asOf: Date): CheckoutOutcome | null {
      const form = formCheckoutOf(checkoutId);
      if (!form) return null;
      return asOf.getTime() < form.expiresAt ? { state: 'open' } : { state: 'closed' };
    },

    cardForm(account: GatewayAccount, checkoutId: string): CardForm {
      if (!formCheckoutOf(checkoutId)) throw notAForm();
      const { applicationId, locationId } = account.credentials;
      if (!applicationId || !locationId) {
        throw new ProviderFailure(
          'rejected',
          'Square’s card form needs the Application ID and the Location ID of the payment gateway. Add them in Settings → Payments.',
        );
      }
      return {
        provider: 'square',
        ...cardFormAssetsOf('square', account.isLive, options.urls),
        settings: { applicationId, locationId },
      };
    },

    async submitCard(
      account: GatewayAccount,
      checkoutId: string,
      submission: CardSubmission,
    ): Promise<CheckoutOutcome> {
      const form = formCheckoutOf(checkoutId);
      if (!form) throw notAForm();
      const { token, verificationToken } = submission.card;
      if (typeof token !== 'string' || token.trim() === '') {
        throw new ProviderFailure(
          'rejected',
          'Square’s card form did not give the card details. Enter the card again.',
        );
      }
      if (verificationToken !== undefined && typeof verificationToken !== 'string') {
        throw new ProviderFailure(
          'rejected',
          'Square’s card form gave an unreadable verification. Enter the card again.',
        );
      }
      const verification = verificationToken ? { verification_token: verificationToken } : {};
      if (form.purpose === 'save_card') {
        const name = `${submission.customerName.firstName} ${submission.customerName.lastName}`.trim();
        const answer = await send(account, 'POST', '/v2/cards', {
          idempotency_key: squareKey(submission.idempotencyKey),
          source_id: token,
          ...verification,
          card: {
            customer_id: form.customerId,
            reference_id: submission.reference.slice(0, 128),
            ...(name ? { cardholder_name: name.slice(0, 96) } : {}),
          },
        });
        const cardId = textAt(answer.json, 'card', 'id');
        if (answer.status !== 200 || !cardId) throw failed(account, 'card', answer, reasonOfCard);
        return { state: 'card_saved', customerId: form.customerId, paymentMethodId: cardId };
      }
      const answer = await send(account, 'POST', '/v2/payments', {
        idempotency_key: squareKey(submission.idempotencyKey),
        source_id: token,
        ...verification,
        amount_money: moneyOf(submission.amountMinor, submission.currency),
        autocomplete: false,
        location_id: account.credentials.locationId,
        reference_id: submission.reference.slice(0, 40),
        note: submission.description.slice(0, 500),
        buyer_email_address: submission.customerEmail,
      });
      const { id, status } = paymentResult(account, 'payment', answer);
      const amount = (answer.json as { payment?: { amount_money?: { amount?: unknown } } }).payment?.amount_money
        ?.amount;
      if (status === 'APPROVED') {
        return {
          state: 'authorized',
          paymentId: id,
          amountMinor: typeof amount === 'number' ? amount : submission.amountMinor,
        };
      }
      if (status === 'PENDING') return { state: 'open' };
      throw new ProviderFailure(
        'rejected',
        `Square did not hold the amount on the card (the payment is ${status}). Try another card.`,
      );
    },

    /**
     * Takes part or all of a held payment: Square lets an APPROVED payment's amount be lowered,
     * then completes it. A payment already completed (a retried capture) is answered as it is.
     */
    async capture(
      account: GatewayAccount,
      paymentId: string,
      amountMinor: number,
      key: string,
    ): Promise<PaymentResult> {
      const current = await send(account, 'GET', paymentPath(paymentId));
      const held = paymentResult(account, 'capture', current);
      const money = (current.json as { payment?: { amount_money?: { amount?: unknown; currency?: unknown } } }).payment
        ?.amount_money;
      if (held.status === 'COMPLETED' && money?.amount === amountMinor) return held;
      if (typeof money?.amount === 'number' && typeof money.currency === 'string' && amountMinor !== money.amount) {
        const update = await send(account, 'PUT', paymentPath(paymentId), {
          idempotency_key: squareKey(key),
          payment: { amount_money: moneyOf(amountMinor, money.currency) },
        });
        paymentResult(account, 'capture', update);
      }
      return paymentResult(account, 'capture', await send(account, 'POST', `${paymentPath(paymentId)}/complete`, {}));
    },

    /** Cancels a held payment; one already cancelled (a retried release) is done. */
    async release(account: GatewayAccount, paymentId: string): Promise<void> {
      const answer = await send(account, 'POST', `${paymentPath(paymentId)}/cancel`, {});
      if (answer.status === 200) return;
      const current = await send(account, 'GET', paymentPath(paymentId));
      if (textAt(current.json, 'payment', 'status') === 'CANCELED') return;
      throw failed(account, 'release of the held amount', answer);
    },

    /** A no-show or late-cancellation fee, off the card kept for the customer. */
    async chargeSavedCard(account: GatewayAccount, charge: SavedCardCharge): Promise<PaymentResult> {
      const answer = await send(account, 'POST', '/v2/payments', {
        idempotency_key: squareKey(charge.idempotencyKey),
        source_id: charge.paymentMethodId,
        customer_id: charge.customerId,
        amount_money: moneyOf(charge.amountMinor, charge.currency),
        autocomplete: true,
        location_id: account.credentials.locationId,
        reference_id: charge.reference.slice(0, 40),
        note: charge.description.slice(0, 500),
      });
      return paymentResult(account, 'payment', answer);
    },
  };
}
