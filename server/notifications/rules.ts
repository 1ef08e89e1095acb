import {
  DAY_MS,
  MINUTE_MS,
  edgeInstant,
  localDay,
  offsetMinutesAt,
  weekdayIndex,
} from '../contract/availability/zone-clock';
import type { DigestSchedule } from '../contract/notification-settings';
import { logReason, type LogReason } from '../contract/log-reasons';

/**
 * The rules the engine applies when a message is about to go, as pure functions of the clock and
 * what has been sent: back-off, the client rate limits, staff quiet hours, the plan's SMS limit and
 * the digest's schedule. Days, quiet hours and digest times are wall-clock times of a time zone
 * (Intl only, daylight saving included).
 */

/** Waits after each failed attempt a provider could not be reached for; the fifth failure is final. */
export const BACKOFF_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;

/** When to try again after `attempts` attempts, or null when that was the last one. */
export function retryAt(now: Date, attempts: number): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const wait = BACKOFF_MS[Math.max(0, attempts - 1)] ?? BACKOFF_MS[BACKOFF_MS.length - 1]!;
  return new Date(now.getTime() + wait);
}

const HOUR_MS = 60 * MINUTE_MS;

/** Days since 1970-01-01 of the zone's calendar at `instant`. */
export function localDayNumber(instant: number, timeZone: string): number {
  return Math.floor((instant + offsetMinutesAt(timeZone, instant) * MINUTE_MS) / DAY_MS);
}

/** Minutes since the zone's midnight at `instant`. */
export function localMinuteOfDay(instant: number, timeZone: string): number {
  const wall = instant + offsetMinutesAt(timeZone, instant) * MINUTE_MS;
  return Math.floor((wall - Math.floor(wall / DAY_MS) * DAY_MS) / MINUTE_MS);
}

/** The instant the zone's clock first shows `minuteOfDay` on that day (the jump, inside a spring gap). */
export function wallInstant(dayNumber: number, minuteOfDay: number, timeZone: string): number {
  return edgeInstant(localDay(timeZone, dayNumber), minuteOfDay);
}

/** The calendar day holding `now` in the zone, as instants [start, end). */
export function dayWindow(now: Date, timeZone: string): { start: Date; end: Date } {
  const day = localDayNumber(now.getTime(), timeZone);
  return { start: new Date(wallInstant(day, 0, timeZone)), end: new Date(wallInstant(day + 1, 0, timeZone)) };
}

const parseClock = (time: string): number => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Not a time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
};

export interface QuietHours {
  enabled: boolean;
  /** HH:MM, wall clock of `timeZone`. From start until end; over midnight when end is earlier. */
  start: string;
  end: string;
  timeZone: string;
}

/**
 * When the quiet hours holding `now` end, or null when `now` is outside them. Equal start and end
 * mean no quiet hours (an empty range, rather than a whole day of silence nobody would choose).
 */
export function quietHoursEnd(now: Date, quiet: QuietHours): Date | null {
  if (!quiet.enabled) return null;
  const start = parseClock(quiet.start);
  const end = parseClock(quiet.end);
  if (start === end) return null;
  const instant = now.getTime();
  const minute = localMinuteOfDay(instant, quiet.timeZone);
  const day = localDayNumber(instant, quiet.timeZone);
  if (start < end) {
    // Within one day: 13:00-14:00.
    return minute >= start && minute < end ? new Date(wallInstant(day, end, quiet.timeZone)) : null;
  }
  // Over midnight: 22:00-08:00. In the evening part they end tomorrow, in the morning part today.
  if (minute >= start) return new Date(wallInstant(day + 1, end, quiet.timeZone));
  if (minute < end) return new Date(wallInstant(day, end, quiet.timeZone));
  return null;
}

