/**
 * English texts of Settings Activity (issue 17; spec part 3 §2, §5, §8, §9). `section` is an
 * activity section and `action` an activity action (ICU selects; an unknown one shows as sent).
 */
export const activityMessages = {
  'activity.subtitle': 'Track all changes and access to settings',

  // Summary cards
  'activity.summary.total': 'Total Actions',
  'activity.summary.total.note': 'Every recorded action',
  'activity.summary.activeUsers': 'Active Users',
  'activity.summary.activeUsers.note': 'People who made them',
  'activity.summary.mostActive': 'Most Active Section',
  'activity.summary.mostActive.none': 'None yet',
  'activity.summary.mostActive.note': 'Where most happened',
  'activity.summary.failed': 'Failed Actions',
  'activity.summary.failed.note': 'Actions that did not go through',

  // Names
  'activity.sectionName':
    '{section, select, organization {Organization} personal {Personal} profile {Profile} security {Security} notifications {Notifications} privacy {Privacy} branding {Branding} financial {Financial} team {Team} services {Services} locations {Locations} clients {Clients} products {Products} integrations {Integrations} templates {Templates} backup {Backup} activity {Activity} help {Help} performance {Performance} other {{section}}}',
  'activity.actionName':
    '{action, select, view {View} create {Create} update {Update} delete {Delete} export {Export} import {Import} other {{action}}}',

  // Search and filters
  'activity.search.label': 'Search activity',
  'activity.search.placeholder': 'Search activity...',
  'activity.filters.label': 'Filter activity',
  'activity.filter.section': 'Section',
  'activity.filter.section.all': 'All sections',
  'activity.filter.action': 'Action',
  'activity.filter.action.all': 'All actions',
  'activity.filter.time': 'Time',
  'activity.filter.time.all': 'All time',
  'activity.filter.time.today': 'Today',
  'activity.filter.time.week': 'Last 7 days',
  'activity.filter.time.month': 'Last 30 days',
  'activity.filter.status': 'Status',
  'activity.filter.status.all': 'All',
  'activity.filter.status.success': 'Success',
  'activity.filter.status.failed': 'Failed',

  // Buttons
  'activity.refresh': 'Refresh',
  'activity.export': 'Export Activity',
  'activity.export.json': 'Export as JSON',
  'activity.export.csv': 'Export as CSV',
  'activity.clear': 'Clear Activity',
  'activity.cancel': 'Cancel',

  // The list
  'activity.list.label': 'Activity log',
  'activity.user.system': 'System',
  'activity.status.success': 'Success',
  'activity.status.failed': 'Failed',
  'activity.repeated': 'Repeated {count} times',
  'activity.undone': 'Undone',
  'activity.undone.by': 'Undone by {name}, {when}.',
  'activity.undone.later': 'Undone by a later change in this log.',
  'activity.undoes': 'Undoes an earlier change.',
  'activity.row.menu': 'Actions for this entry',
  'activity.row.viewDetails': 'View Details',
  'activity.row.hideDetails': 'Hide Details',
  'activity.row.undo': 'Undo this change',
  'activity.previous': 'Previous',
  'activity.next': 'Next',
  'activity.page': 'Page {page} of {pages} · {total, plural, one {# entry} other {# entries}}',

  // View Details
  'activity.changes.label': 'What changed',
  'activity.changes.field': 'Field',
  'activity.changes.before': 'Before',
  'activity.changes.after': 'After',
  'activity.changes.none': 'No changed values were recorded for this entry.',
  'activity.changes.showRaw': 'Show raw JSON',
  'activity.changes.hideRaw': 'Hide raw JSON',
  'activity.value.yes': 'Yes',
  'activity.value.no': 'No',
  'activity.value.empty': '(empty)',

  // Empty state
  'activity.empty': 'No activity found',
  'activity.empty.filtered': 'Try adjusting your filters',
  'activity.empty.none': 'Settings activity will appear here',

  // Confirmations
  'activity.clear.question': 'Are you sure you want to clear all activity logs? This action cannot be undone.',
  'activity.revert.question': 'Put back the values before this change? It becomes a new change in the log.',

  // Toasts (§8)
  'activity.toast.loadFailed': 'Error loading activity',
  'activity.toast.loadFailed.body': 'Failed to load activity logs',
  'activity.toast.exported': 'Activity exported',
  'activity.toast.exported.savedTo': 'Saved to {path}',
  'activity.toast.exported.downloaded': 'Downloaded as {fileName}',
  'activity.toast.exportFailed': 'Export failed',
  'activity.toast.exportFailed.body': 'Failed to export activity logs',
  'activity.toast.cleared': 'Activity cleared',
  'activity.toast.clearFailed': 'Clear failed',
  'activity.toast.clearFailed.body': 'Failed to clear activity logs',
  'activity.toast.reverted': 'Change undone',
  'activity.toast.revertFailed': 'Could not undo the change',
  'activity.toast.revertFailed.body': 'The change could not be undone. Refresh the list and try again.',
} as const;

declare global {
  interface EnglishMessageParts {
    activity: typeof activityMessages;
  }
}
