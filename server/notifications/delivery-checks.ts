import { logged, loggedAsIs, logReason } from '../contract/log-reasons';
import type { AppDeps } from '../types';
import { NEVER, recordDeliveryCheck, type MessageRow } from './repository';
import type { SenderLookup } from './senders';

/**
 * Where the provider reports delivery (Twilio's message status), a sent SMS is asked about a few
 * times after it left: delivered or failed is recorded; still only "sent" after the last check, it
 * stays sent (the handset may be off for days; the log does not wait for it).
 */
export const DELIVERY_CHECKS_AFTER_MS = [10_000, 60_000, 5 * 60_000] as const;

export async function checkDelivery(deps: AppDeps, row: MessageRow, senders: SenderLookup): Promise<void> {
  const done = Number(row.metadata.deliveryChecks ?? 0) + 1;
  const metadata = { ...row.metadata, deliveryChecks: done };
  const adapter = row.channel === 'sms' ? senders.sms(deps, row.organizationId)?.adapter : undefined;
  const nextCheck = () => {
    const after = DELIVERY_CHECKS_AFTER_MS[done];
    return after === undefined || !row.sentAt ? NEVER : new Date(Date.parse(row.sentAt) + after).toISOString();
  };
  let state: Awaited<ReturnType<NonNullable<NonNullable<typeof adapter>['deliveryState']>>> | null = null;
  if (adapter?.deliveryState && row.providerMessageId) {
    // A provider that cannot answer now is asked again at the next check.
    state = await adapter.deliveryState(row.providerMessageId).catch(() => null);
  }
  const now = deps.now();
  const nowIso = now.toISOString();
  if (!adapter?.deliveryState || !row.providerMessageId) {
    recordDeliveryCheck(deps.db, row.organizationId, row.id, { status: 'sent', nextCheckAt: NEVER, metadata }, nowIso);
  } else if (state?.state === 'delivered') {
    recordDeliveryCheck(
      deps.db,
      row.organizationId,
      row.id,
      { status: 'delivered', deliveredAt: nowIso, nextCheckAt: NEVER, metadata },
      nowIso,
    );
  } else if (state?.state === 'failed') {
    recordDeliveryCheck(
      deps.db,
      row.organizationId,
      row.id,
      {
        status: 'failed',
        error: state.error ? loggedAsIs(state.error) : logged(logReason('logReason.undelivered')),
        nextCheckAt: NEVER,
        metadata,
      },
      nowIso,
    );
  } else {
    recordDeliveryCheck(
      deps.db,
      row.organizationId,
      row.id,
      { status: 'sent', nextCheckAt: nextCheck(), metadata },
      nowIso,
    );
  }
}
