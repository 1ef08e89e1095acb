/** English texts of the Branding & Communications page and the logo (spec part 2). */
export const brandingMessages = {
  'branding.subtitle':
    'Your logo, colours, contact details and social links, as clients see them on your booking page and in emails',
  'branding.search.terms': 'logo, brand, colours, colors, social media, facebook, instagram, email footer',
  'branding.header.logoAlt': '{name} logo',
  // Toasts (spec §8 "Branding"); the load failure's title and text.
  'branding.toast.saved': 'Branding saved',
  'branding.toast.error': 'Error',
  'branding.toast.saveFailed': 'Failed to save branding settings',
  'branding.toast.loadFailed': 'Unable to load branding configuration',
  'branding.unsaved': 'You have unsaved changes. Save Changes to apply them, or preview them first.',
  // The logo card
  'branding.logo.title': 'Logo',
  'branding.logo.description': 'Shown in the app header, on your booking page and in your emails.',
  'branding.logo.none': 'No logo uploaded yet: the default logo is shown.',
  'branding.logo.drop': 'Drag and drop your logo here, or click to upload',
  'branding.logo.choose': 'Upload logo',
  'branding.logo.hint': 'PNG, JPG up to {megabytes}MB',
  'branding.logo.uploading': 'Uploading logo: {percent}%',
  'branding.logo.remove': 'Remove logo',
  'branding.logo.notSaved': 'New logo, not saved yet',
  'branding.upload.success': 'Upload successful',
  'branding.upload.successBody': 'Save Changes to use the new logo.',
  'branding.upload.issue': 'Upload issue',
  'branding.upload.noUrl': 'No URL received from server',
  'branding.upload.failed': 'Upload failed',
  'branding.upload.failedBody': 'Failed to upload logo',
  'branding.upload.timeout': 'Upload timed out. Please try again.',
  'branding.upload.network': 'Network error. Please check your connection.',
  'branding.upload.notImage': 'File must be an image',
  'branding.upload.tooBig': 'File size must be less than {megabytes}MB',
  'branding.field.showOrganizationName': 'Show brand name with logo',
  'branding.showOrganizationName.help': 'Your brand name appears beside the logo in the app and on your booking page.',
  'branding.field.brandName': 'Brand name',
  'branding.brandName.help': 'Leave empty to use your business name.',
  // Contact details, colours, email footer
  'branding.contact.title': 'Contact details',
  'branding.contact.description': 'Shown to clients in your emails and on your booking page.',
  'branding.field.phone': 'Phone',
  'branding.field.email': 'Email',
  'branding.field.website': 'Website',
  'branding.colors.title': 'Brand colours',
  'branding.colors.description': 'Used for the header of your booking page and of your emails.',
  'branding.field.primaryColor': 'Primary colour',
  'branding.field.secondaryColor': 'Secondary colour',
  'branding.email.title': 'Emails',
  'branding.field.emailFooter': 'Email footer',
  'branding.emailFooter.help': '{count} of {max} characters. Shown at the foot of every email to clients.',
  // Social links
  'branding.social.title': 'Social links',
  'branding.social.description': 'Only the links you fill in are shown to clients.',
  'branding.field.facebook': 'Facebook',
  'branding.field.instagram': 'Instagram',
  'branding.field.twitter': 'Twitter',
  'branding.field.socialWebsite': 'Website',
  'branding.social.googleReview': 'Your Google review link is set on the <link>Integrations</link> page.',
  'branding.social.googleReviewPlain': 'Your Google review link is set on the Integrations page.',
  // Preview Changes
  'branding.preview.open': 'Preview Changes',
  'branding.preview.title': 'Preview',
  'branding.preview.description': 'Your branding as clients will see it, with the changes not saved yet.',
  'branding.preview.booking': 'Booking page',
  'branding.preview.bookingHeading': 'Book an appointment',
  'branding.preview.bookingBody': 'Choose a service, a time and your practitioner.',
  'branding.preview.bookButton': 'Book now',
  'branding.preview.email': 'Email',
  'branding.preview.emailHeading': 'Appointment confirmed',
  'branding.preview.emailGreeting': 'Hi Alex,',
  'branding.preview.emailBody': 'Your appointment is confirmed. We look forward to seeing you.',
  'branding.preview.followUs': 'Follow us',
  'branding.preview.close': 'Close',
} as const;

declare global {
  interface EnglishMessageParts {
    branding: typeof brandingMessages;
  }
}
