import type { ChangeRoleBody, CreateTeamUserBody, TeamUser } from '../../contract/team';
import { hasRole, normalizeRoleName, roleDisplayName, roleRank } from '../../contract/permissions';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { newId } from '../../ids';
import { hashPassword } from '../../security/passwords';
import type { AppDeps, RequestContext } from '../../types';
import { diffChanges } from '../activity/diff';
import { planLimits } from '../billing/limits';
import { findRole, type RoleRow } from '../roles/repository';
import {
  countActiveWithRole,
  endSessionsOfUser,
  findUser,
  findUserByEmail,
  insertUser,
  listUsers,
  updateUser,
  type UserRow,
} from './repository';

function toTeamUser(user: UserRow, role: RoleRow): TeamUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: { id: role.id, name: role.name, displayName: roleDisplayName(role.name) },
    isActive: user.isActive,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: user.createdAt,
  };
}

const isOwnerRole = (role: RoleRow) => normalizeRoleName(role.name) === 'owner';

/**
 * Nobody hands out more power than they hold: a role ranked above the caller's own can only be
 * given by someone of at least that rank (the owner role only by an owner or platform admin).
 */
function assertMayGrant(ctx: RequestContext, role: RoleRow): void {
  if (!role.builtIn) return;
  if (!hasRole(ctx.user, role.name) && roleRank(role.name) > roleRank(ctx.user.role.name)) {
    throw new ForbiddenError(`You cannot give someone the ${roleDisplayName(role.name)} role: it ranks above your own`);
  }
}

export function teamService(deps: AppDeps) {
  const { db, now } = deps;
  const limits = planLimits(deps);

  function load(ctx: RequestContext, id: string) {
    const found = findUser(db, ctx.organizationId, id);
    if (!found) throw new NotFoundError('Team member');
    return found;
  }

  /** An organization always keeps at least one active owner, or nobody could manage it. */
  function assertNotLastOwner(ctx: RequestContext, user: UserRow, role: RoleRow): void {
    if (isOwnerRole(role) && user.isActive && countActiveWithRole(db, ctx.organizationId, role.id) <= 1) {
      throw new ConflictError('The organization needs at least one active owner', 'LAST_OWNER');
    }
  }

  function assertMayManage(ctx: RequestContext, role: RoleRow): void {
    if (isOwnerRole(role) && !hasRole(ctx.user, 'owner')) {
      throw new ForbiddenError("Only an owner can change another owner's access");
    }
  }

  return {
    list(ctx: RequestContext): TeamUser[] {
      return listUsers(db, ctx.organizationId).map(({ user, role }) => toTeamUser(user, role));
    },

    async create(ctx: RequestContext, input: CreateTeamUserBody): Promise<TeamUser> {
      const role = findRole(db, ctx.organizationId, input.roleId);
      if (!role) throw new NotFoundError('Role');
      assertMayGrant(ctx, role);
      if (findUserByEmail(db, input.email))
        throw new ConflictError('A user with this email already exists', 'EMAIL_TAKEN');
      // Checked before the slow hash to answer at once, and again beside the insert, because
      // another member may have been added while the password was hashing.
      limits.assertWithinLimit(ctx, 'staff');
      const passwordHash = await hashPassword(input.password);
      const id = newId();
      const at = now().toISOString();
      try {
        db.transaction((tx) => {
          limits.assertWithinLimit(ctx, 'staff', { db: tx });
          insertUser(tx, {
            id,
            organizationId: ctx.organizationId,
            roleId: role.id,
            email: input.email.trim().toLowerCase(),
            passwordHash,
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            passwordChangedAt: at,
            createdAt: at,
            updatedAt: at,
          });
        });
      } catch (err) {
        // The same address registered between the check and the insert.
        if (String(err).includes('UNIQUE'))
          throw new ConflictError('A user with this email already exists', 'EMAIL_TAKEN');
        throw err;
      }
      return toTeamUser(load(ctx, id).user, role);
    },

    changeRole(ctx: RequestContext, id: string, input: ChangeRoleBody) {
      const { user, role: current } = load(ctx, id);
      const next = findRole(db, ctx.organizationId, input.roleId);
      if (!next) throw new NotFoundError('Role');
      if (user.id === ctx.user.id) throw new ForbiddenError('You cannot change your own role');
      assertMayManage(ctx, current);
      assertMayGrant(ctx, next);
      if (current.id !== next.id) assertNotLastOwner(ctx, user, current);
      updateUser(db, ctx.organizationId, id, { roleId: next.id }, now());
      return {
        user: toTeamUser({ ...user, roleId: next.id }, next),
        changes: diffChanges({ role: current.name }, { role: next.name }),
      };
    },

    /** Deactivation ends the member's sessions at once; their history stays. */
    setActive(ctx: RequestContext, id: string, active: boolean) {
      const { user, role } = load(ctx, id);
      if (user.id === ctx.user.id) throw new ForbiddenError('You cannot deactivate yourself');
      assertMayManage(ctx, role);
      if (!active) assertNotLastOwner(ctx, user, role);
      // A member coming back takes a seat again.
      if (active && !user.isActive) limits.assertWithinLimit(ctx, 'staff');
      db.transaction((tx) => {
        updateUser(tx, ctx.organizationId, id, { isActive: active }, now());
        if (!active) endSessionsOfUser(tx, ctx.organizationId, id, now());
      });
      return {
        user: toTeamUser({ ...user, isActive: active }, role),
        changes: diffChanges({ isActive: user.isActive }, { isActive: active }),
      };
    },
  };
}
