import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrganizationBySlug } from '../../server/modules/organizations/repository';
import { buildTestApp, loginAs, type Session } from '../../server/testing/build-test-app';
import { routeSamples } from '../../server/testing/route-samples';

interface TenantTable {
  name: string;
  /** The column naming the organization a row belongs to. */
  owner: string;
}

/**
 * Every table holding an organization's data: those with an `organization_id` column, and the
 * organizations themselves. Read from the database, so a table added later is covered without an
 * edit here.
 */
function tenantTables(sqlite: Database.Database): TenantTable[] {
  const tables = sqlite
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .pluck()
    .all() as string[];
  return tables.flatMap((name) => {
    if (name === 'organizations') return [{ name, owner: 'id' }];
    const columns = sqlite.pragma(`table_info("${name}")`) as { name: string }[];
    return columns.some((column) => column.name === 'organization_id') ? [{ name, owner: 'organization_id' }] : [];
  });
}

/**
 * What the callers' requests leave behind in their own organization: the failed call in the activity
 * log, the call counted in the API usage, the session's last activity. Other organizations get
 * nothing of it.
 */
const CALLERS_TRAIL = new Set(['activity_log', 'api_usage', 'sessions']);

/**
 * Another organization's ids are simply not found: Demo Salon's owner and its platform admin call
 * every route that names a record with an id belonging to Other Spa, and get 404. Every row of
 * every tenant table is compared before and after: nothing of any organization changes, apart
 * from the callers' own trail in Demo Salon.
 */
describe('cross-organization isolation', () => {
  let app: FastifyInstance;
  let sessions: Session[];
  let callersOrganization: string;
  let tables: TenantTable[];
  beforeAll(async () => {
    app = await buildTestApp();
    sessions = [loginAs(app, 'owner'), loginAs(app, 'platform')];
    callersOrganization = sessions[0]!.organizationId;
    tables = tenantTables(app.deps.database.sqlite);
    // A settings document of Other Spa's own (the demo gives it none), for a write to show on.
    const saved = await app.inject({
      method: 'POST',
      url: '/api/settings/user',
      headers: loginAs(app, 'otherOwner').headers,
      payload: { theme: 'dark' },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  /** Every tenant row, table by table, in a stable order. */
  const snapshot = () =>
    Object.fromEntries(
      tables.map(({ name, owner }) => {
        const rows = app.deps.database.sqlite.prepare(`select * from "${name}"`).all() as Record<string, unknown>[];
        const kept = CALLERS_TRAIL.has(name) ? rows.filter((row) => row[owner] !== callersOrganization) : rows;
        return [name, kept.map((row) => JSON.stringify(row)).sort()];
      }),
    );

  it('watches every tenant table, settings documents included', () => {
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['organizations', 'users', 'roles', 'sessions', 'settings_documents', 'tax_rates']),
    );
    // Other Spa has rows to lose, or to have moved into Demo Salon, in the tables its demo fills.
    const otherSpa = findOrganizationBySlug(app.deps.db, 'other-spa')!.id;
    const rowsOf = (table: TenantTable) =>
      app.deps.database.sqlite.prepare(`select count(*) from "${table.name}" where "${table.owner}" = ?`).pluck();
    const filled = tables.filter((table) => (rowsOf(table).get(otherSpa) as number) > 0).map((t) => t.name);
    expect(filled).toEqual(expect.arrayContaining(['organizations', 'users', 'roles', 'settings_documents']));
  });

  it('has a sample for every route with a path parameter, and none for a route that does not exist', () => {
    const withParams = app.routeTable.filter((r) => r.url.includes(':') && !r.public && r.method !== 'HEAD');
    const declared = new Set(routeSamples.map((s) => s.route));
    const missing = withParams.map((r) => `${r.method} ${r.url}`).filter((r) => !declared.has(r));
    expect(missing, 'declare these in the module’s route-samples.ts').toEqual([]);
    const registered = new Set(app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect(routeSamples.map((s) => s.route).filter((r) => !registered.has(r))).toEqual([]);
  });

  it.each(routeSamples.filter((s) => s.sharedByAll).map((s) => [s.route, s] as const))(
    '%s answers every organization alike and changes nothing',
    async (_label, sample) => {
      const [method, url] = sample.route.split(' ') as [string, string];
      const params = sample.foreignParams(app);
      const path = url.replace(/:([a-zA-Z]+)/g, (_m, name: string) => params[name] ?? '');
      const before = snapshot();
      const answers: string[] = [];
      for (const session of sessions) {
        const res = await app.inject({ method: method as 'GET', url: path, headers: session.headers });
        expect(res.statusCode, `${sample.route} as ${session.userId}`).toBe(200);
        answers.push(res.body);
      }
      expect(new Set(answers).size).toBe(1);
      expect(snapshot()).toEqual(before);
    },
  );

  it.each(routeSamples.filter((s) => !s.sharedByAll).map((s) => [s.route, s] as const))(
    '%s answers 404 for an Other Spa id and changes nothing',
    async (_label, sample) => {
      const [method, url] = sample.route.split(' ') as [string, string];
      const params = sample.foreignParams(app);
      const path = url.replace(/:([a-zA-Z]+)/g, (_m, name: string) => params[name] ?? '');
      const before = snapshot();
      for (const session of sessions) {
        const res = await app.inject({
          method: method as 'GET',
          url: path,
          headers: session.headers,
          ...(sample.body ? { payload: sample.body(app) } : {}),
        });
        expect(res.statusCode, `${sample.route} as ${session.userId}`).toBe(404);
        expect(res.json().statusCode).toBe(404);
      }
      expect(snapshot()).toEqual(before);
    },
  );

  it('lists only the caller’s own organization', async () => {
    const other = loginAs(app, 'otherOwner');
    const team = await app.inject({ method: 'GET', url: '/api/team/users', headers: other.headers });
    expect(team.json().items.map((u: { email: string }) => u.email)).toEqual(['owner@other.test']);
    const activity = await app.inject({ method: 'GET', url: '/api/settings/activity', headers: other.headers });
    // Its own preference save only: none of Demo Salon's entries, its refused calls included.
    const entries = activity.json().items as { user: { email: string } | null; section: string }[];
    expect(entries.map((entry) => [entry.user?.email, entry.section])).toEqual([['owner@other.test', 'personal']]);
  });
});
