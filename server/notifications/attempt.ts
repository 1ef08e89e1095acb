import { englishReason, logged, logReason } from '../contract/log-reasons';
import type { MessageChannel } from '../contract/notification-logs';
import { failure, ProviderFailure } from '../integrations/http';
import type { Accepted, OutgoingEmail, OutgoingPush, OutgoingSms } from '../integrations/notifications/types';
import type { AppDeps } from '../types';
import { organizationFacts } from './context';
import { emailHtml, emailText, POWERED_BY } from './email-layout';
import { gate } from './gate';
import type { InFlightLedger } from './ledger';
import {
  NEVER,
  postpone,
  recordFailed,
  recordRetry,
  recordSent,
  switchToEmail,
  type ClaimedRow,
  type MessageRow,
} from './repository';
import { retryAt } from './rules';
import type { SenderLookup } from './senders';

/**
 * One claimed message, from the rules to the recorded outcome. The claim (status `sending`) is
 * already written; whatever happens here ends in exactly one of: sent, failed, or back to pending
 * (a wait or a retry). Only a crash leaves the row `sending`, and the worker's lease recovery
 * (worker.ts) takes it from there.
 */

/** First delivery check of a sent SMS, from its sending. */
export const FIRST_DELIVERY_CHECK_MS = 10_000;

const UNEXPECTED = logged(logReason('logReason.unexpected'));

type Send = () => Promise<Accepted>;
interface Prepared {
  provider: string;
  send: Send;
  lookup: (() => Promise<{ found: boolean; providerMessageId: string | null }>) | null;
  checksDelivery: boolean;
}

/** An email always carries the 'powered by' footer, even one written by hand (spec part 3 §1). */
function finishedEmail(deps: AppDeps, row: MessageRow) {
  const text = row.content.trimEnd().endsWith(POWERED_BY)
    ? row.content
    : emailText([{ type: 'paragraph', text: row.content }]);
  const html =
    row.html ?? emailHtml(organizationFacts(deps, row.organizationId).name, [{ type: 'paragraph', text: row.content }]);
  return { text, html };
}

/** The provider call for this row's channel, or null when no provider is connected for it. */
function prepare(deps: AppDeps, row: MessageRow, senders: SenderLookup): Prepared | null {
  const channel = row.channel as MessageChannel;
  const idempotencyKey = row.idempotencyKey;
  if (channel === 'email') {
    const sender = senders.email(deps, row.organizationId);
    if (!sender) return null;
    const { text, html } = finishedEmail(deps, row);
    const message: OutgoingEmail = {
      idempotencyKey,
      to: row.recipient,
      toName: row.recipientName,
      fromEmail: sender.fromEmail,
      fromName: sender.fromName,
      replyTo: sender.replyTo,
      subject: row.subject ?? `Message from ${sender.fromName}`,
      text,
      html,
    };
    const { adapter } = sender;
    return {
      provider: sender.provider,
      send: () => adapter.send(message),
      lookup: adapter.lookup ? () => adapter.lookup!(message).then(normalizeLookup) : null,
      checksDelivery: false,
    };
  }
  if (channel === 'sms') {
    const sender = senders.sms(deps, row.organizationId);
    if (!sender) return null;
    const message: OutgoingSms = { idempotencyKey, to: row.recipient, body: row.content };
    const { adapter } = sender;
    return {
      provider: sender.provider,
      send: () => adapter.send(message),
      lookup: adapter.lookup ? () => adapter.lookup!(message).then(normalizeLookup) : null,
      checksDelivery: typeof adapter.deliveryState === 'function',
    };
  }
  const sender = senders.push(deps, row.organizationId);
  if (!sender) return null;
  const message: OutgoingPush = {
    idempotencyKey,
    token: row.recipient,
    title: row.subject ?? organizationFacts(deps, row.organizationId).name,
    body: row.content,
  };
  const { adapter } = sender;
  return {
    provider: sender.provider,
    send: () => adapter.send(message),
    lookup: adapter.lookup ? () => adapter.lookup!(message).then(normalizeLookup) : null,
    checksDelivery: false,
  };
}

const normalizeLookup = (result: { found: true; providerMessageId: string | null } | { found: false }) =>
  result.found
    ? { found: true, providerMessageId: result.providerMessageId }
    : { found: false, providerMessageId: null };

