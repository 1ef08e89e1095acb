import { and, asc, eq, sql } from 'drizzle-orm';
import { BUILT_IN_ROLES } from '../../contract/permissions';
import type { DbOrTx as Db } from '../../db/client';
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

export function listRoles(db: Db, organizationId: string) {
  return db
    .select({
      role: roles,
      holders: sql<number>`(select count(*) from ${users} where ${users.roleId} = ${roles.id} and ${users.isActive} = 1)`,
    })
    .from(roles)
    .where(eq(roles.organizationId, organizationId))
    .orderBy(asc(roles.createdAt), asc(roles.id))
    .all();
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
