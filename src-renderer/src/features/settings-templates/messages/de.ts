import type { settingsTemplatesMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** German texts of Settings Templates (issue 17). */
export const settingsTemplatesMessages = {
  'settingsTemplates.subtitle':
    'Fertige Sammlungen von Organisationseinstellungen und persönlichen Präferenzen, die Sie in einem Schritt anwenden können.',
  'settingsTemplates.readOnly.title': 'Sie können ansehen, aber nicht ändern',
  'settingsTemplates.readOnly.body':
    'Nur wer Organisationseinstellungen verwalten darf, kann Vorlagen erstellen, anwenden, als Favorit markieren oder löschen.',
  'settingsTemplates.search.label': 'Vorlagen durchsuchen',
  'settingsTemplates.search.placeholder': 'Vorlagen durchsuchen…',
  'settingsTemplates.search.keyword': 'Einstellungsvorlagen',
  'settingsTemplates.search.terms':
    'Geschäftsart, Salon, Spa, Barbier, Voreinstellung, Arbeitsablauf, Einstellungen anwenden',
  'settingsTemplates.category.label': 'Kategorie',
  'settingsTemplates.category.all': 'Alle Kategorien',
  'settingsTemplates.category.business-type': 'Geschäftsart',
  'settingsTemplates.category.workflow': 'Arbeitsablauf',
  'settingsTemplates.category.custom': 'Eigene',
  'settingsTemplates.create': 'Vorlage erstellen',
  'settingsTemplates.list.label': 'Vorlagen',
  'settingsTemplates.official': 'Offiziell',
  'settingsTemplates.usage':
    '{count, plural, =0 {Noch nicht verwendet} one {Einmal verwendet} other {# Mal verwendet}}',
  'settingsTemplates.createdBy': 'Erstellt von {name}',
  'settingsTemplates.createdBy.unknown': 'Erstellt von einem ehemaligen Teammitglied',
  'settingsTemplates.noDescription': 'Keine Beschreibung.',
  'settingsTemplates.favorite.add': '{name} zu Favoriten hinzufügen',
  'settingsTemplates.favorite.remove': '{name} aus Favoriten entfernen',
  'settingsTemplates.favorite.marked': 'Favorit',
  'settingsTemplates.apply': 'Anwenden',
  'settingsTemplates.apply.label': '{name} anwenden',
  'settingsTemplates.delete': 'Löschen',
  'settingsTemplates.delete.label': '{name} löschen',
  'settingsTemplates.empty': 'Noch keine Vorlagen',
  'settingsTemplates.empty.hint':
    'Erstellen Sie eine Vorlage, um Ihre aktuellen Einstellungen zu speichern und später wiederzuverwenden.',
  'settingsTemplates.empty.noMatch': 'Keine passenden Vorlagen',
  'settingsTemplates.empty.noMatch.hint': 'Versuchen Sie andere Wörter oder eine andere Kategorie.',
  'settingsTemplates.createDialog.title': 'Vorlage erstellen',
  'settingsTemplates.createDialog.intro':
    'Die Vorlage speichert die Einstellungen Ihrer Organisation (regionale Formate und Funktionen) und Ihre persönlichen Präferenzen so, wie sie jetzt sind. Namen, Kontaktdaten und Datenschutzeinstellungen sind nicht enthalten.',
  'settingsTemplates.field.name': 'Name der Vorlage',
  'settingsTemplates.field.description': 'Beschreibung',
  'settingsTemplates.field.category': 'Kategorie',
  'settingsTemplates.createDialog.save': 'Vorlage speichern',
  'settingsTemplates.cancel': 'Abbrechen',
  'settingsTemplates.applyDialog.title': 'Vorlage „{name}“ anwenden?',
  'settingsTemplates.applyDialog.body':
    'Die Einstellungen Ihrer Organisation und Ihre persönlichen Präferenzen werden durch die dieser Vorlage ersetzt. Zuerst wird ein Wiederherstellungspunkt Ihrer aktuellen Einstellungen angelegt, damit Sie es unter Sicherung & Wiederherstellung rückgängig machen können.',
  'settingsTemplates.applyDialog.reload': 'Die Seite wird 2 Sekunden nach dem Anwenden der Vorlage neu geladen.',
  'settingsTemplates.applyDialog.confirm': 'Vorlage anwenden',
  'settingsTemplates.deleteDialog.title': 'Vorlage „{name}“ löschen?',
  'settingsTemplates.deleteDialog.body':
    'Das kann nicht rückgängig gemacht werden. Bereits aus dieser Vorlage übernommene Einstellungen bleiben bestehen.',
  'settingsTemplates.deleteDialog.confirm': 'Vorlage löschen',
  'settingsTemplates.toast.loadFailed': 'Fehler beim Laden der Vorlagen',
  'settingsTemplates.toast.loadFailed.body': 'Die Vorlagen konnten nicht geladen werden',
  'settingsTemplates.toast.nameRequired': 'Vorlagenname erforderlich',
  'settingsTemplates.toast.nameRequired.body': 'Bitte geben Sie einen Namen für Ihre Vorlage ein',
  'settingsTemplates.toast.created': 'Vorlage erstellt',
  'settingsTemplates.toast.created.body': '„{name}“ enthält Ihre aktuellen Einstellungen.',
  'settingsTemplates.toast.createFailed': 'Fehler beim Erstellen der Vorlage',
  'settingsTemplates.toast.createFailed.body': 'Die Vorlage konnte nicht erstellt werden',
  'settingsTemplates.toast.applied': 'Vorlage angewendet',
  'settingsTemplates.toast.applied.body':
    'Ihre Einstellungen wurden aktualisiert. Die Seite wird in 2 Sekunden neu geladen.',
  'settingsTemplates.toast.applyFailed': 'Fehler beim Anwenden der Vorlage',
  'settingsTemplates.toast.applyFailed.body': 'Die Vorlage konnte nicht angewendet werden',
  'settingsTemplates.toast.favoriteAdded': 'Zu Favoriten hinzugefügt',
  'settingsTemplates.toast.favoriteRemoved': 'Aus Favoriten entfernt',
  'settingsTemplates.toast.favoriteFailed': 'Fehler beim Aktualisieren des Favoriten',
  'settingsTemplates.toast.favoriteFailed.body': 'Der Favorit konnte nicht aktualisiert werden',
  'settingsTemplates.toast.deleted': 'Vorlage gelöscht',
  'settingsTemplates.toast.deleteFailed': 'Fehler beim Löschen der Vorlage',
  'settingsTemplates.toast.deleteFailed.body': 'Die Vorlage konnte nicht gelöscht werden',

  // The official templates, by their key (server/modules/settings-templates/official.ts): shipped
  // with the product, so they read in the user's language; an organization's own stay as written.
  'settingsTemplates.official.hair-salon.name': 'Friseursalon',
  'settingsTemplates.official.hair-salon.description':
    'Online-Buchung mit E-Mail-Bestätigung, automatische Belege und ein Treueprogramm, dem neue Kunden automatisch beitreten; startet in der Kalenderansicht.',
  'settingsTemplates.official.day-spa.name': 'Day Spa',
  'settingsTemplates.official.day-spa.description':
    'Online-Buchung mit E-Mail-Bestätigung für längere Behandlungen, automatische Belege und ein Treueprogramm; startet in der Kalenderansicht mit großzügiger Darstellung.',
  'settingsTemplates.official.beauty-clinic.name': 'Schönheitsklinik',
  'settingsTemplates.official.beauty-clinic.description':
    'Online-Buchung mit E-Mail-Bestätigung, automatische Belege und kein Treueprogramm für klinische Behandlungen; startet in der Terminliste.',
  'settingsTemplates.official.barber.name': 'Barbershop',
  'settingsTemplates.official.barber.description':
    'Schnelle Online-Buchung ohne Schritt zur E-Mail-Bestätigung, automatische Belege und ein Treueprogramm für Stammkunden; kompakte Kalenderansicht für kurze Termine.',
} satisfies Translation<typeof english>;
