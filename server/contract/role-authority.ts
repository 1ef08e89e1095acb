/**
 * Who may give what (issue 8, ARCHITECTURE "Who may give what"): the one rule every team and role
 * write goes through — creating a member, changing a role (Team page or Roles page), deactivating,
 * reactivating, and changing a role's permission set.
 *
 * Isomorphic on purpose, like ./permissions.ts: the server enforces it, the renderer uses it to
 * disable what the server would refuse. Keep it free of Node imports.
 *
 * The rule, in full:
 * - A platform admin may do anything here, and is the only one who may act on a platform admin.
 * - Giving a role: the role must not rank above the caller's own (equal is fine: an administrator
 *   may make someone an administrator), and every permission the role carries must be one the
 *   caller holds. So the Owner role is given only by an owner: it ranks above every other role.
 * - Acting on a person (changing their role, deactivating, reactivating): their rank must be
 *   strictly below the caller's, and the caller must hold every permission they hold. The one
 *   exception is the existing owner rule: an owner may act on another owner (and only an owner may).
 *   The last-owner rule ("the organization needs at least one active owner") is the service's.
 * - Changing a role's permission set: every permission added or removed must be one the caller
 *   holds; a caller who is neither owner nor platform admin may not touch the set of a role they
 *   hold, nor of one ranked at or above their own. (Today only the owner edits permission sets at
 *   all — canEditPermissions — so that last part guards the day the spec widens it.)
 *
 * What follows for a custom role holding manage_roles: custom roles rank 100 (UNKNOWN_ROLE_RANK),
 * the lowest rank there is, so such a caller acts on nobody (every member ranks at least 100, and
 * "below" is strict: not even someone holding the same custom role), and gives only custom roles
 * whose permissions they hold themselves. No step can end with someone holding more than the
 * caller, which is the point.
 */
import {
  canEditPermissions,
  hasPermission,
  normalizeRoleName,
  PERMISSIONS,
  roleDisplayName,
  roleKey,
  roleRank,
  ROLE_RANKS,
  type Permission,
  type PermissionSubject,
} from './permissions';
import { PERMISSION_LABELS } from './roles';

/** A role as given: its rule name, the organization's display name if any, its own permissions. */
export interface GrantableRole {
  name: string;
  /** What the organization calls it; absent or null shows the standard display name. */
  displayName?: string | null;
  customPermissions: readonly string[];
}

/** A team member as acted on: whether they are the platform admin, and the role they hold. */
export interface TeamMemberSubject {
  isPlatformAdmin: boolean;
  role: GrantableRole;
}

export type AuthorityAnswer = { ok: true } | { ok: false; reason: string };

const ALLOWED: AuthorityAnswer = { ok: true };
const deny = (reason: string): AuthorityAnswer => ({ ok: false, reason });

/** The permissions a subject holds under hasPermission, platform-admin flag and wildcard included. */
export function effectivePermissions(subject: PermissionSubject): ReadonlySet<Permission> {
  return new Set(PERMISSIONS.filter((permission) => hasPermission(subject, permission)));
}

/** Someone holding exactly this role (and no platform-admin flag), as the permission rules see them. */
export function holderOf(role: GrantableRole): PermissionSubject {
  return {
    isPlatformAdmin: false,
    permissions: [],
    role: { name: role.name, permissions: { customPermissions: role.customPermissions } },
  };
}

function memberAsSubject(member: TeamMemberSubject): PermissionSubject {
  return { ...holderOf(member.role), isPlatformAdmin: member.isPlatformAdmin };
}

/** The rank a person acts with: the platform admin's flag outranks whatever role they hold. */
export function authorityRank(subject: { isPlatformAdmin: boolean; role: { name: string } }): number {
  return subject.isPlatformAdmin ? ROLE_RANKS.platform_admin : roleRank(subject.role.name);
}

/** Permissions in `wanted` the caller does not hold, in the order of PERMISSIONS. */
export function permissionsNotHeld(caller: PermissionSubject, wanted: Iterable<string>): Permission[] {
  const held = effectivePermissions(caller);
  const asked = new Set(wanted);
  return PERMISSIONS.filter((permission) => asked.has(permission) && !held.has(permission));
}

const isOwner = (subject: { role: { name: string } }) => roleKey(subject.role.name) === 'owner';
/** What people see for a role: the organization's display name if set, else the standard one. */
export const shownRoleName = (role: { name: string; displayName?: string | null }): string =>
  role.displayName ?? roleDisplayName(role.name);

/** Permissions in the words of the roles page; labels hold commas themselves, hence semicolons. */
const listed = (permissions: readonly Permission[]) =>
  permissions.map((permission) => PERMISSION_LABELS[permission]).join('; ');

/** May the caller give this role to someone (a new member, or a member changing role)? */
export function mayGrantRole(caller: PermissionSubject, role: GrantableRole): AuthorityAnswer {
  if (caller.isPlatformAdmin) return ALLOWED;
  const name = shownRoleName(role);
  if (roleRank(role.name) > authorityRank(caller)) {
    return deny(`You cannot give someone the ${name} role: it ranks above your own`);
  }
  const missing = permissionsNotHeld(caller, effectivePermissions(holderOf(role)));
  if (missing.length > 0) {
    return deny(
      `You cannot give someone the ${name} role: it includes permissions you do not hold (${listed(missing)})`,
    );
  }
  return ALLOWED;
}

/** May the caller change this member's role, deactivate or reactivate them? */
export function mayActOn(caller: PermissionSubject, target: TeamMemberSubject): AuthorityAnswer {
  if (caller.isPlatformAdmin) return ALLOWED;
  if (target.isPlatformAdmin) return deny("Only a platform admin can change a platform admin's access");
  if (isOwner(target)) {
    // The owner rules as they were: owners act on owners, nobody else does.
    return isOwner(caller) ? ALLOWED : deny("Only an owner can change another owner's access");
  }
  if (authorityRank(target) >= authorityRank(caller)) {
    return deny(`You can only change the access of people whose role ranks below your own`);
  }
  const missing = permissionsNotHeld(caller, effectivePermissions(memberAsSubject(target)));
  if (missing.length > 0) {
    return deny(`You cannot change the access of someone who holds permissions you do not hold (${listed(missing)})`);
  }
  return ALLOWED;
}

/** Permissions in one set and not the other: what a change of permission set adds or removes. */
export function changedPermissions(before: readonly string[], after: readonly string[]): string[] {
  return [...before.filter((p) => !after.includes(p)), ...after.filter((p) => !before.includes(p))];
}

/**
 * May the caller change a role's permission set from `before` to `after`? For a new role, pass
 * `role` as null and `before` as []. The spec's "editing permissions is for owner only" is checked
 * separately (canEditPermissions); this is the rank and held-permissions part.
 */
export function mayChangePermissionSet(
  caller: PermissionSubject,
  role: GrantableRole | null,
  before: readonly string[],
  after: readonly string[],
): AuthorityAnswer {
  if (caller.isPlatformAdmin) return ALLOWED;
  if (role !== null && !canEditPermissions(caller)) {
    if (normalizeRoleName(role.name) === normalizeRoleName(caller.role.name)) {
      return deny('You cannot change the permissions of your own role');
    }
    if (roleRank(role.name) >= authorityRank(caller)) {
      return deny('You can only change the permissions of roles that rank below your own');
    }
  }
  const missing = permissionsNotHeld(caller, changedPermissions(before, after));
  if (missing.length > 0) {
    return deny(`You can only add or remove permissions you hold yourself (${listed(missing)})`);
  }
  return ALLOWED;
}
