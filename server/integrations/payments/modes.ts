import type { GatewayType } from '../../contract/payments';

/** Credentials by their §3 names (GATEWAY_CREDENTIALS), secret and plain together. */
export type Credentials = Readonly<Record<string, string>>;

/** Keys that cannot be right whatever the provider says: answered as a 400 naming the field. */
export class CredentialProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'CredentialProblem';
  }
}

const ADYEN_PREFIX_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

function stripeMode(credentials: Credentials): boolean {
  const publicKey = credentials.publicKey ?? '';
  const secretKey = credentials.secretKey ?? '';
  const publicMode = /^pk_(live|test)_/.exec(publicKey)?.[1];
  if (!publicMode) throw new CredentialProblem('publicKey', 'The Publishable Key must start with pk_live_ or pk_test_');
  // Restricted keys (rk_) work for the calls made here as long as they may read the balance.
  const secretMode = /^[sr]k_(live|test)_/.exec(secretKey)?.[1];
  if (!secretMode) {
    throw new CredentialProblem('secretKey', 'The Secret Key must start with sk_live_, sk_test_, rk_live_ or rk_test_');
  }
  if (publicMode !== secretMode) {
    throw new CredentialProblem('secretKey', 'The publishable and secret keys must both be live or both be test keys');
  }
  return publicMode === 'live';
}

function adyenMode(credentials: Credentials): boolean {
  const mode = /^(live|test)_/.exec(credentials.clientKey ?? '')?.[1];
  if (!mode) throw new CredentialProblem('clientKey', 'The Client Key must start with live_ or test_');
  const prefix = credentials.liveUrlPrefix ?? '';
  // It becomes part of a host name: nothing but letters, digits and inner hyphens.
  if (prefix !== '' && !ADYEN_PREFIX_PATTERN.test(prefix)) {
    throw new CredentialProblem(
      'liveUrlPrefix',
      'The Live URL Prefix is the part before -checkout-live.adyenpayments.com (letters, digits and hyphens)',
    );
  }
  return mode === 'live';
}

/**
 * Live or test, from the keys where the provider marks them: Stripe's pk_/sk_/rk_ live or test
 * prefixes (both keys must agree), Square's `sandbox-` application IDs, Adyen's live_/test_ client
 * keys. PayPal and Tyro keys carry no mode (null): the test connection finds it out by trying the
 * live environment, then the sandbox.
 */
export function detectMode(type: GatewayType, credentials: Credentials): boolean | null {
  switch (type) {
    case 'stripe':
      return stripeMode(credentials);
    case 'square':
      return !(credentials.applicationId ?? '').startsWith('sandbox-');
    case 'adyen':
      return adyenMode(credentials);
    case 'paypal':
    case 'tyro':
      return null;
  }
}

/**
 * Fields required only in some cases: an Adyen live account is reached through its own URL
 * prefix, so a live client key needs the Live URL Prefix.
 */
export function conditionallyRequired(type: GatewayType, credentials: Credentials): string[] {
  if (type === 'adyen' && (credentials.clientKey ?? '').startsWith('live_') && !credentials.liveUrlPrefix) {
    return ['liveUrlPrefix'];
  }
  return [];
}
