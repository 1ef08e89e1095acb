import type { GatewayAccount, PaymentResult } from './adapters';

/**
 * Hosted checkout (issue 16): how an online booking is paid. The booking page never sees a card:
 * the server opens a checkout on the provider's own page, the client pays (or saves a card, or
 * lets an amount be held) there and comes back to `successUrl`, and the server then reads the
 * checkout's outcome from the provider before it confirms anything. Later fees and refunds use
 * what that outcome recorded.
 */

/** What the client is asked for on the provider's page. */
export type CheckoutPurpose =
  /** Take `amountMinor` now (a deposit or the full price). */
  | 'payment'
  /** Hold `amountMinor` on the card, captured later (a fee) or released. */
  | 'authorization'
  /** Take nothing; keep the card for a later fee (`amountMinor` is 0). */
  | 'save_card';

export interface CheckoutInput {
  purpose: CheckoutPurpose;
  /** Minor units of `currency`; 0 for save_card. */
  amountMinor: number;
  /** ISO 4217, e.g. AUD. */
  currency: string;
  /** Ours (the appointment id): shown in the provider's dashboard, kept on its payment. */
  reference: string;
  /** One line the client reads on the provider's page ("Deposit for Colour at Demo Salon"). */
  description: string;
  customerEmail: string;
  /** Where the provider sends the client after paying. */
  successUrl: string;
  /** Where the provider sends the client who gives up. */
  cancelUrl: string;
  /** The same key for a retry of the same checkout: the provider then answers the first one. */
  idempotencyKey: string;
  /** When the slot kept for this booking is let go: the checkout should not outlive it. */
  expiresAt: Date;
  /**
   * Our own page that carries the provider's card form (the booking's manage page), for the
   * providers whose checkout is a form on our page rather than a page of theirs: a card-form
   * checkout answers this as its `url`.
   */
  cardFormUrl: string;
}

/**
 * What our page loads to show a provider's own card form (Square's Web Payments SDK, Adyen Web's
 * Card component, Tyro.js): the card details are typed into the provider's fields and never reach
 * us; the page gets a token (or the provider's script pays by itself) and submits that.
 */
export interface CardForm {
  provider: 'square' | 'adyen' | 'tyro';
  /** The provider's script, for the environment of the account. */
  scriptUrl: string;
  /** The provider's stylesheet, where its form needs one (Adyen). */
  styleUrl?: string;
  /** What the script is started with: public values only (application id, client key, pay secret). */
  settings: Readonly<Record<string, string | boolean>>;
}

/** The client submitted a card form: what to do with what the provider's script gave the page. */
export interface CardSubmission {
  purpose: CheckoutPurpose;
  amountMinor: number;
  currency: string;
  reference: string;
  description: string;
  customerEmail: string;
  customerName: { firstName: string; lastName: string };
  /** Per attempt: a client retrying with another card is a new request. */
  idempotencyKey: string;
  /** Where a provider asking for more (3-D Secure) would send the client back. */
  returnUrl: string;
  /** The server's clock, as for `read` (the wall clock when not given). */
  asOf?: Date;
  /**
   * As the page got it from the provider's script, not trusted: Square `{token, verificationToken?}`,
   * Adyen `{paymentMethod, browserInfo?}`, Tyro `{}` (its script has paid already).
   */
  card: Readonly<Record<string, unknown>>;
}

/** An open checkout: its id at the provider, and the page the client is sent to. */
export interface Checkout {
  id: string;
  url: string;
}

/** What the provider says about a checkout when asked. */
export type CheckoutOutcome =
  /** Not finished (the client is still on the page, or the provider is still processing). */
  | { state: 'open' }
  /** Expired or cancelled: nothing was taken. */
  | { state: 'closed' }
  /** `amountMinor` was taken; `paymentId` is what a refund names. */
  | { state: 'paid'; paymentId: string; amountMinor: number }
  /** `amountMinor` is held on the card; `paymentId` is what capture and release name. */
  | { state: 'authorized'; paymentId: string; amountMinor: number }
  /** The card is kept at the provider for a later charge. */
  | { state: 'card_saved'; customerId: string; paymentMethodId: string };

export interface SavedCardCharge {
  customerId: string;
  paymentMethodId: string;
  amountMinor: number;
  currency: string;
  reference: string;
  description: string;
  idempotencyKey: string;
}

/**
 * A provider's hosted checkout. `create` and `read` are required; the others exist where the
 * provider supports that purpose (contract/booking-widget.ts GATEWAY_REQUIREMENTS says which
 * requirement each gateway may be set to, and must agree with this).
 */
export interface HostedCheckout {
  create(account: GatewayAccount, input: CheckoutInput): Promise<Checkout>;
  /**
   * `asOf` is the server's clock (a card form nobody submitted lapses by it; the wall clock when
   * not given); the provider's own state comes first where there is one.
   */
  read(account: GatewayAccount, checkoutId: string, asOf?: Date): Promise<CheckoutOutcome>;
  /** Charges a card kept by a save_card checkout, without the client present (a no-show fee). */
  chargeSavedCard?(account: GatewayAccount, charge: SavedCardCharge): Promise<PaymentResult>;
  /** Takes `amountMinor` (at most what is held) of an authorization; the rest is let go. */
  capture?(
    account: GatewayAccount,
    paymentId: string,
    amountMinor: number,
    idempotencyKey: string,
  ): Promise<PaymentResult>;
  /** Lets an authorization go without taking anything. */
  release?(account: GatewayAccount, paymentId: string, idempotencyKey: string): Promise<void>;
  /** A card-form checkout (its `url` is `cardFormUrl`): what the page loads to show the form. */
  cardForm?(account: GatewayAccount, checkoutId: string): CardForm;
  /**
   * A card-form checkout submitted: the provider is asked to take, hold or keep the card, and the
   * outcome answered. A refused card is a ProviderFailure with the provider's reason (the client
   * may try another); `open` means the provider has not finished yet.
   */
  submitCard?(account: GatewayAccount, checkoutId: string, submission: CardSubmission): Promise<CheckoutOutcome>;
}
