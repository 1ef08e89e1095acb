import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../contract/common';
import { NOTIFICATION_EVENTS } from '../../contract/notification-preferences';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';

type Prefs = Record<string, unknown> & { updatedAt?: string };

describe('notification preferences', () => {
  let app: FastifyInstance;
  let me: Session;
  beforeEach(async () => {
    app = await buildTestApp();
    me = loginAs(app, 'practitioner');
  });
  afterEach(() => app.close());

  const get = (url = '/api/notifications/preferences') => call<Prefs>(app, { method: 'GET', url, headers: me.headers });
  const put = (payload: object, url = '/api/notifications/preferences', ifMatch?: string) =>
    call<Prefs & ErrorBody>(app, {
      method: 'PUT',
      url,
      headers: { ...me.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload,
    });

  it('answers the spec defaults without updatedAt until saved', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.body.updatedAt).toBeUndefined();
    for (const event of NOTIFICATION_EVENTS) {
      expect(res.body[`${event}Email`], event).toBe(true);
      expect(res.body[`${event}Sms`], event).toBe(false);
    }
    expect(res.body.clientFeedbackPush).toBe(false);
    expect(res.body.appointmentBookedPush).toBe(true);
    expect(res.body.weeklyReportInApp).toBe(false);
    expect(res.body.dailySummaryInApp).toBe(true);
    expect(res.body).toMatchObject({
      quietHoursEnabled: false,
      quietHoursStart: '22:00',
      quietHoursEnd: '08:00',
      quietHoursTimezone: 'UTC',
      digestEnabled: false,
      digestFrequency: 'daily',
      digestTime: '09:00',
      maxPerDay: null,
      maxPerWeek: null,
      appointmentsEnabled: true,
    });
  });

  it('saves flat fields, stamps updatedAt, and answers the same through the fallback path', async () => {
    const saved = await put(
      { appointmentBookedSms: true, quietHoursEnabled: true, quietHoursTimezone: 'Australia/Sydney' },
      undefined,
      '"0"',
    );
    expect(saved.status).toBe(200);
    expect(saved.body.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const fallback = await get('/api/users/notification-preferences');
    expect(fallback.body).toMatchObject({
      appointmentBookedSms: true,
      quietHoursEnabled: true,
      quietHoursTimezone: 'Australia/Sydney',
      appointmentBookedEmail: true,
    });
    expect(fallback.headers.etag).toBe('"1"');
  });

  it.each([
    [{ quietHoursStart: '25:00' }, 'Use a time such as 22:00'],
    [{ appointmentBookedSms: 'yes' }, 'Appointment booked by SMS must be a boolean'],
    [{ quietHoursTimezone: 'Nowhere/Land' }, 'Quiet hours time zone must be a time zone from the list'],
    [{ smsEverything: true }, 'smsEverything is not an accepted field'],
    [{ updatedAt: '2020-01-01' }, 'updatedAt is not an accepted field'],
  ])('refuses %j', async (payload, message) => {
    const res = await put(payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await get()).body.updatedAt).toBeUndefined();
  });

  it('refuses a stale write', async () => {
    await put({ newClientEmail: false }, undefined, '"0"');
    const stale = await put({ newClientEmail: true }, undefined, '"0"');
    expect(stale.status).toBe(412);
    expect((await get()).body.newClientEmail).toBe(false);
  });
});
