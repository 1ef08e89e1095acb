import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPage } from '../../contract/activity';
import { newId } from '../../ids';
import { buildTestApp, call, loginAs, type Session } from '../../testing/build-test-app';
import { insertActivity } from './repository';

interface ExportedJson {
  exportedAt: string;
  filters: Record<string, string>;
  entries: { id: string; details: string; user: { email: string } | null }[];
}

describe('settings activity export and clear', () => {
  let app: FastifyInstance;
  let owner: Session;
  let clock: Date;
  beforeEach(async () => {
    clock = new Date('2026-11-21T15:00:00Z');
    app = await buildTestApp({ now: () => clock, config: { writeRateLimit: false } });
    owner = loginAs(app, 'owner');
  });
  afterEach(() => app.close());

  const exportLog = (payload: object, session = owner) =>
    app.inject({ method: 'POST', url: '/api/settings/activity/export', headers: session.headers, payload });
  const list = (session = owner) =>
    call<ActivityPage>(app, { method: 'GET', url: '/api/settings/activity', headers: session.headers });
  const clear = (session: Session) =>
    app.inject({ method: 'DELETE', url: '/api/settings/activity', headers: session.headers });

  /** An entry whose details a spreadsheet would run as a formula. */
  const addHostileEntry = () =>
    insertActivity(app.deps.db, {
      id: newId(),
      organizationId: owner.organizationId,
      userId: owner.userId,
      section: 'branding',
      action: 'update',
      details: '=HYPERLINK("http://evil.test","Click")',
      changes: null,
      success: false,
      errorMessage: '@SUM(1+1)',
      ipAddress: '127.0.0.1',
      createdAt: new Date(clock.getTime() - 1000).toISOString(),
    });

  it('downloads the log as JSON by default, named as the spec names it', async () => {
    const shown = (await list()).body.items.map((i) => i.details);
    const res = await exportLog({});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    // 2026-11-22 in Sydney, Demo Salon's time zone.
    expect(res.headers['content-disposition']).toBe('attachment; filename="settings-activity-export-2026-11-22.json"');
    const file = res.json<ExportedJson>();
    expect(file.exportedAt).toBe(clock.toISOString());
    expect(file.filters).toEqual({});
    expect(file.entries.map((e) => e.details)).toEqual(shown);
    expect(file.entries).toHaveLength(4);
  });

  it('exports only what the filters and the search let through, and says which they were', async () => {
    const file = (await exportLog({ format: 'json', search: 'owens', section: 'security' })).json<ExportedJson>();
    expect(file.filters).toEqual({ search: 'owens', section: 'security' });
    expect(file.entries.map((e) => e.details)).toEqual(['Turned on sign-in alerts']);
  });

  it('exports only their own entries for people without admin rights', async () => {
    const practitioner = loginAs(app, 'practitioner');
    await app.inject({
      method: 'POST',
      url: '/api/settings/user',
      headers: practitioner.headers,
      payload: { theme: 'dark' },
    });
    const file = (await exportLog({}, practitioner)).json<ExportedJson>();
    expect(file.entries.map((e) => e.user?.email)).toEqual(['practitioner@demo.test']);
  });

  it('downloads CSV with a byte order mark, one row per entry, formulas defused', async () => {
    addHostileEntry();
    const res = await exportLog({ format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="settings-activity-export-2026-11-22.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date,User,Email,Section,Action,Details,Success,Error,IP address,Times');
    expect(lines).toHaveLength(1 + 5);
    const hostile = lines.find((line) => line.includes('HYPERLINK'))!;
    expect(hostile).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    expect(hostile).toContain(",'@SUM(1+1),");
    expect(hostile).toContain('Olivia Owens,owner@demo.test,branding,update');
    expect(hostile).toContain(',No,');
  });

  it('records the export in the log', async () => {
    await exportLog({ format: 'csv' });
    expect((await list()).body.items[0]).toMatchObject({
      section: 'activity',
      action: 'export',
      details: 'Exported the activity log',
      success: true,
    });
  });

  it('refuses an unknown format with the field’s name', async () => {
    const res = await call<{ message: string }>(app, {
      method: 'POST',
      url: '/api/settings/activity/export',
      headers: owner.headers,
      payload: { format: 'xml' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Format');
  });

  it('clears the organization’s log for an admin, leaving the one entry that says so', async () => {
    const res = await clear(loginAs(app, 'admin'));
    expect(res.statusCode).toBe(204);
    const left = (await list()).body;
    expect(left.total).toBe(1);
    expect(left.items[0]).toMatchObject({
      section: 'activity',
      action: 'delete',
      details: 'Cleared the activity log',
      success: true,
      user: { email: 'admin@demo.test' },
    });
    // The search index went with the entries.
    expect(
      (
        await call<ActivityPage>(app, {
          method: 'GET',
          url: '/api/settings/activity?search=owens',
          headers: owner.headers,
        })
      ).body.total,
    ).toBe(0);
    const indexed = app.deps.database.sqlite
      .prepare('select count(*) as n from activity_search where activity_search match \'"business"\'')
      .get();
    expect(indexed).toEqual({ n: 0 });
  });

  it('leaves other organizations’ logs alone', async () => {
    const other = loginAs(app, 'otherOwner');
    await app.inject({ method: 'POST', url: '/api/settings/user', headers: other.headers, payload: { theme: 'dark' } });
    expect((await clear(owner)).statusCode).toBe(204);
    expect((await list(other)).body.total).toBe(1);
  });

  it.each(['practitioner', 'receptionist'] as const)('refuses %s, recording the attempt', async (role) => {
    const session = loginAs(app, role);
    const res = await clear(session);
    expect(res.statusCode).toBe(403);
    const log = (await list()).body;
    expect(log.total).toBe(5);
    expect(log.items[0]).toMatchObject({ section: 'activity', action: 'delete', success: false });
  });
});
