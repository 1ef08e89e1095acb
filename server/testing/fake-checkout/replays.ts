import type { FakeCheckouts } from './sessions';

/**
 * What the fakes answered per idempotency key (Square's idempotency_key, PayPal's
 * PayPal-Request-Id): a retry with the same key gets the first answer, as the real APIs give it.
 * Kept beside the checkouts of one fake server, so each test's fake starts empty.
 */
const answers = new WeakMap<FakeCheckouts, Map<string, { status: number; body: unknown }>>();

export function replaysOf(checkouts: FakeCheckouts): Map<string, { status: number; body: unknown }> {
  let map = answers.get(checkouts);
  if (!map) {
    map = new Map();
    answers.set(checkouts, map);
  }
  return map;
}
