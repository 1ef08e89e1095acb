/** English texts of the Privacy settings page; spec texts verbatim. */
export const privacyMessages = {
  'search.terms.visibility': 'public, private, who can see my profile',
  'search.terms.activityStatus': 'online, last seen',

  // Privacy (part 1 §2, §8, §9).
  'privacy.subtitle': 'Who can see your profile, and what it shows.',
  'privacy.visibility.title': 'Profile visibility',
  'privacy.visibility.public': 'Public',
  'privacy.visibility.public.description': 'All clients and team',
  'privacy.visibility.team': 'Team',
  'privacy.visibility.team.description': 'Team members only',
  'privacy.visibility.private': 'Private',
  'privacy.visibility.private.description': 'Hidden from all but administrators',
  'privacy.adminNote': 'Administrators can always view any profile.',
  'privacy.details.title': 'Profile details',
  'privacy.details.description': 'What others who can see your profile find on it.',
  'privacy.showEmail': 'Show email address',
  'privacy.showEmail.help': 'Your email address appears on your profile.',
  'privacy.showPhone': 'Show phone number',
  'privacy.showPhone.help': 'Your phone number appears on your profile.',
  'privacy.activityStatus': 'Show activity status',
  'privacy.activityStatus.help': 'Others can see when you were last active.',
  'privacy.toast.saved': 'Privacy settings saved',
  'privacy.toast.failed': 'Error saving settings',
  'privacy.toast.failedBody': 'Failed to save privacy settings',
} as const;

declare global {
  interface EnglishMessageParts {
    privacy: typeof privacyMessages;
  }
}
