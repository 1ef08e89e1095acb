import {
  canEditPermissions,
  isKnownRoleName,
  normalizeRoleName,
  PERMISSIONS,
  roleDisplayName,
  roleKey,
  roleRank,
} from '../../contract/permissions';
import { mayChangePermissionSet, shownRoleName } from '../../contract/role-authority';
import { ROLE_DISPLAY_NAME_MAX_LENGTH, type CreateRoleBody, type UpdateRoleBody } from '../../contract/roles';
import type { RoleSummary } from '../../contract/team';
import { cleanName, TEXT_PROBLEM_RULES, textProblem } from '../../contract/text';
import { ConflictError, ForbiddenError, NotFoundError, PreconditionFailedError, ValidationError } from '../../errors';
import { newId } from '../../ids';
import { cachedRead } from '../../db/read-cache';
import type { AppDeps, RequestContext } from '../../types';
import { diffChanges } from '../../documents/diff';
import { assertFresh } from '../../documents/versions';
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
    displayName: shownRoleName(role),
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
/** Stored as it reads (contract/text.ts): NFKC, no invisible characters, single spaces. */
const tidy = cleanName;

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

const DISPLAY_NAME = 'Display name';

/**
 * What an organization calls a built-in role. It may be an alias of the role itself (Practitioner
 * shown as 'Therapist') but must not read as another role the rules know: a Practitioner shown as
 * 'Manager' would mislead whoever hands it out. The standard name itself means "no display name".
 */
function validDisplayName(role: RoleRow, raw: string | null): string | null {
  if (raw === null) return null;
  if (!role.builtIn) {
    throw new ValidationError(DISPLAY_NAME, 'is only for built-in roles: rename a custom role instead');
  }
  const problem = textProblem(raw, 'name');
  if (problem === 'blank') throw new ValidationError(DISPLAY_NAME, 'must not be empty');
  if (problem !== undefined) throw new ValidationError(DISPLAY_NAME, TEXT_PROBLEM_RULES[problem]);
  const name = tidy(raw);
  if (name.length > ROLE_DISPLAY_NAME_MAX_LENGTH) {
    throw new ValidationError(DISPLAY_NAME, `must be at most ${ROLE_DISPLAY_NAME_MAX_LENGTH} characters`);
  }
  const readsAs = roleKey(name);
  if (readsAs !== undefined && readsAs !== roleKey(role.name)) {
    throw new ValidationError(DISPLAY_NAME, `is reserved: it reads as the ${roleDisplayName(name)} role`);
  }
  return name === roleDisplayName(role.name) ? null : name;
}

/** "Editing permissions is for owner only" (§6); the platform admin passes too. */
function assertMayEditPermissions(ctx: RequestContext): void {
  if (!canEditPermissions(ctx.user)) throw new ForbiddenError('Only the owner can edit permissions');
}

/** Within the caller's rank and permissions (contract/role-authority.ts, shared with the team routes). */
function assertMayChangeSet(
  ctx: RequestContext,
  role: RoleRow | null,
  before: readonly string[],
  after: readonly string[],
) {
  const answer = mayChangePermissionSet(ctx.user, role, before, after);
  if (!answer.ok) throw new ForbiddenError(answer.reason);
}

/** Naming a built-in role is the owner's, like its permissions. */
function assertMayNameBuiltIn(ctx: RequestContext): void {
  if (!canEditPermissions(ctx.user)) {
    throw new ForbiddenError('Only the owner can change what a built-in role is called');
  }
}

const inUseMessage = (n: number) =>
  `This role is still assigned to ${n} team member${n === 1 ? '' : 's'}. Give them another role first.`;

/**
 * Roles & Permissions (§6). Owner and admin manage roles (the route's manage_roles); within that,
 * only the owner changes a permission set, so an admin may create a role without permissions,
 * rename a custom role and delete an unused one. Built-in roles keep their names and cannot be
 * deleted; their permission sets can be extended by the owner (the guard honours them), who may
 * also give them a display name of the organization's own ('Therapist'). Every permission set
 * change also stays within the caller's rank and permissions (contract/role-authority.ts).
 */
