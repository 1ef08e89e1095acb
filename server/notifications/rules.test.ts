import { describe, expect, it } from 'vitest';
import { englishReason, logReason } from '../contract/log-reasons';
import { limitMessage } from '../modules/billing/limits';
import {
  MAX_ATTEMPTS,
  SMS_FALLBACK_NOTE,
  dayWindow,
  digestDueAt,
  quietHoursEnd,
  rateLimitDecision,
  reminderDueAt,
  retryAt,
  smsLimitDecision,
} from './rules';

const at = (iso: string) => new Date(iso);

describe('back-off', () => {
  it('waits 30 s, 2 min, 10 min, 1 h, then gives up after the fifth attempt', () => {
    const now = at('2025-03-03T10:00:00Z');
    const waits = [1, 2, 3, 4].map((attempts) => (retryAt(now, attempts)!.getTime() - now.getTime()) / 1000);
    expect(waits).toEqual([30, 120, 600, 3600]);
    expect(MAX_ATTEMPTS).toBe(5);
    expect(retryAt(now, 5)).toBeNull();
  });
});

describe('quiet hours', () => {
  const quiet = { enabled: true, start: '22:00', end: '08:00', timeZone: 'Australia/Sydney' };

  it('holds a message until the end, over midnight, in the preference’s zone', () => {
    // 23:30 in Sydney (UTC+11 in March): until 08:00 the next morning.
    expect(quietHoursEnd(at('2025-03-03T12:30:00Z'), quiet)?.toISOString()).toBe('2025-03-03T21:00:00.000Z');
    // 06:00 in Sydney: until 08:00 the same morning.
    expect(quietHoursEnd(at('2025-03-03T19:00:00Z'), quiet)?.toISOString()).toBe('2025-03-03T21:00:00.000Z');
    // 12:00 in Sydney: not quiet.
    expect(quietHoursEnd(at('2025-03-03T01:00:00Z'), quiet)).toBeNull();
    // 22:00 exactly is quiet; 08:00 exactly is not.
    expect(quietHoursEnd(at('2025-03-03T11:00:00Z'), quiet)).not.toBeNull();
    expect(quietHoursEnd(at('2025-03-03T21:00:00Z'), quiet)).toBeNull();
  });

  it('handles a range within one day, switched off, and empty', () => {
    const lunch = { enabled: true, start: '12:00', end: '13:30', timeZone: 'UTC' };
    expect(quietHoursEnd(at('2025-03-03T12:45:00Z'), lunch)?.toISOString()).toBe('2025-03-03T13:30:00.000Z');
    expect(quietHoursEnd(at('2025-03-03T13:30:00Z'), lunch)).toBeNull();
    expect(quietHoursEnd(at('2025-03-03T12:45:00Z'), { ...lunch, enabled: false })).toBeNull();
    expect(quietHoursEnd(at('2025-03-03T12:45:00Z'), { ...lunch, end: '12:00' })).toBeNull();
  });

  it('ends at the right instant across a daylight saving change', () => {
    // New York springs forward on 2025-03-09 at 02:00: 08:00 that morning is 12:00 UTC, not 13:00.
    const ny = { enabled: true, start: '22:00', end: '08:00', timeZone: 'America/New_York' };
    expect(quietHoursEnd(at('2025-03-09T04:00:00Z'), ny)?.toISOString()).toBe('2025-03-09T12:00:00.000Z');
    // The evening before (23:00 EST) it also ends at 08:00 EDT.
    expect(quietHoursEnd(at('2025-03-09T04:30:00Z'), ny)?.toISOString()).toBe('2025-03-09T12:00:00.000Z');
  });
});

describe('client rate limits', () => {
  const base = {
    now: at('2025-03-03T10:00:00Z'),
    sentToday: 0,
    lastSentAt: null,
    maxPerDay: 10,
    minIntervalMinutes: 5,
    recipientName: 'Ana Lopez',
  };

  it('sends when under both limits', () => {
    expect(rateLimitDecision(base)).toEqual({ kind: 'send' });
    expect(rateLimitDecision({ ...base, sentToday: 9, lastSentAt: at('2025-03-03T09:55:00Z') })).toEqual({
      kind: 'send',
    });
  });

  it('waits out the minimum interval', () => {
    expect(rateLimitDecision({ ...base, lastSentAt: at('2025-03-03T09:58:00Z') })).toEqual({
      kind: 'wait',
      until: at('2025-03-03T10:03:00Z'),
    });
  });

  it('refuses over the daily maximum with a sentence naming the client', () => {
    const decision = rateLimitDecision({ ...base, sentToday: 10 });
    expect(decision).toEqual({
      kind: 'refuse',
      reason: logReason('logReason.dailyLimit', { name: 'Ana Lopez', sent: 10, max: 10 }),
    });
    expect(decision.kind === 'refuse' && englishReason(decision.reason)).toBe(
      'Not sent: Ana Lopez has already received 10 notifications today (the limit is 10 a day).',
    );
  });
});