export interface RateLimitInput {
  now: Date;
  /** Messages of this channel already sent to the client today (the organization's day). */
  sentToday: number;
  /** The latest such message, today or not. */
  lastSentAt: Date | null;
  maxPerDay: number;
  minIntervalMinutes: number;
  /** How the client is named in the sentence ("Ana Lopez"). */
  recipientName: string;
}

export type RateLimitDecision =
  { kind: 'send' } | { kind: 'wait'; until: Date } | { kind: 'refuse'; reason: LogReason };

/**
 * The client rate limits of the customer notification settings (spec part 2 §3, §5). Counted per
 * channel: a confirmation going out by email and by SMS at the same moment is one notification
 * reaching the client two ways, and must not make the SMS wait out the minimum interval behind its
 * own email. Too soon after the last one: wait (the message keeps its place, no attempt is used).
 * Over the daily maximum: not sent, with the reason in the log.
 */
export function rateLimitDecision(input: RateLimitInput): RateLimitDecision {
  if (input.sentToday >= input.maxPerDay) {
    const values = { name: input.recipientName, sent: input.sentToday, max: input.maxPerDay };
    return { kind: 'refuse', reason: logReason('logReason.dailyLimit', values) };
  }
  if (input.lastSentAt) {
    const allowedAt = input.lastSentAt.getTime() + input.minIntervalMinutes * MINUTE_MS;
    if (allowedAt > input.now.getTime()) return { kind: 'wait', until: new Date(allowedAt) };
  }
  return { kind: 'send' };
}

export const SMS_FALLBACK_NOTE = logReason('logReason.smsFallback');

export type SmsLimitDecision =
  { kind: 'send' } | { kind: 'email'; to: string; note: LogReason } | { kind: 'refuse'; reason: LogReason };

/**
 * The plan's monthly SMS limit (-1: unlimited). Over it, the SMS becomes an email to the same person
 * when their address is known and email can be sent; otherwise it is not sent, with the plan's
 * sentence.
 */
export function smsLimitDecision(input: {
  limit: number;
  used: number;
  email: string | null;
  emailConnected: boolean;
  /** The plan's name, for the sentence ("Your STUDIO plan allows 250 SMS a month..."). */
  plan: string;
}): SmsLimitDecision {
  if (input.limit < 0 || input.used < input.limit) return { kind: 'send' };
  if (input.email && input.emailConnected) return { kind: 'email', to: input.email, note: SMS_FALLBACK_NOTE };
  return {
    kind: 'refuse',
    reason: logReason('logReason.smsPlanLimit', { plan: input.plan, limit: String(input.limit) }),
  };
}

/**
 * The digest's last due time at or before `now`, in the organization's zone: hourly at :00, daily
 * at `time`, weekly on Monday at `time`. A digest takes the events before it; one is queued per
 * due time, so a worker that was stopped for a week sends one digest, not seven.
 */
export function digestDueAt(now: Date, schedule: DigestSchedule, time: string, timeZone: string): Date {
  const instant = now.getTime();
  if (schedule === 'hourly') {
    // Whole hours of the zone's clock; zones with half-hour offsets keep their :00.
    const day = localDayNumber(instant, timeZone);
    const hour = Math.floor(localMinuteOfDay(instant, timeZone) / 60);
    const candidate = wallInstant(day, hour * 60, timeZone);
    return new Date(candidate <= instant ? candidate : candidate - HOUR_MS);
  }
  const minute = parseClock(time);
  let day = localDayNumber(instant, timeZone);
  if (schedule === 'weekly') day -= weekdayIndex(day);
  for (;;) {
    const candidate = wallInstant(day, minute, timeZone);
    if (candidate <= instant) return new Date(candidate);
    day -= schedule === 'weekly' ? 7 : 1;
  }
}

/** When a reminder `hours` before `start` is due, or null when that moment has already passed. */
export function reminderDueAt(start: Date, hours: number, now: Date): Date | null {
  const due = new Date(start.getTime() - hours * HOUR_MS);
  return due.getTime() > now.getTime() ? due : null;
}
