/** English texts of the desk's Bookings list (issue 16, "At the desk"). */
export const bookingsMessages = {
  'bookings.subtitle': 'Today’s and upcoming appointments, and online bookings waiting for your approval.',
  'bookings.tab.today': 'Today ({count})',
  'bookings.tab.upcoming': 'Upcoming ({count})',
  'bookings.tab.pending': 'Pending approval ({count})',
  'bookings.tabs.label': 'Bookings to show',
  'bookings.refresh': 'Refresh',
  'bookings.new': 'New booking',

  // The list's columns and what each row shows.
  'bookings.column.time': 'Time',
  'bookings.column.client': 'Client',
  'bookings.column.services': 'Services',
  'bookings.column.location': 'Location',
  'bookings.column.source': 'Source',
  'bookings.column.status': 'Status',
  'bookings.column.actions': 'Actions',
  'bookings.column.payment': 'Payment',
  'bookings.service.with': '{service} with {practitioner}',
  'bookings.source.online': 'Online',
  'bookings.source.desk': 'Desk',
  'bookings.status.pending': 'Pending approval',
  'bookings.status.confirmed': 'Confirmed',
  'bookings.status.declined': 'Declined',
  'bookings.status.cancelled': 'Cancelled',
  'bookings.status.no_show': 'No-show',
  'bookings.status.completed': 'Completed',
  'bookings.status.awaiting_payment': 'Awaiting payment',
  'bookings.previous': 'Previous',
  'bookings.next': 'Next',
  'bookings.page': 'Page {page} of {pages} • {total, plural, one {# booking} other {# bookings}}',

  // The Payment column: one line for the booking's money (payment-text.ts).
  'bookings.payment.awaiting': 'Awaiting payment ({amount})',
  'bookings.payment.awaitingCard': 'Waiting for card details',
  'bookings.payment.depositPaid': 'Deposit {amount} paid',
  'bookings.payment.fullPaid': 'Full payment {amount} paid',
  'bookings.payment.paid': '{amount} paid',
  'bookings.payment.paidFeeKept': '{amount} paid · fee {fee} kept',
  'bookings.payment.feeFromHold': 'Fee {fee} taken from the hold',
  'bookings.payment.held': '{amount} held on card',
  'bookings.payment.cardOnFile': 'Card on file',
  'bookings.payment.cardCharged': 'Fee {fee} charged to the card',
  'bookings.payment.released': 'Hold released',
  'bookings.payment.refunded': 'Refunded {refunded}',
  'bookings.payment.partlyRefunded': 'Refunded {refunded} of {paid}',
  'bookings.payment.refundedWithFee': 'Fee {fee} · refunded {refunded}',
  'bookings.payment.closed': 'Not paid',
  'bookings.payment.actionNeeded': 'Needs attention',
  'bookings.payment.actionNeeded.hint':
    'A refund or charge failed at {provider}. Check this payment in your {provider} dashboard.',

  // Empty states and the load failure.
  'bookings.empty.today': 'No appointments today',
  'bookings.empty.today.description': 'Bookings for today, made online or at the desk, appear here.',
  'bookings.empty.upcoming': 'No upcoming appointments',
  'bookings.empty.upcoming.description': 'Bookings from tomorrow on appear here.',
  'bookings.empty.pending': 'Nothing waiting for approval',
  'bookings.empty.pending.description': 'Online bookings that need your approval appear here as they arrive.',
  'bookings.loadFailed': 'The bookings could not be loaded.',

  // Approve and decline.
  'bookings.approve': 'Approve',
  'bookings.decline': 'Decline',
  'bookings.decline.title': 'Decline the booking of {client}?',
  'bookings.decline.body': 'The client is told their booking was declined, and the time is offered to others again.',
  'bookings.decline.reason': 'Reason (optional)',
  'bookings.decline.confirm': 'Decline booking',
  'bookings.cancel': 'Cancel',
  'bookings.toast.approved': 'Booking approved',
  'bookings.toast.approved.body': '{client} will get a confirmation.',
  'bookings.toast.approveFailed': 'The booking could not be approved',
  'bookings.toast.declined': 'Booking declined',
  'bookings.toast.declineFailed': 'The booking could not be declined',

  // Cancel and no-show on today's and upcoming bookings.
  'bookings.cancelBooking': 'Cancel',
  'bookings.cancelBooking.label': 'Cancel booking: {client}',
  'bookings.cancelBooking.title': 'Cancel the booking of {client}?',
  'bookings.cancelBooking.reason': 'Reason (optional)',
  'bookings.cancelBooking.clientAsked': 'The client asked to cancel (the cancellation policy applies)',
  'bookings.cancelBooking.byBusiness':
    'The business cancels: whatever the client paid is refunded in full and any amount held is released.',
  'bookings.cancelBooking.byClient':
    'Late-cancellation fees and the refund policy apply, as if the client had cancelled themselves.',
  'bookings.cancelBooking.confirm': 'Cancel booking',
  'bookings.cancelBooking.keep': 'Keep booking',
  'bookings.noShow': 'No-show',
  'bookings.noShow.label': 'Mark as no-show: {client}',
  'bookings.noShow.title': 'Mark {client} as a no-show?',
  'bookings.noShow.body':
    'The no-show fee of your cancellation policy is taken when it applies, and the client is told.',
  'bookings.noShow.confirm': 'Mark as no-show',
  'bookings.toast.cancelled': 'Booking cancelled',
  'bookings.toast.cancelFailed': 'The booking could not be cancelled',
  'bookings.toast.noShow': 'Marked as no-show',
  'bookings.toast.noShowFailed': 'The booking could not be marked as a no-show',

  // The New booking dialog.
  'bookings.dialog.title': 'New booking',
  'bookings.dialog.client': 'Client',
  'bookings.dialog.clientSearch': 'Search clients by name, email or phone',
  'bookings.dialog.clientNone': 'No client found',
  'bookings.dialog.clientChoose': 'Choose a client',
  'bookings.dialog.service': 'Service',
  'bookings.dialog.location': 'Location',
  'bookings.dialog.practitioner': 'Practitioner',
  'bookings.dialog.anyPractitioner': 'Any practitioner',
  'bookings.dialog.date': 'Date',
  'bookings.dialog.times': 'Free times',
  'bookings.dialog.timesNone': 'No free times on this day.',
  'bookings.dialog.timesLoading': 'Looking for free times…',
  'bookings.dialog.timesFailed': 'The free times could not be loaded.',
  'bookings.dialog.timesHint': 'Choose a client, a service, a location and a date to see the free times.',
  'bookings.dialog.notes': 'Notes',
  'bookings.dialog.book': 'Book',
  'bookings.dialog.choose': 'Choose…',
  'bookings.dialog.loadFailed': 'The services and locations could not be loaded.',
  'bookings.toast.booked': 'Booking made',
  'bookings.toast.booked.body': '{client} is booked at {time}.',
  'bookings.toast.bookFailed': 'The booking could not be made',
} as const;

declare global {
  interface EnglishMessageParts {
    bookings: typeof bookingsMessages;
  }
}
