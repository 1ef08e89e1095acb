/** English texts of the team as practitioners (members without sign-in, services, locations and hours, time off). */
export const practitionersMessages = {
  // The team table.
  'practitioners.column.locations': 'Locations',
  'practitioners.column.services': 'Services',
  'practitioners.locations.none': 'No location',
  'practitioners.services.none': 'No services',
  'practitioners.services.count': '{count, plural, one {# service} other {# services}}',
  'practitioners.noSignIn': 'No sign-in',
  'practitioners.open': 'Services & hours',
  'practitioners.openFor': 'Services & hours of {name}',
  // Adding a member who never signs in (a junior stylist).
  'practitioners.add.canSignIn': 'Can sign in',
  'practitioners.add.noSignInHelp':
    'They will be on the team and can be booked, but cannot sign in. You can give them sign-in later.',
  // Giving sign-in to a member who has none.
  'practitioners.signIn.action': 'Give sign-in',
  'practitioners.signIn.actionFor': 'Give sign-in to {name}',
  'practitioners.signIn.title': 'Give {name} sign-in',
  'practitioners.signIn.body':
    'Choose an initial password. They sign in with {email} and can change the password under Security.',
  'practitioners.signIn.submit': 'Give sign-in',
  'practitioners.signIn.toast.given': '{name} can now sign in',
  'practitioners.signIn.toast.failed': 'Failed to give sign-in',
  // The 'Services & hours' dialog.
  'practitioners.dialog.title': 'Services & hours of {name}',
  'practitioners.tab.services': 'Services',
  'practitioners.tab.locations': 'Locations & hours',
  'practitioners.tab.timeOff': 'Time off',
  'practitioners.save': 'Save',
  'practitioners.toast.saved': 'Practitioner details saved',
  'practitioners.toast.failed': 'Failed to save practitioner details',
  'practitioners.services.empty': 'There are no services on the menu yet',
  'practitioners.services.chosen':
    '{count, plural, =0 {No services chosen} one {# service chosen} other {# services chosen}}',
  'practitioners.services.selectAll': 'Select All',
  'practitioners.services.selectAllIn': 'Select All in {category}',
  'practitioners.locations.empty': 'There are no locations yet',
  'practitioners.locations.worksHere': 'Works here',
  'practitioners.locations.sameHours': 'Same as the location’s hours',
  'practitioners.hours.closed': 'Closed',
  'practitioners.hours.range': '{start} – {end}',
  'practitioners.hours.worksOn': 'Works on {day}',
  'practitioners.hours.dayOff': 'Not working',
  'practitioners.hours.to': 'to',
  'practitioners.hours.slotStart': 'Start of slot {number} on {day}',
  'practitioners.hours.slotEnd': 'End of slot {number} on {day}',
  'practitioners.hours.removeSlot': 'Remove slot {number} on {day}',
  'practitioners.hours.addSlot': 'Add slot',
  'practitioners.hours.addSlotOn': 'Add slot on {day}',
  'practitioners.hours.locationHint': 'Location: {hours}',
  'practitioners.timeOff.empty': 'No time off planned.',
  'practitioners.timeOff.firstDay': 'First day',
  'practitioners.timeOff.lastDay': 'Last day',
  'practitioners.timeOff.reason': 'Reason',
  'practitioners.timeOff.period': '{start} to {end}',
  'practitioners.timeOff.remove': 'Remove time off {period}',
  'practitioners.timeOff.new': 'New time off',
  'practitioners.timeOff.add': 'Add time off',
  'practitioners.timeOff.datesRequired': 'Please choose the first and the last day off',
  'practitioners.timeOff.endBeforeStart': 'The last day off cannot be before the first',
  'practitioners.timeOff.full': 'A team member can have up to {max} time off entries.',
} as const;

declare global {
  interface EnglishMessageParts {
    practitioners: typeof practitionersMessages;
  }
}
