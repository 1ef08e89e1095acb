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
      user: { email: 'reception@demo.test' },
    });
  });

  it('filters by section, action and date range', async () => {
    expect((await list('?section=team')).body.items.map((i) => i.section)).toEqual(['team']);
    expect((await list('?action=create')).body.total).toBe(1);
    expect((await list('?dateRange=today')).body.total).toBe(2);
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

  it.each([
    ['?section=billing', 'section must be one of'],
    ['?dateRange=year', 'dateRange must be one of'],
    ['?pageSize=1000', 'pageSize must be 100 or less'],
    ['?page=0', 'page must be 1 or more'],
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
