import {
  CUSTOMER_CHANNELS,
  DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS,
  MAX_REMINDER_TIMINGS,
  RATE_LIMITS,
  REMINDER_HOURS,
  type CustomerChannel,
  type CustomerEvent,
  type CustomerNotificationFields,
  type CustomerNotificationSettings,
  type ReminderChannel,
  type ReminderTiming,
} from '../../../../server/contract/notification-settings';

/**
 * The customer notification settings as the page edits them (spec part 2 §3-§5, §9): the flat
 * fields, an event's master switch and its channels, the reminder timing list and the two rate
 * limits. Every function answers new values and leaves the ones it was given alone (the form's
 * draft compares them).
 */
export type Fields = CustomerNotificationFields;

/** The engine delivers these to clients; push and in-app wait until clients have a device or an inbox. */
export const DELIVERED_CHANNELS: readonly CustomerChannel[] = ['Email', 'Sms'];
export const DELIVERED_REMINDER_CHANNELS: readonly ReminderChannel[] = ['email', 'sms'];

export const eventKey = (event: CustomerEvent): string => `${event}Enabled`;
export const channelKey = (event: CustomerEvent, channel: CustomerChannel): string => `${event}${channel}Enabled`;

export const isOn = (fields: Readonly<Record<string, unknown>>, key: string): boolean => fields[key] === true;

/**
 * The flat fields a save sends: the answer without `updatedAt` (and without anything the page keeps
 * for itself, such as rescheduling's showConfirmationModal, §3), each missing one at its default.
 */
export function editableFields(settings: Readonly<Record<string, unknown>>): Fields {
  const fields: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS)) {
    fields[key] = settings[key] === undefined ? fallback : settings[key];
  }
  return fields as Fields;
}

/** What the answer means as the form's values (the contract types the flat fields by pattern). */
export const settingsOf = (answer: unknown): CustomerNotificationSettings => answer as CustomerNotificationSettings;

/**
 * §4: toggling an event off also turns off all its channels. Turning it back on starts from the
 * channels §9 gives the event, so it reaches clients again without a second click.
 */
export function toggleEvent<T extends Fields>(fields: T, event: CustomerEvent): T {
  const next: Record<string, unknown> = { ...fields };
  const on = !isOn(fields, eventKey(event));
  next[eventKey(event)] = on;
  for (const channel of CUSTOMER_CHANNELS) {
    next[channelKey(event, channel)] = on
      ? isOn(DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS, channelKey(event, channel))
      : false;
  }
  return next as T;
}

export function toggleChannel<T extends Fields>(fields: T, event: CustomerEvent, channel: CustomerChannel): T {
  const key = channelKey(event, channel);
  return { ...fields, [key]: !isOn(fields, key) };
}

/**
 * Revert to Defaults (§4): the defaults of §9, except the providers. Those follow the connections
 * made on this page (the status at the top names them), so reverting never points a channel at a
 * provider that is not connected.
 */
export function defaultsKeepingProviders<T extends Fields>(fields: T): T {
  return {
    ...fields,
    ...structuredClone(DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS),
    notificationEmailProvider: fields.notificationEmailProvider,
    notificationSmsProvider: fields.notificationSmsProvider,
    notificationPushProvider: fields.notificationPushProvider,
  };
}

// Reminder timing: a list of {hours before, channels}.

export const canAddReminder = (list: readonly ReminderTiming[]): boolean => list.length < MAX_REMINDER_TIMINGS;

/** A new reminder: a day before the earliest one so far (24 hours in an empty list), by email. */
export function addReminder(list: readonly ReminderTiming[]): ReminderTiming[] {
  if (!canAddReminder(list)) return [...list];
  const taken = new Set(list.map((timing) => timing.hours));
  let hours =
    list.length === 0 ? 24 : Math.min(Math.max(...list.map((timing) => timing.hours)) + 24, REMINDER_HOURS.max);
  while (taken.has(hours) && hours > REMINDER_HOURS.min) hours -= 1;
  return [...list, { hours, channels: ['email'] }];
}

export function removeReminder(list: readonly ReminderTiming[], index: number): ReminderTiming[] {
  return list.filter((_timing, at) => at !== index);
}

export function setReminderHours(list: readonly ReminderTiming[], index: number, hours: number): ReminderTiming[] {
  return list.map((timing, at) => (at === index ? { ...timing, hours } : timing));
}

export function toggleReminderChannel(
  list: readonly ReminderTiming[],
  index: number,
  channel: ReminderChannel,
): ReminderTiming[] {
  return list.map((timing, at) => {
    if (at !== index) return timing;
    const channels = timing.channels.includes(channel)
      ? timing.channels.filter((each) => each !== channel)
      : [...timing.channels, channel];
    return { ...timing, channels };
  });
}

/** '24' → 24; anything that is not a whole number → NaN, which the range check refuses. */
export function hoursOf(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export const isReminderHoursInRange = (hours: number): boolean =>
  Number.isInteger(hours) && hours >= REMINDER_HOURS.min && hours <= REMINDER_HOURS.max;

export type ReminderProblem =
  { kind: 'hours'; index: number } | { kind: 'channels'; index: number } | { kind: 'duplicate'; index: number };

/** The first reminder the server would refuse (or that would send twice at once), or null. */
export function reminderProblem(list: readonly ReminderTiming[]): ReminderProblem | null {
  const seen = new Set<number>();
  for (const [index, timing] of list.entries()) {
    if (!isReminderHoursInRange(timing.hours)) return { kind: 'hours', index };
    if (timing.channels.length === 0) return { kind: 'channels', index };
    if (seen.has(timing.hours)) return { kind: 'duplicate', index };
    seen.add(timing.hours);
  }
  return null;
}

// Rate limits (§5).

export type RateLimit = keyof typeof RATE_LIMITS;
export const RATE_LIMIT_FIELDS: Readonly<
  Record<RateLimit, 'notificationMaxPerClientPerDay' | 'notificationMinIntervalMinutes'>
> = {
  maxPerClientPerDay: 'notificationMaxPerClientPerDay',
  minIntervalMinutes: 'notificationMinIntervalMinutes',
};

/** §5: a blank field falls back (10 a day, 5 minutes); other text is read as a whole number. */
export function rateLimitOf(text: string, limit: RateLimit): number {
  const trimmed = text.trim();
  if (trimmed === '') return RATE_LIMITS[limit].fallback;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function isRateLimitInRange(value: number, limit: RateLimit): boolean {
  const { min, max } = RATE_LIMITS[limit];
  return Number.isInteger(value) && value >= min && value <= max;
}

/** The first rate limit outside its bounds, or null. */
export function rateLimitProblem(fields: Fields): RateLimit | null {
  for (const limit of Object.keys(RATE_LIMIT_FIELDS) as RateLimit[]) {
    if (!isRateLimitInRange(fields[RATE_LIMIT_FIELDS[limit]], limit)) return limit;
  }
  return null;
}
