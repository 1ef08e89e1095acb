/** English texts of Settings Templates (issue 17). */
export const settingsTemplatesMessages = {
  'settingsTemplates.subtitle':
    'Ready-made sets of organization settings and personal preferences that you can apply in one step.',
  'settingsTemplates.readOnly.title': 'You can look, not change',
  'settingsTemplates.readOnly.body':
    'Only people who can manage organization settings can create, apply, favorite or delete templates.',

  // The toolbar: search and the category filter.
  'settingsTemplates.search.label': 'Search templates',
  'settingsTemplates.search.placeholder': 'Search templates…',
  'settingsTemplates.search.keyword': 'Settings templates',
  'settingsTemplates.search.terms': 'business type, salon, spa, barber, preset, workflow, apply settings',
  'settingsTemplates.category.label': 'Category',
  'settingsTemplates.category.all': 'All categories',
  'settingsTemplates.category.business-type': 'Business type',
  'settingsTemplates.category.workflow': 'Workflow',
  'settingsTemplates.category.custom': 'Custom',
  'settingsTemplates.create': 'Create Template',

  // A template's card.
  'settingsTemplates.list.label': 'Templates',
  'settingsTemplates.official': 'Official',
  'settingsTemplates.usage': '{count, plural, =0 {Not used yet} one {Used once} other {Used # times}}',
  'settingsTemplates.createdBy': 'Created by {name}',
  'settingsTemplates.createdBy.unknown': 'Created by a former team member',
  'settingsTemplates.noDescription': 'No description.',
  'settingsTemplates.favorite.add': 'Add {name} to favorites',
  'settingsTemplates.favorite.remove': 'Remove {name} from favorites',
  'settingsTemplates.favorite.marked': 'Favorite',
  'settingsTemplates.apply': 'Apply',
  'settingsTemplates.apply.label': 'Apply {name}',
  'settingsTemplates.delete': 'Delete',
  'settingsTemplates.delete.label': 'Delete {name}',

  // Empty states.
  'settingsTemplates.empty': 'No templates yet',
  'settingsTemplates.empty.hint': 'Create a template to save your current settings and reuse them later.',
  'settingsTemplates.empty.noMatch': 'No templates match',
  'settingsTemplates.empty.noMatch.hint': 'Try other words or another category.',

  // Create Template.
  'settingsTemplates.createDialog.title': 'Create Template',
  'settingsTemplates.createDialog.intro':
    'The template saves your organization settings (regional formats and features) and your personal preferences as they are now. Names, contact details and privacy choices are not included.',
  'settingsTemplates.field.name': 'Template name',
  'settingsTemplates.field.description': 'Description',
  'settingsTemplates.field.category': 'Category',
  'settingsTemplates.createDialog.save': 'Save Template',
  'settingsTemplates.cancel': 'Cancel',

  // Apply and Delete confirmations.
  'settingsTemplates.applyDialog.title': 'Apply template “{name}”?',
  'settingsTemplates.applyDialog.body':
    'This replaces your organization settings and your personal preferences with the ones in this template. A recovery point of your current settings is taken first, so you can undo it from Backup & Recovery.',
  'settingsTemplates.applyDialog.reload': 'The page reloads 2 seconds after the template is applied.',
  'settingsTemplates.applyDialog.confirm': 'Apply Template',
  'settingsTemplates.deleteDialog.title': 'Delete template “{name}”?',
  'settingsTemplates.deleteDialog.body':
    'This cannot be undone. Settings already applied from this template stay as they are.',
  'settingsTemplates.deleteDialog.confirm': 'Delete Template',

  // Toasts (spec part 3 §5, §8).
  'settingsTemplates.toast.loadFailed': 'Error loading templates',
  'settingsTemplates.toast.loadFailed.body': 'Failed to load templates',
  'settingsTemplates.toast.nameRequired': 'Template name required',
  'settingsTemplates.toast.nameRequired.body': 'Please enter a name for your template',
  'settingsTemplates.toast.created': 'Template created',
  'settingsTemplates.toast.created.body': '“{name}” holds your current settings.',
  'settingsTemplates.toast.createFailed': 'Error creating template',
  'settingsTemplates.toast.createFailed.body': 'Failed to create template',
  'settingsTemplates.toast.applied': 'Template applied',
  'settingsTemplates.toast.applied.body': 'Your settings were updated. The page reloads in 2 seconds.',
  'settingsTemplates.toast.applyFailed': 'Error applying template',
  'settingsTemplates.toast.applyFailed.body': 'Failed to apply template',
  'settingsTemplates.toast.favoriteAdded': 'Added to favorites',
  'settingsTemplates.toast.favoriteRemoved': 'Removed from favorites',
  'settingsTemplates.toast.favoriteFailed': 'Error updating favorite',
  'settingsTemplates.toast.favoriteFailed.body': 'Failed to update favorite',
  'settingsTemplates.toast.deleted': 'Template deleted',
  'settingsTemplates.toast.deleteFailed': 'Error deleting template',
  'settingsTemplates.toast.deleteFailed.body': 'Failed to delete template',

  // The official templates, by their key (server/modules/settings-templates/official.ts): shipped
  // with the product, so they read in the user's language; an organization's own stay as written.
  'settingsTemplates.official.hair-salon.name': 'Hair Salon',
  'settingsTemplates.official.hair-salon.description':
    'Online booking with email confirmation, automatic receipts and a loyalty program new clients join automatically; opens on the calendar.',
  'settingsTemplates.official.day-spa.name': 'Day Spa',
  'settingsTemplates.official.day-spa.description':
    'Online booking with email confirmation for longer treatments, automatic receipts and a loyalty program; opens on the calendar with a relaxed layout.',
  'settingsTemplates.official.beauty-clinic.name': 'Beauty Clinic',
  'settingsTemplates.official.beauty-clinic.description':
    'Online booking with email confirmation and automatic receipts, no loyalty program for clinical treatments; opens on the appointment list.',
  'settingsTemplates.official.barber.name': 'Barber',
  'settingsTemplates.official.barber.description':
    'Quick online booking without an email confirmation step, automatic receipts and a loyalty program for regulars; a compact calendar for short appointments.',
} as const;

declare global {
  interface EnglishMessageParts {
    'settings-templates': typeof settingsTemplatesMessages;
  }
}
