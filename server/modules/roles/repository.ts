import { and, asc, eq, sql } from 'drizzle-orm';
import { BUILT_IN_ROLES } from '../../contract/permissions';
import type { DbOrTx as Db } from '../../db/client';
import { cachedRead } from '../../db/read-cache';
import { roles, users } from '../../db/schema';
import { newId } from '../../ids';

export type RoleRow = typeof roles.$inferSelect;

/** Every organization starts with the five built-in roles. */
export function createBuiltInRoles(db: Db, organizationId: string): Map<string, string> {
  const ids = new Map<string, string>();
  for (const name of BUILT_IN_ROLES) {
    const id = newId();
    db.insert(roles).values({ id, organizationId, name, builtIn: true, customPermissions: [] }).run();
    ids.set(name, id);
  }
  return ids;
}

// Holders are counted from activeHolderNames: a correlated count here rendered its columns
// unqualified ("role_id" = "id" inside the subquery), so it compared users with themselves.
// The roles page's two reads are answered from memory until the next write (db/read-cache.ts).
export function listRoles(db: Db, organizationId: string): RoleRow[] {
  return cachedRead(db, `roles|${organizationId}`, () =>
    db
      .select()
      .from(roles)
      .where(eq(roles.organizationId, organizationId))
      .orderBy(asc(roles.createdAt), asc(roles.id))
      .all(),
  );
}

export function findRole(db: Db, organizationId: string, id: string): RoleRow | undefined {
  return db
    .select()
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, id)))
    .get();
}

export function findRoleByName(db: Db, organizationId: string, name: string): RoleRow | undefined {
  return db
    .select()
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.name, name)))
    .get();
}

export function insertRole(
  db: Db,
  row: { id: string; organizationId: string; name: string; customPermissions: string[] },
): void {
  db.insert(roles)
    .values({ ...row, builtIn: false })
    .run();
}

/** Writes a change only if the role is still at `version`; answers whether it was. */
export function updateRole(
  db: Db,
  organizationId: string,
  id: string,
  version: number,
  patch: { name?: string; customPermissions?: string[]; displayName?: string | null },
): boolean {
  return (
    db
      .update(roles)
      .set({ ...patch, version: version + 1 })
      .where(and(eq(roles.organizationId, organizationId), eq(roles.id, id), eq(roles.version, version)))
      .run().changes === 1
  );
}

export function deleteRole(db: Db, organizationId: string, id: string): void {
  db.delete(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.id, id)))
    .run();
}

/** Everyone the role is given to, active or not: a deactivated member still points at it. */
export function countUsersWithRole(db: Db, organizationId: string, roleId: string): number {
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.roleId, roleId)))
      .get()?.n ?? 0
  );
}

/** Active members' names per role id, for the roles page. */
export function activeHolderNames(db: Db, organizationId: string): Map<string, string[]> {
  const rows = cachedRead(db, `role-holders|${organizationId}`, () =>
    db
      .select({ roleId: users.roleId, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true)))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .all(),
  );
  const names = new Map<string, string[]>();
  for (const row of rows) {
    const list = names.get(row.roleId) ?? [];
    list.push(`${row.firstName} ${row.lastName}`.trim());
    names.set(row.roleId, list);
  }
  return names;
}
