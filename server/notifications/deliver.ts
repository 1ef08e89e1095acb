import type { Db } from '../db/client';
import type { AppDeps } from '../types';
import { attempt } from './attempt';
import { ledgerFor } from './ledger';
import { claimOne } from './repository';
import { sendersFor } from './senders';

/**
 * A claim lasts this long: longer than a single provider call can take (the adapters give up
 * after about 10 s; SMTP's connection, greeting and socket deadlines add up to 30 s at worst), so
 * a claim runs out only when the process that made it is gone.
 */
export const DEFAULT_LEASE_MS = 60_000;

interface RunningWorker {
  wake(): void;
  leaseMs: number;
}

const workers = new WeakMap<Db, RunningWorker>();
const sending = new WeakMap<Db, Set<string>>();

/** The ids this process is sending right now, so its own claims never take them twice. */
export function inFlight(db: Db): Set<string> {
  let ids = sending.get(db);
  if (!ids) sending.set(db, (ids = new Set()));
  return ids;
}

/** The worker of this database (worker.ts), until the answer is called. */
export function registerWorker(db: Db, worker: RunningWorker): () => void {
  workers.set(db, worker);
  return () => {
    if (workers.get(db) === worker) workers.delete(db);
  };
}

/** Wakes the worker (after an enqueue) instead of waiting for its next poll. */
export function wakeWorker(deps: Pick<AppDeps, 'db'>): void {
  workers.get(deps.db)?.wake();
}

/**
 * Claims the message and sends it now (the test-send and resend routes); answers once the attempt
 * is recorded, so the caller reads the row's outcome. A message that is not pending (already sent,
 * or being sent by the worker) is left alone. The send-time rules still apply: a message they hold
 * back stays pending and the worker sends it when it may.
 */
export async function deliverNow(deps: AppDeps, organizationId: string, id: string): Promise<void> {
  const now = deps.now();
  const leaseMs = workers.get(deps.db)?.leaseMs ?? DEFAULT_LEASE_MS;
  const ids = inFlight(deps.db);
  if (ids.has(id)) return;
  const claimed = claimOne(
    deps.db,
    organizationId,
    id,
    now.toISOString(),
    new Date(now.getTime() + leaseMs).toISOString(),
  );
  if (!claimed) return;
  ids.add(id);
  try {
    await attempt(deps, claimed, sendersFor(deps), ledgerFor(deps.db));
  } finally {
    ids.delete(id);
  }
}