function markSent(
  deps: AppDeps,
  row: MessageRow,
  prepared: Prepared,
  providerMessageId: string | null,
  extra: Record<string, unknown>,
) {
  const now = deps.now();
  const checks = prepared.checksDelivery && providerMessageId !== null;
  recordSent(deps.db, row.organizationId, row.id, {
    provider: prepared.provider,
    providerMessageId,
    sentAt: now.toISOString(),
    nextCheckAt: checks ? new Date(now.getTime() + FIRST_DELIVERY_CHECK_MS).toISOString() : NEVER,
    metadata: { ...row.metadata, ...extra, ...(checks ? { deliveryChecks: 0 } : {}) },
  });
}

function markUnsent(deps: AppDeps, row: MessageRow, provider: string | null, error: unknown) {
  const now = deps.now();
  const failure = error instanceof ProviderFailure ? error : null;
  const reason = failure ? { text: failure.message, reason: failure.reason ?? null } : UNEXPECTED;
  if (failure?.kind === 'rejected') {
    recordFailed(deps.db, row.organizationId, row.id, reason, now.toISOString(), { provider });
    return;
  }
  const next = retryAt(now, row.attempts);
  if (next) recordRetry(deps.db, row.organizationId, row.id, reason, next.toISOString(), now.toISOString(), provider);
  else recordFailed(deps.db, row.organizationId, row.id, reason, now.toISOString(), { provider });
}

/** Sends a claimed row and records what became of it. Never throws for a provider's sake. */
export async function attempt(
  deps: AppDeps,
  claimed: ClaimedRow,
  senders: SenderLookup,
  ledger: InFlightLedger,
): Promise<void> {
  let row: MessageRow = claimed;
  const extra: Record<string, unknown> = {};
  let release: () => void = () => undefined;

  if (!claimed.recovered) {
    // The rules are decided and the message noted as in flight without an await in between, so no
    // other message of this process can count the same client or the same SMS allowance meanwhile.
    for (;;) {
      const now = deps.now();
      const decision = gate(deps, row, senders, ledger, now);
      if (decision.kind === 'postpone') {
        postpone(deps.db, row.organizationId, row.id, decision.until.toISOString(), now.toISOString());
        return;
      }
      if (decision.kind === 'fail') {
        recordFailed(deps.db, row.organizationId, row.id, logged(decision.reason), now.toISOString());
        return;
      }
      if (decision.kind === 'switch') {
        // The note in English, and its key for the screens to say it in the reader's language.
        Object.assign(extra, {
          fallbackFrom: 'sms',
          fallbackReason: englishReason(decision.note),
          fallbackReasonKey: decision.note.key,
        });
        const metadata = { ...row.metadata, ...extra };
        switchToEmail(deps.db, row.organizationId, row.id, { ...decision.email, metadata }, now.toISOString());
        row = {
          ...row,
          ...decision.email,
          recipientKey: decision.email.recipient.toLowerCase(),
          channel: 'email',
          metadata,
        };
        continue;
      }
      release = ledger.hold(row, now.getTime());
      break;
    }
  }

  try {
    const prepared = prepare(deps, row, senders);
    if (!prepared) {
      // Recovered rows skip the gate, so their provider may have been removed since.
      markUnsent(deps, row, null, failure('rejected', logReason('logReason.notConnected', { channel: row.channel })));
      return;
    }
    if ((claimed.recovered || claimed.attempts > 1) && prepared.lookup) {
      // An earlier attempt was interrupted (a crash), or ended without an answer (a timeout, a cut
      // connection), so the provider may hold the message already: ask before sending again. A
      // provider that cannot answer (no such API on this account, an outage) leaves us where a
      // provider without lookup is: send again under the same idempotency key (see worker.ts).
      const found = await prepared.lookup().catch(() => null);
      if (found?.found) {
        markSent(deps, row, prepared, found.providerMessageId, { ...extra, recoveredBy: 'lookup' });
        return;
      }
    }
    let accepted: Accepted;
    try {
      accepted = await prepared.send();
    } catch (error) {
      markUnsent(deps, row, prepared.provider, error);
      return;
    }
    markSent(deps, row, prepared, accepted.providerMessageId, extra);
  } finally {
    release();
  }
}
