// A permission subject for the rules' tests: a receptionist unless told otherwise.
import type { PermissionSubject } from './permissions';

interface UserOptions {
  role?: string;
  permissions?: string[];
  customPermissions?: string[];
  isPlatformAdmin?: boolean;
}

export function user({
  role = 'receptionist',
  permissions = [],
  customPermissions = [],
  isPlatformAdmin = false,
}: UserOptions = {}): PermissionSubject {
  return { isPlatformAdmin, permissions, role: { name: role, permissions: { customPermissions } } };
}
