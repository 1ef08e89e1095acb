import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import type { ServerConfig } from '../config';
import { openDatabase } from '../db/client';
import { DEMO_SALON_USERS, OTHER_SPA_OWNER } from '../demo/seed';
import { authService } from '../modules/auth/service';
import { securityPolicyKind } from '../modules/security-policy/document';
import { findUserByEmail } from '../modules/team/repository';
import { patchDocument } from '../documents/documents';
import { SecretBox } from '../security/secrets';
import type { AppDeps } from '../types';
import { databaseSnapshot } from './database-snapshots';

export interface TestAppOptions {
  demo?: boolean;
  now?: () => Date;
  /**
   * `now` reads the real time (shifted by the test only after the build): the demo is seeded as for
   * an app on the real clock, from the worker's recent image, instead of afresh at that instant.
   */
  realTimeClock?: boolean;
  config?: Partial<ServerConfig>;
}

/** The real app on its own in-memory database, migrated, with the demo data unless told otherwise. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  // The demo is seeded at the app's clock (trial dates, activity "20 minutes ago").
  const realClock = options.now === undefined || options.realTimeClock === true;
  const snapshot = await databaseSnapshot(options.demo === false ? null : now(), realClock);
  const database = openDatabase(snapshot.image);
  // Uploaded files go to a fresh folder per app, removed when the app closes.
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-test-'));
  const deps: AppDeps = {
    db: database.db,
    database,
    secrets: new SecretBox(snapshot.key),
    config: { port: 0, host: '127.0.0.1', dataDir, demo: true, ...options.config },
    now,
  };
  const app = await buildApp({ deps });
  app.addHook('onClose', async () => {
    database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return app;
}

export type DemoRole = 'owner' | 'admin' | 'manager' | 'practitioner' | 'receptionist' | 'platform' | 'otherOwner';

export const DEMO_EMAILS: Record<DemoRole, string> = {
  owner: 'owner@demo.test',
  admin: 'admin@demo.test',
  manager: 'manager@demo.test',
  practitioner: 'practitioner@demo.test',
  receptionist: 'reception@demo.test',
  platform: 'platform@demo.test',
  otherOwner: OTHER_SPA_OWNER.email,
};
export const ROLES_UNDER_TEST = Object.keys(DEMO_EMAILS) as DemoRole[];

export interface Session {
  token: string;
  userId: string;
  organizationId: string;
  headers: { authorization: string };
}

/**
 * A session for a demo user without the password round trip (argon2 on every test would be slow);
 * the sign-in route itself is tested on its own.
 */
export function loginAs(app: FastifyInstance, role: DemoRole): Session {
  const user = findUserByEmail(app.deps.db, DEMO_EMAILS[role]);
  if (!user) throw new Error(`No demo user ${DEMO_EMAILS[role]}: was the app built with demo data?`);
  const { token } = authService(app.deps).startSession(user, { ip: '127.0.0.1', userAgent: 'vitest' });
  return { token, userId: user.id, organizationId: user.organizationId, headers: { authorization: `Bearer ${token}` } };
}

/** inject() that returns the parsed JSON body beside the raw response. */
export async function call<T = unknown>(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  const body = response.body ? (JSON.parse(response.body) as T) : (undefined as T);
  return { status: response.statusCode, body, headers: response.headers };
}

export { DEMO_SALON_USERS };

/**
 * For tests that move the clock by months (billing periods, trials): the demo's passwords would
 * expire under the default policy (90 days) and every session would be asked for a new one.
 */
export function passwordsNeverExpire(app: FastifyInstance): void {
  for (const role of ['owner', 'otherOwner'] as const) {
    const owner = findUserByEmail(app.deps.db, DEMO_EMAILS[role]);
    if (!owner) continue;
    const caller = { organizationId: owner.organizationId, user: { id: owner.id } } as Parameters<
      typeof patchDocument
    >[2];
    patchDocument(
      app.deps.db,
      securityPolicyKind,
      caller,
      { passwordPolicy: { expirationDays: 0 } },
      undefined,
      app.deps.now(),
    );
  }
}
