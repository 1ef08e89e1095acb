import { ProviderFailure } from '../http';
import type { CheckoutInput } from './checkout';

/** The ProviderFailure a call ends with; fails the test when it succeeds or fails otherwise. */
export async function failure(promise: Promise<unknown>): Promise<ProviderFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderFailure) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/**
 * Checkout inputs for the adapters' tests against the fake providers: each call a new booking
 * (`appt-{n}`, its own idempotency key and addresses), over a test file's own defaults (made again
 * for every input when given as a function, for a clock-relative expiry).
 */
export function checkoutInputs(defaults: Partial<CheckoutInput> | (() => Partial<CheckoutInput>) = {}) {
  let sequence = 0;
  return {
    input(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
      sequence += 1;
      return {
        purpose: 'payment',
        amountMinor: 4500,
        currency: 'aud',
        reference: `appt-${sequence}`,
        description: 'Deposit for Colour at Demo Salon',
        customerEmail: 'ana@example.com',
        successUrl: `https://salon.example/demo-salon/book/return?appointment=appt-${sequence}`,
        cancelUrl: `https://salon.example/demo-salon/book?appointment=appt-${sequence}`,
        idempotencyKey: `checkout-appt-${sequence}`,
        expiresAt: new Date('2030-01-01T10:30:00Z'),
        cardFormUrl: `https://salon.example/demo-salon/book/manage/token-${sequence}`,
        ...(typeof defaults === 'function' ? defaults() : defaults),
        ...overrides,
      };
    },
    /** The number of the last input made. */
    current: () => sequence,
  };
}
