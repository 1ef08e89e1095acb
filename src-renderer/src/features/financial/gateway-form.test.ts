import { describe, expect, it } from 'vitest';
import { GATEWAY_CREDENTIALS, type GatewayType, type PaymentGateway } from '../../../../server/contract/payments';
import {
  checkGatewayForm,
  formModeOf,
  gatewayConfigBody,
  gatewayFormValues,
  gatewayTestBody,
  hasStoredSecret,
  type GatewayFormValues,
} from './gateway-form';

const LOCATION = '01900000-0000-7000-8000-000000000001';

function gateway(type: GatewayType, changes: Partial<PaymentGateway> = {}): PaymentGateway {
  return {
    id: '01900000-0000-7000-8000-0000000000aa',
    type,
    name: type,
    displayName: type,
    isConfigured: false,
    isEnabled: false,
    isDefault: false,
    isLive: false,
    status: 'disconnected',
    useForOnlineBookings: false,
    useForInStoreCheckout: false,
    locationIds: [],
    publicKey: null,
    merchantId: null,
    accountId: null,
    settings: {},
    storedSecrets: [],
    fees: { description: '' },
    lastTestedAt: null,
    lastError: null,
    lastErrorReason: null,
    version: 1,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...changes,
  };
}

const stripe = gateway('stripe', {
  isConfigured: true,
  isEnabled: true,
  status: 'connected',
  useForOnlineBookings: true,
  useForInStoreCheckout: false,
  locationIds: [LOCATION],
  publicKey: 'pk_test_abc',
  storedSecrets: ['secretKey'],
});

const withCredentials = (values: GatewayFormValues, credentials: Record<string, string>): GatewayFormValues => ({
  ...values,
  credentials: { ...values.credentials, ...credentials },
});

describe('the form a gateway opens with', () => {
  it('is blank for a new connection, used for bookings and checkout at every location', () => {
    const values = gatewayFormValues('square', gateway('square'));
    expect(values).toEqual({
      credentials: { accessToken: '', applicationId: '', locationId: '', webhookSignatureKey: '' },
      useForOnlineBookings: true,
      useForInStoreCheckout: true,
      allLocations: true,
      locationIds: [],
    });
    expect(formModeOf(gateway('square'))).toBe('connect');
    expect(formModeOf(undefined)).toBe('connect');
  });

  it('shows a stored gateway’s public values and choices, every secret blank', () => {
    const values = gatewayFormValues('stripe', stripe);
    expect(values).toEqual({
      credentials: { publicKey: 'pk_test_abc', secretKey: '', webhookSecret: '' },
      useForOnlineBookings: true,
      useForInStoreCheckout: false,
      allLocations: false,
      locationIds: [LOCATION],
    });
    expect(formModeOf(stripe)).toBe('update');
  });

  it('reads the values kept in settings and at the top level (Tyro)', () => {
    const tyro = gateway('tyro', {
      isConfigured: true,
      merchantId: 'MID-1',
      storedSecrets: ['apiKey', 'secretKey'],
    });
    expect(gatewayFormValues('tyro', tyro).credentials).toEqual({
      apiKey: '',
      secretKey: '',
      merchantId: 'MID-1',
      webhookSecret: '',
    });
    const paypal = gateway('paypal', { isConfigured: true, settings: { clientId: 'AbC', webhookId: 'WH-1' } });
    expect(gatewayFormValues('paypal', paypal).credentials).toEqual({
      clientId: 'AbC',
      clientSecret: '',
      webhookId: 'WH-1',
    });
  });

  it('says which secrets are stored (their hint says the value is kept)', () => {
    const [, secretKey, webhookSecret] = GATEWAY_CREDENTIALS.stripe;
    expect(hasStoredSecret(stripe, secretKey!)).toBe(true);
    expect(hasStoredSecret(stripe, webhookSecret!)).toBe(false);
    expect(hasStoredSecret(gateway('stripe', { storedSecrets: ['secretKey'] }), secretKey!)).toBe(false);
  });
});

