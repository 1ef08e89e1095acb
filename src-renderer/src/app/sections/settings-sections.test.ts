import { describe, expect, it } from 'vitest';
import type { PermissionSubject } from '../../../../server/contract/permissions';
import { en } from '../../i18n/en';
import { matchesQuery, SETTINGS_SECTIONS, visibleSections } from './settings-sections';

const user = (role: string, extra: Partial<PermissionSubject> = {}): PermissionSubject => ({
  isPlatformAdmin: false,
  permissions: [],
  role: { name: role, permissions: { customPermissions: [] } },
  ...extra,
});
const titles = (subject: PermissionSubject) => visibleSections(subject).map((s) => en[s.titleId]);

const UNGATED = [
  'Settings overview',
  'Profile',
  'Security',
  'Preferences',
  'Notifications',
  'Privacy Settings',
  'Notification logs',
  'Theme Customization',
  'Settings Templates',
  'Backup & Recovery',
  'Settings Activity',
  'Help & Documentation',
  'Performance Monitor',
];

describe('SETTINGS_SECTIONS', () => {
  it('holds every route of part 1 §2 once', () => {
    const paths = SETTINGS_SECTIONS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(28);
  });
});

describe('visibleSections', () => {
  it('shows everything to owners, admins and platform admins', () => {
    expect(titles(user('owner'))).toHaveLength(28);
    expect(titles(user('admin'))).toHaveLength(28);
    expect(titles(user('receptionist', { isPlatformAdmin: true }))).toHaveLength(28);
  });

  it('hides roles and system configuration from managers', () => {
    const seen = titles(user('manager'));
    expect(seen).not.toContain('Roles & Permissions');
    expect(seen).not.toContain('System Configuration');
    expect(seen).toHaveLength(26);
  });

  it('shows staff roles only the ungated pages', () => {
    expect(titles(user('practitioner'))).toEqual(UNGATED);
    expect(titles(user('receptionist'))).toEqual(UNGATED);
  });

  it('adds what a custom permission grants', () => {
    const seen = titles(
      user('receptionist', {
        role: { name: 'receptionist', permissions: { customPermissions: ['manage_tax_settings'] } },
      }),
    );
    expect(seen).toContain('Tax Configuration');
    expect(seen).toHaveLength(UNGATED.length + 1);
  });
});

describe('matchesQuery', () => {
  it('needs every word, in any case', () => {
    expect(matchesQuery('Security & Compliance', 'sec comp')).toBe(true);
    expect(matchesQuery('Security & Compliance', 'SECURITY')).toBe(true);
    expect(matchesQuery('Security & Compliance', 'security billing')).toBe(false);
  });

  it('matches everything on an empty query', () => {
    expect(matchesQuery('Profile', '   ')).toBe(true);
  });

  it('ignores accents', () => {
    expect(matchesQuery('Préférences', 'preferences')).toBe(true);
  });
});
