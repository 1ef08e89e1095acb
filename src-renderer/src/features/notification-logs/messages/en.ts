/** English texts of the Notification Logs page (spec part 3). */
export const notificationLogsMessages = {
  'notificationLogs.subtitle': 'Every email, SMS and push notification sent to your clients and team, and how it went.',
  'notificationLogs.refresh': 'Refresh',

  // Filters (§2): search, type and status.
  'notificationLogs.search.label': 'Search by recipient',
  'notificationLogs.search.placeholder': 'Search by email, phone number or client name',
  'notificationLogs.filter.type': 'Type',
  'notificationLogs.filter.status': 'Status',
  'notificationLogs.filter.all': 'All',
  'notificationLogs.type.email': 'Email',
  'notificationLogs.type.sms': 'SMS',
  'notificationLogs.type.push': 'Push',
  'notificationLogs.status.pending': 'Pending',
  'notificationLogs.status.sent': 'Sent',
  'notificationLogs.status.delivered': 'Delivered',
  'notificationLogs.status.failed': 'Failed',
  'notificationLogs.status.cancelled': 'Cancelled',

  // The table (§2).
  'notificationLogs.table.caption': 'Notification logs',
  'notificationLogs.column.status': 'Status',
  'notificationLogs.column.type': 'Type',
  'notificationLogs.column.recipient': 'Recipient',
  'notificationLogs.column.template': 'Template',
  'notificationLogs.column.time': 'Time',
  'notificationLogs.column.retries': 'Retries',
  'notificationLogs.column.actions': 'Actions',
  'notificationLogs.template.custom': 'Custom',
  'notificationLogs.view': 'View details',
  'notificationLogs.view.label': 'View details of the message to {recipient}',
  'notificationLogs.resend': 'Resend',
  'notificationLogs.resend.label': 'Resend the message to {recipient}',

  // The Time column: past moments use the shared 'Just now' / '5 minutes ago' labels (§9).
  'notificationLogs.time.scheduled.soon': 'Scheduled within a minute',
  'notificationLogs.time.scheduled.minutes':
    '{count, plural, one {Scheduled in # minute} other {Scheduled in # minutes}}',
  'notificationLogs.time.scheduled.hours': '{count, plural, one {Scheduled in # hour} other {Scheduled in # hours}}',
  'notificationLogs.time.scheduled.days': '{count, plural, one {Scheduled in # day} other {Scheduled in # days}}',
  'notificationLogs.time.scheduled.date': 'Scheduled for {date}',
  'notificationLogs.time.due.soon': 'Due within a minute',
  'notificationLogs.time.due.minutes': '{count, plural, one {Due in # minute} other {Due in # minutes}}',
  'notificationLogs.time.due.hours': '{count, plural, one {Due in # hour} other {Due in # hours}}',
  'notificationLogs.time.due.days': '{count, plural, one {Due in # day} other {Due in # days}}',
  'notificationLogs.time.due.date': 'Due on {date}',

  // Paging (§2) and the states of the list (§2, §8).
  'notificationLogs.page': 'Page {page} of {pages} • {total, plural, one {# log} other {# logs}}',
  'notificationLogs.previous': 'Previous',
  'notificationLogs.next': 'Next',
  'notificationLogs.empty': 'No notification logs found',
  'notificationLogs.empty.filtered': 'Nothing matches this search and these filters. Try other ones.',
  'notificationLogs.empty.none': 'Messages to your clients and team appear here once they are sent.',
  'notificationLogs.loadFailed': 'Failed to load notification logs. Please try refreshing the page.',

  // Resend (§4, §8).
  'notificationLogs.toast.resent': 'Notification resent successfully',
  'notificationLogs.toast.resendFailed': 'Failed to resend notification',

  // The detail dialog.
  'notificationLogs.detail.title': 'Notification details',
  'notificationLogs.detail.loading': 'Loading the notification…',
  'notificationLogs.detail.loadFailed': 'This notification could not be loaded.',
  'notificationLogs.detail.status': 'Status',
  'notificationLogs.detail.type': 'Type',
  'notificationLogs.detail.event': 'Sent for',
  'notificationLogs.detail.recipient': 'Recipient',
  'notificationLogs.detail.subject': 'Subject',
  'notificationLogs.detail.content': 'Message',
  'notificationLogs.detail.template': 'Template',
  'notificationLogs.detail.templateWithSubtype': '{name} ({subtype})',
  'notificationLogs.detail.provider': 'Provider',
  'notificationLogs.detail.created': 'Created',
  'notificationLogs.detail.scheduled': 'Scheduled for',
  'notificationLogs.detail.sent': 'Sent',
  'notificationLogs.detail.delivered': 'Delivered',
  'notificationLogs.detail.retries': 'Retries',
  'notificationLogs.detail.error': 'Error',
  'notificationLogs.detail.notes': 'Notes',
  'notificationLogs.detail.none': 'None',
  'notificationLogs.detail.notYet': 'Not yet',
  'notificationLogs.detail.pendingHint': 'Waiting to be sent. This view updates by itself.',
  'notificationLogs.detail.close': 'Close',
  'notificationLogs.meta.resendOf': 'This is a resend of an earlier notification that failed.',
  'notificationLogs.meta.viewOriginal': 'View the original',
  'notificationLogs.meta.fallback':
    '{from, select, sms {Meant as an SMS} email {Meant as an email} other {Meant as a push notification}}, sent by {to, select, sms {SMS} email {email} other {push notification}} instead.',
  'notificationLogs.meta.fallbackReason': 'Why: {reason}',
  'notificationLogs.meta.appointment': 'About the appointment on {time}.',
  'notificationLogs.meta.appointmentUnknownTime': 'About an appointment.',
  'notificationLogs.meta.digestItems': '{count, plural, one {Reports # event} other {Reports # events}}.',
  'notificationLogs.meta.other': '{key}: {value}',

  // What caused a message (contract MESSAGE_EVENTS).
  'notificationLogs.event.appointmentConfirmation': 'Appointment confirmation',
  'notificationLogs.event.appointmentReminder': 'Appointment reminder',
  'notificationLogs.event.appointmentCancellation': 'Appointment cancellation',
  'notificationLogs.event.appointmentRescheduling': 'Appointment rescheduled',
  'notificationLogs.event.adminBooking': 'New booking (team alert)',
  'notificationLogs.event.adminCancellation': 'Cancellation (team alert)',
  'notificationLogs.event.adminNoShow': 'No-show (team alert)',
  'notificationLogs.event.adminConflict': 'Booking conflict (team alert)',
  'notificationLogs.event.adminDigest': 'Team digest',
  'notificationLogs.event.teamInvitation': 'Team invitation',
  'notificationLogs.event.loginAlert': 'Login alert',
  'notificationLogs.event.passwordChange': 'Password changed',
  'notificationLogs.event.unusualActivity': 'Unusual activity',
  'notificationLogs.event.providerTest': 'Provider test',
  'notificationLogs.event.custom': 'Message written by hand',

  // The daily chart.
  'notificationLogs.chart.title': 'Last {days} days',
  'notificationLogs.chart.description': 'Messages sent, delivered and failed per day.',
  'notificationLogs.chart.tableCaption': 'Messages sent, delivered and failed per day, last {days} days',
  'notificationLogs.chart.day': 'Day',
  'notificationLogs.chart.legend': '{series}: {count, number}',
  'notificationLogs.chart.empty': 'No messages in the last {days} days.',
  'notificationLogs.chart.loadFailed': 'The daily figures could not be loaded.',
} as const;

declare global {
  interface EnglishMessageParts {
    'notification-logs': typeof notificationLogsMessages;
  }
}
