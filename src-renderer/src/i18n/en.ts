import { catalogOf, type MessagePart } from './translation';

/**
 * The shell's own English texts (menu, palette, form foot, errors); each feature's are in its
 * folder. English is the source every translation starts from. Texts quoted by the specification
 * are kept verbatim (tests assert them). Messages use ICU syntax, so plurals and placeholders
 * translate properly.
 */
export const shellMessages = {
  'app.name': 'Salon Back Office',
  'app.loading': 'Loading…',
  'app.settings': 'Settings',
  'app.skipToContent': 'Skip to main content',

  // The foot of every settings form (part 1 §4: the unsaved or all-saved indicator).
  'form.unsaved': 'Unsaved changes',
  'form.allSaved': 'All changes saved',
  'form.save': 'Save Changes',
  'form.required': '(required)',
  // Someone else saved the same settings first (412): nothing was saved here.
  'form.conflict.title': 'Someone else changed these settings',
  'form.conflict.body':
    'These settings were saved from another window or computer after you opened them, so your changes were not saved. Load the latest version: the fields you changed keep your changes, the others show the new values. Then save again.',
  'form.conflict.loadLatest': 'Load latest version',
  'form.conflict.discard': 'Discard my changes',
  // Leaving a page with unsaved changes (a menu entry, the palette, a link, Back).
  'form.leave.title': 'Leave without saving?',
  'form.leave.body': 'You have unsaved changes on this page. If you leave now, they are lost.',
  'form.leave.stay': 'Stay',
  'form.leave.leave': 'Leave',
  'form.money.invalid': 'Enter an amount in {currency}, such as 12.50',
  'form.duration.invalid': 'Enter a whole number of minutes, such as 45',
  'form.duration.unit': 'min',
  // A refused field in the reader's words, with the form's label (components/form/form-errors.ts):
  // the same English as the server's rules (server/plugins/validation.ts ruleOf).
  'form.rule.required': '{label} is required',
  'form.rule.notEmpty': '{label} must not be empty',
  'form.rule.minLength': '{label} must be at least {limit} characters',
  'form.rule.maxLength': '{label} must be at most {limit} characters',
  'form.rule.minimum': '{label} must be {limit} or more',
  'form.rule.maximum': '{label} must be {limit} or less',
  'form.rule.email': '{label} must be a valid email address',
  'form.rule.format': '{label} has an invalid format',
  'form.rule.wholeNumber': '{label} must be a whole number',
  'form.rule.number': '{label} must be a number',
  'form.rule.minItems': '{label} must have at least {limit} items',
  'form.rule.maxItems': '{label} must have at most {limit} items',
  'form.rule.invalidCharacters': '{label} must not contain invalid characters',
  'form.rule.controlCharacters': '{label} must not contain control characters',

  // Titles of the specification's route table (part 1 §2), with the part 3 titles of the
  // "further pages".
  'section.overview': 'Settings overview',
  'section.personal.profile': 'Profile',
  'section.personal.security': 'Security',
  'section.personal.preferences': 'Preferences',
  'section.personal.notifications': 'Notifications',
  'section.personal.privacy': 'Privacy Settings',
  'section.organization.general': 'General Settings',
  'section.organization.subscription': 'Subscription & Billing',
  'section.organization.services': 'Services',
  'section.organization.financial': 'Financial & Payments',
  'section.organization.branding': 'Branding & Communication',
  'section.organization.locations': 'Locations',
  'section.organization.booking': 'Online Booking',
  'section.organization.bookings': 'Bookings',
  'section.organization.bookingNotifications': 'Booking Settings',
  'section.organization.integrations': 'Integrations',
  'section.organization.security': 'Security & Compliance',
  'section.organization.systemTemplates': 'System templates',
  'section.organization.notificationLogs': 'Notification logs',
  'section.organization.tax': 'Tax Configuration',
  'section.roles': 'Roles & Permissions',
  'section.advanced.themeCustomization': 'Theme Customization',
  'section.system': 'System Configuration',
  'section.templates': 'Settings Templates',
  'section.importExport': 'Import & Export',
  'section.backupRecovery': 'Backup & Recovery',
  'section.activity': 'Settings Activity',
  'section.help': 'Help & Documentation',
  'section.performance': 'Performance Monitor',

  'group.personal': 'Personal',
  'group.organization': 'Organization',
  'group.advanced': 'Advanced',
  'group.support': 'Support',

  'menu.search.placeholder': 'Search settings...',
  'menu.search.label': 'Search settings',
  'menu.noResults': 'No settings found for "{query}"',
  'menu.badge.new': 'NEW',
  'menu.badge.newDescription': 'New',
  'menu.toggle.open': 'Open settings menu',
  'menu.toggle.close': 'Close settings menu',
  'menu.toggle.text': 'Menu',

  'palette.open': 'Search settings',
  'palette.title': 'Go to a setting',
  'palette.inputLabel': 'Search settings',
  'palette.placeholder': 'Search settings...',
  'palette.hint': 'Use the arrow keys to choose, Enter to open, Esc to close.',

  // A setting found inside a page by the menu's or the palette's search.
  'search.fieldOnPage': '{field} ({page})',

  'user.menu': 'Account menu:',
  'user.role': 'Role: {role}',
  'user.organization': 'Organization: {organization}',
  'user.signOut': 'Sign out',

  'error.title': 'Something went wrong',
  'error.description': 'This page could not be shown. Try again, reload the page, or go back to the settings overview.',
  'error.tryAgain': 'Try Again',
  'error.reload': 'Reload Page',
  'error.goHome': 'Go Home',

  'toast.fallback': 'Something went wrong. Please try again.',
  'toast.network': 'Cannot reach the server. Check your connection and try again.',
  // A refusal the server names by code, for readers of another language (api/error-code-texts.ts);
  // English readers get the server's own words.
  'error.code.LAST_OWNER': 'The organization needs at least one active owner',
  'error.code.ROLE_NAME_TAKEN': 'A role with this name already exists',
  'error.code.BUILT_IN_ROLE': 'Built-in roles cannot be renamed or deleted',
  'error.code.EMAIL_TAKEN': 'This email address is already used by another account',
  'error.code.TAX_RATE_NAME_TAKEN': 'A tax rate with this name already exists',
  'error.code.TAX_OVERRIDE_EXISTS': 'This service already has a tax override',
  'error.code.DEFAULT_REQUIRED': 'One rate is always the default: make another rate the default first',
  'error.code.INVALID_CURRENT_PASSWORD': 'Please check your current password and try again',
  'error.code.API_ACCESS_OFF': 'API access is turned off for this organization: use the app.',
  'error.code.EMAIL_VERIFICATION_REQUIRED':
    'Email verification is required: send the member an invitation to choose their own password instead.',
  'error.code.RATE_LIMITED': 'Too many attempts from this address. Please wait a moment and try again.',
  'error.code.WRITE_RATE_LIMITED': 'You are making changes too quickly. Please wait a moment and try again.',
  'error.code.CROSS_SITE_REQUEST':
    'This change was sent from another website and was refused. Open the app directly and try again.',
  'error.code.STALE_VERSION': 'This record was changed by someone else. Reload to see the latest version.',
  'error.code.OFFICIAL_TEMPLATE': 'Official templates cannot be marked as favorite or deleted.',

  'notAvailable.heading': 'Not available yet',
  'notAvailable.body':
    '{title} is not available in this version yet. It will appear here once this area is built; until then nothing on this page can be changed.',

  'noAccess.title': 'You do not have access to this page',
  'noAccess.body':
    'Your role does not include the permission this page needs. Ask an owner or administrator if you need it.',

  'notFound.title': 'Page not found',
  'notFound.body': 'There is no settings page at this address.',
  'notFound.action': 'Go to the settings overview',

  'query.errorTitle': 'Could not load this page',
  'query.retry': 'Try Again',

  'session.ended': 'Your session has ended. Please sign in again.',

  'time.justNow': 'Just now',
  'time.minutesAgo': '{count, plural, one {# minute ago} other {# minutes ago}}',
  'time.hoursAgo': '{count, plural, one {# hour ago} other {# hours ago}}',
  'time.daysAgo': '{count, plural, one {# day ago} other {# days ago}}',

  // Cancel in the form kit's foot and in dialogs of several pages.
  'personal.cancel': 'Cancel',
} as const;

declare global {
  /**
   * The English texts by part: the shell's here; every feature folder adds its own from its
   * `messages/en.ts`, which is all it takes for its keys to become message ids.
   */
  interface EnglishMessageParts {
    shell: typeof shellMessages;
  }
}

/** All parts as one object type: the intersection of the registry's entries. */
type AllOf<Parts> = (Parts extends unknown ? (part: Parts) => void : never) extends (part: infer All) => void
  ? All
  : never;
type EnglishCatalog = AllOf<EnglishMessageParts[keyof EnglishMessageParts]>;

/**
 * One catalog: the shell's texts and each feature's English part, from its folder
 * (`features/<area>/messages/en.ts`, also under `app/`): a new area adds its texts without a line here.
 */
export const en = catalogOf(
  shellMessages,
  import.meta.glob<MessagePart>('../**/messages/en.ts', { eager: true }),
) as EnglishCatalog;

export type MessageId = keyof typeof en;
