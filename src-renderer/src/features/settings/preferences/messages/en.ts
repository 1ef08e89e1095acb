/** English texts of the Preferences page; spec texts verbatim. */
export const preferencesMessages = {
  'search.terms.timeFormat': '12-hour, 24-hour, clock',
  'search.terms.theme': 'dark mode, light mode, night mode, appearance, colours, colors',
  'search.terms.compact': 'density, spacing',
  'search.terms.animations': 'motion, effects',

  // Preferences (part 1 §2, §4, §8, §9).
  'preferences.subtitle': 'Your language, region and how the app looks.',
  'preferences.region.title': 'Language & Region',
  'preferences.appearance.title': 'Appearance',
  'preferences.field.language': 'Language',
  'preferences.field.timezone': 'Time zone',
  'preferences.field.dateFormat': 'Date format',
  'preferences.field.timeFormat': 'Time format',
  'preferences.field.currency': 'Currency',
  'preferences.timeFormat.12h': '12-hour ({example})',
  'preferences.timeFormat.24h': '24-hour ({example})',
  'preferences.organizationDefault': 'Organization Default',
  'preferences.resetToDefault': 'Reset to default',
  'preferences.resetToDefaultLabel': 'Reset to default ({field}: {value})',
  'preferences.tzRegion.UTC': 'UTC',
  'preferences.tzRegion.America': 'Americas',
  'preferences.tzRegion.Europe': 'Europe',
  'preferences.tzRegion.Africa': 'Africa',
  'preferences.tzRegion.Asia': 'Asia',
  'preferences.tzRegion.Australia': 'Australia',
  'preferences.tzRegion.Pacific': 'Pacific',
  'preferences.tzRegion.Antarctica': 'Antarctica',
  'preferences.tzRegion.other': 'Other',
  'preferences.theme': 'Theme',
  'preferences.theme.light': 'Light',
  'preferences.theme.dark': 'Dark',
  'preferences.theme.system': 'System',
  'preferences.theme.help': 'System follows your computer’s light or dark setting. A new theme shows at once.',
  'preferences.compact': 'Compact mode',
  'preferences.compact.help': 'Tighter spacing, so more fits on the screen.',
  'preferences.animations': 'Animations',
  'preferences.animations.help': 'Motion when menus, dialogs and messages open and close.',
  'preferences.toast.saved': 'Preferences updated',
  'preferences.toast.failed': 'Error saving preferences',
  'preferences.toast.failedBody': 'Failed to save your preferences. Please try again.',
  'preferences.toast.details': 'Check console for validation details.',
} as const;

declare global {
  interface EnglishMessageParts {
    preferences: typeof preferencesMessages;
  }
}
