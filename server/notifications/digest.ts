import { findUser } from '../modules/team/repository';
import { renderTemplate } from '../templates/render';
import type { AppDeps } from '../types';
import { adminSettings, organizationFacts } from './context';
import { formatDateTime } from './format';
import { enqueue } from './outbox';
import { markDigested, pendingDigestItems, pendingDigestRecipients } from './digest-repository';
import { digestDueAt } from './rules';

/**
 * The admin digest job: for each member with events waiting, at the digest's due time (hourly at
 * :00, daily at the set time, weekly on Monday at the set time, in the organization's zone), one
 * email listing the events from before that time. The email's key names the member and the due
 * time, so running the job twice, or after a restart, queues it once.
 */
export function queueDigests(deps: AppDeps, now: Date): number {
  let queued = 0;
  const nowIso = now.toISOString();
  for (const { organizationId, userId } of pendingDigestRecipients(deps.db)) {
    const settings = adminSettings(deps, organizationId);
    const facts = organizationFacts(deps, organizationId);
    const due = digestDueAt(
      now,
      settings.adminNotificationsDigestSchedule,
      settings.adminNotificationsDigestTime,
      facts.timeZone,
    );
    const items = pendingDigestItems(deps.db, organizationId, userId, due.toISOString());
    if (items.length === 0) continue;
    const ids = items.map((item) => item.id);
    const member = findUser(deps.db, organizationId, userId)?.user;
    deps.db.transaction((tx) => {
      if (!member || !member.isActive || member.email.trim() === '') {
        // Nobody left to tell: the items are settled rather than looked at every minute.
        markDigested(tx, organizationId, ids, 'no-recipient', nowIso);
        return;
      }
      const rendered = renderTemplate(tx, organizationId, 'admin_digest', 'email', {
        recipientFirstName: member.firstName,
        organizationName: facts.name,
        businessName: facts.name,
        itemCount: String(items.length),
        digestSince: formatDateTime(new Date(items[0]!.createdAt), facts.timeZone),
        digestItems: items.map((item) => `• ${item.summary}`).join('\n'),
      });
      if (!rendered) {
        // The organization turned the digest off: the items are settled, not sent.
        markDigested(tx, organizationId, ids, 'template-off', nowIso);
        return;
      }
      const message = enqueue(
        tx,
        {
          organizationId,
          idempotencyKey: `digest:${userId}:${due.toISOString()}`,
          channel: 'email',
          event: 'adminDigest',
          recipient: member.email,
          recipientName: `${member.firstName} ${member.lastName}`.trim(),
          recipientKind: 'staff',
          userId,
          subject: rendered.subject,
          content: rendered.text,
          html: rendered.html,
          templateName: rendered.templateName,
          templateSubtype: rendered.templateSubtype,
          metadata: { digestItems: items.length, digestDueAt: due.toISOString() },
        },
        now,
      );
      // Already queued for this due time (items written in between wait for the next one).
      if (!message.created) return;
      markDigested(tx, organizationId, ids, message.id, nowIso);
      queued += 1;
    });
  }
  return queued;
}
