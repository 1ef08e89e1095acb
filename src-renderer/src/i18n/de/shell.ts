import type { shellMessages as english } from '../en';
import type { Translation } from '../translation';

/** German texts of the shell (menu, sign-in, setup, overview, team). */
export const shellMessages = {
  'app.name': 'Salon Back Office',
  'app.loading': 'Wird geladen…',
  'app.settings': 'Einstellungen',
  'app.skipToContent': 'Zum Hauptinhalt springen',

  'form.unsaved': 'Nicht gespeicherte Änderungen',
  'form.allSaved': 'Alle Änderungen gespeichert',
  'form.save': 'Änderungen speichern',
  'form.required': '(Pflichtfeld)',
  'form.conflict.title': 'Jemand anderes hat diese Einstellungen geändert',
  'form.conflict.body':
    'Diese Einstellungen wurden in einem anderen Fenster oder auf einem anderen Computer gespeichert, nachdem Sie sie geöffnet hatten. Ihre Änderungen wurden daher nicht gespeichert. Laden Sie die neueste Version: Die Felder, die Sie geändert haben, behalten Ihre Änderungen, die übrigen zeigen die neuen Werte. Speichern Sie dann erneut.',
  'form.conflict.loadLatest': 'Neueste Version laden',
  'form.conflict.discard': 'Meine Änderungen verwerfen',
  'form.leave.title': 'Ohne Speichern verlassen?',
  'form.leave.body':
    'Sie haben auf dieser Seite nicht gespeicherte Änderungen. Wenn Sie die Seite jetzt verlassen, gehen sie verloren.',
  'form.leave.stay': 'Bleiben',
  'form.leave.leave': 'Verlassen',
  'form.money.invalid': 'Geben Sie einen Betrag in {currency} ein, etwa 12,50',
  'form.duration.invalid': 'Geben Sie eine ganze Zahl von Minuten ein, etwa 45',
  'form.duration.unit': 'Min.',
  'form.rule.required': '{label} ist erforderlich',
  'form.rule.notEmpty': '{label} darf nicht leer sein',
  'form.rule.minLength': '{label} muss mindestens {limit} Zeichen lang sein',
  'form.rule.maxLength': '{label} darf höchstens {limit} Zeichen lang sein',
  'form.rule.minimum': '{label} muss mindestens {limit} sein',
  'form.rule.maximum': '{label} darf höchstens {limit} sein',
  'form.rule.email': '{label} muss eine gültige E-Mail-Adresse sein',
  'form.rule.format': '{label} hat ein ungültiges Format',
  'form.rule.wholeNumber': '{label} muss eine ganze Zahl sein',
  'form.rule.number': '{label} muss eine Zahl sein',
  'form.rule.minItems': '{label} muss mindestens {limit} Einträge haben',
  'form.rule.maxItems': '{label} darf höchstens {limit} Einträge haben',
  'form.rule.invalidCharacters': '{label} enthält ungültige Zeichen',
  'form.rule.controlCharacters': '{label} enthält Steuerzeichen',

  'section.overview': 'Einstellungsübersicht',
  'section.personal.profile': 'Profil',
  'section.personal.security': 'Sicherheit',
  'section.personal.preferences': 'Präferenzen',
  'section.personal.notifications': 'Benachrichtigungen',
  'section.personal.privacy': 'Datenschutzeinstellungen',
  'section.organization.general': 'Allgemeine Einstellungen',
  'section.organization.subscription': 'Abonnement & Abrechnung',
  'section.organization.services': 'Leistungen',
  'section.organization.financial': 'Finanzen & Zahlungen',
  'section.organization.branding': 'Marke & Kommunikation',
  'section.organization.locations': 'Standorte',
  'section.organization.booking': 'Online-Buchung',
  'section.organization.bookings': 'Buchungen',
  'section.organization.bookingNotifications': 'Buchungseinstellungen',
  'section.organization.integrations': 'Integrationen',
  'section.organization.security': 'Sicherheit & Compliance',
  'section.organization.systemTemplates': 'Systemvorlagen',
  'section.organization.notificationLogs': 'Benachrichtigungsprotokoll',
  'section.organization.tax': 'Steuereinstellungen',
  'section.roles': 'Rollen & Berechtigungen',
  'section.advanced.themeCustomization': 'Design anpassen',
  'section.system': 'Systemkonfiguration',
  'section.templates': 'Einstellungsvorlagen',
  'section.importExport': 'Import & Export',
  'section.backupRecovery': 'Sicherung & Wiederherstellung',
  'section.activity': 'Einstellungsverlauf',
  'section.help': 'Hilfe & Dokumentation',
  'section.performance': 'Leistungsmonitor',

  'group.personal': 'Persönlich',
  'group.organization': 'Organisation',
  'group.advanced': 'Erweitert',
  'group.support': 'Support',

  'menu.search.placeholder': 'Einstellungen durchsuchen...',
  'menu.search.label': 'Einstellungen durchsuchen',
  'menu.noResults': 'Keine Einstellungen für „{query}“ gefunden',
  'menu.badge.new': 'NEU',
  'menu.badge.newDescription': 'Neu',
  'menu.toggle.open': 'Einstellungsmenü öffnen',
  'menu.toggle.close': 'Einstellungsmenü schließen',
  'menu.toggle.text': 'Menü',

  'palette.open': 'Einstellungen durchsuchen',
  'palette.title': 'Zu einer Einstellung wechseln',
  'palette.inputLabel': 'Einstellungen durchsuchen',
  'palette.placeholder': 'Einstellungen durchsuchen...',
  'palette.hint': 'Mit den Pfeiltasten auswählen, mit Enter öffnen, mit Esc schließen.',
  'search.fieldOnPage': '{field} ({page})',

  'user.menu': 'Kontomenü:',
  'user.role': 'Rolle: {role}',
  'user.organization': 'Organisation: {organization}',
  'user.signOut': 'Abmelden',

  'error.title': 'Etwas ist schiefgelaufen',
  'error.description':
    'Diese Seite konnte nicht angezeigt werden. Versuchen Sie es erneut, laden Sie die Seite neu oder kehren Sie zur Einstellungsübersicht zurück.',
  'error.tryAgain': 'Erneut versuchen',
  'error.reload': 'Seite neu laden',
  'error.goHome': 'Zur Startseite',

  'toast.fallback': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  'toast.network': 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'error.code.LAST_OWNER': 'Die Organisation braucht mindestens einen aktiven Inhaber',
  'error.code.ROLE_NAME_TAKEN': 'Eine Rolle mit diesem Namen gibt es bereits',
  'error.code.BUILT_IN_ROLE': 'Vordefinierte Rollen können weder umbenannt noch gelöscht werden',
  'error.code.EMAIL_TAKEN': 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet',
  'error.code.TAX_RATE_NAME_TAKEN': 'Ein Steuersatz mit diesem Namen existiert bereits',
  'error.code.TAX_OVERRIDE_EXISTS': 'Für diese Leistung gibt es bereits einen abweichenden Steuersatz',
  'error.code.DEFAULT_REQUIRED': 'Ein Satz ist immer der Standard: Machen Sie zuerst einen anderen Satz zum Standard',
  'error.code.INVALID_CURRENT_PASSWORD': 'Bitte prüfen Sie Ihr aktuelles Passwort und versuchen Sie es erneut',
  'error.code.API_ACCESS_OFF': 'Der API-Zugriff ist für diese Organisation ausgeschaltet: Verwenden Sie die App.',
  'error.code.EMAIL_VERIFICATION_REQUIRED':
    'E-Mail-Bestätigung ist erforderlich: Senden Sie dem Mitglied stattdessen eine Einladung, sein eigenes Passwort zu wählen.',
  'error.code.RATE_LIMITED':
    'Zu viele Versuche von dieser Adresse. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'error.code.WRITE_RATE_LIMITED':
    'Sie speichern Änderungen zu schnell. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'error.code.CROSS_SITE_REQUEST':
    'Diese Änderung kam von einer anderen Website und wurde abgelehnt. Öffnen Sie die App direkt und versuchen Sie es erneut.',
  'error.code.STALE_VERSION':
    'Dieser Datensatz wurde von jemand anderem geändert. Laden Sie neu, um die neueste Version zu sehen.',
  'error.code.OFFICIAL_TEMPLATE': 'Offizielle Vorlagen können weder als Favorit markiert noch gelöscht werden.',

  'notAvailable.heading': 'Noch nicht verfügbar',
  'notAvailable.body':
    '{title} ist in dieser Version noch nicht verfügbar. Der Bereich erscheint hier, sobald er fertig ist; bis dahin lässt sich auf dieser Seite nichts ändern.',

  'noAccess.title': 'Sie haben keinen Zugriff auf diese Seite',
  'noAccess.body':
    'Ihre Rolle enthält nicht die Berechtigung, die diese Seite benötigt. Wenden Sie sich an einen Inhaber oder Administrator, wenn Sie sie brauchen.',

  'notFound.title': 'Seite nicht gefunden',
  'notFound.body': 'Unter dieser Adresse gibt es keine Einstellungsseite.',
  'notFound.action': 'Zur Einstellungsübersicht',

  'query.errorTitle': 'Diese Seite konnte nicht geladen werden',
  'query.retry': 'Erneut versuchen',

  'session.ended': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',

  'time.justNow': 'Gerade eben',
  'time.minutesAgo': '{count, plural, one {vor # Minute} other {vor # Minuten}}',
  'time.hoursAgo': '{count, plural, one {vor # Stunde} other {vor # Stunden}}',
  'time.daysAgo': '{count, plural, one {vor # Tag} other {vor # Tagen}}',

  'personal.cancel': 'Abbrechen',
} as const satisfies Translation<typeof english>;
