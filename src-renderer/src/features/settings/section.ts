import { lazyPage } from '../../app/routing/lazy-page';
import type { SettingsSection } from '../../app/sections/section';

// Each person's own settings documents (the server's `settings` area): Preferences, Notifications
// and Privacy Settings (the `privacy` part of the preferences document).

export const preferencesSection: SettingsSection = {
  path: 'personal/preferences',
  titleId: 'section.personal.preferences',
  icon: 'settings',
  group: 'personal',
  page: lazyPage(() => import('./preferences/PreferencesPage').then((m) => m.PreferencesPage)),
  keywords: [
    { labelId: 'preferences.field.language', fieldId: 'preferences-language' },
    { labelId: 'preferences.field.timezone', fieldId: 'preferences-timezone' },
    { labelId: 'preferences.field.dateFormat', fieldId: 'preferences-dateFormat' },
    { labelId: 'preferences.field.timeFormat', termsId: 'search.terms.timeFormat', fieldId: 'preferences-timeFormat' },
    { labelId: 'preferences.field.currency', fieldId: 'preferences-currency' },
    { labelId: 'preferences.theme', termsId: 'search.terms.theme', fieldId: 'preferences-theme' },
    { labelId: 'preferences.compact', termsId: 'search.terms.compact', fieldId: 'preferences-ui-compactMode' },
    { labelId: 'preferences.animations', termsId: 'search.terms.animations', fieldId: 'preferences-animations' },
  ],
};

export const notificationsSection: SettingsSection = {
  path: 'personal/notifications',
  titleId: 'section.personal.notifications',
  icon: 'notifications',
  group: 'personal',
  page: lazyPage(() => import('./notifications/NotificationsPage').then((m) => m.NotificationsPage)),
  keywords: [
    {
      labelId: 'notifications.quietHours.title',
      termsId: 'search.terms.quietHours',
      fieldId: 'notifications-quietHoursEnabled',
    },
    { labelId: 'notifications.digest.title', termsId: 'search.terms.digest', fieldId: 'notifications-digestEnabled' },
  ],
};

export const privacySection: SettingsSection = {
  path: 'personal/privacy',
  titleId: 'section.personal.privacy',
  icon: 'eye-off',
  group: 'personal',
  page: lazyPage(() => import('./privacy/PrivacyPage').then((m) => m.PrivacyPage)),
  keywords: [
    { labelId: 'privacy.visibility.title', termsId: 'search.terms.visibility', fieldId: 'privacy-visibility' },
    { labelId: 'privacy.showEmail', fieldId: 'preferences-privacy-showEmail' },
    { labelId: 'privacy.showPhone', fieldId: 'preferences-privacy-showPhone' },
    {
      labelId: 'privacy.activityStatus',
      termsId: 'search.terms.activityStatus',
      fieldId: 'preferences-privacy-activityStatus',
    },
  ],
};
