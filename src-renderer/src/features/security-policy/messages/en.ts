/** English texts of Security & Compliance (issue 18; spec part 3 §2, §3, §5, §8, §9). */
export const securityPolicyMessages = {
  'securityPolicy.subtitle': 'The password, sign-in and activity rules every member of your organization follows.',
  'securityPolicy.toast.saved': 'Security settings saved successfully',
  // Spec part 3 §8.
  'securityPolicy.toast.saveFailed': 'Error',
  'securityPolicy.toast.saveFailedBody': 'Failed to save security settings. Please try again.',
  'securityPolicy.toast.loadFailed': 'Failed to load security settings',
  'securityPolicy.toast.loadFailedBody': 'Please refresh the page',
  'securityPolicy.unit.characters': 'characters',
  'securityPolicy.unit.days': 'days',
  'securityPolicy.unit.hours': 'hours',
  'securityPolicy.password.title': 'Password Policy',
  'securityPolicy.password.description': 'The rules every new password must meet.',
  'securityPolicy.password.minLength': 'Minimum password length',
  'securityPolicy.password.minLength.help':
    '6 to 128. Checked whenever a member sets a password: when they change it, accept an invitation or are added with one.',
  'securityPolicy.password.expirationDays': 'Password expiration (days)',
  'securityPolicy.password.expirationDays.help':
    '0: never. After this many days a member must choose a new password before they can do anything else.',
  'securityPolicy.password.requireUppercase': 'Require uppercase letters',
  'securityPolicy.password.requireLowercase': 'Require lowercase letters',
  'securityPolicy.password.requireNumbers': 'Require numbers',
  'securityPolicy.password.requireSpecialChars': 'Require special characters',
  'securityPolicy.password.requirements.help':
    'A new password must contain each kind of character switched on. Passwords already set keep working until they expire.',
  'securityPolicy.session.title': 'Session Management',
  'securityPolicy.session.description': 'How long members stay signed in, and where they may sign in from.',
  'securityPolicy.session.timeout': 'Session timeout (hours)',
  'securityPolicy.session.timeout.help': '1 to 24. A session left unused this long ends; the member signs in again.',
  'securityPolicy.session.maxConcurrent': 'Maximum concurrent sessions',
  'securityPolicy.session.maxConcurrent.help':
    '1 to 10. When a member signs in once more than this, their oldest sign-in ends.',
  'securityPolicy.session.enforceIP': 'Restrict sign-in to allowed IP addresses',
  'securityPolicy.session.enforceIP.help': 'Sign-in is refused from any address that is not in the list below.',
  'securityPolicy.session.allowedIPs': 'Allowed IP addresses',
  'securityPolicy.session.allowedIPs.help':
    'One per line: an address such as 203.0.113.7 or a range such as 192.168.1.0/24.',
  'securityPolicy.session.allowedIPs.invalid': 'These entries are not IP addresses or ranges: {entries}',
  'securityPolicy.session.allowedIPs.tooMany': 'The list can hold at most {max} addresses.',
  'securityPolicy.session.myAddress': 'Your address: {address}',
  'securityPolicy.session.myAddress.unknown': 'Your address could not be read.',
  'securityPolicy.session.addMyAddress': 'Add my address',
  'securityPolicy.session.lockout':
    'Your address ({address}) is not in the list. Saving now would keep you from signing in again: add your address first.',
  'securityPolicy.twoFactor.title': 'Two-Factor Authentication',
  'securityPolicy.twoFactor.description': 'A second step at sign-in, with a code from an authenticator app.',
  'securityPolicy.twoFactor.required': 'Require two-factor authentication',
  'securityPolicy.twoFactor.required.help':
    'Everyone without two-factor authentication, you included, will be asked to set it up before they can continue, and no one can turn it off.',
  'securityPolicy.twoFactor.methods': 'Allowed methods',
  'securityPolicy.twoFactor.method.authenticator': 'Authenticator app',
  'securityPolicy.twoFactor.method.authenticator.help': 'Always allowed: every member sets up two-factor with one.',
  'securityPolicy.twoFactor.method.recoveryCodes': 'Recovery codes',
  'securityPolicy.twoFactor.method.recoveryCodes.help':
    'One-time codes a member can use when their authenticator app is not at hand.',
  'securityPolicy.audit.title': 'Audit Log',
  'securityPolicy.audit.description': 'What the settings activity records, and how long it is kept.',
  'securityPolicy.audit.enabled': 'Audit log',
  'securityPolicy.audit.enabled.help': 'When off, only changes to this security policy are recorded.',
  'securityPolicy.audit.level': 'Log level',
  'securityPolicy.audit.level.basic': 'Basic',
  'securityPolicy.audit.level.basic.help': 'Who changed what, and when, without the values before and after.',
  'securityPolicy.audit.level.detailed': 'Detailed',
  'securityPolicy.audit.level.detailed.help': 'Also the values before and after each change.',
  'securityPolicy.audit.level.verbose': 'Verbose',
  'securityPolicy.audit.level.verbose.help': 'Everything in Detailed, plus every sign-in and sign-out.',
  'securityPolicy.audit.retention': 'Log retention (days)',
  'securityPolicy.audit.retention.help': '30 to 365. Older activity is deleted every day.',
  'securityPolicy.search.terms.password': 'password, length, uppercase, numbers, special characters, expiry',
  'securityPolicy.search.terms.session': 'session, timeout, signed in, concurrent sessions',
  'securityPolicy.search.terms.ip': 'IP, address, allow-list, whitelist, network, CIDR',
  'securityPolicy.search.terms.twoFactor': 'two-factor, 2FA, MFA, authenticator, recovery codes',
  'securityPolicy.search.terms.audit': 'audit, log, level, retention, compliance',
} as const;

declare global {
  interface EnglishMessageParts {
    'security-policy': typeof securityPolicyMessages;
  }
}
