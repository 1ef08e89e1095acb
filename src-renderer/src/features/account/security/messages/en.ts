/** English texts of the Security page: password, two-factor, sessions; spec texts verbatim. */
export const securityMessages = {
  'search.terms.password': 'change password, new password, sign-in',
  'search.terms.twoFactor': '2FA, two factor, authenticator app, verification code, MFA',
  'search.terms.sessions': 'devices, sign out, log out, signed in',

  // Security (part 1 §2, §4, §5, §8).
  'security.subtitle': 'Your password, two-factor authentication and the devices signed in to your account.',
  'security.password.title': 'Password',
  'security.password.lastChanged': 'Last changed {date}',
  'security.password.updateRecommended': 'Update recommended',
  'security.password.staleHelp': 'Your password is more than 90 days old.',
  'security.password.change': 'Change Password',
  'security.password.dialogTitle': 'Change Password',
  'security.password.current': 'Current password',
  'security.password.new': 'New password',
  'security.password.confirm': 'Confirm new password',
  'security.password.submit': 'Change Password',
  'security.password.keepOthers': 'Keep me signed in on other devices',
  'security.password.endOthersHelp':
    'Every other device signed in to your account will be signed out, in case someone else knows your old password. This device stays signed in.',
  'security.password.keepOthersHelp':
    'Your other devices stay signed in. Only do this if you are sure nobody else knows your old password.',
  'security.twoFactor.title': 'Two-factor authentication',
  'security.twoFactor.description':
    'Sign-in asks for a code from an authenticator app on your phone as well as your password.',
  'security.twoFactor.switch': 'Two-factor authentication',
  'security.twoFactor.on': 'Enabled',
  'security.twoFactor.off': 'Disabled',
  'security.twoFactor.recoveryLeft':
    '{count, plural, =0 {No recovery codes left: turn two-factor off and on again for new ones.} one {# recovery code left.} other {# recovery codes left.}}',
  'security.twoFactor.dialogTitle': 'Turn on two-factor authentication',
  'security.twoFactor.scan':
    'Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.',
  'security.twoFactor.qrAlt': 'QR code to scan with your authenticator app',
  'security.twoFactor.manual': 'Can’t scan it? Type this key into the app instead (time-based, 6 digits):',
  'security.twoFactor.secretLabel': 'Setup key',
  'security.twoFactor.code': 'Verification code',
  'security.twoFactor.codeHelp': 'Enter the 6-digit code the app shows now.',
  'security.twoFactor.verify': 'Verify and turn on',
  'security.twoFactor.disableTitle': 'Turn off two-factor authentication',
  'security.twoFactor.disableBody':
    'Sign-in will then ask only for your password. Enter your current password to confirm it is you.',
  'security.twoFactor.disableSubmit': 'Turn off',
  'security.recovery.title': 'Save your recovery codes',
  'security.recovery.body':
    'If you lose your phone, sign in with one of these codes instead of a code from the app. Each code works once. They are shown only now: copy or download them and keep them somewhere safe.',
  'security.recovery.listLabel': 'Recovery codes',
  'security.recovery.copy': 'Copy codes',
  'security.recovery.copied': 'Recovery codes copied',
  'security.recovery.copyFailed': 'Could not copy the codes',
  'security.recovery.copyFailedBody': 'Download them instead, or write them down.',
  'security.recovery.download': 'Download codes',
  'security.recovery.done': 'Done',
  'security.recovery.fileHeader':
    'Recovery codes for {email} ({organization}). Each code works once, at sign-in, instead of a code from your authenticator app.',
  'security.sessions.title': 'Active sessions',
  'security.sessions.description': 'The devices signed in to your account. End any you do not recognise.',
  'security.sessions.device': '{browser} on {device}',
  'security.sessions.current': 'This device',
  // What the server calls a session it has no proper name for (contract/session-words.ts). The
  // device word only ever stands inside security.sessions.device ("… on unknown device").
  'security.sessions.word.desktopApp': 'Desktop app',
  'security.sessions.word.unknownBrowser': 'Unknown browser',
  'security.sessions.word.unknownDevice': 'unknown device',
  'security.sessions.word.thisComputer': 'This computer',
  'security.sessions.localNetwork': 'Local network ({address})',
  'security.sessions.lastActive': 'last active {when}',
  'security.sessions.terminate': 'Terminate',
  'security.sessions.terminateLabel': 'Terminate session: {session}',
  'security.sessions.terminateAll': 'Terminate all other sessions',
  'security.sessions.terminateAllTitle': 'Terminate all other sessions?',
  'security.sessions.terminateAllBody':
    'Every other device signed in to your account is signed out at once. This device stays signed in.',
  'security.sessions.none': 'No other device is signed in to your account.',
  'security.toast.loadFailed': 'Error loading security data',
  'security.toast.loadFailedBody': 'Failed to load your security settings',
  'security.toast.passwordMismatch': 'Passwords do not match',
  'security.toast.passwordMismatchBody': 'Please ensure both password fields match',
  'security.toast.passwordShort': 'Password too short',
  'security.toast.passwordShortBody': 'Password must be at least {min} characters long',
  'security.toast.passwordFailed': 'Failed to change password',
  'security.toast.passwordFailedBody': 'Please check your current password and try again',
  'security.toast.passwordChanged': 'Password changed',
  'security.toast.disableFailed': 'Failed to disable 2FA',
  'security.toast.disableFailedBody': 'An error occurred while disabling 2FA',
  'security.toast.generateFailed': 'Failed to generate 2FA code',
  'security.toast.generateFailedBody': 'An error occurred',
  'security.toast.invalidCode': 'Invalid code',
  'security.toast.invalidCodeBody': 'Please check the code and try again',
  'security.toast.sessionFailed': 'Failed to terminate session',
  'security.toast.sessionFailedBody': 'An error occurred while terminating the session',
  'security.toast.allFailed': 'Failed to terminate sessions',
  'security.toast.disabled': '2FA disabled',
  'security.toast.enabled': '2FA enabled',
  'security.toast.sessionEnded': 'Session terminated',
  'security.toast.allEnded': 'All sessions terminated',
  // Issue 18: the organization's password rules, and what the policy asks before anything else.
  'security.password.rules': 'What your organization asks of a password',
  'security.password.rule.minLength': 'At least {min} characters',
  'security.password.rule.uppercase': 'An uppercase letter',
  'security.password.rule.lowercase': 'A lowercase letter',
  'security.password.rule.number': 'A number',
  'security.password.rule.special': 'A special character such as ! or #',
  'security.password.rule.met': '(done)',
  'security.password.rule.unmet': '(still needed)',
  'security.toast.passwordRules': 'Password does not meet the rules',
  'security.toast.passwordRulesBody': 'Check the list under New password: your organization asks for each of them.',
} as const;

declare global {
  interface EnglishMessageParts {
    security: typeof securityMessages;
  }
}
