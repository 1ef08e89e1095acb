import { logReason, type LogReason } from '../contract/log-reasons';
import type { MessageChannel } from '../contract/notification-logs';
import { findUser } from '../modules/team/repository';
import { currentPlan, limitInUsageUnits } from '../modules/billing/plan';
import { emailBrand } from '../templates/brand';
import { hasTemplate, renderTemplate } from '../templates/render';
import type { AppDeps } from '../types';
import { organizationFacts, customerSettings, staffPreferences } from './context';
import { emailHtml, emailText } from './email-layout';
import type { InFlightLedger } from './ledger';
import { clientSentStats, countSentInPeriod, findClientContact, type MessageRow } from './repository';
import { dayWindow, quietHoursEnd, rateLimitDecision, smsLimitDecision } from './rules';
import type { SenderLookup } from './senders';

/**
 * The rules applied when a message is about to go (rules.ts holds them as pure functions; this
 * file reads what they need): the staff member's quiet hours, the plan's SMS limit, the client's
 * rate limits, and whether a provider is connected for the channel at all.
 */

/** Messages no rate limit holds back: a provider test, an invitation to join the team. */
const NOT_RATE_LIMITED = new Set(['providerTest', 'teamInvitation']);

export type GateDecision =
  | { kind: 'send' }
  | { kind: 'postpone'; until: Date }
  | { kind: 'fail'; reason: LogReason }
  /** Over the SMS limit: the row becomes this email, then goes through the gate again. */
  | {
      kind: 'switch';
      email: { recipient: string; subject: string; content: string; html: string; templateName: string | null };
      note: LogReason;
    };

function quietHoursOf(deps: AppDeps, row: MessageRow, now: Date): Date | null {
  if (row.recipientKind !== 'staff' || !row.userId) return null;
  const prefs = staffPreferences(deps, row.organizationId, row.userId);
  return quietHoursEnd(now, {
    enabled: prefs.quietHoursEnabled === true,
    start: String(prefs.quietHoursStart ?? '22:00'),
    end: String(prefs.quietHoursEnd ?? '08:00'),
    timeZone: String(prefs.quietHoursTimezone ?? 'UTC'),
  });
}

/** The person's email address, when the engine knows one: a client's record, a member's login. */
function emailOf(deps: AppDeps, row: MessageRow): string | null {
  if (row.clientId) {
    const email = findClientContact(deps.db, row.organizationId, row.clientId)?.email ?? '';
    return email.trim() === '' ? null : email.trim();
  }
  if (row.userId) return findUser(deps.db, row.organizationId, row.userId)?.user.email ?? null;
  return null;
}

const variablesOf = (row: MessageRow): Record<string, string> | null => {
  const variables = row.metadata.variables;
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) return null;
  return Object.fromEntries(
    Object.entries(variables as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
};

/**
 * The email an SMS becomes: its template's email version when there is one and the organization
 * sends it, else the SMS text in the email frame (in the organization's colours either way).
 */
function emailVersion(deps: AppDeps, row: MessageRow, to: string) {
  const variables = variablesOf(row);
  const rendered =
    row.templateSubtype && variables && hasTemplate(deps.db, row.templateSubtype, 'email')
      ? renderTemplate(deps.db, row.organizationId, row.templateSubtype, 'email', variables)
      : null;
  if (rendered) {
    return {
      recipient: to,
      subject: rendered.subject ?? '',
      content: rendered.text,
      html: rendered.html ?? '',
      templateName: rendered.templateName,
    };
  }
  const { name } = organizationFacts(deps, row.organizationId);
  const blocks = [{ type: 'paragraph' as const, text: row.content }];
  return {
    recipient: to,
    subject: name ? `Message from ${name}` : 'Message',
    content: emailText(blocks),
    html: emailHtml(name, blocks, emailBrand(deps.db, row.organizationId)),
    templateName: row.templateName,
  };
}

function smsLimit(
  deps: AppDeps,
  row: MessageRow,
  senders: SenderLookup,
  ledger: InFlightLedger,
  now: Date,
): GateDecision | null {
  const plan = currentPlan(deps.db, row.organizationId, now);
  const limit = limitInUsageUnits(plan.tier, 'sms');
  const used =
    countSentInPeriod(deps.db, row.organizationId, 'sms', plan.period.start, plan.period.end) +
    ledger.smsInFlight(row.organizationId);
  const email = limit >= 0 && used >= limit ? emailOf(deps, row) : null;
  const decision = smsLimitDecision({
    limit,
    used,
    email,
    emailConnected: email !== null && senders.email(deps, row.organizationId) !== null,
    plan: plan.tier.name,
  });
  if (decision.kind === 'send') return null;
  if (decision.kind === 'refuse') return { kind: 'fail', reason: decision.reason };
  return { kind: 'switch', email: emailVersion(deps, row, decision.to), note: decision.note };
}

function rateLimit(deps: AppDeps, row: MessageRow, ledger: InFlightLedger, now: Date): GateDecision | null {
  if (row.recipientKind !== 'client' || !row.clientId || NOT_RATE_LIMITED.has(row.event)) return null;
  const settings = customerSettings(deps, row.organizationId);
  const window = dayWindow(now, organizationFacts(deps, row.organizationId).timeZone);
  const stats = clientSentStats(
    deps.db,
    row.organizationId,
    row.clientId,
    row.channel,
    window.start.toISOString(),
    window.end.toISOString(),
  );
  const inFlight = ledger.clientInFlight(row.organizationId, row.clientId, row.channel);
  const last = Math.max(stats.lastSentAt ? Date.parse(stats.lastSentAt) : 0, inFlight.lastAt ?? 0);
  const decision = rateLimitDecision({
    now,
    sentToday: stats.sentToday + inFlight.count,
    lastSentAt: last > 0 ? new Date(last) : null,
    maxPerDay: settings.notificationMaxPerClientPerDay,
    minIntervalMinutes: settings.notificationMinIntervalMinutes,
    recipientName: row.recipientName?.trim() || row.recipient,
  });
  if (decision.kind === 'send') return null;
  if (decision.kind === 'wait') return { kind: 'postpone', until: decision.until };
  return { kind: 'fail', reason: decision.reason };
}

/** Whether `row` may go now, and if not, what becomes of it. */
export function gate(
  deps: AppDeps,
  row: MessageRow,
  senders: SenderLookup,
  ledger: InFlightLedger,
  now: Date,
): GateDecision {
  const quietUntil = quietHoursOf(deps, row, now);
  if (quietUntil) return { kind: 'postpone', until: quietUntil };
  const channel = row.channel as MessageChannel;
  if (channel === 'sms') {
    const over = smsLimit(deps, row, senders, ledger, now);
    if (over) return over;
  }
  const limited = rateLimit(deps, row, ledger, now);
  if (limited) return limited;
  if (senders[channel](deps, row.organizationId) === null) {
    return { kind: 'fail', reason: logReason('logReason.notConnected', { channel }) };
  }
  return { kind: 'send' };
}
