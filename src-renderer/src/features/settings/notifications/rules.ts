import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationFlags,
} from '../../../../../server/contract/notification-preferences';

export type Channel = (typeof NOTIFICATION_CHANNELS)[number];

/** The flat fields as the form edits them: the saved document without its `updatedAt`. */
export type Flags = Readonly<NotificationFlags>;

export function editableFlags(document: Readonly<Record<string, unknown>>): Flags {
  const flags: NotificationFlags = {};
  for (const key of Object.keys(DEFAULT_NOTIFICATION_PREFERENCES)) {
    const value = document[key];
    flags[key] =
      value === undefined ? (DEFAULT_NOTIFICATION_PREFERENCES[key] ?? null) : (value as NotificationFlags[string]);
  }
  return flags;
}

export const defaultFlags = (): Flags => ({ ...DEFAULT_NOTIFICATION_PREFERENCES });

export const isOn = (flags: Flags, key: string): boolean => flags[key] === true;

export function anyChannelOn(flags: Flags, event: NotificationEvent): boolean {
  return NOTIFICATION_CHANNELS.some((channel) => isOn(flags, `${event}${channel}`));
}

/** What the event's master switch shows: on while the event is enabled and reaches you somehow. */
export function eventIsOn(flags: Flags, event: NotificationEvent): boolean {
  return isOn(flags, `${event}Enabled`) && anyChannelOn(flags, event);
}

/**
 * Part 1 §4, the master toggle: from off it turns email, push and in-app on together while SMS
 * stays as it is (off unless chosen, to prevent charges); from on it turns all four off.
 */
export function toggleEvent(flags: Flags, event: NotificationEvent): Flags {
  if (eventIsOn(flags, event)) {
    return {
      ...flags,
      [`${event}Enabled`]: false,
      [`${event}Email`]: false,
      [`${event}Sms`]: false,
      [`${event}Push`]: false,
      [`${event}InApp`]: false,
    };
  }
  return {
    ...flags,
    [`${event}Enabled`]: true,
    [`${event}Email`]: true,
    [`${event}Push`]: true,
    [`${event}InApp`]: true,
  };
}

/** A channel badge flips that one channel; the event stays enabled while any channel is on. */
export function toggleChannel(flags: Flags, event: NotificationEvent, channel: Channel): Flags {
  const next = { ...flags, [`${event}${channel}`]: !isOn(flags, `${event}${channel}`) };
  return { ...next, [`${event}Enabled`]: anyChannelOn(next, event) };
}

export function anySmsOn(flags: Flags): boolean {
  return NOTIFICATION_EVENTS.some((event) => isOn(flags, `${event}Sms`));
}

export function sameFlags(a: Flags, b: Flags): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}
