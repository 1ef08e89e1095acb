import { describe, it, expect } from 'vitest';
import {
  BUILT_IN_ROLES,
  PERMISSIONS,
  ROLE_RANKS,
  SIGNED_IN,
  UNKNOWN_ROLE_RANK,
  WILDCARD,
  canAccessAdminSettings,
  canEditPermissions,
  canManageRoles,
  hasPermission,
  hasRole,
  isAdminLevelRole,
  isKnownRoleName,
  isPermission,
  normalizeRoleName,
  roleDisplayName,
  roleRank,
  type Permission,
} from './permissions';
import { user } from './permissions.fixtures';

describe('permission names', () => {
  it('lists exactly the names used by the three spec documents', () => {
    expect([...PERMISSIONS].sort()).toEqual(
      [
        'export_all_data',
        'manage_integration_settings',
        'manage_locations',
        'manage_notification_settings',
        'manage_organization_settings',
        'manage_payment_methods',
        'manage_roles',
        'manage_security_settings',
        'manage_tax_settings',
        'manage_templates',
      ].sort(),
    );
  });

  it('keeps the wildcard and the signed-in pseudo-permission out of the grantable list', () => {
    expect(WILDCARD).toBe('*');
    expect(SIGNED_IN).toBe('signed_in');
    expect(isPermission(WILDCARD)).toBe(false);
    expect(isPermission(SIGNED_IN)).toBe(false);
    expect(isPermission('manage_locations')).toBe(true);
    expect(isPermission('manage_everything')).toBe(false);
  });

  it('creates organizations with the five staff roles', () => {
    expect(BUILT_IN_ROLES).toEqual(['owner', 'admin', 'manager', 'practitioner', 'receptionist']);
  });
});

describe('role ranks', () => {
  it.each([
    ['platform_admin', 1000],
    ['owner', 900],
    ['admin', 800],
    ['manager', 700],
    ['practitioner', 600],
    ['receptionist', 500],
    ['viewer', 400],
    ['client', 300],
  ])('ranks %s at %i', (role, rank) => {
    expect(roleRank(role)).toBe(rank);
    expect(ROLE_RANKS[role as keyof typeof ROLE_RANKS]).toBe(rank);
  });

  it.each(['barista', 'head stylist', ''])('ranks the unknown role %j at 100', (role) => {
    expect(UNKNOWN_ROLE_RANK).toBe(100);
    expect(roleRank(role)).toBe(100);
  });
});

describe('normalizeRoleName', () => {
  it.each([
    ['superadmin', 'platform_admin'],
    ['founder', 'owner'],
    ['administrator', 'admin'],
    ['supervisor', 'manager'],
    ['therapist', 'practitioner'],
    ['specialist', 'practitioner'],
    ['staff', 'practitioner'],
    ['frontdesk', 'receptionist'],
    ['viewer', 'viewer'],
    ['readonly', 'viewer'],
    ['guest', 'viewer'],
    ['customer', 'client'],
    ['patient', 'client'],
  ])('maps the alias %s to %s', (alias, canonical) => {
    expect(normalizeRoleName(alias)).toBe(canonical);
  });

  it.each([
    ['Platform Admin', 'platform_admin'],
    ['platform-admin', 'platform_admin'],
    ['client viewer', 'viewer'],
    ['Client-Viewer', 'viewer'],
    ['super_admin', 'platform_admin'],
    ['Super Admin', 'platform_admin'],
    ['Front Desk', 'receptionist'],
    ['front.desk', 'receptionist'],
    ['READ_ONLY', 'viewer'],
    ['Read-Only', 'viewer'],
    ['OWNER', 'owner'],
    ['  Manager  ', 'manager'],
  ])('ignores case and separators: %j -> %s', (raw, canonical) => {
    expect(normalizeRoleName(raw)).toBe(canonical);
  });

  it.each([
    ['ROLE_ADMIN', 'admin'],
    ['role-admin', 'admin'],
    ['RoleAdmin', 'admin'],
    ['role admin', 'admin'],
    ['role.owner', 'owner'],
    ['ROLE_FRONT_DESK', 'receptionist'],
    ['RoleSuperAdmin', 'platform_admin'],
    ['roleadmin', 'admin'],
    ['ROLEADMIN', 'admin'],
  ])('strips a role prefix: %j -> %s', (raw, canonical) => {
    expect(normalizeRoleName(raw)).toBe(canonical);
  });

  it.each([
    ['Head Stylist', 'headstylist'],
    ['ROLE_HEAD_STYLIST', 'headstylist'],
    ['Roleplay Coach', 'roleplaycoach'],
    ['Role', 'role'],
  ])('returns an unknown name %j normalized but unmapped (%s)', (raw, normalized) => {
    expect(normalizeRoleName(raw)).toBe(normalized);
    expect(isKnownRoleName(raw)).toBe(false);
  });

  it.each(['platform_admin', 'owner', 'admin', 'manager', 'practitioner', 'receptionist', 'viewer', 'client'])(
    'is idempotent on the canonical key %s',
    (key) => {
      expect(normalizeRoleName(key)).toBe(key);
      expect(normalizeRoleName(normalizeRoleName(key))).toBe(key);
      expect(isKnownRoleName(key)).toBe(true);
    },
  );

  it('ranks an alias like its canonical role', () => {
    expect(roleRank('Front Desk')).toBe(500);
    expect(roleRank('ROLE_SUPERADMIN')).toBe(1000);
    expect(roleRank('patient')).toBe(300);
  });
});

