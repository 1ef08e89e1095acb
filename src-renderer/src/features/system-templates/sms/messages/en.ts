/** English texts of the SMS template editor (spec part 3 §2, §5). */
export const smsEditorMessages = {
  'smsEditor.title.new': 'New SMS template',
  'smsEditor.title.edit': 'Edit SMS template: {name}',
  'smsEditor.systemNote':
    'This is a system template: its name and category are the platform’s. Your wording replaces the default until you reset it.',
  'smsEditor.name': 'Template name',
  'smsEditor.category': 'Category',
  'smsEditor.content': 'Message content',
  'smsEditor.variables': 'Variables',
  'smsEditor.variables.help': 'Comma-separated names, such as firstName, appointmentDate.',
  'smsEditor.insertVariables': 'Insert a variable',
  'smsEditor.insertVariable.label': 'Insert {variable} at the cursor',
  'smsEditor.active': 'Active',
  'smsEditor.save': 'Save',
  'smsEditor.create': 'Create template',

  // §5, shown at the field.
  'smsEditor.error.nameRequired': 'Template name is required',
  'smsEditor.error.contentRequired': 'Message content is required',
  'smsEditor.error.contentTooLong': 'SMS content cannot exceed 1600 characters',

  // The live counter (§2, §9).
  'smsEditor.counter.label': 'Message size',
  'smsEditor.counter.characters': '{count, plural, one {# character} other {# characters}}',
  'smsEditor.counter.encoding': 'Encoding: {encoding}',
  'smsEditor.counter.gsm': 'GSM-7',
  'smsEditor.counter.unicode': 'Unicode',
  'smsEditor.counter.parts': '{count, plural, one {# part} other {# parts}}',
  'smsEditor.counter.remaining': '{count} left in this part',
  'smsEditor.counter.unicodeBecause': 'Sent as Unicode because of: {characters}',
  'smsEditor.counter.multiPart': 'This message will be sent as {count} parts',
  'smsEditor.counter.shorten': 'Consider shortening your message to save cost.',
  'smsEditor.counter.cost': 'Estimated cost: {count, plural, one {# SMS credit} other {# SMS credits}}',
  'smsEditor.tooLong': 'Message exceeds maximum SMS length. Please shorten your message.',

  // Toasts (§8); the server's reason goes under the title when it gives one.
  'smsEditor.toast.updateFailed': 'Failed to update template',
  'smsEditor.toast.createFailed': 'Failed to create marketing template',
};

declare global {
  interface EnglishMessageParts {
    'sms-editor': typeof smsEditorMessages;
  }
}
