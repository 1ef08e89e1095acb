import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_CHANNELS,
  DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS,
  MAX_REMINDER_TIMINGS,
  type CustomerNotificationSettings,
} from '../../../../server/contract/notification-settings';
import { confirmationFor } from './confirmations';
import {
  addReminder,
  defaultsKeepingProviders,
  editableFields,
  hoursOf,
  rateLimitOf,
  rateLimitProblem,
  reminderProblem,
  removeReminder,
  setReminderHours,
  toggleChannel,
  toggleEvent,
  toggleReminderChannel,
  type Fields,
} from './rules';

const defaults = (): Fields => structuredClone(DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS) as Fields;

describe('appointment notification toggles', () => {
  it('turning an event off turns off all its channels (§4), and leaves the other events alone', () => {
    const smsToo = toggleChannel(defaults(), 'appointmentConfirmation', 'Sms');
    const off = toggleEvent(smsToo, 'appointmentConfirmation');
    expect(off.appointmentConfirmationEnabled).toBe(false);
    for (const channel of CUSTOMER_CHANNELS)
      expect(off[`appointmentConfirmation${channel}Enabled`], channel).toBe(false);
    expect(off.appointmentRemindersEnabled).toBe(true);
    expect(off.appointmentRemindersSmsEnabled).toBe(true);
    // The values it was given are untouched (the draft compares them).
    expect(smsToo.appointmentConfirmationSmsEnabled).toBe(true);
  });

  it('turning it back on starts from the channels §9 gives the event', () => {
    const again = toggleEvent(toggleEvent(defaults(), 'appointmentReminders'), 'appointmentReminders');
    expect(again).toMatchObject({
      appointmentRemindersEnabled: true,
      appointmentRemindersEmailEnabled: true,
      appointmentRemindersSmsEnabled: true,
      appointmentRemindersPushEnabled: false,
      appointmentRemindersInAppEnabled: true,
    });
  });

  it('a channel button flips that channel only', () => {
    const next = toggleChannel(defaults(), 'appointmentCancellation', 'Email');
    expect(next.appointmentCancellationEmailEnabled).toBe(false);
    expect(next.appointmentCancellationEnabled).toBe(true);
    expect(next.appointmentCancellationInAppEnabled).toBe(true);
  });
});

describe('the body a save sends', () => {
  it('is the flat fields without updatedAt or anything the page keeps for itself, missing ones at their default', () => {
    const { notificationMinIntervalMinutes: _left, ...partial } = defaults();
    const answer = {
      ...partial,
      notificationEmailProvider: 'smtp',
      updatedAt: '2026-03-01T09:00:00.000Z',
      showConfirmationModal: true,
    } as unknown as CustomerNotificationSettings;
    const body = editableFields(answer);
    expect(body).not.toHaveProperty('updatedAt');
    expect(body).not.toHaveProperty('showConfirmationModal');
    expect(body.notificationEmailProvider).toBe('smtp');
    expect(body.notificationMinIntervalMinutes).toBe(5);
    expect(Object.keys(body).sort()).toEqual(Object.keys(DEFAULT_CUSTOMER_NOTIFICATION_SETTINGS).sort());
  });
});

describe('Revert to Defaults and Reset', () => {
  it('Revert always asks first; Reset asks only when unsaved changes would be lost', () => {
    expect(confirmationFor('revert', false)).toBe('revert');
    expect(confirmationFor('revert', true)).toBe('revert');
    expect(confirmationFor('reset', true)).toBe('reset');
    expect(confirmationFor('reset', false)).toBeNull();
  });

  it('sets the defaults of §9 but keeps the connected providers', () => {
    let edited = toggleEvent(defaults(), 'appointmentCancellation');
    edited = { ...edited, notificationEmailProvider: 'smtp', notificationMaxPerClientPerDay: 3 };
    edited = { ...edited, appointmentRemindersTiming: [{ hours: 6, channels: ['sms'] }] };
    const reverted = defaultsKeepingProviders(edited);
    expect(reverted).toEqual({ ...defaults(), notificationEmailProvider: 'smtp' });
  });
});