describe('hasRole', () => {
  it('passes for a platform admin whatever the role name', () => {
    expect(hasRole(user({ role: 'client', isPlatformAdmin: true }), 'owner')).toBe(true);
  });

  it.each([
    ['therapist', 'practitioner'],
    ['ROLE_FRONT_DESK', 'receptionist'],
    ['Head Stylist', 'head-stylist'],
  ])('passes for the same role after normalization (%s vs %s)', (userRole, required) => {
    expect(hasRole(user({ role: userRole }), required)).toBe(true);
  });

  it.each([
    ['owner', 'admin'],
    ['admin', 'admin'],
    ['manager', 'receptionist'],
    ['administrator', 'manager'],
    ['receptionist', 'viewer'],
    ['founder', 'client'],
  ])('passes when %s ranks equal to or above %s', (userRole, required) => {
    expect(hasRole(user({ role: userRole }), required)).toBe(true);
  });

  it.each([
    ['manager', 'admin'],
    ['practitioner', 'manager'],
    ['receptionist', 'practitioner'],
    ['viewer', 'receptionist'],
    ['client', 'viewer'],
    ['Head Stylist', 'client'],
    ['admin', 'owner'],
    ['owner', 'platform_admin'],
  ])('refuses %s when %s is required', (userRole, required) => {
    expect(hasRole(user({ role: userRole }), required)).toBe(false);
  });
});

describe('isAdminLevelRole', () => {
  it.each(['platform admin', 'superadmin', 'owner', 'admin', 'administrator', 'ROLE_ADMIN', 'manager', 'supervisor'])(
    '%s is admin-level',
    (role) => {
      expect(isAdminLevelRole(role)).toBe(true);
    },
  );

  it.each(['practitioner', 'staff', 'receptionist', 'viewer', 'client', 'Head Stylist'])(
    '%s is not admin-level',
    (role) => {
      expect(isAdminLevelRole(role)).toBe(false);
    },
  );
});

