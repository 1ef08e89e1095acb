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
  read(account: GatewayAccount, checkoutId: string): Promise<CheckoutOutcome>;
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
}
