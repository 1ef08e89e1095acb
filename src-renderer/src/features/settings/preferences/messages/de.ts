import type { preferencesMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** German texts of the Preferences page. */
export const preferencesMessages = {
  'search.terms.timeFormat': '12 Stunden, 24 Stunden, Uhr, Uhrzeit',
  'search.terms.theme': 'Dunkelmodus, dunkler Modus, heller Modus, Nachtmodus, Darstellung, Farben',
  'search.terms.compact': 'Dichte, Abstände',
  'search.terms.animations': 'Bewegung, Effekte',

  // Preferences.
  'preferences.subtitle': 'Ihre Sprache, Ihre Region und das Aussehen der App.',
  'preferences.region.title': 'Sprache & Region',
  'preferences.appearance.title': 'Darstellung',
  'preferences.field.language': 'Sprache',
  'preferences.field.timezone': 'Zeitzone',
  'preferences.field.dateFormat': 'Datumsformat',
  'preferences.field.timeFormat': 'Zeitformat',
  'preferences.field.currency': 'Währung',
  'preferences.timeFormat.12h': '12 Stunden ({example})',
  'preferences.timeFormat.24h': '24 Stunden ({example})',
  'preferences.organizationDefault': 'Standard der Organisation',
  'preferences.resetToDefault': 'Auf Standard zurücksetzen',
  'preferences.resetToDefaultLabel': 'Auf Standard zurücksetzen ({field}: {value})',
  'preferences.tzRegion.UTC': 'UTC',
  'preferences.tzRegion.America': 'Amerika',
  'preferences.tzRegion.Europe': 'Europa',
  'preferences.tzRegion.Africa': 'Afrika',
  'preferences.tzRegion.Asia': 'Asien',
  'preferences.tzRegion.Australia': 'Australien',
  'preferences.tzRegion.Pacific': 'Pazifik',
  'preferences.tzRegion.Antarctica': 'Antarktis',
  'preferences.tzRegion.other': 'Sonstige',
  'preferences.theme': 'Design',
  'preferences.theme.light': 'Hell',
  'preferences.theme.dark': 'Dunkel',
  'preferences.theme.system': 'System',
  'preferences.theme.help':
    'System folgt der hellen oder dunklen Einstellung Ihres Computers. Ein neues Design wird sofort angezeigt.',
  'preferences.compact': 'Kompakter Modus',
  'preferences.compact.help': 'Engere Abstände, damit mehr auf den Bildschirm passt.',
  'preferences.animations': 'Animationen',
  'preferences.animations.help': 'Bewegung beim Öffnen und Schließen von Menüs, Dialogen und Meldungen.',
  'preferences.toast.saved': 'Präferenzen aktualisiert',
  'preferences.toast.failed': 'Fehler beim Speichern der Präferenzen',
  'preferences.toast.failedBody': 'Ihre Präferenzen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'preferences.toast.details': 'Details zur Prüfung finden Sie in der Konsole.',
} satisfies Translation<typeof english>;
