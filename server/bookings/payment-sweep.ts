import { CHECKOUT_MINUTES } from '../contract/public-booking';
import { MINUTE_MS } from '../contract/availability/zone-clock';
import type { AppDeps } from '../types';
import type { BookingPayments } from './payment';
import { unsettledCheckouts } from './payment-repository';

/** How often, and how long after its slot lapsed, a checkout nobody came back from is asked about. */
export const SWEEP_EVERY_MS = 5 * MINUTE_MS;
const GRACE_MS = 5 * MINUTE_MS;

/**
 * Clients who never come back from the provider's page leave bookings awaiting payment (or
 * cancelled with their checkout unanswered). Every few minutes, those whose slot lapsed a while
 * ago are settled by asking the provider: paid ones are confirmed if the time is still free (else
 * given back), the rest closed. One failing provider does not stop the others.
 */
export function checkoutSweep(deps: AppDeps, payments: BookingPayments) {
  let running = false;
  async function sweep(): Promise<number> {
    if (running) return 0;
    running = true;
    let settled = 0;
    try {
      const before = new Date(deps.now().getTime() - CHECKOUT_MINUTES * MINUTE_MS - GRACE_MS).toISOString();
      for (const appointment of unsettledCheckouts(deps.db, before)) {
        try {
          await payments.settle(appointment);
          settled += 1;
        } catch {
          // Asked again at the next sweep.
        }
      }
    } finally {
      running = false;
    }
    return settled;
  }
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