describe('reminder timing', () => {
  it('adds up to five reminders, each a day before the earliest so far, by email', () => {
    let list = addReminder([]);
    expect(list).toEqual([{ hours: 24, channels: ['email'] }]);
    list = addReminder(list);
    expect(list[1]).toEqual({ hours: 48, channels: ['email'] });
    while (list.length < MAX_REMINDER_TIMINGS) list = addReminder(list);
    expect(addReminder(list)).toHaveLength(MAX_REMINDER_TIMINGS);
    // Never beyond four weeks, and never at a time already taken.
    const late = addReminder([{ hours: 672, channels: ['email'] }]);
    expect(late[1]?.hours).toBe(671);
  });

  it('removes, changes hours and flips channels of one row only', () => {
    const list = defaults().appointmentRemindersTiming;
    expect(removeReminder(list, 0)).toEqual([{ hours: 2, channels: ['sms'] }]);
    expect(setReminderHours(list, 1, 6)[1]).toEqual({ hours: 6, channels: ['sms'] });
    expect(toggleReminderChannel(list, 1, 'email')[1]?.channels).toEqual(['sms', 'email']);
    expect(toggleReminderChannel(list, 1, 'sms')[1]?.channels).toEqual([]);
    expect(list[1]).toEqual({ hours: 2, channels: ['sms'] });
  });

  it('refuses hours outside 1-672, a reminder without a channel, and two at the same time', () => {
    expect(reminderProblem(defaults().appointmentRemindersTiming)).toBeNull();
    expect(hoursOf('12')).toBe(12);
    expect(hoursOf('1.5')).toBeNaN();
    expect(reminderProblem([{ hours: hoursOf(''), channels: ['email'] }])).toEqual({ kind: 'hours', index: 0 });
    expect(
      reminderProblem([
        { hours: 24, channels: ['email'] },
        { hours: 673, channels: ['sms'] },
      ]),
    ).toEqual({
      kind: 'hours',
      index: 1,
    });
    expect(reminderProblem([{ hours: 0, channels: ['email'] }])).toEqual({ kind: 'hours', index: 0 });
    expect(reminderProblem([{ hours: 24, channels: [] }])).toEqual({ kind: 'channels', index: 0 });
    expect(
      reminderProblem([
        { hours: 24, channels: ['email'] },
        { hours: 24, channels: ['sms'] },
      ]),
    ).toEqual({
      kind: 'duplicate',
      index: 1,
    });
  });
});

describe('rate limits (§5)', () => {
  it('a blank field falls back to 10 a day and 5 minutes', () => {
    expect(rateLimitOf('', 'maxPerClientPerDay')).toBe(10);
    expect(rateLimitOf('  ', 'minIntervalMinutes')).toBe(5);
    expect(rateLimitOf('25', 'maxPerClientPerDay')).toBe(25);
    expect(rateLimitOf('ten', 'maxPerClientPerDay')).toBeNaN();
  });

  it('refuses what is outside 1-50 a day or 1-60 minutes', () => {
    expect(rateLimitProblem(defaults())).toBeNull();
    expect(
      rateLimitProblem({ ...defaults(), notificationMaxPerClientPerDay: 50, notificationMinIntervalMinutes: 60 }),
    ).toBeNull();
    expect(rateLimitProblem({ ...defaults(), notificationMaxPerClientPerDay: 51 })).toBe('maxPerClientPerDay');
    expect(rateLimitProblem({ ...defaults(), notificationMaxPerClientPerDay: 0 })).toBe('maxPerClientPerDay');
    expect(rateLimitProblem({ ...defaults(), notificationMinIntervalMinutes: 61 })).toBe('minIntervalMinutes');
    expect(rateLimitProblem({ ...defaults(), notificationMinIntervalMinutes: Number.NaN })).toBe('minIntervalMinutes');
  });
});
