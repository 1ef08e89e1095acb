import type { MessageEvent } from '../contract/notification-logs';
import type { NotificationCategory, NotificationEvent, NotificationFlags } from '../contract/notification-preferences';
import type { AdminNotificationFields } from '../contract/notification-settings';
import { roleKey } from '../contract/permissions';
import { listUsers } from '../modules/team/repository';
import type { AppDeps } from '../types';
import { adminSettings, staffPreferences } from './context';
import type { AppointmentDescription } from './events';

/**
 * Who on the team hears of an appointment event, and how (spec part 2 §3 "Admin notification
 * settings", §6):
 * - the members holding a chosen role (adminNotificationsNotifyRoles), when admin notifications
 *   are on and the mode lets the event through: realtime every enabled event, exceptions only
 *   cancellations, no-shows and conflicts, digest every enabled event as a digest item, none nothing;
 * - the appointment's practitioner, when "Notify practitioners" is on: staff hear of their own
 *   appointments as it happens, whatever the admin mode;
 * - a member who is both gets one message, not two (§6), as the practitioner.
 * Each person's own notification preferences then choose the channels (email, SMS), and their
 * quiet hours hold the message back when it is sent (gate.ts).
 */
export type StaffEventKind = 'booked' | 'rescheduled' | 'cancelled' | 'noShow' | 'conflict';

interface StaffEventRule {
  event: MessageEvent;
  subtype: string;
  /** The admin settings' switch for this event. */
  flag: keyof AdminNotificationFields;
  /** Sent in "exceptions" mode. */
  exception: boolean;
  /** The personal preference event (Personal settings > Notifications), when there is one. */
  preference: NotificationEvent | null;
  /** How a digest line starts. */
  summaryLabel: string;
}

const RULES: Readonly<Record<StaffEventKind, StaffEventRule>> = {
  booked: {
    event: 'adminBooking',
    subtype: 'admin_booking',
    flag: 'adminNotificationsAllBookings',
    exception: false,
    preference: 'appointmentBooked',
    summaryLabel: 'New booking',
  },
  rescheduled: {
    event: 'adminBooking',
    subtype: 'admin_rescheduling',
    flag: 'adminNotificationsAllBookings',
    exception: false,
    preference: 'appointmentRescheduled',
    summaryLabel: 'Booking moved',
  },
  cancelled: {
    event: 'adminCancellation',
    subtype: 'admin_cancellation',
    flag: 'adminNotificationsCancellations',
    exception: true,
    preference: 'appointmentCancelled',
    summaryLabel: 'Cancelled',
  },
  noShow: {
    event: 'adminNoShow',
    subtype: 'admin_no_show',
    flag: 'adminNotificationsNoShows',
    exception: true,
    preference: null,
    summaryLabel: 'No-show',
  },
  conflict: {
    event: 'adminConflict',
    subtype: 'admin_conflict',
    flag: 'adminNotificationsConflicts',
    exception: true,
    preference: null,
    summaryLabel: 'Booking conflict',
  },
};

/** The personal preference events the team's appointment messages follow. */
export const STAFF_PREFERENCE_EVENTS: readonly NotificationEvent[] = Object.values(RULES).flatMap((rule) =>
  rule.preference === null ? [] : [rule.preference],
);

export interface StaffRecipient {
  userId: string;
  name: string;
  firstName: string;
  delivery: 'now' | 'digest';
  /** For `now`: where each chosen channel goes. */
  channels: { channel: 'email' | 'sms'; address: string }[];
}

const E164 = /^\+[1-9][0-9]{6,14}$/;

/** Whether the admin settings let this event reach the chosen roles. */
export function adminsHear(settings: AdminNotificationFields, kind: StaffEventKind, clientIsVip: boolean): boolean {
  const rule = RULES[kind];
  if (!settings.adminNotificationsEnabled || settings.adminNotificationsMode === 'none') return false;
  if (settings[rule.flag] !== true) return false;
  if (settings.adminNotificationsMode === 'exceptions' && !rule.exception) return false;
  // "VIP clients only" narrows the booking notices to VIP clients' bookings.
  if (!rule.exception && settings.adminNotificationsVipOnly && !clientIsVip) return false;
  return true;
}

/**
 * The channels a member's own preferences choose for an event of a category (Personal settings >
 * Notifications): none when the category or the event is off, else email and SMS as switched on,
 * where the member has an address and a number an SMS can go to.
 */
export function memberChannels(
  prefs: NotificationFlags,
  category: NotificationCategory,
  preference: NotificationEvent,
  member: { email: string; phone: string },
): StaffRecipient['channels'] {
  if (prefs[`${category}Enabled`] === false || prefs[`${preference}Enabled`] === false) return [];
  const channels: StaffRecipient['channels'] = [];
  const email = member.email.trim();
  if (prefs[`${preference}Email`] === true && email !== '') channels.push({ channel: 'email', address: email });
  const phone = member.phone.replace(/[\s()-]/g, '');
  if (prefs[`${preference}Sms`] === true && E164.test(phone)) channels.push({ channel: 'sms', address: phone });
  return channels;
}

/** The channels a member's own preferences choose for the event (email when the event has no preference of its own). */
function channelsOf(
  deps: AppDeps,
  organizationId: string,
  member: { id: string; email: string; phone: string },
  preference: NotificationEvent | null,
): StaffRecipient['channels'] {
  const prefs = staffPreferences(deps, organizationId, member.id);
  const email = member.email.trim();
  if (preference === null)
    return prefs.appointmentsEnabled === false || email === '' ? [] : [{ channel: 'email', address: email }];
  return memberChannels(prefs, 'appointments', preference, member);
}

export function staffRecipients(deps: AppDeps, appointment: AppointmentDescription, kind: StaffEventKind) {
  const rule = RULES[kind];
  const settings = adminSettings(deps, appointment.organizationId);
  const members = listUsers(deps.db, appointment.organizationId).filter(({ user }) => user.isActive);
  const practitionerId = settings.adminNotificationsPractitioners ? (appointment.practitioner?.userId ?? null) : null;
  const roles = new Set<string>(settings.adminNotificationsNotifyRoles);
  const admins = adminsHear(settings, kind, appointment.client.vip === true);
  const recipients: StaffRecipient[] = [];
  for (const { user, role } of members) {
    const own = user.id === practitionerId;
    const byRole = admins && roles.has(roleKey(role.name) ?? '');
    if (!own && !byRole) continue;
    const name = `${user.firstName} ${user.lastName}`.trim();
    // The practitioner hears of their own appointment now, even when the admins get a digest.
    const delivery = !own && settings.adminNotificationsMode === 'digest' ? 'digest' : 'now';
    const channels = delivery === 'now' ? channelsOf(deps, appointment.organizationId, user, rule.preference) : [];
    if (delivery === 'now' && channels.length === 0) continue;
    recipients.push({ userId: user.id, name, firstName: user.firstName, delivery, channels });
  }
  return { event: rule.event, subtype: rule.subtype, summaryLabel: rule.summaryLabel, recipients };
}