export function rolesService(deps: AppDeps) {
  const { db } = deps;

  function load(ctx: RequestContext, id: string): RoleRow {
    const role = findRole(db, ctx.organizationId, id);
    if (!role) throw new NotFoundError('Role');
    return role;
  }

  /** Two roles never show under the same name, whether it is a role's name or its display name. */
  function assertNameFree(ctx: RequestContext, name: string, exceptId?: string): void {
    const wanted = normalizeRoleName(name);
    const taken = listRoles(db, ctx.organizationId).some(
      (role) =>
        role.id !== exceptId &&
        (normalizeRoleName(role.name) === wanted ||
          (role.displayName !== null && normalizeRoleName(role.displayName) === wanted)),
    );
    if (taken) throw new ConflictError('A role with this name already exists', 'ROLE_NAME_TAKEN');
  }

  const summary = (ctx: RequestContext, role: RoleRow) =>
    toSummary(role, activeHolderNames(db, ctx.organizationId).get(role.id) ?? []);

  return {
    list(ctx: RequestContext): RoleSummary[] {
      // The page's answer is kept with the rows it comes from, until the next write.
      return cachedRead(db, `role-summaries|${ctx.organizationId}`, () => {
        const names = activeHolderNames(db, ctx.organizationId);
        return listRoles(db, ctx.organizationId).map((role) => toSummary(role, names.get(role.id) ?? []));
      });
    },

    create(ctx: RequestContext, input: CreateRoleBody) {
      const name = validName(input.name);
      const customPermissions = ordered(input.customPermissions ?? []);
      if (customPermissions.length > 0) {
        assertMayEditPermissions(ctx);
        assertMayChangeSet(ctx, null, [], customPermissions);
      }
      assertNameFree(ctx, name);
      const id = newId();
      insertRole(db, { id, organizationId: ctx.organizationId, name, customPermissions });
      return { role: summary(ctx, load(ctx, id)), changes: diffChanges({}, { name, customPermissions }) };
    },

    update(ctx: RequestContext, id: string, input: UpdateRoleBody, ifMatch: string | undefined) {
      const role = load(ctx, id);
      assertFresh(ifMatch, role.version);
      const patch: { name?: string; customPermissions?: string[]; displayName?: string | null } = {};
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
        assertMayChangeSet(ctx, role, role.customPermissions, input.customPermissions);
        patch.customPermissions = ordered(input.customPermissions);
      }
      if (input.displayName !== undefined) {
        const displayName = validDisplayName(role, input.displayName);
        if (displayName !== role.displayName) {
          assertMayNameBuiltIn(ctx);
          if (displayName !== null) assertNameFree(ctx, displayName, role.id);
          patch.displayName = displayName;
        }
      }
      if (Object.keys(patch).length === 0) return { role: summary(ctx, role), changes: {} };
      if (!updateRole(db, ctx.organizationId, id, role.version, patch)) throw new PreconditionFailedError();
      const after = load(ctx, id);
      return {
        role: summary(ctx, after),
        changes: diffChanges(
          { name: role.name, displayName: role.displayName, customPermissions: role.customPermissions },
          { name: after.name, displayName: after.displayName, customPermissions: after.customPermissions },
        ),
      };
    },

    remove(ctx: RequestContext, id: string, ifMatch: string | undefined): RoleRow {
      const role = load(ctx, id);
      assertFresh(ifMatch, role.version);
      if (role.builtIn) throw new ConflictError('Built-in roles cannot be deleted', 'BUILT_IN_ROLE');
      const assigned = countUsersWithRole(db, ctx.organizationId, id);
      if (assigned > 0) throw new ConflictError(inUseMessage(assigned), 'ROLE_IN_USE');
      deleteRole(db, ctx.organizationId, id);
      return role;
    },
  };
}
