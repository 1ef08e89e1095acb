import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../contract/activity';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';
import { startOfDay } from './service';

describe('settings activity', () => {
  let app: FastifyInstance;
  let owner: Session;
  let clock: Date;
  beforeEach(async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    app = await buildTestApp({ now: () => clock });
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const list = (query: string, session = owner) =>
    call<ActivityPage>(app, { method: 'GET', url: `/api/settings/activity${query}`, headers: session.headers });
  const savePrefs = (session: Session, payload: object, ifMatch?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/settings/user',
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload,
    });

  it('starts with the demo sample, newest first', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    const times = res.body.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('records failed writes with the error message, and filters by outcome', async () => {
    await savePrefs(owner, { theme: 'dark' }, '"0"');
    await savePrefs(owner, { theme: 'light' }, '"0"');
    const failed = await list('?success=failed');
    expect(failed.body.items).toHaveLength(1);
    expect(failed.body.items[0]).toMatchObject({
      section: 'personal',
      action: 'update',
      success: false,
      errorMessage: 'This record was changed by someone else. Reload to see the latest version.',
      // Kept beside the English, so the screens can say a coded refusal in the reader's language.
      errorCode: 'STALE_VERSION',
      changes: null,
      user: { email: 'owner@demo.test' },
      ipAddress: '127.0.0.1',
    });
    // The demo sample holds one earlier personal change (the manager's).
    expect((await list('?success=success&section=personal')).body.total).toBe(2);
  });

  it('records a forbidden attempt as a failure', async () => {
    const reception = loginAs(app, 'receptionist');
    await app.inject({
      method: 'POST',
      url: '/api/team/users/00000000-0000-7000-8000-000000000000/deactivate',
      headers: reception.headers,
    });
    const failed = await list('?success=failed&section=team');
    expect(failed.body.items[0]).toMatchObject({
      success: false,
      errorMessage: 'You do not have permission to do this',
      errorCode: 'FORBIDDEN',
      user: { email: 'reception@demo.test' },
    });
  });

  it('keeps a failure’s code only when it is one of the server’s own, and none on a success', async () => {
    // A body that is not JSON: Fastify refuses it with its own code (FST_ERR_CTP_INVALID_JSON_BODY),
    // which is the framework's word, not a refusal a screen can say in another language.
    const broken = await app.inject({
      method: 'POST',
      url: '/api/settings/user',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{"theme":',
    });
    expect(broken.statusCode).toBe(400);
    expect((JSON.parse(broken.body) as { code?: string }).code).toMatch(/^FST_/);
    expect((await savePrefs(owner, { theme: 'dark' })).statusCode).toBe(200);
    const [saved, failed] = (await list('?section=personal')).body.items;
    expect(saved).toMatchObject({ success: true, errorMessage: null, errorCode: null });
    expect(failed).toMatchObject({ success: false, errorMessage: expect.any(String), errorCode: null });
  });

  it('filters by section, action and date range', async () => {
    expect((await list('?section=team')).body.items.map((i) => i.section)).toEqual(['team']);
    expect((await list('?action=create')).body.total).toBe(1);
    // 02:00 in Sydney, Demo Salon's zone, which its owner's preferences follow: only the entry of
    // 20 minutes ago is from today (the one of 5 hours ago was yesterday there).
    expect((await list('?dateRange=today')).body.total).toBe(1);
    expect((await list('?dateRange=week')).body.total).toBe(4);
  });

  it('pages on the server', async () => {
    const first = await list('?pageSize=3&page=1');
    const second = await list('?pageSize=3&page=2');
    expect(first.body.items).toHaveLength(3);
    expect(second.body.items).toHaveLength(1);
    expect(first.body.total).toBe(4);
    expect(new Set([...first.body.items, ...second.body.items].map((i) => i.id)).size).toBe(4);
  });

  it('shows people without admin rights only their own entries', async () => {
    const manager = loginAs(app, 'manager');
    const practitioner = loginAs(app, 'practitioner');
    await savePrefs(practitioner, { theme: 'dark' });
    const own = await list('', practitioner);
    expect(own.body.items.map((i) => i.user?.email)).toEqual(['practitioner@demo.test']);
    expect((await list('', manager)).body.total).toBe(5);
  });

  describe('repeated failures', () => {
    const STALE = 'This record was changed by someone else. Reload to see the latest version.';
    /** A second a call: a person retrying by hand, well inside the write rate limit. */
    const failStale = async (session = owner) => {
      clock = new Date(clock.getTime() + 1000);
      expect((await savePrefs(session, { theme: 'dark' }, '"0"')).statusCode).toBe(412);
    };
    const failures = async (session = owner) => (await list('?success=failed', session)).body.items;
    /** A first save moves the preferences past version 0, so `If-Match: "0"` is stale from then on. */
    const saveOnce = async (session: Session) =>
      expect((await savePrefs(session, { theme: 'light' }, '"0"')).statusCode).toBe(200);
    beforeEach(() => saveOnce(owner));

    it('folds 100 identical failures into one entry with a count', async () => {
      const first = new Date(clock.getTime() + 1000).toISOString();
      for (let i = 0; i < 100; i++) await failStale();
      const items = await failures();
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        errorMessage: STALE,
        repeatCount: 100,
        createdAt: first,
        lastRepeatedAt: clock.toISOString(),
        user: { email: 'owner@demo.test' },
      });
      const rows = app.deps.database.sqlite.prepare('select count(*) as n from activity_log where success = 0').get();
      expect(rows).toEqual({ n: 1 });
    });

    it('starts a new entry for a different error', async () => {
      await failStale();
      await failStale();
      clock = new Date(clock.getTime() + 1000);
      const invalid = await savePrefs(owner, { theme: 'purple' });
      expect(invalid.statusCode).toBe(400);
      await failStale();
      const items = await failures();
      expect(items.map((i) => [i.errorMessage === STALE, i.repeatCount])).toEqual([
        [true, 1],
        [false, 1],
        [true, 2],
      ]);
    });

    it('starts a new entry after a success, and records every success', async () => {
      await failStale();
      await failStale();
      clock = new Date(clock.getTime() + 1000);
      expect((await savePrefs(owner, { theme: 'dark' })).statusCode).toBe(200);
      clock = new Date(clock.getTime() + 1000);
      expect((await savePrefs(owner, { theme: 'dark' })).statusCode).toBe(200);
      await failStale();
      await failStale();
      expect((await failures()).map((i) => i.repeatCount)).toEqual([2, 2]);
      const saved = (await list('?success=success&section=personal')).body.items;
      expect(saved.filter((i) => i.user?.email === 'owner@demo.test').map((i) => i.repeatCount)).toEqual([1, 1, 1]);
    });

    it('does not fold one person’s failure into another’s', async () => {
      const reception = loginAs(app, 'receptionist');
      await saveOnce(reception);
      await failStale();
      await failStale(reception);
      await failStale();
      // Newest first by when each entry started: the owner's began before the receptionist's.
      expect((await failures()).map((i) => [i.user?.email, i.repeatCount])).toEqual([
        ['reception@demo.test', 1],
        ['owner@demo.test', 2],
      ]);
      // The receptionist sees only her own.
      expect((await failures(reception)).map((i) => i.repeatCount)).toEqual([1]);
    });

    it('starts a new entry once the last one is over an hour old', async () => {
      await failStale();
      clock = new Date(clock.getTime() + 59 * 60_000);
      await failStale();
      clock = new Date(clock.getTime() + 2 * 60_000);
      await failStale();
      expect((await failures()).map((i) => i.repeatCount)).toEqual([1, 2]);
    });
  });

  it.each([
    ['?section=billing', 'Section must be one of'],
    ['?dateRange=year', 'Date range must be one of'],
    ['?pageSize=1000', 'Page size must be 100 or less'],
    ['?page=0', 'Page must be 1 or more'],
  ])('refuses %s', async (query, message) => {
    const res = await call<{ message: string }>(app, {
      method: 'GET',
      url: `/api/settings/activity${query}`,
      headers: owner.headers,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('computes midnight in the user’s own time zone', () => {
    expect(startOfDay(new Date('2026-11-21T03:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-20T05:00:00.000Z',
    );
    expect(startOfDay(new Date('2026-11-21T15:00:00Z'), 'UTC').toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(startOfDay(new Date('2026-11-21T15:00:00Z'), 'Australia/Sydney').toISOString()).toBe(
      '2026-11-21T13:00:00.000Z',
    );
  });
});
