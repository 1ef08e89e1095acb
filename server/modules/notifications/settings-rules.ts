import {
  CUSTOMER_CHANNELS,
  CUSTOMER_EVENTS,
  EVENT_LABELS,
  type AdminNotificationFields,
  type CustomerChannel,
  type CustomerNotificationFields,
  type ReminderChannel,
} from '../../contract/notification-settings';
import { mergeDeep } from '../../documents/documents';
import { ValidationError } from '../../errors';

/** The flag of a reminder timing's channel: `sms` is switched on by `appointmentRemindersSmsEnabled`. */
const REMINDER_FLAG: Readonly<Record<ReminderChannel, CustomerChannel>> = {
  email: 'Email',
  sms: 'Sms',
  push: 'Push',
  inApp: 'InApp',
};
const REMINDER_CHANNEL_NAMES: Readonly<Record<ReminderChannel, string>> = {
  email: 'email',
  sms: 'SMS',
  push: 'push',
  inApp: 'in-app',
};

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/**
 * The customer document after a save, kept consistent where the screen alone cannot be trusted
 * (another client, an old tab):
 * - an event switched off has all its channels off (spec part 2 §4: "Toggling an event off also
 *   turns off all its channels"); a save that switches a channel on for an event it leaves off is
 *   refused rather than silently undone;
 * - no two reminders at the same time before the appointment;
 * - reminders switched on have at least one timing, and each timing is sent only by channels
 *   switched on for reminders. The per-channel switches are the business's choice of what clients
 *   receive, so a timing naming a switched-off channel would either send what was switched off or
 *   silently send nothing: it is refused with a sentence naming both. While reminders are off the
 *   timings are kept as they are, for when they are switched on again.
 */
export function nextCustomerSettings(
  current: CustomerNotificationFields,
  patch: Readonly<Record<string, unknown>>,
): CustomerNotificationFields {
  const next = mergeDeep(current, patch);
  for (const event of CUSTOMER_EVENTS) {
    if (next[`${event}Enabled`] !== false) continue;
    for (const channel of CUSTOMER_CHANNELS) {
      const flag = `${event}${channel}Enabled`;
      if (patch[flag] === true) {
        throw new ValidationError(flag, `cannot be on while ${EVENT_LABELS[event].toLowerCase()} is off`);
      }
      next[flag] = false;
    }
  }

  const timings = next.appointmentRemindersTiming;
  const seen = new Set<number>();
  timings.forEach(({ hours }, i) => {
    if (seen.has(hours)) {
      throw new ValidationError(
        `appointmentRemindersTiming.${i}.hours`,
        `Two reminders are set ${hoursText(hours)} before the appointment. Give each reminder its own time.`,
      );
    }
    seen.add(hours);
  });

  if (next.appointmentRemindersEnabled === true) {
    if (timings.length === 0) {
      throw new ValidationError(
        'appointmentRemindersTiming',
        'Add at least one reminder time, or turn appointment reminders off',
      );
    }
    timings.forEach(({ hours, channels }, i) => {
      for (const channel of channels) {
        if (next[`appointmentReminders${REMINDER_FLAG[channel]}Enabled`] === true) continue;
        const name = REMINDER_CHANNEL_NAMES[channel];
        throw new ValidationError(
          `appointmentRemindersTiming.${i}.channels`,
          `The reminder ${hoursText(hours)} before is sent by ${name}, but ${name} reminders are switched off. ` +
            `Switch ${name} reminders on, or take ${name} off this reminder.`,
        );
      }
    });
  }
  return next;
}

/**
 * The admin document after a save: notifications that are on must reach someone, a role or the
 * appointment's practitioner (spec part 2 §6); "none" sends nothing and needs no one.
 */
export function nextAdminSettings(
  current: AdminNotificationFields,
  patch: Readonly<Partial<AdminNotificationFields>>,
): AdminNotificationFields {
  const next = mergeDeep(current, patch);
  const sends = next.adminNotificationsEnabled && next.adminNotificationsMode !== 'none';
  if (sends && next.adminNotificationsNotifyRoles.length === 0 && !next.adminNotificationsPractitioners) {
    throw new ValidationError(
      'adminNotificationsNotifyRoles',
      'Choose at least one role to notify, or turn admin notifications off',
    );
  }
  return next;
}