describe('hasPermission', () => {
  const permission: Permission = 'manage_locations';

  it('rule 1: a platform admin holds every permission', () => {
    expect(hasPermission(user({ role: 'client', isPlatformAdmin: true }), permission)).toBe(true);
    expect(hasPermission(user({ role: 'client', isPlatformAdmin: true }), 'manage_roles')).toBe(true);
  });

  it('rule 2: the permission in the permissions list', () => {
    expect(hasPermission(user({ permissions: ['manage_locations'] }), permission)).toBe(true);
  });

  it('rule 2: the wildcard in the permissions list', () => {
    expect(hasPermission(user({ permissions: [WILDCARD] }), permission)).toBe(true);
    expect(hasPermission(user({ permissions: [WILDCARD] }), 'manage_roles')).toBe(true);
  });

  it.each(['platform_admin', 'owner', 'admin', 'administrator', 'manager'])(
    'rule 3: the admin-level role %s holds ordinary permissions',
    (role) => {
      expect(hasPermission(user({ role }), permission)).toBe(true);
    },
  );

  it('rule 4: the permission in the role custom permissions', () => {
    expect(hasPermission(user({ customPermissions: ['manage_locations'] }), permission)).toBe(true);
  });

  it('fails when no rule holds', () => {
    const receptionist = user({
      permissions: ['manage_templates'],
      customPermissions: ['export_all_data'],
    });
    expect(hasPermission(receptionist, permission)).toBe(false);
  });

  it('does not treat a wildcard among custom permissions as a grant', () => {
    expect(hasPermission(user({ customPermissions: [WILDCARD] }), permission)).toBe(false);
  });

  it.each([
    ['owner', true],
    ['admin', true],
    ['administrator', true],
    ['platform_admin', true],
    ['manager', false],
    ['supervisor', false],
  ])('manage_roles through the admin-level rule: %s -> %s', (role, expected) => {
    expect(hasPermission(user({ role }), 'manage_roles')).toBe(expected);
  });

  it('grants manage_roles to a manager explicitly', () => {
    expect(hasPermission(user({ role: 'manager', customPermissions: ['manage_roles'] }), 'manage_roles')).toBe(true);
    expect(hasPermission(user({ role: 'manager', permissions: ['manage_roles'] }), 'manage_roles')).toBe(true);
  });

  it.each([{}, { role: 'client' }, { role: 'Head Stylist' }])(
    'lets any signed-in user through SIGNED_IN (%j)',
    (options) => {
      expect(hasPermission(user(options), SIGNED_IN)).toBe(true);
    },
  );
});

describe('role-level helpers', () => {
  it.each([
    [user({ role: 'owner' }), true],
    [user({ role: 'admin' }), true],
    [user({ role: 'client', isPlatformAdmin: true }), true],
    [user({ role: 'practitioner', permissions: ['manage_roles'] }), true],
    [user({ role: 'receptionist', customPermissions: ['manage_roles'] }), true],
    [user({ role: 'manager' }), false],
    [user({ role: 'practitioner' }), false],
    [user({ role: 'receptionist', permissions: ['manage_locations'] }), false],
  ])('canManageRoles(%j) -> %s', (subject, expected) => {
    expect(canManageRoles(subject)).toBe(expected);
  });

  it.each([
    [user({ role: 'owner' }), true],
    [user({ role: 'Founder' }), true],
    [user({ role: 'client', isPlatformAdmin: true }), true],
    [user({ role: 'admin' }), false],
    [user({ role: 'manager' }), false],
    [user({ role: 'admin', permissions: [WILDCARD] }), false],
    [user({ role: 'admin', customPermissions: ['manage_roles'] }), false],
    [user({ role: 'receptionist' }), false],
  ])('canEditPermissions(%j) -> %s', (subject, expected) => {
    expect(canEditPermissions(subject)).toBe(expected);
  });

  it.each([
    [user({ role: 'owner' }), true],
    [user({ role: 'admin' }), true],
    [user({ role: 'administrator' }), true],
    [user({ role: 'manager' }), true],
    [user({ role: 'client', isPlatformAdmin: true }), true],
    [user({ role: 'practitioner' }), false],
    [user({ role: 'receptionist', permissions: [WILDCARD] }), false],
  ])('canAccessAdminSettings(%j) -> %s', (subject, expected) => {
    expect(canAccessAdminSettings(subject)).toBe(expected);
  });
});

describe('roleDisplayName', () => {
  it.each([
    ['platform_admin', 'Platform Admin'],
    ['owner', 'Owner'],
    ['admin', 'Administrator'],
    ['manager', 'Manager'],
    ['practitioner', 'Practitioner'],
    ['receptionist', 'Receptionist'],
    ['viewer', 'Viewer'],
    ['client', 'Client'],
    ['superadmin', 'Platform Admin'],
    ['ROLE_FRONT_DESK', 'Receptionist'],
    ['therapist', 'Practitioner'],
    ['patient', 'Client'],
  ])('%s is shown as %s', (role, display) => {
    expect(roleDisplayName(role)).toBe(display);
  });

  it.each([
    ['head stylist', 'Head Stylist'],
    ['SENIOR_COLORIST', 'Senior Colorist'],
    ['nail-tech', 'Nail Tech'],
  ])('title-cases the unknown role %j as %s', (role, display) => {
    expect(roleDisplayName(role)).toBe(display);
  });
});
