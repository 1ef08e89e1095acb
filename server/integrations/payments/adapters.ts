import type { PaymentProviderUrls, ServerConfig } from '../../config';
import type { GatewayType } from '../../contract/payments';
import { adyenAdapter } from './adyen';
import type { HostedCheckout } from './checkout';
import type { Credentials } from './modes';
import { paypalAdapter } from './paypal';
import { squareAdapter } from './square';
import { stripeAdapter } from './stripe';
import { tyroAdapter } from './tyro';

/**
 * What every provider's adapter offers. Each call is one or two real HTTPS requests in the
 * provider's own API shape; every failure is a ProviderFailure (http.ts) with a readable message.
 */
export interface GatewayAdapter {
  /**
   * Proves the credentials with the provider's cheapest authenticated call. `isLive` is the mode
   * read from the keys (modes.ts), or null when the keys do not say: then the live environment is
   * tried first, then the sandbox. Answers the environment that accepted them.
   */
  testConnection(credentials: Credentials, isLive: boolean | null): Promise<{ isLive: boolean }>;
  createPayment(account: GatewayAccount, input: CreatePaymentInput): Promise<PaymentResult>;
  refund(account: GatewayAccount, input: RefundInput): Promise<RefundResult>;
  /** How online bookings are paid through this provider (checkout.ts); absent: they cannot be. */
  checkout?: HostedCheckout;
}

/** A connected gateway as the adapters need it: its credentials and the environment they belong to. */
export interface GatewayAccount {
  credentials: Credentials;
  isLive: boolean;
}

export interface CreatePaymentInput {
  /** Minor units (cents) of `currency`, as money is kept everywhere here. */
  amountMinor: number;
  /** ISO 4217, e.g. AUD. */
  currency: string;
  /** Ours (a booking id): shown in the provider's dashboard, used for reconciliation. */
  reference: string;
  description?: string;
  /** The same key for a retry of the same payment: the provider then answers the first result. */
  idempotencyKey: string;
  /** Square: the card nonce (source_id) from the Web Payments SDK. */
  sourceId?: string;
  /** Adyen: the encrypted payment method from its Drop-in / Components. */
  paymentMethod?: Record<string, unknown>;
  /** Adyen and PayPal: where the client returns after a redirect or approval. */
  returnUrl?: string;
}

export interface PaymentResult {
  /** The provider's id of the payment (PaymentIntent, payment, order, pspReference, pay request). */
  id: string;
  /** The provider's status word, as it gave it. */
  status: string;
  /** Stripe's client_secret or Tyro's paySecret: what the booking page's card form needs. */
  clientSecret?: string;
  /** PayPal: the page where the client approves the order. */
  approveUrl?: string;
}

export interface RefundInput {
  /** The provider's id of the payment to refund (for PayPal: the capture id). */
  paymentId: string;
  amountMinor: number;
  currency: string;
  idempotencyKey: string;
  reference?: string;
}

export interface RefundResult {
  id: string;
  status: string;
}

/** What an adapter is built with. */
export interface AdapterOptions {
  urls?: PaymentProviderUrls;
  timeoutMs: number;
}

/** How long a provider may take, unless the configuration says otherwise (tests shorten it). */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

export type GatewayAdapters = Readonly<Record<GatewayType, GatewayAdapter>>;

/** One adapter per provider, built once per app (each keeps its own token cache). */
export function createGatewayAdapters(options: AdapterOptions): GatewayAdapters {
  return {
    stripe: stripeAdapter(options),
    square: squareAdapter(options),
    paypal: paypalAdapter(options),
    adyen: adyenAdapter(options),
    tyro: tyroAdapter(options),
  };
}

// One set per server configuration: the payments screen, the booking page and the desk share the
// adapters and so their token caches (PayPal's and Tyro's OAuth tokens are asked for once).
const adaptersByConfig = new WeakMap<ServerConfig, GatewayAdapters>();

/** The adapters as the server's configuration points them (config.ts: STRIPE_API_URL...). */
export function adaptersFor(config: ServerConfig): GatewayAdapters {
  let adapters = adaptersByConfig.get(config);
  if (!adapters) {
    adapters = createGatewayAdapters({
      urls: config.paymentProviderUrls,
      timeoutMs: config.paymentTimeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
    });
    adaptersByConfig.set(config, adapters);
  }
  return adapters;
}
