import type { SessionUser } from '../../contract/auth';
import { PERMISSIONS, WILDCARD, hasPermission, type PermissionSubject } from '../../contract/permissions';
import { shownRoleName } from '../../contract/role-authority';
import type { RoleRow } from '../roles/repository';
import type { UserRow } from '../team/repository';

/**
 * The user as clients see it. `permissions` lists the permissions the user effectively holds under
 * the spec's rules; feeding it back into those rules gives the same answers, so a client that only
 * checks `permissions.includes(x)` and one that applies the full rules agree.
 */
export function toSessionUser(user: UserRow, role: RoleRow): SessionUser {
  const subject: PermissionSubject = {
    isPlatformAdmin: user.isPlatformAdmin,
    permissions: [],
    role: { name: role.name, permissions: { customPermissions: role.customPermissions } },
  };
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    organizationId: user.organizationId,
    role: {
      id: role.id,
      name: role.name,
      displayName: shownRoleName(role),
      permissions: { customPermissions: [...role.customPermissions] },
    },
    permissions: user.isPlatformAdmin ? [WILDCARD] : PERMISSIONS.filter((p) => hasPermission(subject, p)),
    isPlatformAdmin: user.isPlatformAdmin,
  };
}
