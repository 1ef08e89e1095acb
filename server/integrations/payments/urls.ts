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

/** The providers whose online-booking checkout is their card form on our page (checkout.ts CardForm). */
export type CardFormProvider = 'square' | 'adyen' | 'tyro';

/** Adyen Web's release the card form is written against (its `window.AdyenWeb` of major 6). */
export const ADYEN_WEB_VERSION = '6.6.0';
const adyenAsset = (env: 'live' | 'test', file: string) =>
  `https://checkoutshopper-${env}.cdn.adyen.com/checkoutshopper/sdk/${ADYEN_WEB_VERSION}/${file}`;

const CARD_FORM_ASSETS: Readonly<Record<CardFormProvider, Record<'live' | 'test', CardFormAssets>>> = {
  square: {
    live: { scriptUrl: 'https://web.squarecdn.com/v1/square.js' },
    test: { scriptUrl: 'https://sandbox.web.squarecdn.com/v1/square.js' },
  },
  adyen: {
    live: { scriptUrl: adyenAsset('live', 'adyen.js'), styleUrl: adyenAsset('live', 'adyen.css') },
    test: { scriptUrl: adyenAsset('test', 'adyen.js'), styleUrl: adyenAsset('test', 'adyen.css') },
  },
  tyro: {
    live: { scriptUrl: 'https://pay.connect.tyro.com/v1/tyro.js' },
    test: { scriptUrl: 'https://pay.connect.tyro.com/v1/tyro.js' },
  },
};

export interface CardFormAssets {
  scriptUrl: string;
  styleUrl?: string;
}

/**
 * The script (and stylesheet) of a provider's card form. A configured base URL (the fake
 * providers) serves them too, at `/sdk/{provider}.js` and `/sdk/{provider}.css`.
 */
export function cardFormAssetsOf(
  type: CardFormProvider,
  live: boolean,
  overrides: PaymentProviderUrls | undefined,
): CardFormAssets {
  const configured = overrides?.[type]?.[live ? 'live' : 'test'];
  if (!configured) return CARD_FORM_ASSETS[type][live ? 'live' : 'test'];
  const base = `${configured.replace(/\/$/, '')}/sdk/${type}`;
  return type === 'adyen' ? { scriptUrl: `${base}.js`, styleUrl: `${base}.css` } : { scriptUrl: `${base}.js` };
}

/**
 * Where the card forms load from and talk to, for the booking page's Content-Security-Policy:
 * the providers' script hosts, the frames their fields live in and the hosts they post cards to
 * (Square's pci-connect, Adyen's checkoutshopper, Tyro's pay hosts), and any configured base URL.
 */
export function cardFormSources(overrides: PaymentProviderUrls | undefined): string[] {
  const real = [
    'https://*.squarecdn.com',
    'https://pci-connect.squareup.com',
    'https://pci-connect.squareupsandbox.com',
    'https://*.adyen.com',
    'https://*.tyro.com',
  ];
  const configured = (['square', 'adyen', 'tyro'] as const).flatMap((type) =>
    (['live', 'test'] as const).flatMap((env) => {
      const url = overrides?.[type]?.[env];
      return url ? [new URL(url).origin] : [];
    }),
  );
  return [...new Set([...real, ...configured])];
}
