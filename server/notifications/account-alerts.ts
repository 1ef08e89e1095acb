import type { MessageEvent } from '../contract/notification-logs';
import type { DbOrTx } from '../db/client';
import { renderTemplate } from '../templates/render';
import type { AppDeps } from '../types';
import { organizationFacts, staffPreferences } from './context';
import { formatDateTime } from './format';
import { enqueue, queueWithin } from './outbox';
import { memberChannels } from './staff-recipients';

/**
 * A member's own account alerts: the Security events of Personal settings > Notifications (spec
 * part 1 §3: loginAlert, passwordChange, unusualActivity). Each goes to the member alone, by the
 * channels their own preferences choose, rendered from its template (templates/catalog.ts), and
 * is logged like every message. Times are written in the organization's zone, as the other
 * messages are.
 */
export type AccountAlert =
  /** A sign-in from a browser and device the account had not used before. */
  | { event: 'loginAlert'; device: string; address: string }
  /** The member changed their password (Personal settings > Security). */
  | { event: 'passwordChange' }
  /** Sign-in locked after too many wrong passwords or codes; `lockedUntil` makes it one alert per lock. */
  | { event: 'unusualActivity'; details: string; address: string; lockedUntil: string };

const SUBTYPES: Readonly<Record<AccountAlert['event'], string>> = {
  loginAlert: 'login_alert',
  passwordChange: 'password_changed',
  unusualActivity: 'unusual_activity',
};

/** The personal preference events the account alerts follow. */
export const ACCOUNT_ALERT_EVENTS = Object.keys(SUBTYPES) as AccountAlert['event'][];

export interface AlertedMember {
  id: string;
  organizationId: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
}

/** The alert's own template variables, and what makes one occurrence of it (telling it twice queues nothing new). */
function specificsOf(
  alert: AccountAlert,
  at: Date,
  when: string,
): { variables: Record<string, string>; occurrence: string } {
  switch (alert.event) {
    case 'loginAlert':
      return {
        variables: { signInDevice: alert.device, signInAddress: alert.address, signInTime: when },
        occurrence: `${at.toISOString()}:${alert.device}:${alert.address}`,
      };
    case 'passwordChange':
      return { variables: { changedAt: when }, occurrence: at.toISOString() };
    case 'unusualActivity':
      return {
        variables: { activityDetails: alert.details, signInAddress: alert.address, signInTime: when },
        occurrence: alert.lockedUntil,
      };
  }
}

/**
 * Queues the alert in `tx` when given (the caller wakes the worker after its commit), else in a
 * transaction of its own. Returns how many messages were queued (none when the member turned the
 * event, or the whole Security category, off).
 */
export function queueAccountAlert(
  deps: AppDeps,
  member: AlertedMember,
  alert: AccountAlert,
  at: Date,
  tx?: DbOrTx,
): number {
  const channels = memberChannels(
    staffPreferences(deps, member.organizationId, member.id),
    'security',
    alert.event,
    member,
  );
  if (channels.length === 0) return 0;
  const organization = organizationFacts(deps, member.organizationId);
  const specifics = specificsOf(alert, at, formatDateTime(at, organization.timeZone));
  const variables = {
    organizationName: organization.name,
    businessName: organization.name,
    firstName: member.firstName,
    recipientFirstName: member.firstName,
    ...specifics.variables,
  };
  const event: MessageEvent = alert.event;
  return queueWithin(deps, { tx }, (db) => {
    let queued = 0;
    for (const { channel, address } of channels) {
      const rendered = renderTemplate(db, member.organizationId, SUBTYPES[alert.event], channel, variables);
      // The organization switched this template off (System templates).
      if (!rendered) continue;
      const result = enqueue(
        db,
        {
          organizationId: member.organizationId,
          idempotencyKey: `account:${alert.event}:${member.id}:${specifics.occurrence}:${channel}`,
          channel,
          event,
          recipient: address,
          recipientName: `${member.firstName} ${member.lastName}`.trim(),
          recipientKind: 'staff',
          userId: member.id,
          subject: rendered.subject,
          content: rendered.text,
          html: rendered.html,
          templateName: rendered.templateName,
          templateSubtype: rendered.templateSubtype,
          metadata: { variables },
        },
        at,
      );
      if (result.created) queued += 1;
    }
    return queued;
  }).queued;
}
