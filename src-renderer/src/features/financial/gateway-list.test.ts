import { describe, expect, it } from 'vitest';
import type { GatewayType, PaymentGateway } from '../../../../server/contract/payments';
import { chooserState, listedGateways } from './gateway-list';

const row = (type: GatewayType, changes: Partial<PaymentGateway> = {}) =>
  ({ type, isConfigured: false, isEnabled: false, isDefault: false, ...changes }) as PaymentGateway;

describe('listedGateways', () => {
  it('lists only configured and enabled gateways, the default first', () => {
    const gateways = [
      row('stripe', { isConfigured: true, isEnabled: true }),
      row('square'),
      row('paypal', { isConfigured: true, isEnabled: false }),
      row('tyro', { isConfigured: true, isEnabled: true, isDefault: true }),
      row('adyen', { isConfigured: false, isEnabled: true }),
    ];
    expect(listedGateways(gateways).map((gateway) => gateway.type)).toEqual(['tyro', 'stripe']);
  });
});

describe('chooserState', () => {
  it('refuses a connected gateway, offers a disabled one again, and any other', () => {
    const gateways = [
      row('stripe', { isConfigured: true, isEnabled: true }),
      row('paypal', { isConfigured: true, isEnabled: false }),
      row('square'),
    ];
    expect(chooserState('stripe', gateways)).toBe('connected');
    expect(chooserState('paypal', gateways)).toBe('turnedOff');
    expect(chooserState('square', gateways)).toBe('available');
    // Not in the list at all (the list may not hold every provider).
    expect(chooserState('adyen', gateways)).toBe('available');
  });
});
