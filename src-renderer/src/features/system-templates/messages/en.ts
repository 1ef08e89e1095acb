/** English texts of the System Templates page (spec part 3 §2). */
export const systemTemplatesMessages = {
  'systemTemplates.subtitle':
    'The emails, SMS and push notifications your business sends, and your own marketing templates.',
  'systemTemplates.search.keyword': 'Message templates',
  'systemTemplates.search.terms':
    'email template, SMS, text message, reminder text, confirmation email, push notification, marketing template, message wording',

  // The toolbar (§2): tabs with their counts, the search, list or card view.
  'systemTemplates.tab.all': 'All',
  'systemTemplates.tab.sms': 'SMS',
  'systemTemplates.tab.email': 'Email',
  'systemTemplates.search.label': 'Search templates',
  'systemTemplates.search.placeholder': 'Search by name or category',
  'systemTemplates.view.label': 'View',
  'systemTemplates.view.list': 'List',
  'systemTemplates.view.cards': 'Cards',

  // The list: each template's facts.
  'systemTemplates.table.caption': 'Message templates',
  'systemTemplates.column.name': 'Name',
  'systemTemplates.column.category': 'Category',
  'systemTemplates.column.type': 'Type',
  'systemTemplates.column.status': 'Status',
  'systemTemplates.column.actions': 'Actions',
  'systemTemplates.type.email': 'Email',
  'systemTemplates.type.sms': 'SMS',
  'systemTemplates.type.notification': 'Push',
  'systemTemplates.scope.system': 'System',
  'systemTemplates.scope.marketing': 'Marketing',
  'systemTemplates.state.active': 'Active',
  'systemTemplates.state.inactive': 'Inactive',
  'systemTemplates.state.customized': 'Customized',

  // Categories (the subtypes): the SMS form's (§3) and the messages the engine sends.
  'systemTemplates.category.appointment_reminder': 'Appointment reminder',
  'systemTemplates.category.appointment_confirmation': 'Appointment confirmation',
  'systemTemplates.category.appointment_cancellation': 'Appointment cancellation',
  'systemTemplates.category.appointment_rescheduling': 'Appointment rescheduled',
  'systemTemplates.category.touch_up_reminder': 'Touch-up reminder',
  'systemTemplates.category.birthday_wishes': 'Birthday wishes',
  'systemTemplates.category.promotional': 'Promotional',
  'systemTemplates.category.welcome': 'Welcome',
  'systemTemplates.category.invoice': 'Invoice',
  'systemTemplates.category.follow_up': 'Follow-up',
  'systemTemplates.category.custom': 'Custom',
  'systemTemplates.category.admin_booking': 'New booking (team)',
  'systemTemplates.category.admin_rescheduling': 'Booking rescheduled (team)',
  'systemTemplates.category.admin_cancellation': 'Booking cancelled (team)',
  'systemTemplates.category.admin_no_show': 'No-show (team)',
  'systemTemplates.category.admin_conflict': 'Booking conflict (team)',
  'systemTemplates.category.admin_digest': 'Notification digest (team)',
  'systemTemplates.category.team_invitation': 'Team invitation',
  'systemTemplates.category.login_alert': 'Login alert',
  'systemTemplates.category.password_changed': 'Password changed',
  'systemTemplates.category.unusual_activity': 'Unusual activity',
  'systemTemplates.category.provider_test': 'Test message',
  // A system template's name for a reader of another language than the platform's English.
  'systemTemplates.systemName': '{category}{type, select, sms { (SMS)} notification { (push)} other {}}',

  // A template's actions.
  'systemTemplates.action.preview': 'Preview',
  'systemTemplates.action.preview.label': 'Preview {name}',
  'systemTemplates.action.edit': 'Edit',
  'systemTemplates.action.edit.label': 'Edit {name}',
  'systemTemplates.action.more.label': 'More actions for {name}',
  'systemTemplates.action.reset': 'Reset to default',
  'systemTemplates.action.enable': 'Enable',
  'systemTemplates.action.disable': 'Disable',
  'systemTemplates.action.history': 'History',
  'systemTemplates.action.duplicate': 'Duplicate',
  'systemTemplates.action.delete': 'Delete',
  'systemTemplates.new': 'New template',
  'systemTemplates.new.email': 'Email template',
  'systemTemplates.new.sms': 'SMS template',
  // The name of a duplicate (§2).
  'systemTemplates.copyName': 'Copy of {name}',
  'systemTemplates.cancel': 'Cancel',
  'systemTemplates.close': 'Close',

  // The states of the list (§2, §8).
  'systemTemplates.empty': 'No templates found',
  'systemTemplates.empty.sms': 'No SMS templates',
  'systemTemplates.empty.email': 'No email templates',
  'systemTemplates.empty.search': 'Nothing matches “{search}”. Try another name or category.',
  'systemTemplates.empty.hint': 'Create one with New template.',
  'systemTemplates.loadFailed': 'Failed to load templates. Please try refreshing the page.',

  // Toasts (§8).
  'systemTemplates.toast.updated': 'Template updated successfully',
  'systemTemplates.toast.updateFailed': 'Failed to update template',
  'systemTemplates.toast.created': 'Marketing template created successfully',
  'systemTemplates.toast.marketingUpdated': 'Marketing template updated successfully',
  'systemTemplates.toast.deleted': 'Marketing template deleted successfully',
  'systemTemplates.toast.deleteFailed': 'Failed to delete marketing template',
  'systemTemplates.toast.duplicated': 'Marketing template duplicated successfully',
  'systemTemplates.toast.duplicateFailed': 'Failed to duplicate marketing template',
  'systemTemplates.toast.reset': 'Template reset to its default',
  'systemTemplates.toast.resetFailed': 'Failed to reset template',

  // Confirmations.
  'systemTemplates.reset.confirm': 'Reset “{name}” to its default?',
  'systemTemplates.reset.body':
    'Your changes to this template are replaced by the platform’s default wording. Earlier versions stay in its history.',
  'systemTemplates.reset.confirmButton': 'Reset to default',
  'systemTemplates.delete.confirm': 'Delete the template “{name}”? This cannot be undone.',
  'systemTemplates.delete.confirmButton': 'Delete',

  // Preview.
  'systemTemplates.preview.title': 'Preview: {name}',
  'systemTemplates.preview.samples': 'Shown with sample values in place of the variables.',
  'systemTemplates.preview.subject': 'Subject',
  'systemTemplates.preview.noSubject': '(no subject)',
  'systemTemplates.preview.failed': 'Could not show the preview',
  'systemTemplates.preview.smsFacts':
    '{segments, plural, one {# part} other {# parts}} · {encoding} · {units, plural, one {# character} other {# characters}}',
  'systemTemplates.preview.gsm': 'Standard characters (GSM-7)',
  'systemTemplates.preview.unicode': 'Unicode (UCS-2)',

  // History.
  'systemTemplates.history.title': 'History: {name}',
  'systemTemplates.history.column.change': 'Change',
  'systemTemplates.history.column.by': 'By',
  'systemTemplates.history.column.when': 'When',
  'systemTemplates.history.change.create': 'Created',
  'systemTemplates.history.change.update': 'Edited',
  'systemTemplates.history.change.override': 'Customized',
  'systemTemplates.history.change.reset': 'Reset to default',
  'systemTemplates.history.change.toggle': 'Enabled or disabled',
  'systemTemplates.history.change.import': 'Imported',
  'systemTemplates.history.change.sync': 'Updated by the platform',
  'systemTemplates.history.change.delete': 'Deleted',
  'systemTemplates.history.platform': 'Platform default',
  'systemTemplates.history.bySystem': 'The platform',
  'systemTemplates.history.view': 'View',
  'systemTemplates.history.version': 'This version of the email',
  'systemTemplates.history.back': 'All versions',
  'systemTemplates.history.empty': 'No changes yet',
  'systemTemplates.history.failed': 'The history could not be loaded.',

  // Push notification form.
  'systemTemplates.push.title': 'Edit push notification: {name}',
  'systemTemplates.push.titleField': 'Title',
  'systemTemplates.push.bodyField': 'Message',
  'systemTemplates.push.variablesHint': "Variables are written in double curly braces, such as '{{firstName}}'.",
  'systemTemplates.push.bodyRequired': 'Message content is required',
  'systemTemplates.push.save': 'Save',

  // Platform tools (the header's menu).
  'systemTemplates.tools': 'Platform tools',
  'systemTemplates.tools.export': 'Export templates',
  'systemTemplates.tools.import': 'Import templates…',
  'systemTemplates.tools.resetAll': 'Reset all to defaults…',
  'systemTemplates.tools.platform': 'Platform',
  'systemTemplates.tools.sync': 'Sync templates',
  'systemTemplates.export.done': 'Templates exported',
  'systemTemplates.export.downloaded': 'Saved as {fileName} in your downloads.',
  'systemTemplates.export.savedTo': 'Saved to {path}.',
  'systemTemplates.export.failed': 'Failed to export templates',
  'systemTemplates.import.title': 'Import templates',
  'systemTemplates.import.intro': 'Choose a file exported from the System Templates page of this or another business.',
  'systemTemplates.import.file': 'Export file (JSON)',
  'systemTemplates.import.choose': 'Choose a file…',
  'systemTemplates.import.browse': 'Browse',
  'systemTemplates.import.overwrite': 'Overwrite customized templates',
  'systemTemplates.import.overwriteHint':
    'Off: templates you have already customized keep your version and are skipped.',
  'systemTemplates.import.submit': 'Import',
  'systemTemplates.import.tooLarge': 'This file is too large. Choose an export file under {limit}.',
  'systemTemplates.import.done': '{imported, plural, one {# template imported} other {# templates imported}}',
  'systemTemplates.import.failed': 'Failed to import templates',
  'systemTemplates.import.summary': 'Imported: {imported} · Skipped: {skipped} · Failed: {failed}',
  'systemTemplates.import.failedEntry': '{type} {subtype}: {message}',
  'systemTemplates.resetAll.confirm': 'Reset all templates to their defaults?',
  'systemTemplates.resetAll.body':
    'Every system template you customized goes back to the platform’s default wording and is switched on again. Your marketing templates are kept.',
  'systemTemplates.resetAll.confirmButton': 'Reset all',
  'systemTemplates.resetAll.done':
    '{count, plural, =0 {No templates needed a reset} one {# template reset to its default} other {# templates reset to their defaults}}',
  'systemTemplates.resetAll.failed': 'Failed to reset templates',
  'systemTemplates.sync.done': 'Templates synced: {updated} updated, {added} new templates',
  'systemTemplates.sync.failed': 'Failed to sync templates',
};

declare global {
  interface EnglishMessageParts {
    'system-templates': typeof systemTemplatesMessages;
  }
}
