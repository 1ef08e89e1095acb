/**
 * Role and permission rules from the specification (part 1 §6, the menu tables of parts 1–3).
 *
 * Isomorphic on purpose: the server's permission guard and the renderer's menu both import this
 * file, so a section is hidden in the UI for exactly the users the API would refuse. Keep it free
 * of Node imports.
 */

import { comparableName } from './text';

/** Every permission name the specification uses (parts 1, 2 and 3). */
export const PERMISSIONS = [
  'manage_organization_settings',
  'manage_roles',
  'manage_payment_methods',
  'manage_tax_settings',
  'manage_templates',
  'manage_locations',
  'manage_notification_settings',
  'manage_integration_settings',
  'manage_security_settings',
  'export_all_data',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** In a user's permissions list, grants every permission. */
export const WILDCARD = '*';

/**
 * Pseudo-permission for routes that any signed-in user may call (own profile, own sessions,
 * own preferences…). Routes must declare a permission or `public: true`; this lets the
 * "signed in is enough" case be explicit instead of an omission. It is deliberately not part of
 * PERMISSIONS, so it can never be stored on a role or granted.
 */
export const SIGNED_IN = 'signed_in';

/**
 * Pseudo-permission for what the specification gives "an admin" rather than a permission (part 3:
 * System Configuration is admin only): the Admin role with the rank rule, so owners and platform
 * admins pass and managers do not. Like SIGNED_IN it is never stored on a role or granted.
 */
export const ADMIN_ROLE = 'admin_role';

/** What a route may declare as its requirement. */
export type RoutePermission = Permission | typeof SIGNED_IN | typeof ADMIN_ROLE;

const PERMISSION_SET: ReadonlySet<string> = new Set(PERMISSIONS);

/** Narrows untrusted input (e.g. a role's customPermissions from a request body). */
export function isPermission(value: string): value is Permission {
  return PERMISSION_SET.has(value);
}

/** Roles every organization gets when it is created. */
export const BUILT_IN_ROLES = ['owner', 'admin', 'manager', 'practitioner', 'receptionist'] as const;

export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/** Canonical role keys; every alias normalizes to one of these. */
export const ROLE_KEYS = [
  'platform_admin',
  'owner',
  'admin',
  'manager',
  'practitioner',
  'receptionist',
  'viewer',
  'client',
] as const;

export type RoleKey = (typeof ROLE_KEYS)[number];

/** Higher is more power. */
export const ROLE_RANKS: Readonly<Record<RoleKey, number>> = {
  platform_admin: 1000,
  owner: 900,
  admin: 800,
  manager: 700,
  practitioner: 600,
  receptionist: 500,
  viewer: 400,
  client: 300,
};

/** Rank of any role name that is neither a canonical key nor an alias. */
export const UNKNOWN_ROLE_RANK = 100;

/**
 * Alias → canonical key. Keys are in compact form (lowercase, no separators), which is what
 * normalization produces before the lookup; so 'Front Desk', 'front_desk' and 'FRONTDESK' all hit
 * 'frontdesk'. The canonical keys are listed too so that normalizing is idempotent.
 */
export const ROLE_ALIASES: Readonly<Record<string, RoleKey>> = {
  platformadmin: 'platform_admin',
  superadmin: 'platform_admin',
  owner: 'owner',
  founder: 'owner',
  admin: 'admin',
  administrator: 'admin',
  manager: 'manager',
  supervisor: 'manager',
  practitioner: 'practitioner',
  therapist: 'practitioner',
  specialist: 'practitioner',
  staff: 'practitioner',
  receptionist: 'receptionist',
  frontdesk: 'receptionist',
  viewer: 'viewer',
  clientviewer: 'viewer',
  readonly: 'viewer',
  guest: 'viewer',
  client: 'client',
  customer: 'client',
  patient: 'client',
};

const SEPARATORS = /[\s._-]+/g;
// A 'role' prefix only counts when something marks where it ends: a separator ('ROLE_ADMIN',
// 'role-admin') or a camel-case hump ('RoleAdmin'). Stripping blindly would turn a custom role
// such as 'Roleplay Coach' into 'playcoach'.
const MARKED_ROLE_PREFIX = /^(?:role|Role|ROLE)(?=[\s._-])|^(?:role|Role)(?=[A-Z])/;
const COMPACT_ROLE_PREFIX = 'role';

function compact(name: string): string {
  return name.replace(SEPARATORS, '').toLowerCase();
}

function lookupAlias(compactName: string): RoleKey | undefined {
  return Object.prototype.hasOwnProperty.call(ROLE_ALIASES, compactName) ? ROLE_ALIASES[compactName] : undefined;
}

/**
 * Canonical role key for a role name: strips a 'role' prefix, case and separators, then maps
 * aliases. Unknown names come back in that compact form, unmapped. Names are compared as they read,
 * not as they are encoded: full-width letters, invisible characters and Cyrillic or Greek
 * look-alikes ("Оwner", "Owner\u200b", "ｏｗｎｅｒ") all normalize to the Latin word.
 */
export function normalizeRoleName(name: string): string {
  const trimmed = comparableName(name);
  const whole = compact(trimmed);
  const withoutMarkedPrefix = compact(trimmed.replace(MARKED_ROLE_PREFIX, ''));
  if (withoutMarkedPrefix !== whole && withoutMarkedPrefix !== '') {
    return lookupAlias(withoutMarkedPrefix) ?? withoutMarkedPrefix;
  }
  const direct = lookupAlias(whole);
  if (direct !== undefined) return direct;
  // An unmarked prefix ('roleadmin', 'ROLEADMIN') is only stripped when a known role follows.
  if (whole.startsWith(COMPACT_ROLE_PREFIX)) {
    const rest = lookupAlias(whole.slice(COMPACT_ROLE_PREFIX.length));
    if (rest !== undefined) return rest;
  }
  return whole;
}

/** The canonical key, or undefined for a name the rules do not know. */
export function roleKey(name: string): RoleKey | undefined {
  const normalized = normalizeRoleName(name);
  return (ROLE_KEYS as readonly string[]).includes(normalized) ? (normalized as RoleKey) : undefined;
}

/**
 * True when the name normalizes to a role the rules know. Custom organization roles must not be
 * allowed to take such a name: 'Super Admin' would otherwise rank as a platform admin.
 */
export function isKnownRoleName(name: string): boolean {
  return roleKey(name) !== undefined;
}

export function roleRank(name: string): number {
  const key = roleKey(name);
  return key === undefined ? UNKNOWN_ROLE_RANK : ROLE_RANKS[key];
}

/** The part of a user the rules look at; matches `user` of `GET /api/auth/me`. */
export interface PermissionSubject {
  isPlatformAdmin: boolean;
  permissions: readonly string[];
  role: { name: string; permissions: { customPermissions: readonly string[] } };
}

export function hasRole(user: PermissionSubject, roleName: string): boolean {
  if (user.isPlatformAdmin) return true;
  if (normalizeRoleName(user.role.name) === normalizeRoleName(roleName)) return true;
  return roleRank(user.role.name) >= roleRank(roleName);
}

const ADMIN_LEVEL_ROLES: ReadonlySet<string> = new Set<RoleKey>(['platform_admin', 'owner', 'admin', 'manager']);

/** Platform admin, owner, admin (administrator) and manager, after normalization. */
export function isAdminLevelRole(name: string): boolean {
  return ADMIN_LEVEL_ROLES.has(normalizeRoleName(name));
}

/**
 * Permissions the specification reserves to roles narrower than "admin-level": "Managing roles is
 * for owner and admin". The admin-level blanket rule would otherwise hand them to a manager too.
 * An explicit grant (permissions list, wildcard or custom permissions) still works.
 */
export const ROLE_RESERVED_PERMISSIONS: Readonly<Partial<Record<Permission, readonly RoleKey[]>>> = {
  manage_roles: ['owner', 'admin'],
};

function blanketGrants(roleName: string, permission: Permission): boolean {
  if (!isAdminLevelRole(roleName)) return false;
  const reservedTo = ROLE_RESERVED_PERMISSIONS[permission];
  if (reservedTo === undefined) return true;
  const key = roleKey(roleName);
  return key === 'platform_admin' || (key !== undefined && reservedTo.includes(key));
}

/**
 * The specification's permission check: passes when the user is a platform admin, holds the
 * permission or the wildcard, has an admin-level role, or the role's custom permissions include it.
 * One deliberate exception to the admin-level rule: see ROLE_RESERVED_PERMISSIONS.
 */
export function hasPermission(user: PermissionSubject, permission: RoutePermission): boolean {
  if (permission === SIGNED_IN) return true;
  if (permission === ADMIN_ROLE) return hasRole(user, 'admin');
  if (user.isPlatformAdmin) return true;
  if (user.permissions.includes(permission) || user.permissions.includes(WILDCARD)) return true;
  if (blanketGrants(user.role.name, permission)) return true;
  return user.role.permissions.customPermissions.includes(permission);
}

/** Owner, admin, platform admin, or anyone granted manage_roles explicitly. */
export function canManageRoles(user: PermissionSubject): boolean {
  return hasPermission(user, 'manage_roles');
}

/** "Editing permissions is for owner only" (and the platform admin, who passes every check). */
export function canEditPermissions(user: PermissionSubject): boolean {
  if (user.isPlatformAdmin) return true;
  const key = roleKey(user.role.name);
  return key === 'owner' || key === 'platform_admin';
}

export function canAccessAdminSettings(user: PermissionSubject): boolean {
  return user.isPlatformAdmin || isAdminLevelRole(user.role.name);
}

const DISPLAY_NAMES: Readonly<Record<RoleKey, string>> = {
  platform_admin: 'Platform Admin',
  owner: 'Owner',
  admin: 'Administrator',
  manager: 'Manager',
  practitioner: 'Practitioner',
  receptionist: 'Receptionist',
  viewer: 'Viewer',
  client: 'Client',
};

function titleCase(raw: string): string {
  return raw
    .trim()
    .split(/[\s._-]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Display name of a known role (aliases included); unknown names are title-cased as typed. */
export function roleDisplayName(name: string): string {
  const key = roleKey(name);
  return key === undefined ? titleCase(name) : DISPLAY_NAMES[key];
}

/** Settings routes (relative to /settings) hidden from users who lack the permission. */
export const MENU_PERMISSIONS = {
  'organization/general': 'manage_organization_settings',
  'organization/subscription': 'manage_organization_settings',
  'organization/branding': 'manage_organization_settings',
  'organization/booking': 'manage_organization_settings',
  // Part 2 §6 puts services under the same permission, though part 1's menu table omits it.
  'organization/services': 'manage_organization_settings',
  roles: 'manage_roles',
  'organization/financial': 'manage_payment_methods',
  'organization/tax': 'manage_tax_settings',
  'organization/system-templates': 'manage_templates',
  'organization/locations': 'manage_locations',
  'organization/booking-notifications': 'manage_notification_settings',
  // Not shown by the spec: the logs hold clients' addresses and numbers, so the page's permission.
  'organization/notification-logs': 'manage_notification_settings',
  'organization/integrations': 'manage_integration_settings',
  'organization/security': 'manage_security_settings',
  'import-export': 'export_all_data',
} as const satisfies Readonly<Record<string, Permission>>;

/**
 * Settings routes gated by role rather than permission. Part 3 says System Configuration is
 * "admin only"; that is the Admin role with the rank rule, so owners and platform admins pass and
 * managers do not.
 */
export const MENU_ROLE_REQUIREMENTS = {
  system: 'admin',
} as const satisfies Readonly<Record<string, RoleKey>>;

export type PermissionGatedSettingsPath = keyof typeof MENU_PERMISSIONS;
export type RoleGatedSettingsPath = keyof typeof MENU_ROLE_REQUIREMENTS;

function hasKey<T extends object>(map: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(map, key);
}

/**
 * Whether the settings menu shows a route. Takes the path relative to /settings ('roles',
 * 'organization/tax'); surrounding slashes are ignored. Routes the tables do not gate are open
 * to every signed-in user.
 */
export function canSeeSettingsRoute(user: PermissionSubject, path: string): boolean {
  const route = path.replace(/^\/+|\/+$/g, '');
  if (hasKey(MENU_PERMISSIONS, route)) return hasPermission(user, MENU_PERMISSIONS[route]);
  if (hasKey(MENU_ROLE_REQUIREMENTS, route)) return hasRole(user, MENU_ROLE_REQUIREMENTS[route]);
  return true;
}

/**
 * Quick actions of the settings overview. The two admin ones point where the spec says they do
 * (business hours live on the services page, tax on the financial page).
 */
export const OVERVIEW_QUICK_ACTIONS = [
  { id: 'update-profile', path: 'personal/profile', adminOnly: false },
  { id: 'security-checkup', path: 'personal/security', adminOnly: false },
  { id: 'notification-preferences', path: 'personal/notifications', adminOnly: false },
  // The Business Hours tab of that page (features/services/page-tabs.ts).
  { id: 'business-hours', path: 'organization/services', search: '?tab=business-hours', adminOnly: true },
  { id: 'tax-configuration', path: 'organization/financial', adminOnly: true },
] as const;

/** The business hours and tax quick actions "need the Admin role". */
export function canSeeAdminQuickActions(user: PermissionSubject): boolean {
  return hasRole(user, 'admin');
}
