import type { systemConfigMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** German texts of System Configuration (issue 18). */
export const systemConfigMessages = {
  'systemConfig.denied':
    'Sie haben keine Berechtigung, auf die Systemkonfiguration zuzugreifen. Wenden Sie sich an Ihren Systemadministrator.',
  'systemConfig.subtitle':
    'Wie die App für alle in Ihrer Organisation funktioniert: Zugang, Grenzen, Sicherheit und Sicherungen.',
  'systemConfig.toast.saved': 'Systemkonfiguration erfolgreich gespeichert',
  'systemConfig.toast.saveFailed': 'Fehler',
  'systemConfig.toast.saveFailedBody':
    'Die Systemkonfiguration konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'systemConfig.toast.loadFailed': 'Systemkonfiguration konnte nicht geladen werden',
  'systemConfig.toast.loadFailedBody': 'Bitte laden Sie die Seite neu',
  'systemConfig.unit.users': 'Benutzer',
  'systemConfig.unit.hours': 'Stunden',
  'systemConfig.unit.megabytes': 'MB',
  'systemConfig.unit.days': 'Tage',
  'systemConfig.unit.minutes': 'Minuten',
  'systemConfig.system.title': 'Systemeinstellungen',
  'systemConfig.system.description':
    'Wer beitreten darf, wie viele Mitglieder Sie haben können und was die App im Blick behält.',
  'systemConfig.registrationOpen': 'Registrierung offen',
  'systemConfig.registrationOpen.help': 'Aus: Einladungen können weder versendet noch angenommen werden.',
  'systemConfig.emailVerificationRequired': 'E-Mail-Bestätigung erforderlich',
  'systemConfig.emailVerificationRequired.help':
    'Mitglieder erhalten den Zugang nur über eine per E-Mail versandte Einladung; ein Administrator kann ihnen kein Passwort festlegen.',
  'systemConfig.maxUsersPerOrg': 'Maximale Benutzerzahl',
  'systemConfig.maxUsersPerOrg.help': '1 bis 1000. Höchstens so viele aktive Teammitglieder.',
  'systemConfig.sessionTimeout': 'Sitzungsdauer',
  'systemConfig.sessionTimeout.help': '1 bis 168 Stunden. So lange dauert eine Anmeldung höchstens.',
  'systemConfig.maxFileUploadSize': 'Maximale Upload-Größe',
  'systemConfig.maxFileUploadSize.help': '1 bis 500 MB. Größere Uploads und Importe werden abgelehnt.',
  'systemConfig.systemNotifications': 'Systembenachrichtigungen',
  'systemConfig.systemNotifications.help': 'Administratoren sehen ein Banner, solange der Wartungsmodus aktiv ist.',
  'systemConfig.performanceMonitoring': 'Leistungsüberwachung',
  'systemConfig.performanceMonitoring.help': 'Aus: Der Leistungsmonitor zeigt keine Antwortzeiten und keine Fehler.',
  'systemConfig.errorReporting': 'Fehlerberichte',
  'systemConfig.errorReporting.help':
    'Serverfehler werden in das lokale Fehlerprotokoll geschrieben (logs/errors.log im Datenordner).',
  'systemConfig.security.title': 'Sicherheitskonfiguration',
  'systemConfig.security.description':
    'Regeln zusätzlich zu denen von Sicherheit & Compliance (die strengere gilt), Anmeldesperren und wer die App aufrufen darf.',
  'systemConfig.enforceStrongPasswords': 'Starke Passwörter erzwingen',
  'systemConfig.enforceStrongPasswords.help':
    'Neue Passwörter brauchen mindestens 8 Zeichen mit Groß- und Kleinbuchstaben und einer Ziffer, unabhängig von Sicherheit & Compliance.',
  'systemConfig.require2FA': 'Zwei-Faktor-Authentifizierung verlangen',
  'systemConfig.require2FA.help': 'Alle müssen die Zwei-Faktor-Authentifizierung einrichten.',
  'systemConfig.sessionTimeoutMinutes': 'Inaktivitäts-Timeout',
  'systemConfig.sessionTimeoutMinutes.help':
    '5 bis 480 Minuten. Eine so lange ungenutzte Sitzung endet (es gilt der kürzere Wert von diesem und dem Sitzungs-Timeout in Sicherheit & Compliance).',
  'systemConfig.maxLoginAttempts': 'Maximale Anmeldeversuche',
  'systemConfig.maxLoginAttempts.help':
    '3 bis 20. Nach so vielen fehlgeschlagenen Versuchen wird die Anmeldung gesperrt.',
  'systemConfig.lockoutDurationMinutes': 'Sperrdauer',
  'systemConfig.lockoutDurationMinutes.help': '1 bis 1440 Minuten. So lange bleibt eine gesperrte Anmeldung gesperrt.',
  'systemConfig.allowApiAccess': 'API-Zugriff erlauben',
  'systemConfig.allowApiAccess.help':
    'Aus: Programme, die sich mit einem Token anmelden, werden abgewiesen (die App funktioniert weiter).',
  'systemConfig.allowCORS': 'Cross-Origin-Anfragen erlauben (CORS)',
  'systemConfig.allowCORS.help':
    'Die hier aufgeführten Websites dürfen die öffentliche Buchungs-API von ihren eigenen Seiten aus aufrufen.',
  'systemConfig.corsOrigins': 'Erlaubte Websites',
  'systemConfig.corsOrigins.help': 'Eine pro Zeile, etwa https://www.example.com (ohne Pfad).',
  'systemConfig.corsOrigins.invalid':
    'Diese Einträge sind keine Website-Adressen wie https://www.example.com: {entries}',
  'systemConfig.corsOrigins.tooMany': 'Die Liste kann höchstens {max} Websites enthalten.',
  'systemConfig.ipWhitelisting': 'IP-Whitelist',
  'systemConfig.ipWhitelisting.help':
    'Jede Anfrage, auch die Anmeldung, muss von einer Adresse oder einem Bereich aus der Liste unten kommen.',
  'systemConfig.whitelistedIPs': 'Freigegebene IP-Adressen',
  'systemConfig.whitelistedIPs.help':
    'Eine pro Zeile: eine Adresse wie 203.0.113.7 oder ein Bereich wie 192.168.1.0/24.',
  'systemConfig.whitelistedIPs.invalid': 'Diese Einträge sind keine IP-Adressen oder Bereiche: {entries}',
  'systemConfig.whitelistedIPs.tooMany': 'Die Liste kann höchstens {max} Adressen enthalten.',
  'systemConfig.whitelistedIPs.myAddress': 'Ihre Adresse: {address}',
  'systemConfig.whitelistedIPs.myAddressUnknown': 'Ihre Adresse konnte nicht ermittelt werden.',
  'systemConfig.whitelistedIPs.addMyAddress': 'Meine Adresse hinzufügen',
  'systemConfig.whitelistedIPs.lockout':
    'Ihre Adresse ({address}) steht nicht in der Whitelist. Wenn Sie jetzt speichern, sperren Sie sich selbst aus der App aus: Fügen Sie zuerst Ihre Adresse hinzu.',
  'systemConfig.backup.title': 'Sicherung & Wartung',
  'systemConfig.backup.description':
    'Der Wartungsmodus, die automatischen Datenbanksicherungen und wie lange Aktivitäten aufbewahrt werden.',
  'systemConfig.maintenanceMode': 'Wartungsmodus',
  'systemConfig.maintenanceMode.help':
    'Alle außer Administratoren bleiben ausgesperrt: Anmeldung und jede Anfrage melden, dass das System gewartet wird. Die öffentliche Buchungsseite ist pausiert.',
  'systemConfig.autoBackupEnabled': 'Automatische Sicherungen',
  'systemConfig.autoBackupEnabled.help':
    'Die Sicherungen der gesamten Datenbank durch die Desktop-App (Sicherung & Wiederherstellung › Datenbanksicherungen).',
  'systemConfig.backupFrequency': 'Sicherungshäufigkeit',
  'systemConfig.backupFrequency.help': 'Wie oft die Desktop-App die gesamte Datenbank sichert.',
  'systemConfig.backupFrequency.daily': 'Täglich',
  'systemConfig.backupFrequency.weekly': 'Wöchentlich',
  'systemConfig.backupFrequency.monthly': 'Monatlich',
  'systemConfig.auditLogRetention': 'Aufbewahrung des Audit-Protokolls',
  'systemConfig.auditLogRetention.help':
    '30 bis 365 Tage. Ältere Aktivitäten werden täglich gelöscht (es gilt der kürzere Wert von diesem und der Aufbewahrung in Sicherheit & Compliance).',
  'systemConfig.maintenanceDialog.title': 'Wartungsmodus einschalten?',
  'systemConfig.maintenanceDialog.keptOut':
    'Alle in Ihrer Organisation außer dem Inhaber und den Administratoren werden ausgesperrt: Manager, Behandler, Empfangsmitarbeiter und jede andere Rolle. Sie können sich nicht anmelden, und alles, was sie versuchen, meldet, dass das System gewartet wird.',
  'systemConfig.maintenanceDialog.booking':
    'Die öffentliche Buchungsseite ist pausiert: Kunden können nicht online buchen.',
  'systemConfig.maintenanceDialog.admins':
    'Administratoren arbeiten wie gewohnt weiter; bei eingeschalteten Systembenachrichtigungen sehen sie ein Banner, bis der Wartungsmodus ausgeschaltet wird.',
  'systemConfig.maintenanceDialog.cancel': 'Abbrechen',
  'systemConfig.maintenanceDialog.confirm': 'Einschalten und speichern',
  'systemConfig.banner.text': 'Der Wartungsmodus ist aktiv: Nur Administratoren können die App verwenden.',
  'systemConfig.banner.link': 'Systemkonfiguration',
  'systemConfig.search.terms.maintenance': 'Wartung, Ausfallzeit, offline, Banner',
  'systemConfig.search.terms.registration': 'Registrierung, Einladungen, Anmeldung, E-Mail-Bestätigung',
  'systemConfig.search.terms.upload': 'Upload, Dateigröße, Import, Grenze, Benutzer',
  'systemConfig.search.terms.lockout': 'Anmeldeversuche, Sperre, Anmeldesperre, Brute Force',
  'systemConfig.search.terms.api': 'API, Token, CORS, Websites',
  'systemConfig.search.terms.whitelist': 'IP, Whitelist, Freigabeliste, Adresse',
  'systemConfig.search.terms.backup': 'Sicherung, Backup, Datenbank, Zeitplan, Aufbewahrung',
} satisfies Translation<typeof english>;
