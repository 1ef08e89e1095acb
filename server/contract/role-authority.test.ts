import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type PermissionSubject } from './permissions';
import { user } from './permissions.fixtures';
import {
  authorityRank,
  changedPermissions,
  effectivePermissions,
  mayActOn,
  mayChangePermissionSet,
  mayGrantRole,
  type GrantableRole,
  type TeamMemberSubject,
} from './role-authority';

// Callers, as the session presents them.
const callers = {
  platform: user({ role: 'admin', isPlatformAdmin: true, permissions: ['*'] }),
  owner: user({ role: 'owner' }),
  admin: user({ role: 'admin' }),
  manager: user({ role: 'manager' }),
  // A manager the owner gave manage_roles through the role's custom permissions.
  managerWithRoles: user({ role: 'manager', customPermissions: ['manage_roles'] }),
  // The finding: a custom role holding only manage_roles.
  rolesOnly: user({ role: 'Team Lead', customPermissions: ['manage_roles'] }),
} satisfies Record<string, PermissionSubject>;
type Caller = keyof typeof callers;

const role = (name: string, customPermissions: string[] = []): GrantableRole => ({ name, customPermissions });
const roles = {
  owner: role('owner'),
  admin: role('admin'),
  manager: role('manager'),
  practitioner: role('practitioner'),
  receptionist: role('receptionist'),
  receptionistWithTax: role('receptionist', ['manage_tax_settings']),
  trainee: role('Trainee'),
  teamLead: role('Team Lead', ['manage_roles']),
  bookkeeper: role('Bookkeeper', ['manage_tax_settings', 'manage_payment_methods', 'manage_organization_settings']),
  rolesAndTemplates: role('Coordinator', ['manage_roles', 'manage_templates']),
} satisfies Record<string, GrantableRole>;
type RoleName = keyof typeof roles;

const member = (name: RoleName, isPlatformAdmin = false): TeamMemberSubject => ({
  isPlatformAdmin,
  role: roles[name],
});
const targets = {
  platformAdmin: member('admin', true),
  owner: member('owner'),
  admin: member('admin'),
  manager: member('manager'),
  practitioner: member('practitioner'),
  receptionist: member('receptionist'),
  receptionistWithTax: member('receptionistWithTax'),
  trainee: member('trainee'),
  teamLead: member('teamLead'),
} satisfies Record<string, TeamMemberSubject>;
type Target = keyof typeof targets;

describe('effectivePermissions', () => {
  it('follows hasPermission: admin-level blanket, reserved manage_roles, custom permissions, platform flag', () => {
    expect([...effectivePermissions(callers.platform)]).toEqual([...PERMISSIONS]);
    expect([...effectivePermissions(callers.owner)]).toEqual([...PERMISSIONS]);
    expect([...effectivePermissions(callers.admin)]).toEqual([...PERMISSIONS]);
    expect(effectivePermissions(callers.manager).has('manage_roles')).toBe(false);
    expect(effectivePermissions(callers.manager).size).toBe(PERMISSIONS.length - 1);
    expect([...effectivePermissions(callers.rolesOnly)]).toEqual(['manage_roles']);
    expect([...effectivePermissions(user({ permissions: ['*'] }))]).toEqual([...PERMISSIONS]);
    expect([...effectivePermissions(user())]).toEqual([]);
  });

  it('ranks the platform admin above whatever role they hold, and custom roles lowest', () => {
    expect(authorityRank(callers.platform)).toBe(1000);
    expect(authorityRank(callers.rolesOnly)).toBe(100);
  });
});

describe('mayGrantRole (caller × role)', () => {
  const table: [Caller, RoleName, boolean][] = [
    ['platform', 'owner', true],
    ['platform', 'bookkeeper', true],
    ['owner', 'owner', true],
    ['owner', 'admin', true],
    ['owner', 'bookkeeper', true],
    ['admin', 'owner', false],
    ['admin', 'admin', true],
    ['admin', 'manager', true],
    ['admin', 'bookkeeper', true],
    ['admin', 'receptionistWithTax', true],
    ['managerWithRoles', 'admin', false],
    ['managerWithRoles', 'manager', true],
    ['managerWithRoles', 'practitioner', true],
    ['managerWithRoles', 'teamLead', true],
    // The findings: rank 100 gives nothing ranked above it, nor more permissions than it holds.
    ['rolesOnly', 'owner', false],
    ['rolesOnly', 'admin', false],
    ['rolesOnly', 'receptionist', false],
    ['rolesOnly', 'bookkeeper', false],
    ['rolesOnly', 'rolesAndTemplates', false],
    ['rolesOnly', 'teamLead', true],
    ['rolesOnly', 'trainee', true],
  ];
  it.each(table)('%s gives %s: %s', (caller, given, allowed) => {
    expect(mayGrantRole(callers[caller], roles[given]).ok).toBe(allowed);
  });

  it('says why, in words of the roles page', () => {
    expect(mayGrantRole(callers.admin, roles.owner)).toEqual({
      ok: false,
      reason: 'You cannot give someone the Owner role: it ranks above your own',
    });
    expect(mayGrantRole(callers.rolesOnly, roles.bookkeeper)).toEqual({
      ok: false,
      reason:
        'You cannot give someone the Bookkeeper role: it includes permissions you do not hold ' +
        '(Organization settings, subscription, branding and online booking; Financial and payment methods; Tax configuration)',
    });
  });

  it('names a role by what the organization calls it', () => {
    const answer = mayGrantRole(callers.rolesOnly, { ...roles.practitioner, displayName: 'Therapist' });
    expect(answer).toEqual({
      ok: false,
      reason: 'You cannot give someone the Therapist role: it ranks above your own',
    });
  });
});

