import type { privacyMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** German texts of the Privacy settings page. */
export const privacyMessages = {
  'search.terms.visibility': 'öffentlich, privat, wer mein Profil sehen kann',
  'search.terms.activityStatus': 'online, zuletzt gesehen, zuletzt aktiv',

  // Privacy.
  'privacy.subtitle': 'Wer Ihr Profil sehen kann und was es zeigt.',
  'privacy.visibility.title': 'Sichtbarkeit des Profils',
  'privacy.visibility.public': 'Öffentlich',
  'privacy.visibility.public.description': 'Alle Kunden und das Team',
  'privacy.visibility.team': 'Team',
  'privacy.visibility.team.description': 'Nur Teammitglieder',
  'privacy.visibility.private': 'Privat',
  'privacy.visibility.private.description': 'Für alle außer Administratoren verborgen',
  'privacy.adminNote': 'Administratoren können jedes Profil immer sehen.',
  'privacy.details.title': 'Profilangaben',
  'privacy.details.description': 'Was andere, die Ihr Profil sehen dürfen, darauf finden.',
  'privacy.showEmail': 'E-Mail-Adresse anzeigen',
  'privacy.showEmail.help': 'Ihre E-Mail-Adresse erscheint in Ihrem Profil.',
  'privacy.showPhone': 'Telefonnummer anzeigen',
  'privacy.showPhone.help': 'Ihre Telefonnummer erscheint in Ihrem Profil.',
  'privacy.activityStatus': 'Aktivitätsstatus anzeigen',
  'privacy.activityStatus.help': 'Andere sehen, wann Sie zuletzt aktiv waren.',
  'privacy.toast.saved': 'Datenschutzeinstellungen gespeichert',
  'privacy.toast.failed': 'Fehler beim Speichern der Einstellungen',
  'privacy.toast.failedBody': 'Datenschutzeinstellungen konnten nicht gespeichert werden',
} satisfies Translation<typeof english>;
