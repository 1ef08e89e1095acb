/** English texts of the Profile page (part 1 §2, §5, §8); spec texts verbatim. */
export const profileMessages = {
  // More words that find a setting in the menu's and the palette's search: comma-separated,
  // written as people search (translate them as people would search in the language).
  'search.terms.profilePhoto': 'avatar, picture, image',

  // Profile (part 1 §2, §5, §8).
  'profile.subtitle': 'Your photo, contact details and work information, as your team sees them.',
  'profile.photo.title': 'Profile photo',
  'profile.photo.alt': 'Profile photo of {name}',
  'profile.photo.upload': 'Upload photo',
  'profile.photo.change': 'Change photo',
  'profile.photo.uploading': 'Uploading photo',
  'profile.photo.hint': 'JPG, PNG, GIF or WebP, up to 5MB.',
  'profile.personal.title': 'Personal information',
  'profile.work.title': 'Work information',
  'profile.field.firstName': 'First name',
  'profile.field.lastName': 'Last name',
  'profile.field.email': 'Email',
  'profile.field.phone': 'Phone',
  'profile.field.jobTitle': 'Job title',
  'profile.field.department': 'Department',
  'profile.field.location': 'Location',
  'profile.field.bio': 'Bio',
  'profile.bio.help': 'A few words about you for your team. {count} of {max} characters.',
  'profile.loadFailed.note':
    'The details from your sign-in are shown meanwhile. Saving and the photo are off until your profile loads.',
  'profile.toast.loadFailed': 'Error loading profile',
  'profile.toast.loadFailedBody': 'Failed to load your profile information',
  'profile.toast.saved': 'Profile updated',
  'profile.toast.saveFailed': 'Error updating profile',
  'profile.toast.saveFailedBody': 'Failed to update your profile. Please try again.',
  'profile.toast.avatarSaved': 'Avatar updated',
  'profile.toast.avatarFailed': 'Error uploading avatar',
  'profile.toast.avatarFailedBody': 'Failed to upload your profile picture',
  'profile.toast.fileTooLarge': 'File too large',
  'profile.toast.fileTooLargeBody': 'Please select an image smaller than 5MB',
} as const;

declare global {
  interface EnglishMessageParts {
    profile: typeof profileMessages;
  }
}
