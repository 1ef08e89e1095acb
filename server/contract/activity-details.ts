import { ACTIVITY_SECTIONS } from './activity';
import { BACKUP_SECTION_LABELS } from './backups';
import { ROLE_KEYS, roleDisplayName, roleKey, type RoleKey } from './permissions';

/**
 * A built-in role under its standard name, as a detail of its own (roleValue below): the renderer
 * says it with the Roles page's own words for that role, in the reader's language.
 */
const ROLE_DETAILS = Object.fromEntries(
  ROLE_KEYS.map((key) => [`activityDetail.role.${key}`, roleDisplayName(key)]),
) as Readonly<Record<`activityDetail.role.${RoleKey}`, string>>;

/**
 * What an activity entry says was done, as ICU messages: the English text is stored as the entry's
 * `details` (what the search, the export and the API's readers see), and the entry keeps the key and
 * its values so the screens can say it in the reader's language (the renderer's catalogs hold the
 * same keys in the other seven). Values are texts, numbers, another detail, or a list of details
 * (said as a list: "1 skipped, 1 failed").
 */
export const ACTIVITY_DETAILS = {
  // Used when a call fails before its handler said what it did (a refused save, a 400).
  'activityDetail.generic': `{action, select, view {View} create {Create} update {Update} delete {Delete} export {Export} import {Import} other {{action}}} {section, select, ${ACTIVITY_SECTIONS.map(
    (section) => `${section} {${section}}`,
  ).join(' ')} other {{section}}} settings`,
  'activityDetail.reverted': 'Reverted: {detail}',
  /** An entry written before details had keys: its English text, as it was stored. */
  'activityDetail.text': '{text}',

  // Personal and account
  'activityDetail.preferences.updated': 'Updated personal preferences',
  'activityDetail.notificationPreferences.updated': 'Updated notification preferences',
  'activityDetail.account.profileUpdated': 'Updated profile',
  'activityDetail.account.avatarUpdated': 'Updated profile picture',
  'activityDetail.account.passwordChanged':
    '{ended, plural, =0 {Changed password} one {Changed password and ended # other session} other {Changed password and ended # other sessions}}',
  'activityDetail.account.twoFactorOn': 'Turned on two-factor authentication',
  'activityDetail.account.twoFactorOff': 'Turned off two-factor authentication',
  'activityDetail.account.sessionEnded': 'Ended a session',
  'activityDetail.account.otherSessionsEnded':
    '{ended, plural, one {Ended # other session} other {Ended # other sessions}}',
  'activityDetail.auth.signedIn': 'Signed in',
  'activityDetail.auth.signedOut': 'Signed out',
  'activityDetail.security.signInAlertsOn': 'Turned on sign-in alerts',

  // Settings documents
  'activityDetail.organization.updated': 'Updated organization general settings',
  'activityDetail.securityPolicy.updated': 'Updated security policy',
  'activityDetail.systemConfiguration.updated': 'Updated system configuration',
  'activityDetail.tips.updated': 'Updated tip settings',
  'activityDetail.invoices.updated': 'Updated invoice settings',
  'activityDetail.onlineBooking.updated': 'Updated online booking settings',
  'activityDetail.businessHours.updated': 'Updated business hours',
  'activityDetail.bookingRules.updated': 'Updated booking rules',
  'activityDetail.deposits.updated': 'Updated deposit and payment requirements',
  'activityDetail.customerNotifications.updated': 'Updated customer notification settings',
  'activityDetail.adminNotifications.updated': 'Updated admin notification settings',
  'activityDetail.tax.updated': 'Updated tax settings',
  'activityDetail.branding.updated': 'Updated branding',
  'activityDetail.theme.updated': 'Updated theme',
  'activityDetail.integrations.updated': 'Updated integrations',
  'activityDetail.branding.logoChanged': 'Changed the logo',
  'activityDetail.branding.logoRemoved': 'Removed the logo',

  // Activity log
  'activityDetail.activity.exported': 'Exported the activity log',
  'activityDetail.activity.cleared': 'Cleared the activity log',
  'activityDetail.activity.revertTried': 'Tried to undo a settings change',

  // Backups
  'activityDetail.backupSection': `{section, select, ${Object.entries(BACKUP_SECTION_LABELS)
    .map(([section, label]) => `${section} {${label}}`)
    .join(' ')} other {{section}}}`,
  'activityDetail.backups.created':
    'Created the backup "{name}" ({sections}{encrypted, select, yes {, encrypted} other {}})',
  'activityDetail.backups.restored': 'Restored settings from the backup "{name}" ({sections})',
  'activityDetail.backups.restoredFile': 'Restored settings from the file "{name}" ({sections})',
  'activityDetail.backups.deleted': 'Deleted the backup "{name}"',
  'activityDetail.backups.downloaded': 'Downloaded the backup "{name}"',
  'activityDetail.backups.passphraseSet': 'Set the backup passphrase',
  'activityDetail.backups.passphraseChanged':
    'Changed the backup passphrase ({count, plural, one {# stored backup} other {# stored backups}} re-encrypted)',
  'activityDetail.databaseBackups.created': 'Backed up the whole database to "{name}"',

  // Imports: "Imported 2 services: 1 failed, 1 new category"
  'activityDetail.import.withCounts': '{imported}: {counts}',
  'activityDetail.import.clients': 'Imported {count, plural, one {# client} other {# clients}}',
  'activityDetail.import.products': 'Imported {count, plural, one {# product} other {# products}}',
  'activityDetail.import.services': 'Imported {count, plural, one {# service} other {# services}}',
  'activityDetail.import.staff': 'Imported {count, plural, one {# staff member} other {# staff members}}',
  'activityDetail.import.templates': 'Imported {count, plural, one {# template} other {# templates}}',
  'activityDetail.import.failed': '{count, number} failed',
  'activityDetail.import.skipped': '{count, number} skipped',
  'activityDetail.import.merged': '{count, number} merged',
  'activityDetail.import.newCategories': '{count, plural, one {# new category} other {# new categories}}',

  // Team and roles
  ...ROLE_DETAILS,
  'activityDetail.team.added': 'Added {name} ({email}) as {role}',
  'activityDetail.team.addedAndInvited':
    'Added {name} ({email}) as {role} and sent them an invitation to choose a password',
  'activityDetail.team.roleChanged': 'Changed the role of {email} to {role}',
  'activityDetail.team.reactivated': 'Reactivated {email}',
  'activityDetail.team.deactivated': 'Deactivated {email}',
  'activityDetail.team.signInGiven': 'Gave {name} ({email}) sign-in',
  'activityDetail.team.invited': 'Sent an invitation to choose a password to {email}',
  'activityDetail.team.practitionerUpdated': 'Updated the services, locations and time off of {name}',
  'activityDetail.roles.created': 'Created the role {name}',
  'activityDetail.roles.updated': 'Updated the role {name}',
  'activityDetail.roles.renamed': 'Named the {name} role {displayName} in this organization',
  'activityDetail.roles.nameRestored': 'Gave the {name} role its standard name back',
  'activityDetail.roles.deleted': 'Deleted the role {name}',

  // Services, clients, products
  'activityDetail.categories.added': 'Added the category {name}',
  'activityDetail.categories.reordered': 'Reordered the service categories',
  'activityDetail.categories.updated': 'Updated the category {name}',
  'activityDetail.categories.deleted': 'Deleted the category {name}',
  'activityDetail.categories.deletedWithServices':
    'Deleted the category {name}; {count, plural, one {# service is} other {# services are}} now uncategorised',
  'activityDetail.services.added': 'Added the service {name}',
  'activityDetail.services.updated': 'Updated the service {name}',
  'activityDetail.services.activated': 'Activated the service {name}',
  'activityDetail.services.archived': 'Archived the service {name}',
  'activityDetail.services.deleted': 'Deleted the service {name}',
  'activityDetail.clients.added': 'Added the client {name}',
  'activityDetail.clients.updated': 'Updated the client {name}',
  'activityDetail.clients.deleted': 'Deleted the client {name}',
  'activityDetail.clients.exported': 'Exported the clients',
  'activityDetail.products.added': 'Added the product {name}',
  'activityDetail.products.updated': 'Updated the product {name}',
  'activityDetail.products.deleted': 'Deleted the product {name}',
  'activityDetail.products.exported': 'Exported the products',

  // Locations
  'activityDetail.locations.added': 'Added the location {name}',
  'activityDetail.locations.updated': 'Updated the location {name}',
  'activityDetail.locations.deleted': 'Deleted the location {name}',
  'activityDetail.locations.photoAdded': 'Added a photo to the location {name}',
  'activityDetail.locations.photoDeleted': 'Deleted a photo of the location {name}',
  'activityDetail.locations.heroChosen': 'Chose the main photo of the location {name}',

  // Tax
  'activityDetail.tax.rateAdded': 'Added the tax rate {name} ({percentage, number}%)',
  'activityDetail.tax.rateUpdated': 'Updated the tax rate {name}',
  'activityDetail.tax.rateDeleted': 'Deleted the tax rate {name}',
  'activityDetail.tax.overrideSet': 'Set a tax override for service {service}',
  'activityDetail.tax.overrideChanged': 'Changed the tax override for service {service}',
  'activityDetail.tax.overrideRemoved': 'Removed the tax override for service {service}',

  // Payments and billing
  'activityDetail.payments.setUp': 'Set up the payment gateways',
  'activityDetail.payments.alreadySetUp': 'Payment gateways were already set up: nothing changed',
  'activityDetail.payments.connected': 'Connected {gateway}',
  'activityDetail.payments.updated': 'Updated {gateway}',
  'activityDetail.payments.feesUpdated': 'Updated card fee settings',
  'activityDetail.payments.locationFeesUpdated': 'Updated card fee settings for {location}',
  'activityDetail.billing.planChanged': 'Changed the plan to {plan}',
  'activityDetail.billing.trialPlanChosen': 'Changed the plan to {plan} (trial)',

  // Templates
  'activityDetail.settingsTemplates.created': 'Created the settings template "{name}"',
  'activityDetail.settingsTemplates.favorited': 'Marked the settings template "{name}" as favorite',
  'activityDetail.settingsTemplates.unfavorited': 'Removed the settings template "{name}" from favorites',
  'activityDetail.settingsTemplates.deleted': 'Deleted the settings template "{name}"',
  'activityDetail.settingsTemplates.applied': 'Applied the settings template "{name}"',
  'activityDetail.messageTemplates.added': 'Added the template {name}',
  'activityDetail.messageTemplates.updated': 'Updated the template {name}',
  'activityDetail.messageTemplates.deleted': 'Deleted the template {name}',
  'activityDetail.templates.reset': 'Reset the template {name} to its default',
  'activityDetail.platformTemplates.customised': 'Customised the template {name}',
  'activityDetail.platformTemplates.switchedOn': 'Switched on the template {name}',
  'activityDetail.platformTemplates.switchedOff': 'Switched off the template {name}',
  'activityDetail.platformTemplates.allReset':
    '{count, plural, one {Reset # template to their defaults} other {Reset # templates to their defaults}}',
  'activityDetail.platformTemplates.synced':
    'Synced the platform templates: {updated, number} updated, {added, number} new',
  'activityDetail.platformTemplates.batchUpdated':
    '{count, plural, one {Updated # template at once} other {Updated # templates at once}}',
  'activityDetail.platformTemplates.exported': 'Exported the templates',
  'activityDetail.platformTemplates.removed': 'Removed the {count, number} platform templates',

  // Notifications: tests, messages sent by hand, provider connections
  'activityDetail.notifications.testSent':
    '{channel, select, email {Sent a test email to {to}} sms {Sent a test SMS to {to}} other {Sent a test push notification}}',
  'activityDetail.notifications.testFailed':
    '{channel, select, email {Could not send a test email to {to}: {reason}} sms {Could not send a test SMS to {to}: {reason}} other {Could not send a test push notification: {reason}}}',
  'activityDetail.notifications.sent':
    '{channel, select, email {Sent an email to {to}} sms {Sent an SMS to {to}} other {Sent a push notification to {to}}}',
  'activityDetail.notifications.resent':
    '{channel, select, email {Resent an email to {to}} sms {Resent an SMS to {to}} other {Resent a push notification to {to}}}',
  'activityDetail.notifications.sendFailed':
    '{channel, select, email {Could not send an email to {to}: {reason}} sms {Could not send an SMS to {to}: {reason}} other {Could not send a push notification to {to}: {reason}}}',
  'activityDetail.notifications.resendFailed':
    '{channel, select, email {Could not resend an email to {to}: {reason}} sms {Could not resend an SMS to {to}: {reason}} other {Could not resend a push notification to {to}: {reason}}}',
  'activityDetail.notifications.connectionSaved':
    '{channel, select, email {Saved the {provider} email connection. {provider} accepted the settings.} sms {Saved the {provider} SMS connection. {provider} accepted the settings.} other {Saved the {provider} push connection. {provider} accepted the settings.}}',
  'activityDetail.notifications.connectionRefused':
    '{channel, select, email {Saved the {provider} email connection. {reason}} sms {Saved the {provider} SMS connection. {reason}} other {Saved the {provider} push connection. {reason}}}',
} as const;

