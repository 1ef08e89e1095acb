/** English texts of System Configuration (issue 18; spec part 3 §2, §3, §5, §9). */
export const systemConfigMessages = {
  // Spec part 3 §2, verbatim.
  'systemConfig.denied': "You don't have permission to access system configuration. Contact your system administrator.",
  'systemConfig.subtitle': 'How the app works for everyone in your organization: access, limits, security and backups.',
  'systemConfig.toast.saved': 'System configuration saved successfully',
  'systemConfig.toast.saveFailed': 'Error',
  'systemConfig.toast.saveFailedBody': 'Failed to save system configuration. Please try again.',
  'systemConfig.toast.loadFailed': 'Failed to load system configuration',
  'systemConfig.toast.loadFailedBody': 'Please refresh the page',
  'systemConfig.unit.users': 'users',
  'systemConfig.unit.hours': 'hours',
  'systemConfig.unit.megabytes': 'MB',
  'systemConfig.unit.days': 'days',
  'systemConfig.unit.minutes': 'minutes',
  'systemConfig.system.title': 'System Settings',
  'systemConfig.system.description': 'Who may join, how many members you can have, and what the app keeps an eye on.',
  'systemConfig.registrationOpen': 'Registration open',
  'systemConfig.registrationOpen.help': 'Off: invitations can be neither sent nor accepted.',
  'systemConfig.emailVerificationRequired': 'Email verification required',
  'systemConfig.emailVerificationRequired.help':
    'Members get sign-in only through an emailed invitation; an administrator cannot set a password for them.',
  'systemConfig.maxUsersPerOrg': 'Maximum users',
  'systemConfig.maxUsersPerOrg.help': '1 to 1000. Active team members at most.',
  'systemConfig.sessionTimeout': 'Session length',
  'systemConfig.sessionTimeout.help': '1 to 168 hours. How long a sign-in lasts at most.',
  'systemConfig.maxFileUploadSize': 'Maximum upload size',
  'systemConfig.maxFileUploadSize.help': '1 to 500 MB. Larger uploads and imports are refused.',
  'systemConfig.systemNotifications': 'System notifications',
  'systemConfig.systemNotifications.help': 'Administrators see a banner while maintenance mode is on.',
  'systemConfig.performanceMonitoring': 'Performance monitoring',
  'systemConfig.performanceMonitoring.help': 'Off: the Performance Monitor shows no response times or errors.',
  'systemConfig.errorReporting': 'Error reporting',
  'systemConfig.errorReporting.help':
    'Server errors are written to the local error log (logs/errors.log in the data folder).',
  'systemConfig.security.title': 'Security Configuration',
  'systemConfig.security.description':
    'Rules added to those of Security & Compliance (the stricter one applies), sign-in locks and who may call the app.',
  'systemConfig.enforceStrongPasswords': 'Enforce strong passwords',
  'systemConfig.enforceStrongPasswords.help':
    'New passwords need at least 8 characters with upper and lower case and a number, whatever Security & Compliance says.',
  'systemConfig.require2FA': 'Require two-factor authentication',
  'systemConfig.require2FA.help': 'Everyone must set up two-factor authentication.',
  'systemConfig.sessionTimeoutMinutes': 'Idle timeout',
  'systemConfig.sessionTimeoutMinutes.help':
    "5 to 480 minutes. A session unused this long ends (the shorter of this and Security & Compliance's session timeout applies).",
  'systemConfig.maxLoginAttempts': 'Maximum sign-in attempts',
  'systemConfig.maxLoginAttempts.help': '3 to 20. After this many failed attempts, sign-in is locked.',
  'systemConfig.lockoutDurationMinutes': 'Lockout duration',
  'systemConfig.lockoutDurationMinutes.help': '1 to 1440 minutes. How long a locked sign-in stays locked.',
  'systemConfig.allowApiAccess': 'Allow API access',
  'systemConfig.allowApiAccess.help': 'Off: programs signing in with a token are refused (the app keeps working).',
  'systemConfig.allowCORS': 'Allow cross-origin requests (CORS)',
  'systemConfig.allowCORS.help': 'Websites listed here may call the public booking API from their own pages.',
  'systemConfig.corsOrigins': 'Allowed websites',
  'systemConfig.corsOrigins.help': 'One per line, such as https://www.example.com (no path).',
  'systemConfig.corsOrigins.invalid':
    'These entries are not website addresses such as https://www.example.com: {entries}',
  'systemConfig.corsOrigins.tooMany': 'The list can hold at most {max} websites.',
  'systemConfig.ipWhitelisting': 'IP whitelisting',
  'systemConfig.ipWhitelisting.help':
    'Every request, sign-in included, must come from an address or range in the list below.',
  'systemConfig.whitelistedIPs': 'Whitelisted IP addresses',
  'systemConfig.whitelistedIPs.help': 'One per line: an address such as 203.0.113.7 or a range such as 192.168.1.0/24.',
  'systemConfig.whitelistedIPs.invalid': 'These entries are not IP addresses or ranges: {entries}',
  'systemConfig.whitelistedIPs.tooMany': 'The list can hold at most {max} addresses.',
  'systemConfig.whitelistedIPs.myAddress': 'Your address: {address}',
  'systemConfig.whitelistedIPs.myAddressUnknown': 'Your address could not be read.',
  'systemConfig.whitelistedIPs.addMyAddress': 'Add my address',
  'systemConfig.whitelistedIPs.lockout':
    'Your address ({address}) is not in the whitelist. Saving now would keep you out of the app: add your address first.',
  'systemConfig.backup.title': 'Backup & Maintenance',
  'systemConfig.backup.description': 'Maintenance mode, the automatic database backups and how long activity is kept.',
  'systemConfig.maintenanceMode': 'Maintenance mode',
  'systemConfig.maintenanceMode.help':
    'Everyone but administrators is kept out: signing in and every request answer that the system is under maintenance. The public booking page is paused.',
  'systemConfig.autoBackupEnabled': 'Automatic backups',
  'systemConfig.autoBackupEnabled.help':
    "The desktop app's whole-database backups (Backup & Recovery › Database backups).",
  'systemConfig.backupFrequency': 'Backup frequency',
  'systemConfig.backupFrequency.help': 'How often the desktop app backs up the whole database.',
  'systemConfig.backupFrequency.daily': 'Daily',
  'systemConfig.backupFrequency.weekly': 'Weekly',
  'systemConfig.backupFrequency.monthly': 'Monthly',
  'systemConfig.auditLogRetention': 'Audit log retention',
  'systemConfig.auditLogRetention.help':
    "30 to 365 days. Older activity is deleted daily (the shorter of this and Security & Compliance's retention applies).",
  'systemConfig.maintenanceDialog.title': 'Turn on maintenance mode?',
  'systemConfig.maintenanceDialog.keptOut':
    'Everyone in your organization except the owner and administrators will be kept out: managers, practitioners, receptionists and every other role. They cannot sign in, and whatever they try answers that the system is under maintenance.',
  'systemConfig.maintenanceDialog.booking': 'The public booking page is paused: clients cannot book online.',
  'systemConfig.maintenanceDialog.admins':
    'Administrators keep working as usual; with system notifications on, they see a banner until maintenance mode is turned off.',
  'systemConfig.maintenanceDialog.cancel': 'Cancel',
  'systemConfig.maintenanceDialog.confirm': 'Turn on and save',
  'systemConfig.banner.text': 'Maintenance mode is on: only administrators can use the app.',
  'systemConfig.banner.link': 'System Configuration',
  'systemConfig.search.terms.maintenance': 'maintenance, downtime, offline, banner',
  'systemConfig.search.terms.registration': 'registration, invitations, sign up, email verification',
  'systemConfig.search.terms.upload': 'upload, file size, import, limit, users',
  'systemConfig.search.terms.lockout': 'login attempts, lockout, sign-in lock, brute force',
  'systemConfig.search.terms.api': 'api, token, cors, websites',
  'systemConfig.search.terms.whitelist': 'ip, whitelist, allow-list, address',
  'systemConfig.search.terms.backup': 'backup, database, schedule, retention',
};

declare global {
  interface EnglishMessageParts {
    'system-config': typeof systemConfigMessages;
  }
}
