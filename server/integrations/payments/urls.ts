import type { PaymentProviderUrls } from '../../config';
import type { GatewayType } from '../../contract/payments';

/** Where one environment of a provider is: its API, and the token endpoint's host where that differs. */
export interface Endpoint {
  api: string;
  auth: string;
}

/**
 * The providers' real hosts. Adyen's live Checkout API sits under a per-merchant prefix (filled in
 * by the adapter from the gateway's Live URL Prefix). Tyro Connect has one production host for
 * sandbox and live credentials alike, and its token endpoint on a host of its own.
 */
const REAL_HOSTS: Readonly<Record<GatewayType, Record<'live' | 'test', Endpoint>>> = {
  stripe: {
    live: { api: 'https://api.stripe.com', auth: 'https://api.stripe.com' },
    test: { api: 'https://api.stripe.com', auth: 'https://api.stripe.com' },
  },
  square: {
    live: { api: 'https://connect.squareup.com', auth: 'https://connect.squareup.com' },
    test: { api: 'https://connect.squareupsandbox.com', auth: 'https://connect.squareupsandbox.com' },
  },
  paypal: {
    live: { api: 'https://api-m.paypal.com', auth: 'https://api-m.paypal.com' },
    test: { api: 'https://api-m.sandbox.paypal.com', auth: 'https://api-m.sandbox.paypal.com' },
  },
  adyen: {
    live: {
      api: 'https://{prefix}-checkout-live.adyenpayments.com/checkout',
      auth: 'https://{prefix}-checkout-live.adyenpayments.com/checkout',
    },
    test: { api: 'https://checkout-test.adyen.com', auth: 'https://checkout-test.adyen.com' },
  },
  tyro: {
    live: { api: 'https://api.tyro.com', auth: 'https://auth.connect.tyro.com' },
    test: { api: 'https://api.tyro.com', auth: 'https://auth.connect.tyro.com' },
  },
};

/** The placeholder of Adyen's live host. */
export const ADYEN_PREFIX = '{prefix}';

/**
 * A provider's endpoint for one environment: the configured base URL (STRIPE_API_URL...) serves the
 * API and the token endpoint alike, as the fake providers do; otherwise the real hosts.
 */
export function endpointOf(type: GatewayType, live: boolean, overrides: PaymentProviderUrls | undefined): Endpoint {
  const configured = overrides?.[type]?.[live ? 'live' : 'test'];
  if (configured) return { api: configured, auth: configured };
  return REAL_HOSTS[type][live ? 'live' : 'test'];
}

/** Whether the two environments are one address, so trying the second would only repeat the first. */
export function sameEnvironments(type: GatewayType, overrides: PaymentProviderUrls | undefined): boolean {
  const live = endpointOf(type, true, overrides);
  const test = endpointOf(type, false, overrides);
  return live.api === test.api && live.auth === test.auth;
}
