import type { AdapterOptions } from './adapters';
import type { CheckoutOutcome, CheckoutPurpose, HostedCheckout } from './checkout';
import { ProviderFailure, refused, textAt, type ProviderAnswer } from '../http';
import type { Credentials } from './modes';
import { cardFormAssetsOf } from './urls';

const PROVIDER = 'Adyen';

/** What the card form needs of the adapter: its signed POST to the Checkout API, and the secrets to mask. */
export interface AdyenCalls {
  post(
    credentials: Credentials,
    live: boolean,
    path: string,
    body: object,
    idempotencyKey?: string,
  ): Promise<ProviderAnswer>;
  secretsOf(credentials: Credentials): string[];
}

/**
 * Adyen's online-booking checkout: the Card component of Adyen Web on our page (the Advanced flow).
 * Nothing exists at Adyen until the client submits the form, so `create` makes no call and the id
 * only carries the expiry; the submission is one `/payments` call. The merchant account captures
 * automatically (Adyen's default), so an Authorised payment has been taken.
 */
export function adyenCardForm(options: AdapterOptions, calls: AdyenCalls): HostedCheckout {
  return {
    async create(_account, input) {
      refuseUnsupported(input.purpose);
      return { id: `${FORM_PREFIX}${input.expiresAt.getTime()}`, url: input.cardFormUrl };
    },

    async read(_account, checkoutId, asOf) {
      const expiresMs = expiryOf(checkoutId);
      return (asOf ?? new Date()).getTime() < expiresMs ? { state: 'open' } : { state: 'closed' };
    },

    cardForm({ credentials, isLive }, checkoutId) {
      expiryOf(checkoutId);
      return {
        provider: 'adyen',
        ...cardFormAssetsOf('adyen', isLive, options.urls),
        // The client key is Adyen's public key for the browser; the API and HMAC keys never leave us.
        settings: { clientKey: credentials.clientKey ?? '', environment: isLive ? 'live' : 'test' },
      };
    },

    async submitCard({ credentials, isLive }, checkoutId, submission) {
      expiryOf(checkoutId);
      refuseUnsupported(submission.purpose);
      const paymentMethod = objectOf(submission.card.paymentMethod);
      if (!paymentMethod) {
        throw new ProviderFailure('rejected', 'Adyen needs the card details from its card form to take the payment.');
      }
      if (paymentMethod.type !== 'scheme') {
        throw new ProviderFailure('rejected', 'Only a card can pay for an online booking through Adyen.');
      }
      const browserInfo = objectOf(submission.card.browserInfo);
      const { status, json } = await calls.post(
        credentials,
        isLive,
        '/payments',
        {
          merchantAccount: credentials.merchantAccount,
          amount: { value: submission.amountMinor, currency: submission.currency.toUpperCase() },
          reference: submission.reference,
          paymentMethod,
          ...(browserInfo ? { browserInfo } : {}),
          returnUrl: submission.returnUrl,
          shopperEmail: submission.customerEmail,
          shopperName: submission.customerName,
          channel: 'Web',
          shopperInteraction: 'Ecommerce',
        },
        submission.idempotencyKey,
      );
      if (status !== 200) {
        const reason = textAt(json, 'message') ?? textAt(json, 'refusalReason');
        throw refused(PROVIDER, 'payment', reason, status, calls.secretsOf(credentials));
      }
      return adyenOutcome(json, submission.amountMinor, calls.secretsOf(credentials));
    },
  };
}

const FORM_PREFIX = 'form:';

/** The expiry a form id carries; anything else was not made here. */
function expiryOf(checkoutId: string): number {
  const match = /^form:(\d{1,15})$/.exec(checkoutId);
  if (!match) throw new ProviderFailure('rejected', 'This is not an Adyen card form checkout.');
  return Number(match[1]);
}

const UNSUPPORTED: Readonly<Record<CheckoutPurpose, string | null>> = {
  payment: null,
  authorization: 'Adyen cannot hold an amount for an online booking. Ask for a deposit or the full price instead.',
  save_card: 'Adyen cannot keep a card for an online booking. Ask for a deposit or the full price instead.',
};

function refuseUnsupported(purpose: CheckoutPurpose): void {
  const unsupported = UNSUPPORTED[purpose];
  if (unsupported) throw new ProviderFailure('rejected', unsupported);
}

const objectOf = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The result codes that come with an action for the shopper (3-D Secure). */
const ACTION_CODES = new Set(['RedirectShopper', 'IdentifyShopper', 'ChallengeShopper']);

export const ADYEN_3DS_UNSUPPORTED =
  'Adyen asked for a 3-D Secure check, which online booking cannot do yet. Try another card, or call the business to book.';

/** A `/payments` answer as an outcome; a refusal or an action the page cannot follow is a ProviderFailure. */
function adyenOutcome(json: unknown, submittedMinor: number, secrets: readonly string[]): CheckoutOutcome {
  const resultCode = textAt(json, 'resultCode') ?? '';
  // The page has no way to follow an action yet; the payment it belongs to stays unfinished at Adyen.
  if (objectOf((json as { action?: unknown }).action) || ACTION_CODES.has(resultCode)) {
    throw new ProviderFailure('rejected', ADYEN_3DS_UNSUPPORTED);
  }
  const reason = () => textAt(json, 'refusalReason') ?? resultCode;
  switch (resultCode) {
    case 'Authorised': {
      const paymentId = textAt(json, 'pspReference');
      if (!paymentId) throw refused(PROVIDER, 'payment', 'no payment reference was given', 200, secrets);
      const value = (json as { amount?: { value?: unknown } }).amount?.value;
      return { state: 'paid', paymentId, amountMinor: typeof value === 'number' ? value : submittedMinor };
    }
    // Adyen will decide later (a notification says how); nothing is known to be taken yet.
    case 'Pending':
    case 'Received':
      return { state: 'open' };
    case 'Refused':
    case 'Error':
    case 'Cancelled':
      throw refused(PROVIDER, 'payment', reason(), 200, secrets);
    default:
      throw refused(PROVIDER, 'payment', resultCode ? `unexpected result ${resultCode}` : undefined, 200, secrets);
  }
}