describe('mayActOn (caller × target)', () => {
  const table: [Caller, Target, boolean][] = [
    ['platform', 'platformAdmin', true],
    ['platform', 'owner', true],
    ['owner', 'platformAdmin', false],
    ['owner', 'owner', true],
    ['owner', 'admin', true],
    ['owner', 'teamLead', true],
    ['admin', 'platformAdmin', false],
    ['admin', 'owner', false],
    // Strictly below: an administrator does not act on another administrator.
    ['admin', 'admin', false],
    ['admin', 'manager', true],
    ['admin', 'receptionistWithTax', true],
    ['admin', 'teamLead', true],
    ['managerWithRoles', 'manager', false],
    ['managerWithRoles', 'practitioner', true],
    ['managerWithRoles', 'teamLead', true],
    // A custom role ranks 100, the lowest there is: it acts on nobody, not even its own kind.
    ['rolesOnly', 'platformAdmin', false],
    ['rolesOnly', 'owner', false],
    ['rolesOnly', 'admin', false],
    ['rolesOnly', 'manager', false],
    ['rolesOnly', 'receptionist', false],
    ['rolesOnly', 'trainee', false],
    ['rolesOnly', 'teamLead', false],
  ];
  it.each(table)('%s acts on %s: %s', (caller, target, allowed) => {
    expect(mayActOn(callers[caller], targets[target]).ok).toBe(allowed);
  });

  it('refuses a target holding a permission the caller lacks, even when ranked below', () => {
    const practitionerWithRoles = user({ role: 'practitioner', customPermissions: ['manage_roles'] });
    expect(mayActOn(practitionerWithRoles, targets.receptionist).ok).toBe(true);
    expect(mayActOn(practitionerWithRoles, targets.receptionistWithTax)).toEqual({
      ok: false,
      reason: 'You cannot change the access of someone who holds permissions you do not hold (Tax configuration)',
    });
  });

  it('says why', () => {
    expect(mayActOn(callers.admin, targets.platformAdmin)).toEqual({
      ok: false,
      reason: "Only a platform admin can change a platform admin's access",
    });
    expect(mayActOn(callers.admin, targets.owner)).toEqual({
      ok: false,
      reason: "Only an owner can change another owner's access",
    });
    expect(mayActOn(callers.rolesOnly, targets.manager)).toEqual({
      ok: false,
      reason: 'You can only change the access of people whose role ranks below your own',
    });
  });
});

describe('mayChangePermissionSet', () => {
  it('lets the owner and the platform admin change any set, their own role’s included', () => {
    expect(mayChangePermissionSet(callers.owner, roles.owner, [], ['manage_roles']).ok).toBe(true);
    expect(mayChangePermissionSet(callers.owner, roles.bookkeeper, ['manage_tax_settings'], []).ok).toBe(true);
    expect(mayChangePermissionSet(callers.platform, roles.admin, [], ['export_all_data']).ok).toBe(true);
  });

  it('asks for every added or removed permission to be held by the caller', () => {
    expect(mayChangePermissionSet(callers.managerWithRoles, roles.practitioner, [], ['manage_templates']).ok).toBe(
      true,
    );
    // Removing counts too: taking tax away from a role is a decision about tax.
    expect(mayChangePermissionSet(callers.rolesOnly, null, ['manage_tax_settings'], [])).toEqual({
      ok: false,
      reason: 'You can only add or remove permissions you hold yourself (Tax configuration)',
    });
    expect(mayChangePermissionSet(callers.rolesOnly, null, [], ['manage_roles']).ok).toBe(true);
  });

  it('keeps anyone but the owner off their own role and roles at or above their rank', () => {
    expect(mayChangePermissionSet(callers.managerWithRoles, roles.manager, [], ['manage_templates'])).toEqual({
      ok: false,
      reason: 'You cannot change the permissions of your own role',
    });
    expect(mayChangePermissionSet(callers.managerWithRoles, roles.admin, [], []).ok).toBe(false);
    expect(mayChangePermissionSet(callers.rolesOnly, roles.trainee, [], [])).toEqual({
      ok: false,
      reason: 'You can only change the permissions of roles that rank below your own',
    });
  });

  it('computes what a change adds or removes', () => {
    expect(changedPermissions(['a', 'b'], ['b', 'c'])).toEqual(['a', 'c']);
    expect(changedPermissions(['a'], ['a'])).toEqual([]);
  });
});
