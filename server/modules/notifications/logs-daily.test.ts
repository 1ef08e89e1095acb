import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationLogDaily } from '../../contract/notification-logs';
import { buildTestApp, loginAs } from '../../testing/build-test-app';
import { logRow, notificationCalls, storeLogs } from './test-helpers';

const LOGS = '/api/notification-logs';

describe('notification logs per day', () => {
  // Wednesday 12 March 2025, 11:00 in New York (EDT since Sunday the 9th): Other Spa's time zone.
  const NOW = new Date('2025-03-12T15:00:00Z');
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp({ now: () => NOW });
  });
  afterEach(() => app.close());

  it('counts sent, delivered and failed per day of the organization’s time zone, for the last 14 days', async () => {
    const other = loginAs(app, 'otherOwner');
    const at = (iso: string) => new Date(iso);
    storeLogs(app, [
      // 23:30 on the 11th in New York, though the 12th in UTC.
      logRow(other.organizationId, at('2025-03-12T03:00:00Z'), {
        status: 'sent',
        sentAt: '2025-03-12T03:30:00.000Z',
      }),
      // Just after midnight on the 12th: left and delivered that day.
      logRow(other.organizationId, at('2025-03-12T04:20:00Z'), {
        status: 'delivered',
        sentAt: '2025-03-12T04:30:00.000Z',
        deliveredAt: '2025-03-12T04:31:00.000Z',
      }),
      // 01:30 EST on the 9th, before the clocks went forward.
      logRow(other.organizationId, at('2025-03-09T06:00:00Z'), { updatedAt: '2025-03-09T06:30:00.000Z' }),
      // Cancelled and pending entries are not in the chart; a day before the fortnight neither.
      logRow(other.organizationId, at('2025-03-10T12:00:00Z'), { status: 'cancelled' }),
      logRow(other.organizationId, at('2025-03-10T12:00:00Z'), { status: 'pending' }),
      logRow(other.organizationId, at('2025-02-26T12:00:00Z'), { status: 'sent', sentAt: '2025-02-26T12:00:00.000Z' }),
    ]);
    const res = await notificationCalls(app, other)<NotificationLogDaily>('GET', `${LOGS}/daily`);
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe('America/New_York');
    expect(res.body.days).toHaveLength(14);
    expect(res.body.days[0]!.date).toBe('2025-02-27');
    expect(res.body.days.at(-1)!.date).toBe('2025-03-12');
    const busy = res.body.days.filter((day) => day.sent + day.delivered + day.failed > 0);
    expect(busy).toEqual([
      { date: '2025-03-09', sent: 0, delivered: 0, failed: 1 },
      { date: '2025-03-11', sent: 1, delivered: 0, failed: 0 },
      { date: '2025-03-12', sent: 1, delivered: 1, failed: 0 },
    ]);
  });

  it('shows the demo’s fortnight in Sydney time', async () => {
    const res = await notificationCalls(app, loginAs(app, 'owner'))<NotificationLogDaily>('GET', `${LOGS}/daily`);
    expect(res.body.timeZone).toBe('Australia/Sydney');
    const totals = res.body.days.reduce((sum, day) => sum + day.sent, 0);
    expect(totals).toBeGreaterThan(40);
    expect(res.body.days.some((day) => day.failed > 0)).toBe(true);
  });
});
