/** English texts of the screens a session may meet before the settings: maintenance, a required password change or two-factor set-up; spec texts verbatim. */
export const sessionMessages = {
  'requirement.password.title': 'Choose a new password',
  'requirement.password.body':
    'Your password has expired. Your organization asks you to choose a new one before you continue.',
  'requirement.password.action': 'Change password',
  'requirement.twoFactor.title': 'Set up two-factor authentication',
  'requirement.twoFactor.body':
    'Your organization requires two-factor authentication. Set it up with an authenticator app before you continue.',
  'requirement.twoFactor.action': 'Set up two-factor authentication',
  'requirement.signOut': 'Sign out',
  'maintenance.title': 'Under maintenance',
  'maintenance.body':
    'The system is under maintenance. Please try again later, or ask your administrator when it will be back.',
  'maintenance.retry': 'Try again',
} as const;

declare global {
  interface EnglishMessageParts {
    session: typeof sessionMessages;
  }
}
