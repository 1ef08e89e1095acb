import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../contract/auth';
import { patchDocument, type DocumentKind } from '../documents/documents';
import { securityPolicyKind } from '../modules/security-policy/document';
import { systemConfigurationKind } from '../modules/system-configuration/document';
import { buildTestApp, call, loginAs, type Session } from '../testing/build-test-app';

const DAY = 24 * 3_600_000;
/** Signed-in reads that keep their answers (http/route.ts, KEEP_ANSWER). */
const KEPT_READ = '/api/settings/user';
/** Not one of the few a restricted session may still call (the user's own preferences is). */
const KEPT_RESTRICTED_READ = '/api/locations';

/**
 * A kept answer is sent by the guard (plugins/auth.ts), after the rules that depend on the moment
 * or on how the request comes in rather than on the database: those are checked on every request,
 * kept answer or not.
 */
describe('the guard before a kept answer', () => {
  let app: FastifyInstance;
  let clock: Date;
  const builtAt = new Date('2026-06-01T09:00:00Z');

  beforeEach(async () => {
    clock = builtAt;
    app = await buildTestApp({ now: () => clock });
  });
  afterEach(() => app.close());

  function patch<T extends object>(kind: DocumentKind<T>, by: Session, change: object): void {
    const caller = { organizationId: by.organizationId, user: { id: by.userId } } as Parameters<
      typeof patchDocument
    >[2];
    patchDocument(app.deps.db, kind, caller, change, undefined, clock);
  }

  it('refuses an expired password within the second an answer is kept', async () => {
    patch(securityPolicyKind, loginAs(app, 'owner'), { passwordPolicy: { expirationDays: 30 } });
    // The demo's passwords were set when it was seeded, at builtAt.
    clock = new Date(builtAt.getTime() + 30 * DAY - 400);
    const reception = loginAs(app, 'receptionist');
    const read = () =>
      call<{ code: string }>(app, { method: 'GET', url: KEPT_RESTRICTED_READ, headers: reception.headers });
    expect((await read()).status).toBe(200);

    clock = new Date(clock.getTime() + 500);
    const expired = await read();
    expect(expired.status).toBe(403);
    expect(expired.body.code).toBe('PASSWORD_EXPIRED');
  });

  it("refuses a program's call with API access off, though the app's own read of that URL is kept", async () => {
    patch(systemConfigurationKind, loginAs(app, 'owner'), { security: { allowApiAccess: false } });
    const admin = loginAs(app, 'admin');
    // The same session, from the same address: the same caller for the kept answers.
    const viaApp = { cookie: `${SESSION_COOKIE}=${admin.token}` };
    const first = await call(app, { method: 'GET', url: KEPT_READ, headers: viaApp });
    expect(first.status).toBe(200);
    expect((await call(app, { method: 'GET', url: KEPT_READ, headers: viaApp })).body).toEqual(first.body);

    const viaProgram = await call<{ code: string }>(app, { method: 'GET', url: KEPT_READ, headers: admin.headers });
    expect(viaProgram.status).toBe(403);
    expect(viaProgram.body.code).toBe('API_ACCESS_OFF');
  });
});
