import { describe, it, expect } from 'vitest';
import {
  MENU_PERMISSIONS,
  MENU_ROLE_REQUIREMENTS,
  OVERVIEW_QUICK_ACTIONS,
  WILDCARD,
  canSeeAdminQuickActions,
  canSeeSettingsRoute,
  type PermissionSubject,
} from './permissions';
import { user } from './permissions.fixtures';

describe('settings menu', () => {
  it.each([
    ['organization/general', 'manage_organization_settings'],
    ['organization/subscription', 'manage_organization_settings'],
    ['organization/branding', 'manage_organization_settings'],
    ['organization/booking', 'manage_organization_settings'],
    ['organization/services', 'manage_organization_settings'],
    ['roles', 'manage_roles'],
    ['organization/financial', 'manage_payment_methods'],
    ['organization/tax', 'manage_tax_settings'],
    ['organization/system-templates', 'manage_templates'],
    ['organization/locations', 'manage_locations'],
    ['organization/booking-notifications', 'manage_notification_settings'],
    ['organization/notification-logs', 'manage_notification_settings'],
    ['organization/integrations', 'manage_integration_settings'],
    ['organization/security', 'manage_security_settings'],
    ['import-export', 'export_all_data'],
  ])('%s needs %s', (path, permission) => {
    expect(MENU_PERMISSIONS[path as keyof typeof MENU_PERMISSIONS]).toBe(permission);
    expect(canSeeSettingsRoute(user({ role: 'receptionist' }), path)).toBe(false);
    expect(canSeeSettingsRoute(user({ role: 'receptionist', customPermissions: [permission] }), path)).toBe(true);
  });

  it('gates exactly these routes by permission', () => {
    expect(Object.keys(MENU_PERMISSIONS)).toHaveLength(15);
  });

  it('gates system configuration by the Admin role', () => {
    expect(MENU_ROLE_REQUIREMENTS).toEqual({ system: 'admin' });
  });

  const ROUTES = [
    'organization/general',
    'organization/subscription',
    'organization/branding',
    'organization/booking',
    'organization/services',
    'roles',
    'organization/financial',
    'organization/tax',
    'organization/system-templates',
    'organization/locations',
    'organization/booking-notifications',
    'organization/integrations',
    'organization/security',
    'import-export',
    'system',
    'overview',
    'personal/profile',
    'organization/notification-logs',
    'templates',
    'backup-recovery',
    'activity',
    'help',
    'performance',
    'advanced/theme-customization',
  ] as const;

  type Route = (typeof ROUTES)[number];

  const OPEN: readonly Route[] = [
    'overview',
    'personal/profile',
    'templates',
    'backup-recovery',
    'activity',
    'help',
    'performance',
    'advanced/theme-customization',
  ];

  const VISIBLE: Record<string, readonly Route[]> = {
    owner: ROUTES,
    admin: ROUTES,
    manager: ROUTES.filter((route) => route !== 'roles' && route !== 'system'),
    practitioner: OPEN,
    receptionist: OPEN,
    'receptionist + manage_locations': [...OPEN, 'organization/locations'],
    'receptionist + export_all_data': [...OPEN, 'import-export'],
  };

  const SUBJECTS: Record<string, PermissionSubject> = {
    owner: user({ role: 'owner' }),
    admin: user({ role: 'admin' }),
    manager: user({ role: 'manager' }),
    practitioner: user({ role: 'practitioner' }),
    receptionist: user({ role: 'receptionist' }),
    'receptionist + manage_locations': user({
      role: 'receptionist',
      customPermissions: ['manage_locations'],
    }),
    'receptionist + export_all_data': user({
      role: 'receptionist',
      customPermissions: ['export_all_data'],
    }),
  };

  const matrix = Object.keys(SUBJECTS).flatMap((who) =>
    ROUTES.map((route) => [who, route, (VISIBLE[who] ?? []).includes(route)] as const),
  );

  it.each(matrix)('%s sees %s: %s', (who, route, expected) => {
    const subject = SUBJECTS[who];
    if (subject === undefined) throw new Error(`no subject ${who}`);
    expect(canSeeSettingsRoute(subject, route)).toBe(expected);
  });

  it('shows every route to a platform admin', () => {
    const platformAdmin = user({ role: 'client', isPlatformAdmin: true });
    for (const route of ROUTES) expect(canSeeSettingsRoute(platformAdmin, route)).toBe(true);
  });

  it('ignores surrounding slashes in the route path', () => {
    expect(canSeeSettingsRoute(user({ role: 'receptionist' }), '/roles/')).toBe(false);
    expect(canSeeSettingsRoute(user({ role: 'receptionist' }), '/system')).toBe(false);
    expect(canSeeSettingsRoute(user({ role: 'owner' }), '/roles/')).toBe(true);
  });
});

describe('overview quick actions', () => {
  it('keeps business hours and tax for admins, with the spec targets', () => {
    expect(OVERVIEW_QUICK_ACTIONS.filter((action) => action.adminOnly).map(({ id, path }) => [id, path])).toEqual([
      ['business-hours', 'organization/services'],
      ['tax-configuration', 'organization/financial'],
    ]);
    expect(OVERVIEW_QUICK_ACTIONS.filter((action) => !action.adminOnly).map(({ path }) => path)).toEqual([
      'personal/profile',
      'personal/security',
      'personal/notifications',
    ]);
  });

  it.each([
    [user({ role: 'owner' }), true],
    [user({ role: 'admin' }), true],
    [user({ role: 'ROLE_ADMINISTRATOR' }), true],
    [user({ role: 'client', isPlatformAdmin: true }), true],
    [user({ role: 'manager' }), false],
    [user({ role: 'practitioner', permissions: [WILDCARD] }), false],
    [user({ role: 'receptionist' }), false],
  ])('canSeeAdminQuickActions(%j) -> %s', (subject, expected) => {
    expect(canSeeAdminQuickActions(subject)).toBe(expected);
  });
});
