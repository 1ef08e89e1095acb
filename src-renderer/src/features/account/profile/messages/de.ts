import type { profileMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** German texts of the Profile page (part 1 §2, §5, §8). */
export const profileMessages = {
  'search.terms.profilePhoto': 'Avatar, Bild, Foto, Profilbild',

  // Profile.
  'profile.subtitle': 'Ihr Foto, Ihre Kontaktdaten und Angaben zur Arbeit, so wie Ihr Team sie sieht.',
  'profile.photo.title': 'Profilfoto',
  'profile.photo.alt': 'Profilfoto von {name}',
  'profile.photo.upload': 'Foto hochladen',
  'profile.photo.change': 'Foto ändern',
  'profile.photo.uploading': 'Foto wird hochgeladen',
  'profile.photo.hint': 'JPG, PNG, GIF oder WebP, bis 5 MB.',
  'profile.personal.title': 'Persönliche Angaben',
  'profile.work.title': 'Angaben zur Arbeit',
  'profile.field.firstName': 'Vorname',
  'profile.field.lastName': 'Nachname',
  'profile.field.email': 'E-Mail',
  'profile.field.phone': 'Telefon',
  'profile.field.jobTitle': 'Position',
  'profile.field.department': 'Abteilung',
  'profile.field.location': 'Standort',
  'profile.field.bio': 'Über mich',
  'profile.bio.help': 'Ein paar Worte über Sie für Ihr Team. {count} von {max} Zeichen.',
  'profile.loadFailed.note':
    'Bis dahin werden die Angaben aus Ihrer Anmeldung angezeigt. Speichern und das Foto sind gesperrt, bis Ihr Profil geladen ist.',
  'profile.toast.loadFailed': 'Fehler beim Laden des Profils',
  'profile.toast.loadFailedBody': 'Ihre Profilangaben konnten nicht geladen werden',
  'profile.toast.saved': 'Profil aktualisiert',
  'profile.toast.saveFailed': 'Fehler beim Aktualisieren des Profils',
  'profile.toast.saveFailedBody': 'Ihr Profil konnte nicht aktualisiert werden. Bitte versuchen Sie es erneut.',
  'profile.toast.avatarSaved': 'Profilbild aktualisiert',
  'profile.toast.avatarFailed': 'Fehler beim Hochladen des Profilbilds',
  'profile.toast.avatarFailedBody': 'Ihr Profilbild konnte nicht hochgeladen werden',
  'profile.toast.fileTooLarge': 'Datei zu groß',
  'profile.toast.fileTooLargeBody': 'Bitte wählen Sie ein Bild unter 5 MB',
} satisfies Translation<typeof english>;
