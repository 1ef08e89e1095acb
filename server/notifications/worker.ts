/**
 * The delivery worker: one per server process, serving every organization of its database.
 *
 * Why no message is lost and none is sent twice, even across `kill -9`:
 *
 * 1. A message exists only as a row of the outbox, written in the transaction of the event that
 *    causes it, under an idempotency key unique per organization (outbox.ts). An event that rolls
 *    back leaves no message; an event told twice finds its key and queues nothing.
 * 2. The worker claims due rows in one short transaction: `status='sending'`, a lease
 *    (`lease_until`), one more attempt. Only then does it call the provider, and after the call it
 *    writes the outcome (sent, failed, or pending again with a back-off). Nothing is decided in
 *    memory that the row does not say.
 * 3. A crash can therefore leave a row in exactly one unfinished state: `sending`, with the
 *    provider having received the message or not. Its lease runs out (the lease outlasts every
 *    provider call, deliver.ts), and the next claim takes it as interrupted. Before sending it
 *    again the worker asks the provider, through the adapter's `lookup`, whether it already holds
 *    a message with this idempotency key (SendGrid's activity by custom argument, Twilio's list by
 *    number and text): found means it was sent, and the row is marked sent without a second send.
 * 4. A provider that cannot say (SMTP has no such question; an account without the activity API)
 *    gets the message again under the same idempotency key. For SMTP the key is the Message-ID
 *    (the same key gives the same Message-ID), and receiving mail systems drop a second message
 *    with a Message-ID they already delivered. That is the one place where "never twice" rests on
 *    the other side rather than on us, and it is why the crash test runs against a provider with
 *    a lookup.
 * 5. Rows never leave `sending` except through a recorded outcome or a recovery, and the claim
 *    counts attempts, so a message that crashes the process every time stops after MAX_ATTEMPTS
 *    instead of looping.
 */
import type { AppDeps } from '../types';
import { attempt } from './attempt';
import { DEFAULT_LEASE_MS, inFlight, registerWorker } from './deliver';
import { checkDelivery } from './delivery-checks';
import { queueDigests } from './digest';
import { ledgerFor } from './ledger';
import { claimDeliveryChecks, claimDue } from './repository';
import { sendersFor, useSenders, type SenderLookup } from './senders';

export interface WorkerOptions {
  /** How often the queue is looked at without a wake-up (ms). */
  pollMs?: number;
  /** Messages in flight at once. */
  concurrency?: number;
  /** In-memory providers for tests; the stored connections otherwise. */
  senders?: SenderLookup;
  /** How long a claim lasts (tests of the crash recovery shorten it). */
  leaseMs?: number;
  /** How often the admin digests are looked at (ms). */
  digestEveryMs?: number;
}

export const DEFAULT_POLL_MS = 500;
export const DEFAULT_CONCURRENCY = 8;
const DIGEST_EVERY_MS = 60_000;
/** Delivery checks taken per look at the queue, beside the sends. */
const CHECKS_PER_TICK = 10;

export type { SenderLookup };

export function startNotificationWorker(deps: AppDeps, options: WorkerOptions = {}): { stop(): Promise<void> } {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const digestEveryMs = options.digestEveryMs ?? DIGEST_EVERY_MS;
  if (options.senders) useSenders(deps, options.senders);
  const ids = inFlight(deps.db);
  const ledger = ledgerFor(deps.db);
  const active = new Set<Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  let lastDigest = -Infinity;

  const track = (id: string, work: () => Promise<void>) => {
    ids.add(id);
    const running: Promise<void> = work()
      // attempt() records every provider outcome itself; what reaches here is the database going
      // away under it (a stop mid-send): the row stays claimed and the lease recovers it.
      .catch(() => undefined)
      .finally(() => {
        ids.delete(id);
        active.delete(running);
        soon();
      });
    active.add(running);
  };

  const tick = () => {
    immediate = undefined;
    if (stopped) return;
    clearTimeout(timer);
    const now = deps.now();
    if (now.getTime() - lastDigest >= digestEveryMs) {
      lastDigest = now.getTime();
      try {
        queueDigests(deps, now);
      } catch {
        // A digest that cannot be written now is written at the next look; the sends go on.
      }
    }
    try {
      const free = concurrency - active.size;
      if (free > 0) {
        const nowIso = now.toISOString();
        const leaseIso = new Date(now.getTime() + leaseMs).toISOString();
        const senders = sendersFor(deps);
        const claimed = claimDue(deps.db, nowIso, leaseIso, free, ids);
        for (const row of claimed) track(row.id, () => attempt(deps, row, senders, ledger));
        const room = Math.min(free - claimed.length, CHECKS_PER_TICK);
        if (room > 0) {
          for (const row of claimDeliveryChecks(deps.db, nowIso, leaseIso, room, ids)) {
            track(row.id, () => checkDelivery(deps, row, senders));
          }
        }
      }
    } catch {
      // The database is closing or busy: the next poll tries again.
    }
    if (!stopped) {
      timer = setTimeout(tick, pollMs);
      timer.unref();
    }
  };

  /** Looks at the queue on the next turn of the event loop (a wake-up, a finished send). */
  const soon = () => {
    if (stopped || immediate) return;
    immediate = setImmediate(tick);
  };

  const unregister = registerWorker(deps.db, { wake: soon, leaseMs });
  soon();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (immediate) clearImmediate(immediate);
      unregister();
      // Sends under way finish and record their outcome before the database closes.
      await Promise.all([...active]);
      if (options.senders) useSenders(deps, undefined);
    },
  };
}

/**
 * Takes everything due now, one message at a time, until nothing is left, without a loop in the
 * background: the tests step a fixed clock with it. Answers how many messages were taken.
 */
export async function runDue(deps: AppDeps, leaseMs = DEFAULT_LEASE_MS): Promise<number> {
  const ids = inFlight(deps.db);
  const ledger = ledgerFor(deps.db);
  let taken = 0;
  for (;;) {
    const now = deps.now();
    const [row] = claimDue(deps.db, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), 1, ids);
    if (!row) return taken;
    taken += 1;
    await attempt(deps, row, sendersFor(deps), ledger);
  }
}

/** The delivery checks due now, one after the other (tests). */
export async function runDeliveryChecks(deps: AppDeps, leaseMs = DEFAULT_LEASE_MS): Promise<number> {
  const now = deps.now();
  const rows = claimDeliveryChecks(
    deps.db,
    now.toISOString(),
    new Date(now.getTime() + leaseMs).toISOString(),
    1000,
    inFlight(deps.db),
  );
  for (const row of rows) await checkDelivery(deps, row, sendersFor(deps));
  return rows.length;
}
