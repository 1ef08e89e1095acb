import type { IconName } from '@blueprintjs/icons';
import { canSeeSettingsRoute, type PermissionSubject } from '../../../../server/contract/permissions';
import type { MessageId } from '../../i18n/en';

export type SectionGroup = 'personal' | 'organization' | 'advanced' | 'support';

/** What a route shows: the pages built so far, or the shared "not available yet" page. */
export type SectionPage =
  | 'overview'
  | 'roles'
  | 'organization-general'
  | 'organization-subscription'
  | 'organization-tax'
  | 'not-available'
  | 'personal-profile'
  | 'personal-security'
  | 'personal-preferences'
  | 'personal-notifications'
  | 'personal-privacy';

export interface SettingsSection {
  /** Relative to /settings (or /{organizationSlug}/settings); also the permission rules' key. */
  path: string;
  titleId: MessageId;
  icon: IconName;
  /** Absent for the overview, which sits above the groups. */
  group?: SectionGroup;
  page: SectionPage;
  badge?: 'new';
}

/**
 * Every route of the specification's table (part 1 §2), in the table's order, which is also the
 * order of the menu and of Cmd/Ctrl+1..9. Who sees which entry is decided by the shared
 * permission rules, never here.
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { path: 'overview', titleId: 'section.overview', icon: 'dashboard', page: 'overview' },
  {
    path: 'personal/profile',
    titleId: 'section.personal.profile',
    icon: 'person',
    group: 'personal',
    page: 'personal-profile',
  },
  {
    path: 'personal/security',
    titleId: 'section.personal.security',
    icon: 'lock',
    group: 'personal',
    page: 'personal-security',
  },
  {
    path: 'personal/preferences',
    titleId: 'section.personal.preferences',
    icon: 'settings',
    group: 'personal',
    page: 'personal-preferences',
  },
  {
    path: 'personal/notifications',
    titleId: 'section.personal.notifications',
    icon: 'notifications',
    group: 'personal',
    page: 'personal-notifications',
  },
  {
    path: 'personal/privacy',
    titleId: 'section.personal.privacy',
    icon: 'eye-off',
    group: 'personal',
    page: 'personal-privacy',
  },
  {
    path: 'organization/general',
    titleId: 'section.organization.general',
    icon: 'office',
    group: 'organization',
    page: 'organization-general',
  },
  {
    path: 'organization/subscription',
    titleId: 'section.organization.subscription',
    icon: 'credit-card',
    group: 'organization',
    page: 'organization-subscription',
  },
  {
    path: 'organization/services',
    titleId: 'section.organization.services',
    icon: 'list',
    group: 'organization',
    page: 'not-available',
  },
  {
    path: 'organization/financial',
    titleId: 'section.organization.financial',
    icon: 'bank-account',
    group: 'organization',
    page: 'not-available',
  },
  {
    path: 'organization/branding',
    titleId: 'section.organization.branding',
    icon: 'style',
    group: 'organization',
    page: 'not-available',
  },
  {
    path: 'organization/locations',
    titleId: 'section.organization.locations',
    icon: 'map-marker',
    group: 'organization',
    page: 'not-available',
  },
  {
    path: 'organization/booking',
    titleId: 'section.organization.booking',
    icon: 'calendar',
    group: 'organization',
    page: 'not-available',
  },
  {
    path: 'organization/booking-notifications',
    titleId: 'section.organization.bookingNotifications',
    icon: 'notifications-updated',
    group: 'organization',
    page: 'not-available',
  },
  {
    path: 'organization/integrations',
    titleId: 'section.organization.integrations',
    icon: 'data-connection',
    group: 'organization',
    page: 'not-available',
  },
  {
    path: 'organization/security',
    titleId: 'section.organization.security',
    icon: 'shield',
    group: 'organization',
    page: 'not-available',
  },
  {
    path: 'organization/system-templates',
    titleId: 'section.organization.systemTemplates',
    icon: 'document',
    group: 'organization',
    page: 'not-available',
  },
  {
    path: 'organization/notification-logs',
    titleId: 'section.organization.notificationLogs',
    icon: 'history',
    group: 'organization',
    page: 'not-available',
  },
  {
    path: 'organization/tax',
    titleId: 'section.organization.tax',
    icon: 'percentage',
    group: 'organization',
    page: 'organization-tax',
  },
  { path: 'roles', titleId: 'section.roles', icon: 'people', group: 'organization', page: 'roles' },
  {
    path: 'advanced/theme-customization',
    titleId: 'section.advanced.themeCustomization',
    icon: 'color-fill',
    group: 'advanced',
    page: 'not-available',
    badge: 'new',
  },
  { path: 'system', titleId: 'section.system', icon: 'cog', group: 'advanced', page: 'not-available' },
  { path: 'templates', titleId: 'section.templates', icon: 'duplicate', group: 'advanced', page: 'not-available' },
  { path: 'import-export', titleId: 'section.importExport', icon: 'import', group: 'advanced', page: 'not-available' },
  {
    path: 'backup-recovery',
    titleId: 'section.backupRecovery',
    icon: 'database',
    group: 'advanced',
    page: 'not-available',
  },
  { path: 'activity', titleId: 'section.activity', icon: 'timeline-events', group: 'advanced', page: 'not-available' },
  { path: 'help', titleId: 'section.help', icon: 'help', group: 'support', page: 'not-available' },
  { path: 'performance', titleId: 'section.performance', icon: 'pulse', group: 'support', page: 'not-available' },
];

export const SECTION_GROUPS: readonly { id: SectionGroup; titleId: MessageId }[] = [
  { id: 'personal', titleId: 'group.personal' },
  { id: 'organization', titleId: 'group.organization' },
  { id: 'advanced', titleId: 'group.advanced' },
  { id: 'support', titleId: 'group.support' },
];

/** The sections this user may see, in menu order (the same rules the server's guard applies). */
export function visibleSections(user: PermissionSubject): SettingsSection[] {
  return SETTINGS_SECTIONS.filter((section) => canSeeSettingsRoute(user, section.path));
}

export function findSection(path: string): SettingsSection | undefined {
  return SETTINGS_SECTIONS.find((section) => section.path === path);
}

/**
 * The search of the menu and the palette: every word of the query must appear in the title
 * (case- and accent-insensitive), so "sec comp" finds Security & Compliance.
 */
export function matchesQuery(title: string, query: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const haystack = fold(title);
  return fold(query)
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word));
}
