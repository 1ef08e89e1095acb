import { describe, expect, it } from 'vitest';
import type { PermissionSubject } from '../../../../server/contract/permissions';
import { en, type MessageId } from '../../i18n/en';
import { matchesQuery, searchSettings } from './search';
import { menuPermission } from './section';
import { SETTINGS_SECTIONS, visibleSections } from './settings-sections';

const user = (role: string, extra: Partial<PermissionSubject> = {}): PermissionSubject => ({
  isPlatformAdmin: false,
  permissions: [],
  role: { name: role, permissions: { customPermissions: [] } },
  ...extra,
});
const titles = (subject: PermissionSubject) => visibleSections(subject).map((s) => en[s.titleId]);
const text = (id: MessageId) => en[id];

const UNGATED = [
  'Settings overview',
  'Profile',
  'Security',
  'Preferences',
  'Notifications',
  'Privacy Settings',
  // The desk's Bookings list (issue 16): reception's work, not gated by a permission.
  'Bookings',
  'Theme Customization',
  'Settings Templates',
  'Backup & Recovery',
  'Settings Activity',
  'Help & Documentation',
  'Performance Monitor',
];

describe('SETTINGS_SECTIONS', () => {
  it('holds every route of part 1 §2 once, and the Team page beside Roles & Permissions', () => {
    const settingsPaths = SETTINGS_SECTIONS.filter((s) => !s.outsideSettings).map((s) => s.path);
    expect(new Set(settingsPaths).size).toBe(settingsPaths.length);
    // The 28 routes of the table, and the desk's Bookings list (issue 16).
    expect(settingsPaths).toHaveLength(29);
    const order = SETTINGS_SECTIONS.map((s) => s.path);
    expect(order.indexOf('staff')).toBe(order.indexOf('roles') + 1);
  });

  it('takes every settings route’s permission from the shared rules (MENU_PERMISSIONS)', () => {
    for (const section of SETTINGS_SECTIONS.filter((s) => !s.outsideSettings)) {
      expect(section.permission, section.path).toBe(menuPermission(section.path));
    }
    expect(SETTINGS_SECTIONS.find((s) => s.path === 'staff')?.permission).toBe('manage_roles');
  });

  it('gives every search keyword a message and a field id unique on its page', () => {
    for (const section of SETTINGS_SECTIONS) {
      const ids = (section.keywords ?? []).map((keyword) => keyword.fieldId);
      expect(new Set(ids).size, section.path).toBe(ids.length);
      for (const keyword of section.keywords ?? []) {
        expect(en[keyword.labelId], keyword.labelId).toBeTruthy();
        if (keyword.termsId !== undefined) expect(en[keyword.termsId], keyword.termsId).toBeTruthy();
      }
    }
  });
});

describe('visibleSections', () => {
  it('shows everything, Team included, to owners, admins and platform admins', () => {
    for (const subject of [user('owner'), user('admin'), user('receptionist', { isPlatformAdmin: true })]) {
      expect(titles(subject)).toHaveLength(30);
      expect(titles(subject)).toContain('Team');
    }
  });

  it('hides roles, the team and system configuration from managers', () => {
    const seen = titles(user('manager'));
    expect(seen).not.toContain('Roles & Permissions');
    expect(seen).not.toContain('Team');
    expect(seen).not.toContain('System Configuration');
    expect(seen).toHaveLength(27);
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

describe('searchSettings', () => {
  const owner = visibleSections(user('owner'));
  const search = (query: string, sections = owner) =>
    searchSettings(sections, query, text).map((hit) =>
      hit.field === undefined ? hit.sectionTitle : `${hit.field.label} › ${hit.sectionTitle} #${hit.field.fieldId}`,
    );

  it('finds the settings inside pages that nothing found before', () => {
    expect(search('password')).toEqual([
      'Password › Security #change-password',
      'Password Policy › Security & Compliance #security-policy-passwordPolicy-minLength',
    ]);
    expect(search('two-factor')).toEqual([
      'Two-factor authentication › Security #two-factor-switch',
      'Two-Factor Authentication › Security & Compliance #security-policy-twoFactorAuth-required',
    ]);
    expect(search('quiet hours')).toEqual(['Quiet hours › Notifications #notifications-quietHoursEnabled']);
    expect(search('dark')).toEqual(['Theme › Preferences #preferences-theme']);
    expect(search('currency')).toEqual([
      'Currency › Preferences #preferences-currency',
      'Currency › General Settings #general-currency',
    ]);
    expect(search('language')[0]).toBe('Language › Preferences #preferences-language');
  });

  it('matches a setting’s extra words and its page’s title together', () => {
    expect(search('2fa')).toEqual([
      'Two-factor authentication › Security #two-factor-switch',
      'Two-Factor Authentication › Security & Compliance #security-policy-twoFactorAuth-required',
    ]);
    expect(search('security password')).toEqual([
      'Password › Security #change-password',
      'Password Policy › Security & Compliance #security-policy-passwordPolicy-minLength',
    ]);
  });

  it('lists a page found by its title once, without its settings', () => {
    expect(search('tax')).toEqual(['Tax Configuration']);
    expect(search('secu')).toEqual(['Security', 'Security & Compliance']);
  });

  it('lists every page and no setting for a blank query', () => {
    expect(search('  ')).toEqual(owner.map((section) => en[section.titleId]));
  });

  it('finds only what the user may open', () => {
    const receptionist = visibleSections(user('receptionist'));
    expect(search('currency', receptionist)).toEqual(['Currency › Preferences #preferences-currency']);
    expect(search('team', receptionist)).toEqual([]);
  });

  it('finds the Team page by its title', () => {
    expect(search('team')).toContain('Team');
  });
});
