import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage, ActivitySummary } from '../../contract/activity';
import { newId } from '../../ids';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';
import { insertActivity } from './repository';

/**
 * The search and the summary cards on the server (issue 17). The demo log holds four entries:
 * Olivia Owens' 'Updated business hours' (organization) and 'Turned on sign-in alerts' (security),
 * Adam Alvarez' 'Added Rosa Reyes (reception@demo.test) as Receptionist' (team), and Maya Morgan's
 * 'Updated personal preferences' (personal).
 */
describe('settings activity search and summary', () => {
  let app: FastifyInstance;
  let owner: Session;
  beforeEach(async () => {
    app = await buildTestApp({ config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const list = (query: Record<string, string>, session = owner) =>
    call<ActivityPage>(app, {
      method: 'GET',
      url: '/api/settings/activity',
      query,
      headers: session.headers,
    });
  const details = async (query: Record<string, string>, session = owner) => {
    const res = await list(query, session);
    expect(res.status).toBe(200);
    return res.body.items.map((i) => i.details);
  };
  const summary = (query: Record<string, string>, session = owner) =>
    call<ActivitySummary>(app, {
      method: 'GET',
      url: '/api/settings/activity/summary',
      query,
      headers: session.headers,
    });

  it('finds entries by the author’s surname, first name and email, whatever the case', async () => {
    const olivia = ['Turned on sign-in alerts', 'Updated business hours'];
    expect(await details({ search: 'Owens' })).toEqual(olivia);
    expect(await details({ search: 'oWEN' })).toEqual(olivia);
    expect(await details({ search: 'OLIVIA' })).toEqual(olivia);
    expect(await details({ search: 'owner@demo' })).toEqual(olivia);
    expect(await details({ search: 'alvarez' })).toEqual(['Added Rosa Reyes (reception@demo.test) as Receptionist']);
  });

  it('finds entries by a word of their details, and counts only what it found', async () => {
    const res = await list({ search: 'business HOURS' });
    expect(res.body.items.map((i) => i.details)).toEqual(['Updated business hours']);
    expect(res.body.total).toBe(1);
    // Inside a word, and across the user part of the details.
    expect(await details({ search: 'ceptioni' })).toEqual(['Added Rosa Reyes (reception@demo.test) as Receptionist']);
    expect(await details({ search: 'nothing like this' })).toEqual([]);
  });

  it('counts only the organization’s own matches when another organization’s entries match too', async () => {
    const other = loginAs(app, 'otherOwner');
    const saved = await app.inject({
      method: 'POST',
      url: '/api/settings/user',
      headers: other.headers,
      payload: { theme: 'dark' },
    });
    expect(saved.statusCode).toBe(200);
    const res = await list({ search: 'preferences' });
    expect(res.body.items.map((i) => i.user?.email)).toEqual(['manager@demo.test']);
    expect(res.body.total).toBe(1);
    expect((await summary({ search: 'preferences' })).body.totalActions).toBe(1);
    expect((await list({ search: 'preferences' }, other)).body.total).toBe(1);
  });

  it('combines the search with the filters', async () => {
    expect(await details({ search: 'owens', section: 'security' })).toEqual(['Turned on sign-in alerts']);
    expect(await details({ search: 'owens', section: 'team' })).toEqual([]);
    expect(await details({ search: 'updated', action: 'update', success: 'success' })).toEqual([
      'Updated personal preferences',
      'Updated business hours',
    ]);
    expect(await details({ search: 'updated', success: 'failed' })).toEqual([]);
  });

  it('answers one- and two-character searches by the words they start, over the same fields', async () => {
    // 'Mo' starts Maya Morgan's surname; 'ya' is only inside her first name, which is not a start.
    expect(await details({ search: 'mO' })).toEqual(['Updated personal preferences']);
    expect(await details({ search: 'ya' })).toEqual([]);
    // 'Al' starts a word of the details ("alerts") and Adam Alvarez's surname.
    expect(await details({ search: 'AL' })).toEqual([
      'Turned on sign-in alerts',
      'Added Rosa Reyes (reception@demo.test) as Receptionist',
    ]);
    // LIKE wildcards are matched as themselves.
    expect(await details({ search: '%' })).toEqual([]);
    expect(await details({ search: '_' })).toEqual([]);
  });

  it('treats quotes and search syntax as plain text', async () => {
    for (const search of [
      '"',
      'a"b',
      'owens OR *',
      'NEAR(a b)',
      "'; drop table activity_log; --",
      '\u0000ow',
      'ow\u0000ens',
    ]) {
      const res = await list({ search });
      expect(res.status, search).toBe(200);
    }
    expect((await list({ search: 'owens OR *' })).body.total).toBe(0);
    expect((await list({ search: 'ow\u0000ens' })).body.total).toBe(2);
    expect((await list({})).body.total).toBe(4);
  });

  it('ignores a search of spaces, and refuses one over 200 characters', async () => {
    expect((await list({ search: '   ' })).body.total).toBe(4);
    const long = await call<{ message: string }>(app, {
      method: 'GET',
      url: '/api/settings/activity',
      query: { search: 'x'.repeat(201) },
      headers: owner.headers,
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('Search');
  });

  it('finds a name written into details by someone else (a newly added entry is indexed)', async () => {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/settings/user',
      headers: loginAs(app, 'practitioner').headers,
      payload: { theme: 'dark' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await details({ search: 'patel' })).toHaveLength(1);
  });

  it('shows people without admin rights only their own entries, in search and summary', async () => {
    const practitioner = loginAs(app, 'practitioner');
    await app.inject({
      method: 'POST',
      url: '/api/settings/user',
      headers: practitioner.headers,
      payload: { theme: 'dark' },
    });
    // Someone else's entry matching the search stays hidden.
    expect(await details({ search: 'updated' }, practitioner)).toEqual(['Updated personal preferences']);
    expect((await list({ search: 'owens' }, practitioner)).body.total).toBe(0);
    expect((await list({ search: 'p' }, practitioner)).body.items.map((i) => i.user?.email)).toEqual([
      'practitioner@demo.test',
    ]);
    expect((await summary({}, practitioner)).body).toEqual({
      totalActions: 1,
      activeUsers: 1,
      mostActiveSection: 'personal',
      failedActions: 0,
    });
    expect((await summary({ search: 'owens' }, practitioner)).body.totalActions).toBe(0);
  });

  it('sums up the filtered log: actions, distinct people, the busiest section, failures', async () => {
    expect((await summary({})).body).toEqual({
      totalActions: 4,
      activeUsers: 3,
      mostActiveSection: expect.any(String),
      failedActions: 0,
    });
    // A failure repeated three times is one entry that counts three actions.
    insertActivity(app.deps.db, {
      id: newId(),
      organizationId: owner.organizationId,
      userId: owner.userId,
      section: 'security',
      action: 'update',
      details: 'Update security settings',
      changes: null,
      success: false,
      errorMessage: 'You do not have permission to do this',
      ipAddress: '127.0.0.1',
      createdAt: new Date().toISOString(),
      repeatCount: 3,
    });
    expect((await summary({})).body).toEqual({
      totalActions: 7,
      activeUsers: 3,
      mostActiveSection: 'security',
      failedActions: 3,
    });
    expect((await summary({ search: 'owens' })).body).toEqual({
      totalActions: 5,
      activeUsers: 1,
      mostActiveSection: 'security',
      failedActions: 3,
    });
    expect((await summary({ section: 'team' })).body).toEqual({
      totalActions: 1,
      activeUsers: 1,
      mostActiveSection: 'team',
      failedActions: 0,
    });
    expect((await summary({ search: 'no such thing' })).body).toEqual({
      totalActions: 0,
      activeUsers: 0,
      mostActiveSection: null,
      failedActions: 0,
    });
  });

  it('keeps the summary in step with new entries', async () => {
    const before = (await summary({})).body.totalActions;
    await app.inject({
      method: 'POST',
      url: '/api/settings/user',
      headers: owner.headers,
      payload: { theme: 'dark' },
    });
    expect((await summary({})).body.totalActions).toBe(before + 1);
  });
});
