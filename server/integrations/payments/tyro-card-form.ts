import type { AdapterOptions } from './adapters';
import type { CheckoutOutcome, CheckoutPurpose, HostedCheckout } from './checkout';
import { ProviderFailure, refused, textAt, type ProviderAnswer } from '../http';
import type { Credentials } from './modes';
import { cardFormAssetsOf } from './urls';

const PROVIDER = 'Tyro';

/** What the card form needs of the adapter (tyro.ts): its Pay API calls, and how it reads Tyro's errors. */
export interface TyroCalls {
  /** GET without a body, POST with one, with a Pay API token. */
  send(credentials: Credentials, live: boolean, path: string, body?: object): Promise<ProviderAnswer>;
  createPayRequest(
    credentials: Credentials,
    live: boolean,
    input: { amountMinor: number; currency: string; reference: string; description?: string },
  ): Promise<ProviderAnswer>;
  secretsOf(credentials: Credentials): string[];
  reasonOf(json: unknown): string | undefined;
}

/**
 * Tyro's online-booking checkout: a pay request made when the booking is, paid by Tyro.js's pay
 * form on our page with the request's pay secret (the card goes from the form to Tyro, and Tyro.js
 * submits it by itself). The pay request's status then says what happened. Tyro has no expiry of
 * its own short of the pay secret's day, so the checkout id carries ours.
 */
export function tyroCardForm(options: AdapterOptions, calls: TyroCalls): HostedCheckout {
  async function fetchPayRequest(credentials: Credentials, live: boolean, payRequestId: string) {
    const { status, json } = await calls.send(
      credentials,
      live,
      `/connect/pay/requests/${encodeURIComponent(payRequestId)}`,
    );
    if (status !== 200) throw refused(PROVIDER, 'payment', calls.reasonOf(json), status, calls.secretsOf(credentials));
    return json;
  }

  return {
    async create({ credentials, isLive }, input) {
      refuseUnsupported(input.purpose);
      const { status, json } = await calls.createPayRequest(credentials, isLive, input);
      const payRequestId = textAt(json, 'id');
      const paySecret = textAt(json, 'paySecret');
      if ((status !== 200 && status !== 201) || !payRequestId || !paySecret) {
        throw refused(PROVIDER, 'payment', calls.reasonOf(json), status, calls.secretsOf(credentials));
      }
      return { id: encodeCheckoutId(input.expiresAt.getTime(), payRequestId, paySecret), url: input.cardFormUrl };
    },

    async read({ credentials, isLive }, checkoutId, asOf) {
      const { expiresMs, payRequestId } = decodeCheckoutId(checkoutId);
      const payRequest = await fetchPayRequest(credentials, isLive, payRequestId);
      return tyroOutcome(payRequest, payRequestId, expiresMs, asOf ?? new Date());
    },

    cardForm({ isLive }, checkoutId) {
      const { paySecret } = decodeCheckoutId(checkoutId);
      return {
        provider: 'tyro',
        ...cardFormAssetsOf('tyro', isLive, options.urls),
        // The pay secret only lets its own pay request be paid; the client secret never leaves us.
        settings: { paySecret, liveMode: isLive },
      };
    },

    async submitCard({ credentials, isLive }, checkoutId, submission) {
      const { expiresMs, payRequestId } = decodeCheckoutId(checkoutId);
      refuseUnsupported(submission.purpose);
      if (Object.keys(submission.card).length > 0) {
        throw new ProviderFailure(
          'rejected',
          'Tyro’s payment form sends the card to Tyro by itself: no card details can be sent here.',
        );
      }
      const payRequest = await fetchPayRequest(credentials, isLive, payRequestId);
      // The page only submits after Tyro.js paid; a failed request here means the card was refused.
      if (textAt(payRequest, 'status') === 'FAILED') {
        throw new ProviderFailure('rejected', 'Tyro refused the payment: the card was not accepted. Try another card.');
      }
      return tyroOutcome(payRequest, payRequestId, expiresMs, submission.asOf ?? new Date());
    },
  };
}

/** Pay request statuses (Tyro's "Pay Request statuses") that mean the amount was taken. */
const TAKEN = new Set(['SUCCESS', 'PARTIALLY_REFUNDED', 'REFUNDED']);

/**
 * A pay request as an outcome. Before the client pays (or after a refused card, which he may follow
 * with another) it is open until our expiry; PROCESSING stays open, as the payment may yet succeed.
 */
export function tyroOutcome(payRequest: unknown, payRequestId: string, expiresMs: number, asOf: Date): CheckoutOutcome {
  const status = textAt(payRequest, 'status') ?? '';
  if (TAKEN.has(status)) {
    const amount = (payRequest as { total?: { amount?: unknown } }).total?.amount;
    if (typeof amount !== 'number') {
      throw new ProviderFailure('rejected', 'Tyro said the payment was made but not how much was taken.');
    }
    return { state: 'paid', paymentId: payRequestId, amountMinor: amount };
  }
  if (status === 'PROCESSING') return { state: 'open' };
  if (status === 'VOIDED') return { state: 'closed' };
  // AWAITING_PAYMENT_INPUT, AWAITING_AUTHENTICATION, FAILED, and any status Tyro adds later.
  return asOf.getTime() < expiresMs ? { state: 'open' } : { state: 'closed' };
}

const UNSUPPORTED: Readonly<Record<CheckoutPurpose, string | null>> = {
  payment: null,
  authorization: 'Tyro cannot hold an amount for an online booking. Ask for a deposit or the full price instead.',
  save_card: 'Tyro cannot keep a card for an online booking. Ask for a deposit or the full price instead.',
};

function refuseUnsupported(purpose: CheckoutPurpose): void {
  const unsupported = UNSUPPORTED[purpose];
  if (unsupported) throw new ProviderFailure('rejected', unsupported);
}

// The pay secret is bcrypt-like ("$2a$10$..."): each part is base64url, so no separator can occur in one.
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const unb64 = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

/** `pay.{expiresMs}.{pay request id}.{pay secret}`, the last two base64url. */
export function encodeCheckoutId(expiresMs: number, payRequestId: string, paySecret: string): string {
  return `pay.${expiresMs}.${b64(payRequestId)}.${b64(paySecret)}`;
}

export function decodeCheckoutId(checkoutId: string): { expiresMs: number; payRequestId: string; paySecret: string } {
  const match = /^pay\.(\d{1,15})\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(checkoutId);
  if (!match) throw new ProviderFailure('rejected', 'This is not a Tyro pay request checkout.');
  return { expiresMs: Number(match[1]), payRequestId: unb64(match[2]!), paySecret: unb64(match[3]!) };
}