describe('calendar days', () => {
  it('is the organization’s day, not UTC’s', () => {
    // 10:00 UTC on March 3 is 21:00 in Sydney: the day runs from 13:00 UTC on the 2nd.
    expect(dayWindow(at('2025-03-03T10:00:00Z'), 'Australia/Sydney')).toEqual({
      start: at('2025-03-02T13:00:00Z'),
      end: at('2025-03-03T13:00:00Z'),
    });
    // A 23-hour day in New York.
    const spring = dayWindow(at('2025-03-09T15:00:00Z'), 'America/New_York');
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
  });
});

describe('the plan’s SMS limit', () => {
  const base = {
    limit: 50,
    used: 49,
    email: 'ana@example.test',
    emailConnected: true,
    plan: 'FREE',
  };

  it('sends under the limit and always when unlimited', () => {
    expect(smsLimitDecision(base)).toEqual({ kind: 'send' });
    expect(smsLimitDecision({ ...base, limit: -1, used: 10_000 })).toEqual({ kind: 'send' });
  });

  it('falls back to email at the limit when the address is known and email is connected', () => {
    expect(smsLimitDecision({ ...base, used: 50 })).toEqual({
      kind: 'email',
      to: 'ana@example.test',
      note: SMS_FALLBACK_NOTE,
    });
    expect(englishReason(SMS_FALLBACK_NOTE)).toBe('The SMS limit of your plan is reached.');
  });

  it('refuses with the plan’s sentence otherwise', () => {
    const refuse = { kind: 'refuse', reason: logReason('logReason.smsPlanLimit', { plan: 'FREE', limit: '50' }) };
    expect(englishReason(refuse.reason)).toBe(limitMessage('FREE', 'sms', 50));
    expect(smsLimitDecision({ ...base, used: 50, email: null })).toEqual(refuse);
    expect(smsLimitDecision({ ...base, used: 50, emailConnected: false })).toEqual(refuse);
  });
});

describe('digest due times', () => {
  const zone = 'Australia/Sydney';

  it('hourly at :00 of the zone', () => {
    // 21:37 Sydney -> 21:00 Sydney (10:00 UTC).
    expect(digestDueAt(at('2025-03-03T10:37:00Z'), 'hourly', '08:00', zone)).toEqual(at('2025-03-03T10:00:00Z'));
    // India is UTC+5:30: its :00 is at :30 UTC.
    expect(digestDueAt(at('2025-03-03T10:37:00Z'), 'hourly', '08:00', 'Asia/Kolkata')).toEqual(
      at('2025-03-03T10:30:00Z'),
    );
  });

  it('daily at the set time, today once it has passed, else yesterday', () => {
    // 21:37 Sydney, daily 08:00 -> today 08:00 Sydney (21:00 UTC the day before).
    expect(digestDueAt(at('2025-03-03T10:37:00Z'), 'daily', '08:00', zone)).toEqual(at('2025-03-02T21:00:00Z'));
    // 07:00 Sydney -> yesterday 08:00.
    expect(digestDueAt(at('2025-03-03T20:00:00Z'), 'daily', '08:00', zone)).toEqual(at('2025-03-02T21:00:00Z'));
  });

  it('weekly on Monday at the set time', () => {
    // Wednesday March 5, 2025 in Sydney -> Monday March 3, 08:00 Sydney.
    expect(digestDueAt(at('2025-03-05T03:00:00Z'), 'weekly', '08:00', zone)).toEqual(at('2025-03-02T21:00:00Z'));
    // Monday March 3, 07:00 Sydney: this Monday's has not come -> the Monday before.
    expect(digestDueAt(at('2025-03-02T20:00:00Z'), 'weekly', '08:00', zone)).toEqual(at('2025-02-23T21:00:00Z'));
  });
});

describe('reminders', () => {
  it('are due hours before the start, and skipped once that moment has passed', () => {
    const start = at('2025-03-05T10:00:00Z');
    expect(reminderDueAt(start, 24, at('2025-03-03T10:00:00Z'))).toEqual(at('2025-03-04T10:00:00Z'));
    expect(reminderDueAt(start, 24, at('2025-03-04T11:00:00Z'))).toBeNull();
    expect(reminderDueAt(start, 2, at('2025-03-04T11:00:00Z'))).toEqual(at('2025-03-05T08:00:00Z'));
  });
});
