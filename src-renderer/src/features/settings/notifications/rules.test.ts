import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_EVENTS,
} from '../../../../../server/contract/notification-preferences';
import { anySmsOn, defaultFlags, editableFlags, eventIsOn, sameFlags, toggleChannel, toggleEvent } from './rules';

describe('notification preference rules', () => {
  it('starts from the defaults of §9: SMS off everywhere', () => {
    const flags = defaultFlags();
    expect(anySmsOn(flags)).toBe(false);
    for (const event of NOTIFICATION_EVENTS) expect(eventIsOn(flags, event)).toBe(true);
  });

  it('master toggle from off turns email, push and in-app on together, SMS stays off', () => {
    const off = toggleEvent(defaultFlags(), 'appointmentBooked');
    expect(off).toMatchObject({
      appointmentBookedEnabled: false,
      appointmentBookedEmail: false,
      appointmentBookedSms: false,
      appointmentBookedPush: false,
      appointmentBookedInApp: false,
    });
    const on = toggleEvent(off, 'appointmentBooked');
    expect(on).toMatchObject({
      appointmentBookedEnabled: true,
      appointmentBookedEmail: true,
      appointmentBookedSms: false,
      appointmentBookedPush: true,
      appointmentBookedInApp: true,
    });
  });

  it('master toggle with any channel on turns all four off, SMS included', () => {
    const smsOnly = toggleChannel(toggleEvent(defaultFlags(), 'paymentFailed'), 'paymentFailed', 'Sms');
    expect(eventIsOn(smsOnly, 'paymentFailed')).toBe(true);
    const off = toggleEvent(smsOnly, 'paymentFailed');
    expect(off.paymentFailedSms).toBe(false);
    expect(eventIsOn(off, 'paymentFailed')).toBe(false);
  });

  it('a channel badge flips one channel and keeps the event enabled while any is on', () => {
    let flags = toggleChannel(defaultFlags(), 'newClient', 'Sms');
    expect(flags.newClientSms).toBe(true);
    expect(anySmsOn(flags)).toBe(true);
    flags = toggleChannel(flags, 'newClient', 'Email');
    expect(flags.newClientEmail).toBe(false);
    expect(flags.newClientEnabled).toBe(true);
    for (const channel of ['Sms', 'Push', 'InApp'] as const) flags = toggleChannel(flags, 'newClient', channel);
    expect(flags.newClientEnabled).toBe(false);
  });

  it('edits the flat fields without updatedAt, filling a missing one with its default', () => {
    const { quietHoursStart: _omitted, ...rest } = DEFAULT_NOTIFICATION_PREFERENCES;
    const flags = editableFlags({ ...rest, updatedAt: '2026-01-01T00:00:00.000Z' });
    expect(flags).not.toHaveProperty('updatedAt');
    expect(flags.quietHoursStart).toBe('22:00');
    expect(sameFlags(flags, defaultFlags())).toBe(true);
    expect(sameFlags(flags, toggleChannel(flags, 'loginAlert', 'Email'))).toBe(false);
  });
});