describe('the checks before Connect / Update', () => {
  it('names every required field left blank, by its label, in the form’s order', () => {
    const values = gatewayFormValues('adyen', undefined);
    const problem = checkGatewayForm('adyen', withCredentials(values, { clientKey: 'ck' }), 'connect');
    expect(problem).toEqual({ kind: 'missing', fields: expect.any(Array) });
    expect(problem?.kind === 'missing' && problem.fields.map((field) => field.label)).toEqual([
      'API Key',
      'Merchant Account',
    ]);
  });

  it('counts a field of spaces as blank and an optional field as never missing', () => {
    const values = withCredentials(gatewayFormValues('stripe', undefined), { publicKey: '  ', secretKey: 'sk_test_1' });
    const problem = checkGatewayForm('stripe', values, 'connect');
    expect(problem?.kind === 'missing' && problem.fields.map((field) => field.name)).toEqual(['publicKey']);
  });

  it('lets a required secret stay blank when editing (the stored one is kept), not a public field', () => {
    const values = gatewayFormValues('stripe', stripe);
    expect(checkGatewayForm('stripe', values, 'update')).toBeNull();
    const cleared = withCredentials(values, { publicKey: '' });
    const problem = checkGatewayForm('stripe', cleared, 'update');
    expect(problem?.kind === 'missing' && problem.fields.map((field) => field.name)).toEqual(['publicKey']);
    // The same blank secret on a first connection is missing.
    expect(checkGatewayForm('stripe', values, 'connect')).toMatchObject({ kind: 'missing' });
  });

  it('asks for a usage once the fields are filled', () => {
    const values = {
      ...withCredentials(gatewayFormValues('stripe', undefined), { publicKey: 'pk_test_1', secretKey: 'sk_test_1' }),
      useForOnlineBookings: false,
      useForInStoreCheckout: false,
    };
    expect(checkGatewayForm('stripe', values, 'connect')).toEqual({ kind: 'usage' });
    expect(checkGatewayForm('stripe', { ...values, useForInStoreCheckout: true }, 'connect')).toBeNull();
    // A missing field is said first.
    expect(checkGatewayForm('stripe', { ...values, credentials: {} }, 'connect')).toMatchObject({ kind: 'missing' });
  });
});

describe('the config body', () => {
  it('puts Stripe’s keys at the top level, trimmed, and leaves out a blank optional secret', () => {
    const values = withCredentials(gatewayFormValues('stripe', undefined), {
      publicKey: ' pk_test_1 ',
      secretKey: 'sk_test_1\n',
    });
    expect(gatewayConfigBody('stripe', values, 'connect')).toEqual({
      isEnabled: true,
      useForOnlineBookings: true,
      useForInStoreCheckout: true,
      locationIds: [],
      publicKey: 'pk_test_1',
      secretKey: 'sk_test_1',
    });
  });

  it('puts the other providers’ fields in settings under their names', () => {
    const values = withCredentials(gatewayFormValues('square', undefined), {
      accessToken: 'EAAA-token',
      applicationId: 'sq0idp-1',
      locationId: 'L123',
    });
    expect(gatewayConfigBody('square', values, 'connect')).toMatchObject({
      settings: { accessToken: 'EAAA-token', applicationId: 'sq0idp-1', locationId: 'L123' },
    });
    expect(gatewayConfigBody('square', values, 'connect')).not.toHaveProperty('publicKey');
  });

  it('splits Tyro between the top level and settings', () => {
    const values = withCredentials(gatewayFormValues('tyro', undefined), {
      apiKey: 'api-1',
      secretKey: 'secret-1',
      merchantId: 'MID-1',
      webhookSecret: 'wh-1',
    });
    const body = gatewayConfigBody('tyro', values, 'connect');
    expect(body).toMatchObject({ secretKey: 'secret-1', merchantId: 'MID-1', webhookSecret: 'wh-1' });
    expect(body.settings).toEqual({ apiKey: 'api-1' });
  });

  it('leaves blank secrets out of an update, so the stored ones are kept, and clears a blank public field', () => {
    const paypal = gateway('paypal', {
      isConfigured: true,
      isEnabled: true,
      useForOnlineBookings: true,
      settings: { clientId: 'AbC', webhookId: 'WH-1' },
      storedSecrets: ['clientSecret'],
    });
    const values = withCredentials(gatewayFormValues('paypal', paypal), { webhookId: '' });
    const body = gatewayConfigBody('paypal', values, 'update');
    expect(body.settings).toEqual({ clientId: 'AbC', webhookId: '' });
    expect(body).not.toHaveProperty('secretKey');
    expect(body.settings).not.toHaveProperty('clientSecret');
    // A new secret typed while editing replaces the stored one.
    const replaced = gatewayConfigBody('paypal', withCredentials(values, { clientSecret: 'new' }), 'update');
    expect(replaced.settings).toMatchObject({ clientSecret: 'new' });
  });

  it('sends the chosen locations, or none for every location', () => {
    const values = gatewayFormValues('stripe', stripe);
    expect(gatewayConfigBody('stripe', values, 'update').locationIds).toEqual([LOCATION]);
    expect(gatewayConfigBody('stripe', { ...values, allLocations: true }, 'update').locationIds).toEqual([]);
  });

  it('tests with the credentials typed so far, blank ones left to the stored values', () => {
    const values = gatewayFormValues('stripe', stripe);
    expect(gatewayTestBody('stripe', values)).toEqual({ publicKey: 'pk_test_abc' });
    expect(gatewayTestBody('stripe', withCredentials(values, { secretKey: 'sk_test_2' }))).toEqual({
      publicKey: 'pk_test_abc',
      secretKey: 'sk_test_2',
    });
    expect(gatewayTestBody('paypal', gatewayFormValues('paypal', undefined))).toEqual({});
  });
});
