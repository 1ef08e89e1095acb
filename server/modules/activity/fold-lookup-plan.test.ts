import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { recordStatements } from './repository';

let app: FastifyInstance;
beforeAll(async () => (app = await buildTestApp()));
afterAll(() => app.close());

// Every failed write looks up the same person's latest entry of the last hour, to fold a repeat
// into it. By the organization and time index alone, SQLite read back through everyone's entries
// of the hour until it met one of that person's; a busy hour made every failure slower.
it('finds the person’s latest entry by one index seek, without a sort', () => {
  const { latestOf } = recordStatements(app.deps.db);
  const plan = app.deps.database.sqlite
    .prepare(`EXPLAIN QUERY PLAN ${latestOf.getQuery().sql}`)
    .all(...latestOf.getQuery().params.map(() => 'x'))
    .map((row) => (row as { detail: string }).detail);
  expect(plan).toEqual([
    'SEARCH activity_log USING INDEX activity_org_user_time (organization_id=? AND user_id=? AND created_at>?)',
  ]);
});
