import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OverviewResponse } from '../../contract/overview';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';
import { testClock } from '../../testing/test-clock';

describe('settings overview figures', () => {
  let app: FastifyInstance;
  let owner: Session;
  let clock: ReturnType<typeof testClock>;
  beforeEach(async () => {
    clock = testClock();
    app = await buildTestApp({ now: clock.now, realTimeClock: true });
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const overview = (session = owner) =>
    call<OverviewResponse>(app, { method: 'GET', url: '/api/settings/overview', headers: session.headers });

  it('counts active users, plan, last change and storage from the database', async () => {
    const res = await overview();
    expect(res.status).toBe(200);
    // Jamie Junior, who does not sign in, is an active member too.
    expect(res.body.activeUsers).toBe(7);
    // Demo Salon is on a LUXE trial (demo data); Other Spa on FREE.
    expect(res.body.planType).toBe('LUXE');
    expect((await overview(loginAs(app, 'otherOwner'))).body.planType).toBe('FREE');
    expect(res.body.recentChanges.map((c) => c.details)[0]).toBe('Turned on sign-in alerts');
    expect(res.body.lastUpdated).toBe(res.body.recentChanges[0]?.createdAt);
    const pages = app.deps.database.sqlite.pragma('page_count', { simple: true }) as number;
    expect(res.body.storageUsedBytes).toBe(pages * 4096);
  });

  it('follows the team: a deactivated member no longer counts', async () => {
    const team = await call<{ items: { id: string; email: string }[] }>(app, {
      method: 'GET',
      url: '/api/team/users',
      headers: owner.headers,
    });
    const practitioner = team.body.items.find((u) => u.email === 'practitioner@demo.test')!;
    await app.inject({ method: 'POST', url: `/api/team/users/${practitioner.id}/deactivate`, headers: owner.headers });
    const res = await overview();
    expect(res.body.activeUsers).toBe(6);
    expect(res.body.recentChanges[0]?.details).toBe('Deactivated practitioner@demo.test');
    expect(res.body.recentChanges[0]?.userName).toBe('Olivia Owens');
  });

  it('names no one for a change whose author is gone, and says each change by its key', async () => {
    const sqlite = app.deps.database.sqlite;
    // An account removed from the database (the log keeps its entries, without the person).
    sqlite.prepare("update activity_log set user_id = null where details = 'Updated business hours'").run();
    const change = (await overview()).body.recentChanges.find((c) => c.details === 'Updated business hours')!;
    expect(change).toMatchObject({
      userName: null,
      detail: { key: 'activityDetail.businessHours.updated', values: {} },
    });
  });

  it('shows recent changes by the activity log’s rule: administrators all, others their own', async () => {
    const reception = loginAs(app, 'receptionist');
    const saved = await app.inject({
      method: 'POST',
      url: '/api/settings/user',
      headers: reception.headers,
      payload: { theme: 'dark' },
    });
    expect(saved.statusCode).toBe(200);
    const own = (await overview(reception)).body;
    expect(own.recentChanges.map((c) => [c.userName, c.details])).toEqual([
      ['Rosa Reyes', 'Updated personal preferences'],
    ]);
    expect(own.lastUpdated).toBe(own.recentChanges[0]?.createdAt);
    const activity = await call<{ items: { id: string }[] }>(app, {
      method: 'GET',
      url: '/api/settings/activity',
      headers: reception.headers,
    });
    expect(own.recentChanges.map((c) => c.id)).toEqual(activity.body.items.map((i) => i.id));

    // The owner sees the team's changes, the receptionist's among them.
    const all = (await overview()).body.recentChanges.map((c) => c.userName);
    expect(all[0]).toBe('Rosa Reyes');
    expect(all).toContain('Olivia Owens');
    // Someone who has changed nothing sees nothing, not the owner's team actions.
    const practitioner = (await overview(loginAs(app, 'practitioner'))).body;
    expect(practitioner.recentChanges).toEqual([]);
    expect(practitioner.lastUpdated).toBeNull();
  });

  it('counts the organization’s API calls this month, and only theirs, as of a second ago at most', async () => {
    const other = loginAs(app, 'otherOwner');
    const before = (await overview()).body.apiCallsThisMonth;
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/api/auth/me', headers: owner.headers });
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: other.headers });
    // The answer is kept for its reader for a second (KEEP_ANSWER): the calls since are not in it yet.
    expect((await overview()).body.apiCallsThisMonth).toBe(before);
    clock.advance(1_000);
    // Each overview call is counted too, after it answers.
    expect((await overview()).body.apiCallsThisMonth).toBe(before + 2 + 3);
    expect((await overview(other)).body.apiCallsThisMonth).toBe(1);
  });
});