export type ActivityDetailKey = keyof typeof ACTIVITY_DETAILS;

/** A value of a detail: a text or number, another detail, or a list of details said as a list. */
export type ActivityDetailValue = string | number | ActivityDetail | readonly ActivityDetail[];

export interface ActivityDetail {
  key: ActivityDetailKey;
  values: Readonly<Record<string, ActivityDetailValue>>;
}

/** A detail, typed by its key: `detail('activityDetail.tax.rateDeleted', { name })`. */
export const detail = (key: ActivityDetailKey, values: ActivityDetail['values'] = {}): ActivityDetail => ({
  key,
  values,
});

/**
 * A role by its standard name, as an activity line says it: a built-in role's is a detail, so a
 * French owner reads "Réceptionniste" where the line was stored as "Receptionist"; a custom role's
 * is its name as the server shows it.
 */
export function standardRoleValue(name: string): ActivityDetailValue {
  const key = roleKey(name);
  return key === undefined ? roleDisplayName(name) : detail(`activityDetail.role.${key}`);
}

/**
 * A role as an activity line names it: by its standard name (standardRoleValue) unless the
 * organization gave it one of its own ("Front desk"), which is its own words, kept as written.
 */
export function roleValue(role: { name: string; displayName: string }): ActivityDetailValue {
  return role.displayName === roleDisplayName(role.name) ? standardRoleValue(role.name) : role.displayName;
}
