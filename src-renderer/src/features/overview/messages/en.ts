/** English texts of the Settings Overview page; spec texts verbatim. */
export const overviewMessages = {
  'overview.subtitle': 'Your account and organization settings at a glance.',
  'overview.quickActions': 'Quick Actions',
  'overview.action.update-profile': 'Update Profile',
  'overview.action.update-profile.description': 'Name, photo and contact details',
  'overview.action.security-checkup': 'Security Checkup',
  'overview.action.security-checkup.description': 'Password, two-factor and sessions',
  'overview.action.notification-preferences': 'Notification Preferences',
  'overview.action.notification-preferences.description': 'What reaches you, and how',
  'overview.action.business-hours': 'Business Hours',
  'overview.action.business-hours.description': 'Opening hours per day',
  'overview.action.tax-configuration': 'Tax Configuration',
  'overview.action.tax-configuration.description': 'Tax rates and invoicing',
  'overview.activeUsers': 'Active Users',
  'overview.activeUsers.note': 'Team members who can sign in',
  'overview.planType': 'Plan Type',
  'overview.planType.note': 'Your subscription tier',
  'overview.lastUpdated': 'Last Updated',
  'overview.lastUpdated.note': 'Last settings change',
  'overview.lastUpdated.never': 'Never',
  'overview.recentChanges': 'Recent Changes',
  'overview.recentChanges.empty': 'No settings have been changed yet.',
  'overview.recentChanges.by': '{name} · {section}',
  'overview.recentChanges.formerMember': 'Someone no longer on the team',
  'overview.recentChanges.all': 'View all activity',
  'overview.quickTips': 'Quick Tips',
  'overview.tip.palette': 'Press {keys} anywhere to search every setting.',
  'overview.tip.numbers': 'Press {keys} to jump to the first nine sections of the menu.',
  'overview.tip.activity': 'Every saved change is recorded with who made it; see Settings Activity.',
  'overview.systemInformation': 'System Information',
  'overview.system.plan': 'Plan',
  'overview.system.activeUsers': 'Active users',
  'overview.system.storage': 'Storage used',
  'overview.system.apiCalls': 'API calls this month',
} as const;

declare global {
  interface EnglishMessageParts {
    overview: typeof overviewMessages;
  }
}
