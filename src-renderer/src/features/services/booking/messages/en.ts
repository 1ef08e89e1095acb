/** English texts of the Online Booking, Business Hours and Booking Rules tabs of Services & Booking. */
export const serviceBookingMessages = {
  // Spec part 2 §2: the error view of the screen.
  'serviceBooking.loadFailed': 'Failed to load service settings',
  'serviceBooking.loadFailedBody': 'Please try refreshing the page',
  'serviceBooking.cancel': 'Cancel',
  // The dialogs edit the page's form; nothing is stored until Save Changes.
  'serviceBooking.draftNote': 'Kept when you choose Save Changes on the page.',

  // Online Booking (spec part 2 §3, §5, §8).
  'serviceBooking.online.title': 'Online booking',
  'serviceBooking.online.description': 'How clients book through your booking page, and what they see there.',
  'serviceBooking.online.enabled': 'Accept online bookings',
  'serviceBooking.online.enabled.help': 'Clients can book appointments on your booking page.',
  'serviceBooking.online.requireApproval': 'Require approval',
  'serviceBooking.online.requireApproval.help': 'New online bookings wait until someone on your team confirms them.',
  'serviceBooking.online.showPrices': 'Show prices',
  'serviceBooking.online.showPrices.help': 'Clients see each service’s price while they book.',
  'serviceBooking.online.cancellation.title': 'Cancellations',
  'serviceBooking.online.allowCancellation': 'Allow cancellation',
  'serviceBooking.online.allowCancellation.help': 'Clients can cancel their own bookings online.',
  'serviceBooking.online.cancellationWindow': 'Cancellation window',
  'serviceBooking.online.cancellationWindow.help':
    'Clients can cancel online until this many hours before the appointment, from 0 to {max}.',
  'serviceBooking.online.cancellationWindow.off': 'Turn on Allow cancellation to set how late clients can cancel.',
  'serviceBooking.online.hoursUnit': 'hours',
  'serviceBooking.online.deposit.title': 'Deposit',
  'serviceBooking.online.requireDeposit': 'Require deposit',
  'serviceBooking.online.requireDeposit.help': 'Clients pay part of the price when they book.',
  'serviceBooking.online.depositPercentage': 'Deposit percentage',
  'serviceBooking.online.depositPercentage.help': 'The share of the price paid when booking, from 0 to 100.',
  'serviceBooking.online.range': 'Enter a whole number from {min} to {max}.',
  'serviceBooking.online.saved': 'Online booking settings updated successfully',
  'serviceBooking.online.failed': 'Failed to update online booking settings',

  // Business Hours (spec part 2 §3; breaks and dated exceptions are ours).
  'serviceBooking.hours.title': 'Business hours',
  'serviceBooking.hours.description':
    'When clients can book, day by day. Add a break to close for lunch; add an exception for a public holiday or a late night.',
  'serviceBooking.day.monday': 'Monday',
  'serviceBooking.day.tuesday': 'Tuesday',
  'serviceBooking.day.wednesday': 'Wednesday',
  'serviceBooking.day.thursday': 'Thursday',
  'serviceBooking.day.friday': 'Friday',
  'serviceBooking.day.saturday': 'Saturday',
  'serviceBooking.day.sunday': 'Sunday',
  'serviceBooking.hours.open': 'Open',
  'serviceBooking.hours.openOn': 'Open on {day}',
  'serviceBooking.hours.closed': 'Closed',
  'serviceBooking.hours.openingOn': 'Opening time on {day}',
  'serviceBooking.hours.closingOn': 'Closing time on {day}',
  'serviceBooking.hours.to': 'to',
  // One opening of a day in the summary: '9:00 AM – 12:30 PM'.
  'serviceBooking.hours.range': '{start} – {end}',
  'serviceBooking.hours.addBreak': 'Add break',
  'serviceBooking.hours.addBreakOn': 'Add break on {day}',
  'serviceBooking.hours.noBreakFits': 'No break fits between the opening and closing time.',
  'serviceBooking.hours.breaksFull': 'A day can have at most {max} breaks.',
  'serviceBooking.hours.break': 'Break',
  'serviceBooking.hours.breakStartOn': 'Start of break {number} on {day}',
  'serviceBooking.hours.breakEndOn': 'End of break {number} on {day}',
  'serviceBooking.hours.removeBreakOn': 'Remove break {number} on {day}',
  // The server's sentences ('Monday: each break must be inside the opening hours').
  'serviceBooking.hours.problemOn': '{where}: {problem}',
  'serviceBooking.hours.onDate': 'On {date} ({name})',
  'serviceBooking.hours.problem.closeBeforeOpen': 'the closing time must be after the opening time',
  'serviceBooking.hours.problem.breakEndsBeforeStart': 'each break must end after it starts',
  'serviceBooking.hours.problem.breakOutsideHours': 'each break must be inside the opening hours',
  'serviceBooking.hours.problem.breaksOverlap': 'breaks must not overlap',
  'serviceBooking.hours.saved': 'Business hours updated successfully',
  'serviceBooking.hours.failed': 'Failed to update business hours',

  'serviceBooking.exceptions.title': 'Exceptions',
  'serviceBooking.exceptions.description':
    'Dates with other hours than usual: public holidays you close on, or a late night before Christmas.',
  'serviceBooking.exceptions.add': 'Add exception',
  'serviceBooking.exceptions.empty': 'No exceptions yet. Your usual hours apply every week.',
  'serviceBooking.exceptions.max': 'You can add up to {max} exceptions.',
  'serviceBooking.exceptions.column.date': 'Date',
  'serviceBooking.exceptions.column.name': 'Name',
  'serviceBooking.exceptions.column.hours': 'Hours',
  'serviceBooking.exceptions.column.actions': 'Actions',
  'serviceBooking.exceptions.edit': 'Edit',
  'serviceBooking.exceptions.remove': 'Remove',
  'serviceBooking.exception.addTitle': 'Add exception',
  'serviceBooking.exception.editTitle': 'Edit {name}',
  'serviceBooking.exception.date': 'Date',
  'serviceBooking.exception.dateRequired': 'Choose the date.',
  'serviceBooking.exception.dateTaken': 'There is already an exception on this date.',
  'serviceBooking.exception.name': 'Name',
  'serviceBooking.exception.name.help': 'Such as Christmas Day or Late opening.',
  'serviceBooking.exception.nameRequired': 'Enter a name, such as Christmas Day.',
  'serviceBooking.exception.onThisDate': 'On this date',
  'serviceBooking.exception.closed': 'Closed all day',
  'serviceBooking.exception.otherHours': 'Open at other hours',
  // What the time fields of an unnamed exception are named after ('Opening time on this date').
  'serviceBooking.exception.thisDate': 'this date',
  'serviceBooking.exception.apply': 'Add exception',
  'serviceBooking.exception.update': 'Update exception',

  // Booking Rules (the spec shows a placeholder about advance limits, buffer times and
  // cancellation policies; made real here).
  'serviceBooking.rules.title': 'Rules for every service',
  'serviceBooking.rules.intro':
    'Booking rules set how far in advance clients can book, how much notice you need, the buffer time between bookings and your cancellation policy. These apply to every service; add a booking rule below to give one service or category its own.',
  'serviceBooking.rules.minimumNotice': 'Minimum notice',
  'serviceBooking.rules.minimumNotice.help': 'How long before the start a client can still book online.',
  'serviceBooking.rules.maximumAdvance': 'Maximum advance',
  'serviceBooking.rules.maximumAdvance.help': 'How far ahead clients can book.',
  'serviceBooking.rules.slotInterval': 'Slot interval',
  'serviceBooking.rules.slotInterval.help': 'Start times are offered this often from each opening.',
  'serviceBooking.rules.minimumGap': 'Minimum gap between bookings',
  'serviceBooking.rules.minimumGap.help':
    'Free time a practitioner keeps between two bookings, on top of each service’s buffer times.',
  'serviceBooking.rules.rescheduleNotice': 'Reschedule notice',
  'serviceBooking.rules.rescheduleNotice.help': 'How long before the start a client can still reschedule online.',
  'serviceBooking.rules.cancellationNotice': 'Cancellation notice',
  'serviceBooking.rules.cancellationFromOnline':
    'Clients can cancel online up to {amount} before the start: the cancellation window of the Online Booking tab.',
  'serviceBooking.rules.cancellationOff': 'Online cancellation is turned off on the Online Booking tab.',
  'serviceBooking.rules.cancellationUnknown': 'Set on the Online Booking tab as the cancellation window.',
  // A value of 0: no notice, no gap.
  'serviceBooking.rules.none': 'None',
  'serviceBooking.rules.saved': 'Booking rules updated successfully',
  'serviceBooking.rules.failed': 'Failed to update booking rules',
  'serviceBooking.rules.secondActive':
    '{name}: there is already an active rule for this service or category. Turn one of them off.',
  'serviceBooking.rules.targetsFailed':
    'Your services and categories could not be loaded, so the rules below show without their names.',

  'serviceBooking.rules.scoped.title': 'Rules for services and categories',
  'serviceBooking.rules.scoped.description':
    'A service’s own rule wins over its category’s. Settings a rule leaves on the default follow the rules above.',
  'serviceBooking.rules.add': 'Add Booking Rule',
  'serviceBooking.rules.empty': 'No booking rules yet',
  'serviceBooking.rules.emptyBody':
    'Give a service or a category its own notice, advance limit, buffer time or cancellation policy.',
  'serviceBooking.rules.max': 'You can add up to {max} booking rules.',
  'serviceBooking.rules.column.name': 'Name',
  'serviceBooking.rules.column.appliesTo': 'Applies to',
  'serviceBooking.rules.column.changes': 'Changes',
  'serviceBooking.rules.column.active': 'Active',
  'serviceBooking.rules.column.actions': 'Actions',
  'serviceBooking.rules.appliesTo.service': 'Service: {name}',
  'serviceBooking.rules.appliesTo.category': 'Category: {name}',
  'serviceBooking.rules.archivedService': '{name} (archived)',
  'serviceBooking.rules.hiddenCategory': '{name} (hidden)',
  'serviceBooking.rules.deletedService': 'A deleted service',
  'serviceBooking.rules.deletedCategory': 'A deleted category',
  'serviceBooking.rules.change': '{setting}: {value}',
  'serviceBooking.rules.noChanges': 'Uses the defaults',
  'serviceBooking.rules.activeOf': '{name} active',
  'serviceBooking.rules.edit': 'Edit',
  'serviceBooking.rules.delete': 'Delete',

  'serviceBooking.rule.editTitle': 'Edit {name}',
  'serviceBooking.rule.name': 'Rule name',
  'serviceBooking.rule.name.help': 'Such as Colour needs a day’s notice.',
  'serviceBooking.rule.nameRequired': 'Rule name is required.',
  'serviceBooking.rule.appliesTo': 'Applies to',
  'serviceBooking.rule.scope.category': 'A category',
  'serviceBooking.rule.scope.service': 'A service',
  'serviceBooking.rule.service': 'Service',
  'serviceBooking.rule.category': 'Category',
  'serviceBooking.rule.chooseService': 'Choose a service',
  'serviceBooking.rule.chooseCategory': 'Choose a category',
  'serviceBooking.rule.noServices': 'There are no services yet. Add them on the Services tab.',
  'serviceBooking.rule.noCategories': 'There are no categories yet. Add them on the Services tab.',
  'serviceBooking.rule.targetRequired': 'Choose what the rule applies to.',
  'serviceBooking.rule.serviceTaken': 'This service already has an active rule.',
  'serviceBooking.rule.categoryTaken': 'This category already has an active rule.',
  'serviceBooking.rule.settings': 'What this rule changes',
  'serviceBooking.rule.useDefault': 'Use the default',
  'serviceBooking.rule.useDefaultOf': 'Use the default ({value})',
  'serviceBooking.rule.changesNothing': 'A booking rule must change at least one setting.',
  'serviceBooking.rule.active': 'Active',
  'serviceBooking.rule.active.help': 'An inactive rule is kept but does not apply.',
  'serviceBooking.rule.apply': 'Add rule',
  'serviceBooking.rule.update': 'Update rule',

  // What one service ends up with once the rules are laid over each other.
  'serviceBooking.effective.title': 'Rules in effect',
  'serviceBooking.effective.description':
    'What applies to a service once its category’s rule and its own are laid over the rules for every service.',
  'serviceBooking.effective.rules': 'Rules applied: {names}',
  'serviceBooking.effective.noRules': 'No rule of its own or of its category applies: the rules for every service do.',
} as const;

declare global {
  interface EnglishMessageParts {
    'service-booking': typeof serviceBookingMessages;
  }
}
