import { canSeeSettingsRoute, hasPermission, type PermissionSubject } from '../../../../server/contract/permissions';
import { profileSection, securitySection } from '../../features/account/section';
import { activitySection } from '../../features/activity/section';
import { backupRecoverySection } from '../../features/backup-recovery/section';
import { bookingNotificationsSection } from '../../features/booking-notifications/section';
import { bookingsSection } from '../../features/bookings/section';
import { brandingSection } from '../../features/branding/section';
import { subscriptionSection } from '../../features/billing/section';
import { financialSection } from '../../features/financial/section';
import { helpSection } from '../../features/help/section';
import { locationsSection } from '../../features/locations/section';
import { importExportSection } from '../../features/imports/section';
import { integrationsSection } from '../../features/integrations/section';
import { notificationLogsSection } from '../../features/notification-logs/section';
import { onlineBookingSection } from '../../features/online-booking/section';
import { generalSection } from '../../features/organizations/section';
import { overviewSection } from '../../features/overview/section';
import { performanceSection } from '../../features/performance/section';
import { rolesSection } from '../../features/roles/section';
import { securityPolicySection } from '../../features/security-policy/section';
import { notificationsSection, preferencesSection, privacySection } from '../../features/settings/section';
import { servicesSection } from '../../features/services/section';
import { settingsTemplatesSection } from '../../features/settings-templates/section';
import { systemConfigSection } from '../../features/system-config/section';
import { systemTemplatesSection } from '../../features/system-templates/section';
import { taxSection } from '../../features/tax/section';
import { teamSection } from '../../features/team/section';
import { themeSection } from '../../features/theme/section';
import type { MessageId } from '../../i18n/en';
import type { SectionGroup, SettingsSection } from './section';

export type { SearchKeyword, SectionGroup, SettingsSection } from './section';

/**
 * Every area: the routes of the specification's table (part 1 §2) in the table's order, which is
 * also the order of the menu and of Cmd/Ctrl+1..9, with the Team page beside Roles & Permissions.
 * One line per area: a built area's entry comes from its feature folder; an area not built yet is
 * a notAvailable(...) line until its folder exists. Who sees which entry is decided by the shared
 * permission rules, never here.
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  overviewSection,
  profileSection,
  securitySection,
  preferencesSection,
  notificationsSection,
  privacySection,
  generalSection,
  subscriptionSection,
  servicesSection,
  financialSection,
  brandingSection,
  locationsSection,
  onlineBookingSection,
  bookingsSection,
  bookingNotificationsSection,
  integrationsSection,
  securityPolicySection,
  systemTemplatesSection,
  notificationLogsSection,
  taxSection,
  rolesSection,
  teamSection,
  themeSection,
  systemConfigSection,
  settingsTemplatesSection,
  importExportSection,
  backupRecoverySection,
  activitySection,
  helpSection,
  performanceSection,
];

export const SECTION_GROUPS: readonly { id: SectionGroup; titleId: MessageId }[] = [
  { id: 'personal', titleId: 'group.personal' },
  { id: 'organization', titleId: 'group.organization' },
  { id: 'advanced', titleId: 'group.advanced' },
  { id: 'support', titleId: 'group.support' },
];

/**
 * Whether this user may open the area: the settings routes by the shared rules the server's guard
 * applies (MENU_PERMISSIONS, MENU_ROLE_REQUIREMENTS); a page outside settings by its permission.
 */
export function canSeeSection(user: PermissionSubject, section: SettingsSection): boolean {
  if (section.outsideSettings) return section.permission === undefined || hasPermission(user, section.permission);
  return canSeeSettingsRoute(user, section.path);
}

/** The areas this user may see, in menu order. */
export function visibleSections(user: PermissionSubject): SettingsSection[] {
  return SETTINGS_SECTIONS.filter((section) => canSeeSection(user, section));
}

export function findSection(path: string): SettingsSection | undefined {
  return SETTINGS_SECTIONS.find((section) => section.path === path);
}
