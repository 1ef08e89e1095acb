import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../../config';
import { plainReason } from '../http';
import { conditionallyRequired, detectMode } from './modes';
import { endpointOf, sameEnvironments } from './urls';

describe('detectMode', () => {
  it.each([
    [{ publicKey: 'pk_test_a', secretKey: 'sk_test_b' }, false],
    [{ publicKey: 'pk_live_a', secretKey: 'sk_live_b' }, true],
    [{ publicKey: 'pk_live_a', secretKey: 'rk_live_b' }, true],
    [{ publicKey: 'pk_test_a', secretKey: 'rk_test_b' }, false],
  ])('reads Stripe keys %j', (keys, live) => {
    expect(detectMode('stripe', keys)).toBe(live);
  });

  it('refuses a live publishable key with a test secret key', () => {
    expect(() => detectMode('stripe', { publicKey: 'pk_live_a', secretKey: 'sk_test_b' })).toThrow(
      'The publishable and secret keys must both be live or both be test keys',
    );
  });

  it('reads Square’s sandbox application IDs and Adyen’s client keys', () => {
    expect(detectMode('square', { applicationId: 'sandbox-sq0idb-abc' })).toBe(false);
    expect(detectMode('square', { applicationId: 'sq0idp-abc' })).toBe(true);
    expect(detectMode('adyen', { clientKey: 'test_ABC' })).toBe(false);
    expect(detectMode('adyen', { clientKey: 'live_ABC', liveUrlPrefix: '1797a841fbb37ca7-AdyenDemo' })).toBe(true);
    expect(() => detectMode('adyen', { clientKey: 'live_ABC', liveUrlPrefix: 'evil.example/x' })).toThrow(
      /Live URL Prefix/,
    );
  });

  it('leaves PayPal and Tyro to the test connection', () => {
    expect(detectMode('paypal', { clientId: 'A', clientSecret: 'E' })).toBeNull();
    expect(detectMode('tyro', { apiKey: 'a', secretKey: 'b' })).toBeNull();
  });

  it('needs the Live URL Prefix for a live Adyen account only', () => {
    expect(conditionallyRequired('adyen', { clientKey: 'live_ABC' })).toEqual(['liveUrlPrefix']);
    expect(conditionallyRequired('adyen', { clientKey: 'test_ABC' })).toEqual([]);
    expect(conditionallyRequired('stripe', {})).toEqual([]);
  });
});

describe('plainReason', () => {
  it('masks any credential the provider quotes back, drops control characters and bounds the length', () => {
    expect(plainReason('Invalid key sk_test_abcdef123 for account\u0000\n', ['sk_test_abcdef123'])).toBe(
      'Invalid key •••• for account',
    );
    expect(plainReason('x'.repeat(400), [])).toHaveLength(300);
  });
});

describe('provider URLs', () => {
  it('uses the real hosts unless the environment points a provider elsewhere', () => {
    expect(endpointOf('paypal', true, undefined).api).toBe('https://api-m.paypal.com');
    expect(endpointOf('paypal', false, undefined).api).toBe('https://api-m.sandbox.paypal.com');
    expect(endpointOf('tyro', true, undefined)).toEqual({
      api: 'https://api.tyro.com',
      auth: 'https://auth.connect.tyro.com',
    });
    expect(sameEnvironments('tyro', undefined)).toBe(true);
    expect(sameEnvironments('paypal', undefined)).toBe(false);
    const config = configFromEnv({ STRIPE_API_URL: 'http://127.0.0.1:4455/', TYRO_API_URL: 'http://127.0.0.1:4455' });
    expect(config.paymentProviderUrls).toEqual({
      stripe: { live: 'http://127.0.0.1:4455', test: 'http://127.0.0.1:4455' },
      tyro: { live: 'http://127.0.0.1:4455', test: 'http://127.0.0.1:4455' },
    });
    expect(endpointOf('tyro', true, config.paymentProviderUrls)).toEqual({
      api: 'http://127.0.0.1:4455',
      auth: 'http://127.0.0.1:4455',
    });
    expect(configFromEnv({}).paymentProviderUrls).toBeUndefined();
  });

  it.each(['not a url', 'ftp://example.com'])('refuses PAYPAL_API_URL=%j', (raw) => {
    expect(() => configFromEnv({ PAYPAL_API_URL: raw })).toThrow(ConfigError);
    expect(() => configFromEnv({ PAYPAL_API_URL: raw })).toThrow(/PAYPAL_API_URL/);
  });
});
