import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { roles, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function insertUser(db: Db, row: NewUserRow): void {
  db.insert(users).values(row).run();
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).get();
}

// Members are read by the profile, security, team, directory and overview answers: these reads
// are answered from memory until the next write (db/read-cache.ts).
export function findUser(db: Db, organizationId: string, id: string) {
  return cachedRead(db, `user|${organizationId}|${id}`, () =>
    db
      .select({ user: users, role: roles })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.organizationId, organizationId), eq(users.id, id)))
      .get(),
  );
}

export function listUsers(db: Db, organizationId: string) {
  return cachedRead(db, `users|${organizationId}`, () =>
    db
      .select({ user: users, role: roles })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.organizationId, organizationId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .all(),
  );
}

/** What the staff export shows of a member: no secrets, so none are carried along. */
export interface ExportedMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  jobTitle: string;
  bio: string;
  isActive: boolean;
  canSignIn: boolean;
  role: { name: string; displayName: string | null };
}

/** A page of the organization's members, by id after `afterId` (the staff export). */
export function membersPage(
  db: Db,
  organizationId: string,
  afterId: string | undefined,
  limit: number,
): ExportedMember[] {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      jobTitle: users.jobTitle,
      bio: users.bio,
      isActive: users.isActive,
      canSignIn: sql<number>`${users.passwordHash} is not null`.mapWith(Boolean),
      role: { name: roles.name, displayName: roles.displayName },
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.organizationId, organizationId), afterId === undefined ? undefined : gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(limit)
    .all();
}

export function countActiveUsers(db: Db, organizationId: string): number {
  return cachedRead(
    db,
    `active-users|${organizationId}`,
    () =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true)))
        .get()?.n ?? 0,
  );
}

export function countActiveWithRole(db: Db, organizationId: string, roleId: string): number {
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.roleId, roleId), eq(users.isActive, true)))
      .get()?.n ?? 0
  );
}

export function updateUser(db: Db, organizationId: string, id: string, patch: Partial<NewUserRow>, now: Date): void {
  db.update(users)
    .set({ ...patch, updatedAt: now.toISOString() })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, id)))
    .run();
}

/** Ends every open session of a user at once (deactivation, password change). */
export function endSessionsOfUser(
  db: Db,
  organizationId: string,
  userId: string,
  now: Date,
  exceptSessionId?: string,
): number {
  const open = and(
    eq(sessions.organizationId, organizationId),
    eq(sessions.userId, userId),
    sql`${sessions.endedAt} is null`,
    exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
  );
  return db.update(sessions).set({ endedAt: now.toISOString() }).where(open).run().changes;
}
