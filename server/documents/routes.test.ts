import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { ActivityPage } from '../contract/activity';
import { detail } from '../contract/activity-details';
import { Strict } from '../contract/common';
import { defineRoute } from '../contract/routes';
import { buildTestApp, call, loginAs, type Session } from '../testing/build-test-app';
import type { DocumentKind } from './documents';
import { documentRoutes } from './routes';

// A new settings document the way a later area adds one: schemas, two contract entries, one call.
const Hours = Strict({ opensAt: Type.String({ pattern: '^\\d\\d:\\d\\d$' }), closedOnSunday: Type.Boolean() });
const HoursPatch = Type.Partial(Hours, { additionalProperties: false });
const permission = 'manage_locations';
const hours = {
  get: defineRoute({ method: 'GET', path: '/api/test/hours', permission, response: Hours, versioned: true }),
  put: defineRoute({
    method: 'PUT',
    path: '/api/test/hours',
    permission,
    body: HoursPatch,
    response: Hours,
    activity: { section: 'locations', action: 'update' },
    versioned: true,
  }),
};
const hoursKind: DocumentKind<{ opensAt: string; closedOnSunday: boolean }> = {
  kind: 'test-hours',
  scope: 'organization',
  defaults: () => ({ opensAt: '09:00', closedOnSunday: true }),
};

describe('documentRoutes', () => {
  let base: FastifyInstance;
  let app: FastifyInstance;
  let owner: Session;
  beforeAll(async () => {
    base = await buildTestApp();
    app = await buildApp({ deps: base.deps });
    await app.register(async (scope) =>
      documentRoutes(scope, { ...hours, kind: hoursKind, detail: detail('activityDetail.businessHours.updated') }),
    );
    await app.ready();
    owner = loginAs(app, 'owner');
  });
  afterAll(async () => {
    await app.close();
    await base.close();
  });

  const put = (session: Session, payload: object, ifMatch?: string) =>
    call<{ opensAt: string; message?: string }>(app, {
      method: 'PUT',
      url: '/api/test/hours',
      headers: { ...session.headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
      payload,
    });

  it('answers the defaults with ETag "0" until the first save, then the saved version', async () => {
    const read = await call(app, { method: 'GET', url: '/api/test/hours', headers: owner.headers });
    expect(read).toMatchObject({ status: 200, body: { opensAt: '09:00', closedOnSunday: true } });
    expect(read.headers.etag).toBe('"0"');
    const saved = await put(owner, { opensAt: '08:30' }, '"0"');
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ opensAt: '08:30', closedOnSunday: true });
    expect(saved.headers.etag).toBe('"1"');
  });

  it('refuses a stale If-Match with 412 and keeps the document', async () => {
    const late = await put(owner, { opensAt: '07:00' }, '"0"');
    expect(late.status).toBe(412);
    const read = await call(app, { method: 'GET', url: '/api/test/hours', headers: owner.headers });
    expect(read.body).toMatchObject({ opensAt: '08:30' });
  });

  it('validates the body with the contract schema and guards both routes with its permission', async () => {
    expect((await put(owner, { opensAt: 'soon' })).status).toBe(400);
    expect((await put(owner, { colour: 'red' })).status).toBe(400);
    const reception = loginAs(app, 'receptionist');
    expect((await put(reception, { opensAt: '10:00' })).status).toBe(403);
    expect((await call(app, { method: 'GET', url: '/api/test/hours' })).status).toBe(401);
  });

  it('records the save in the activity log with what changed', async () => {
    const log = await call<ActivityPage>(app, {
      method: 'GET',
      url: '/api/settings/activity?section=locations',
      headers: owner.headers,
    });
    const entry = log.body.items.find((item) => item.details === 'Updated business hours' && item.success);
    expect(entry?.changes).toEqual({ opensAt: { before: '09:00', after: '08:30' } });
  });
});
