import {
  canEditPermissions,
  isKnownRoleName,
  normalizeRoleName,
  PERMISSIONS,
  roleDisplayName,
  roleRank,
} from '../../contract/permissions';
import type { CreateRoleBody, UpdateRoleBody } from '../../contract/roles';
import type { RoleSummary } from '../../contract/team';
import { ConflictError, ForbiddenError, NotFoundError, PreconditionFailedError, ValidationError } from '../../errors';
import { newId } from '../../ids';
import type { AppDeps, RequestContext } from '../../types';
import { diffChanges } from '../activity/diff';
import { matchesVersion } from '../settings/documents';
import {
  activeHolderNames,
  countUsersWithRole,
  deleteRole,
  findRole,
  insertRole,
  listRoles,
  updateRole,
  type RoleRow,
} from './repository';

function toSummary(role: RoleRow, holderNames: readonly string[]): RoleSummary {
  return {
    id: role.id,
    name: role.name,
    displayName: roleDisplayName(role.name),
    rank: roleRank(role.name),
    builtIn: role.builtIn,
    customPermissions: [...role.customPermissions],
    holders: holderNames.length,
    holderNames: [...holderNames],
    version: role.version,
  };
}

/** Stored in the order of PERMISSIONS, so equal sets compare and diff as equal. */
const ordered = (permissions: readonly string[]) => PERMISSIONS.filter((p) => permissions.includes(p));
const sameSet = (a: readonly string[], b: readonly string[]) => ordered(a).join() === ordered(b).join();
const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * A custom role's name must not read as a role the rules know: 'Super Admin' would otherwise rank
 * as a platform admin, 'Front Desk' as a receptionist.
 */
function validName(raw: string): string {
  const name = tidy(raw);
  if (name === '') throw new ValidationError('name', 'must not be empty');
  if (isKnownRoleName(name))
    throw new ValidationError('name', `is reserved: it reads as the ${roleDisplayName(name)} role`);
  return name;
}

/** "Editing permissions is for owner only" (§6); the platform admin passes too. */
function assertMayEditPermissions(ctx: RequestContext): void {
  if (!canEditPermissions(ctx.user)) throw new ForbiddenError('Only the owner can edit permissions');
}

const inUseMessage = (n: number) =>
  `This role is still assigned to ${n} team member${n === 1 ? '' : 's'}. Give them another role first.`;

/**
 * Roles & Permissions (§6). Owner and admin manage roles (the route's manage_roles); within that,
 * only the owner changes a permission set, so an admin may create a role without permissions,
 * rename a custom role and delete an unused one. Built-in roles keep their names and cannot be
 * deleted; their permission sets can be extended by the owner (the guard honours them).
 */
export function rolesService(deps: AppDeps) {
  const { db } = deps;

  function load(ctx: RequestContext, id: string): RoleRow {
    const role = findRole(db, ctx.organizationId, id);
    if (!role) throw new NotFoundError('Role');
    return role;
  }

  function assertNameFree(ctx: RequestContext, name: string, exceptId?: string): void {
    const wanted = normalizeRoleName(name);
    const taken = listRoles(db, ctx.organizationId).some(
      (role) => role.id !== exceptId && normalizeRoleName(role.name) === wanted,
    );
    if (taken) throw new ConflictError('A role with this name already exists', 'ROLE_NAME_TAKEN');
  }

  const summary = (ctx: RequestContext, role: RoleRow) =>
    toSummary(role, activeHolderNames(db, ctx.organizationId).get(role.id) ?? []);

  return {
    list(ctx: RequestContext): RoleSummary[] {
      const names = activeHolderNames(db, ctx.organizationId);
      return listRoles(db, ctx.organizationId).map((role) => toSummary(role, names.get(role.id) ?? []));
    },

    create(ctx: RequestContext, input: CreateRoleBody) {
      const name = validName(input.name);
      const customPermissions = ordered(input.customPermissions ?? []);
      if (customPermissions.length > 0) assertMayEditPermissions(ctx);
      assertNameFree(ctx, name);
      const id = newId();
      insertRole(db, { id, organizationId: ctx.organizationId, name, customPermissions });
      return { role: summary(ctx, load(ctx, id)), changes: diffChanges({}, { name, customPermissions }) };
    },

    update(ctx: RequestContext, id: string, input: UpdateRoleBody, ifMatch: string | undefined) {
      const role = load(ctx, id);
      if (!matchesVersion(ifMatch, role.version)) throw new PreconditionFailedError();
      const patch: { name?: string; customPermissions?: string[] } = {};
      if (input.name !== undefined && tidy(input.name) !== role.name) {
        const sameName = normalizeRoleName(tidy(input.name)) === normalizeRoleName(role.name);
        // A built-in role sent back under its display name ('Receptionist') is not a rename.
        if (role.builtIn && !sameName) throw new ConflictError('Built-in roles cannot be renamed', 'BUILT_IN_ROLE');
        if (!role.builtIn) {
          patch.name = validName(input.name);
          if (!sameName) assertNameFree(ctx, patch.name, role.id);
        }
      }
      if (input.customPermissions !== undefined && !sameSet(input.customPermissions, role.customPermissions)) {
        assertMayEditPermissions(ctx);
        patch.customPermissions = ordered(input.customPermissions);
      }
      if (Object.keys(patch).length === 0) return { role: summary(ctx, role), changes: {} };
      if (!updateRole(db, ctx.organizationId, id, role.version, patch)) throw new PreconditionFailedError();
      const after = load(ctx, id);
      return {
        role: summary(ctx, after),
        changes: diffChanges(
          { name: role.name, customPermissions: role.customPermissions },
          { name: after.name, customPermissions: after.customPermissions },
        ),
      };
    },

    remove(ctx: RequestContext, id: string, ifMatch: string | undefined): RoleRow {
      const role = load(ctx, id);
      if (!matchesVersion(ifMatch, role.version)) throw new PreconditionFailedError();
      if (role.builtIn) throw new ConflictError('Built-in roles cannot be deleted', 'BUILT_IN_ROLE');
      const assigned = countUsersWithRole(db, ctx.organizationId, id);
      if (assigned > 0) throw new ConflictError(inUseMessage(assigned), 'ROLE_IN_USE');
      deleteRole(db, ctx.organizationId, id);
      return role;
    },
  };
}
