/** English texts of the sign-in and first-run setup pages; spec texts verbatim. */
export const signInMessages = {
  // The sign-in screen's second step also takes a recovery code.
  'signIn.useRecoveryCode': 'Use a recovery code instead',
  'signIn.useAuthenticatorCode': 'Use a code from your authenticator app',
  'signIn.recoveryCode': 'Recovery code',
  'signIn.recoveryCodeHelp': 'One of the codes you saved when you turned on two-factor authentication.',

  'signIn.title': 'Sign in',
  'signIn.subtitle': 'Sign in to manage your organization’s settings.',
  'signIn.email': 'Email',
  'signIn.password': 'Password',
  'signIn.code': 'Authentication code',
  'signIn.codeHelp': 'Enter the 6-digit code from your authenticator app.',
  'signIn.submit': 'Sign in',
  'signIn.otherAccount': 'Use a different account',
  'signIn.failed': 'Sign-in failed',

  'setup.title': 'Set up your organization',
  'setup.subtitle': 'Nobody has used this installation yet. Create your organization and its owner account.',
  'setup.organizationName': 'Organization name',
  'setup.organizationSlug': 'Address name',
  'setup.organizationSlugHelp': 'Lowercase letters, digits and hyphens. Your settings live at /{slug}/settings.',
  'setup.firstName': 'First name',
  'setup.lastName': 'Last name',
  'setup.email': 'Email',
  'setup.password': 'Password',
  'setup.passwordHelp': 'At least {min} characters.',
  'setup.region.title': 'Where is your business?',
  'setup.region.help':
    'Filled in from this computer’s settings. Your team’s times and prices follow them; you can change them later in General Settings.',
  'setup.country': 'Country',
  'setup.countryOther': 'Another country',
  'setup.timezone': 'Time zone',
  'setup.currency': 'Currency',
  'setup.submit': 'Create organization',
  'setup.failed': 'Setup failed',
} as const;

declare global {
  interface EnglishMessageParts {
    'sign-in': typeof signInMessages;
  }
}
