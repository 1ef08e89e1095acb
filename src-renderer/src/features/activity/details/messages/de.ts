import type { activityDetailMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';
import { rolesMessages } from '../../../roles/messages/de';
import { roleDetailMessages } from '../role-details';

/** German texts of the activity log's details (server/contract/activity-details.ts). */
export const activityDetailMessages = {
  // Used when a call fails before its handler said what it did (a refused save, a 400).
  'activityDetail.generic':
    '{section, select, organization {Organisation} personal {Persönlich} profile {Profil} security {Sicherheit} notifications {Benachrichtigungen} privacy {Datenschutz} branding {Branding} financial {Finanzen} team {Team} services {Leistungen} locations {Standorte} clients {Kunden} products {Produkte} integrations {Integrationen} templates {Vorlagen} backup {Sicherung} activity {Aktivität} help {Hilfe} performance {Leistung} other {{section}}}: {action, select, view {Ansehen} create {Erstellen} update {Ändern} delete {Löschen} export {Export} import {Import} other {{action}}}',
  'activityDetail.reverted': 'Rückgängig gemacht: {detail}',
  /** An entry written before details had keys: its English text, as it was stored. */
  'activityDetail.text': '{text}',

  // Personal and account
  'activityDetail.preferences.updated': 'Persönliche Präferenzen aktualisiert',
  'activityDetail.notificationPreferences.updated': 'Benachrichtigungseinstellungen aktualisiert',
  'activityDetail.account.profileUpdated': 'Profil aktualisiert',
  'activityDetail.account.avatarUpdated': 'Profilbild aktualisiert',
  'activityDetail.account.passwordChanged':
    '{ended, plural, =0 {Passwort geändert} one {Passwort geändert und # andere Sitzung beendet} other {Passwort geändert und # andere Sitzungen beendet}}',
  'activityDetail.account.twoFactorOn': 'Zwei-Faktor-Authentifizierung eingeschaltet',
  'activityDetail.account.twoFactorOff': 'Zwei-Faktor-Authentifizierung ausgeschaltet',
  'activityDetail.account.sessionEnded': 'Sitzung beendet',
  'activityDetail.account.otherSessionsEnded':
    '{ended, plural, one {# andere Sitzung beendet} other {# andere Sitzungen beendet}}',
  'activityDetail.auth.signedIn': 'Angemeldet',
  'activityDetail.auth.signedOut': 'Abgemeldet',
  'activityDetail.security.signInAlertsOn': 'Anmeldewarnungen eingeschaltet',

  // Settings documents
  'activityDetail.organization.updated': 'Allgemeine Einstellungen der Organisation aktualisiert',
  'activityDetail.securityPolicy.updated': 'Sicherheitsrichtlinie aktualisiert',
  'activityDetail.systemConfiguration.updated': 'Systemkonfiguration aktualisiert',
  'activityDetail.tips.updated': 'Trinkgeld-Einstellungen aktualisiert',
  'activityDetail.invoices.updated': 'Rechnungseinstellungen aktualisiert',
  'activityDetail.onlineBooking.updated': 'Einstellungen der Online-Buchung aktualisiert',
  'activityDetail.businessHours.updated': 'Öffnungszeiten aktualisiert',
  'activityDetail.bookingRules.updated': 'Buchungsregeln aktualisiert',
  'activityDetail.deposits.updated': 'Anzahlung und Zahlungsanforderungen aktualisiert',
  'activityDetail.customerNotifications.updated': 'Einstellungen der Kundenbenachrichtigungen aktualisiert',
  'activityDetail.adminNotifications.updated': 'Einstellungen der Administrator-Benachrichtigungen aktualisiert',
  'activityDetail.tax.updated': 'Steuereinstellungen aktualisiert',
  'activityDetail.branding.updated': 'Branding aktualisiert',
  'activityDetail.theme.updated': 'Design aktualisiert',
  'activityDetail.integrations.updated': 'Integrationen aktualisiert',
  'activityDetail.branding.logoChanged': 'Logo geändert',
  'activityDetail.branding.logoRemoved': 'Logo entfernt',

  // Activity log
  'activityDetail.activity.exported': 'Aktivitätsprotokoll exportiert',
  'activityDetail.activity.cleared': 'Aktivitätsprotokoll geleert',
  'activityDetail.activity.revertTried': 'Versucht, eine Einstellungsänderung rückgängig zu machen',

  // Backups
  'activityDetail.backupSection':
    '{section, select, organization {Organisationseinstellungen} personal {Persönliche Einstellungen} branding {Branding und Erscheinungsbild} financial {Finanzeinstellungen} team {Team und Berechtigungen} security {Sicherheitseinstellungen} other {{section}}}',
  'activityDetail.backups.created':
    'Sicherung „{name}“ erstellt ({sections}{encrypted, select, yes {, verschlüsselt} other {}})',
  'activityDetail.backups.restored': 'Einstellungen aus der Sicherung „{name}“ wiederhergestellt ({sections})',
  'activityDetail.backups.restoredFile': 'Einstellungen aus der Datei „{name}“ wiederhergestellt ({sections})',
  'activityDetail.backups.deleted': 'Sicherung „{name}“ gelöscht',
  'activityDetail.backups.downloaded': 'Sicherung „{name}“ heruntergeladen',
  'activityDetail.backups.passphraseSet': 'Sicherungs-Passphrase festgelegt',
  'activityDetail.backups.passphraseChanged':
    'Sicherungs-Passphrase geändert ({count, plural, one {# gespeicherte Sicherung} other {# gespeicherte Sicherungen}} neu verschlüsselt)',
  'activityDetail.databaseBackups.created': 'Gesamte Datenbank in „{name}“ gesichert',

  // Imports: "2 Leistungen importiert: 1 fehlgeschlagen, 1 neue Kategorie"
  'activityDetail.import.withCounts': '{imported}: {counts}',
  'activityDetail.import.clients': '{count, plural, one {# Kunde importiert} other {# Kunden importiert}}',
  'activityDetail.import.products': '{count, plural, one {# Produkt importiert} other {# Produkte importiert}}',
  'activityDetail.import.services': '{count, plural, one {# Leistung importiert} other {# Leistungen importiert}}',
  'activityDetail.import.staff': '{count, plural, one {# Teammitglied importiert} other {# Teammitglieder importiert}}',
  'activityDetail.import.templates': '{count, plural, one {# Vorlage importiert} other {# Vorlagen importiert}}',
  'activityDetail.import.failed': '{count, number} fehlgeschlagen',
  'activityDetail.import.skipped': '{count, number} übersprungen',
  'activityDetail.import.merged': '{count, number} zusammengeführt',
  'activityDetail.import.newCategories': '{count, plural, one {# neue Kategorie} other {# neue Kategorien}}',

  // Team and roles
  ...roleDetailMessages(rolesMessages),
  'activityDetail.team.added': '{name} ({email}) als {role} hinzugefügt',
  'activityDetail.team.addedAndInvited':
    '{name} ({email}) als {role} hinzugefügt und zum Wählen eines Passworts eingeladen',
  'activityDetail.team.roleChanged': 'Rolle von {email} auf {role} geändert',
  'activityDetail.team.reactivated': '{email} reaktiviert',
  'activityDetail.team.deactivated': '{email} deaktiviert',
  'activityDetail.team.signInGiven': 'Anmeldung für {name} ({email}) freigegeben',
  'activityDetail.team.invited': 'Einladung zum Wählen eines Passworts an {email} gesendet',
  'activityDetail.team.practitionerUpdated': 'Leistungen, Standorte und Abwesenheiten von {name} aktualisiert',
  'activityDetail.roles.created': 'Rolle {name} angelegt',
  'activityDetail.roles.updated': 'Rolle {name} aktualisiert',
  'activityDetail.roles.renamed': 'Rolle {name} in dieser Organisation in {displayName} umbenannt',
  'activityDetail.roles.nameRestored': 'Standardnamen der Rolle {name} wiederhergestellt',
  'activityDetail.roles.deleted': 'Rolle {name} gelöscht',

  // Services, clients, products
  'activityDetail.categories.added': 'Kategorie {name} hinzugefügt',
  'activityDetail.categories.reordered': 'Reihenfolge der Leistungskategorien geändert',
  'activityDetail.categories.updated': 'Kategorie {name} aktualisiert',
  'activityDetail.categories.deleted': 'Kategorie {name} gelöscht',
  'activityDetail.categories.deletedWithServices':
    'Kategorie {name} gelöscht; {count, plural, one {# Leistung ist} other {# Leistungen sind}} jetzt ohne Kategorie',
  'activityDetail.services.added': 'Leistung {name} hinzugefügt',
  'activityDetail.services.updated': 'Leistung {name} aktualisiert',
  'activityDetail.services.activated': 'Leistung {name} aktiviert',
  'activityDetail.services.archived': 'Leistung {name} archiviert',
  'activityDetail.services.deleted': 'Leistung {name} gelöscht',
  'activityDetail.clients.added': 'Kunde {name} hinzugefügt',
  'activityDetail.clients.updated': 'Kunde {name} aktualisiert',
  'activityDetail.clients.deleted': 'Kunde {name} gelöscht',
  'activityDetail.clients.exported': 'Kunden exportiert',
  'activityDetail.products.added': 'Produkt {name} hinzugefügt',
  'activityDetail.products.updated': 'Produkt {name} aktualisiert',
  'activityDetail.products.deleted': 'Produkt {name} gelöscht',
  'activityDetail.products.exported': 'Produkte exportiert',

  // Locations
  'activityDetail.locations.added': 'Standort {name} hinzugefügt',
  'activityDetail.locations.updated': 'Standort {name} aktualisiert',
  'activityDetail.locations.deleted': 'Standort {name} gelöscht',
  'activityDetail.locations.photoAdded': 'Foto zum Standort {name} hinzugefügt',
  'activityDetail.locations.photoDeleted': 'Foto des Standorts {name} gelöscht',
  'activityDetail.locations.heroChosen': 'Titelbild des Standorts {name} festgelegt',

  // Tax
  'activityDetail.tax.rateAdded': 'Steuersatz {name} ({percentage, number} %) hinzugefügt',
  'activityDetail.tax.rateUpdated': 'Steuersatz {name} aktualisiert',
  'activityDetail.tax.rateDeleted': 'Steuersatz {name} gelöscht',
  'activityDetail.tax.overrideSet': 'Steuerausnahme für die Leistung {service} festgelegt',
  'activityDetail.tax.overrideChanged': 'Steuerausnahme für die Leistung {service} geändert',
  'activityDetail.tax.overrideRemoved': 'Steuerausnahme für die Leistung {service} entfernt',

  // Payments and billing
  'activityDetail.payments.setUp': 'Zahlungsanbieter eingerichtet',
  'activityDetail.payments.alreadySetUp': 'Zahlungsanbieter waren bereits eingerichtet: nichts geändert',
  'activityDetail.payments.connected': '{gateway} verbunden',
  'activityDetail.payments.updated': '{gateway} aktualisiert',
  'activityDetail.payments.feesUpdated': 'Einstellungen der Kartengebühren aktualisiert',
  'activityDetail.payments.locationFeesUpdated': 'Einstellungen der Kartengebühren für {location} aktualisiert',
  'activityDetail.billing.planChanged': 'Tarif auf {plan} geändert',
  'activityDetail.billing.trialPlanChosen': 'Tarif auf {plan} geändert (Testphase)',

  // Templates
  'activityDetail.settingsTemplates.created': 'Einstellungsvorlage „{name}“ erstellt',
  'activityDetail.settingsTemplates.favorited': 'Einstellungsvorlage „{name}“ als Favorit markiert',
  'activityDetail.settingsTemplates.unfavorited': 'Einstellungsvorlage „{name}“ aus den Favoriten entfernt',
  'activityDetail.settingsTemplates.deleted': 'Einstellungsvorlage „{name}“ gelöscht',
  'activityDetail.settingsTemplates.applied': 'Einstellungsvorlage „{name}“ angewendet',
  'activityDetail.messageTemplates.added': 'Vorlage {name} hinzugefügt',
  'activityDetail.messageTemplates.updated': 'Vorlage {name} aktualisiert',
  'activityDetail.messageTemplates.deleted': 'Vorlage {name} gelöscht',
  'activityDetail.templates.reset': 'Vorlage {name} auf den Standard zurückgesetzt',
  'activityDetail.platformTemplates.customised': 'Vorlage {name} angepasst',
  'activityDetail.platformTemplates.switchedOn': 'Vorlage {name} aktiviert',
  'activityDetail.platformTemplates.switchedOff': 'Vorlage {name} deaktiviert',
  'activityDetail.platformTemplates.allReset':
    '{count, plural, one {# Vorlage auf den Standard zurückgesetzt} other {# Vorlagen auf den Standard zurückgesetzt}}',
  'activityDetail.platformTemplates.synced':
    'Plattformvorlagen synchronisiert: {updated, number} aktualisiert, {added, number} neu',
  'activityDetail.platformTemplates.batchUpdated':
    '{count, plural, one {# Vorlage auf einmal aktualisiert} other {# Vorlagen auf einmal aktualisiert}}',
  'activityDetail.platformTemplates.exported': 'Vorlagen exportiert',
  'activityDetail.platformTemplates.removed': 'Alle {count, number} Plattformvorlagen entfernt',

  // Notifications: tests, messages sent by hand, provider connections
  'activityDetail.notifications.testSent':
    '{channel, select, email {Test-E-Mail an {to} gesendet} sms {Test-SMS an {to} gesendet} other {Test-Push-Benachrichtigung gesendet}}',
  'activityDetail.notifications.testFailed':
    '{channel, select, email {Test-E-Mail an {to} konnte nicht gesendet werden: {reason}} sms {Test-SMS an {to} konnte nicht gesendet werden: {reason}} other {Test-Push-Benachrichtigung konnte nicht gesendet werden: {reason}}}',
  'activityDetail.notifications.sent':
    '{channel, select, email {E-Mail an {to} gesendet} sms {SMS an {to} gesendet} other {Push-Benachrichtigung an {to} gesendet}}',
  'activityDetail.notifications.resent':
    '{channel, select, email {E-Mail an {to} erneut gesendet} sms {SMS an {to} erneut gesendet} other {Push-Benachrichtigung an {to} erneut gesendet}}',
  'activityDetail.notifications.sendFailed':
    '{channel, select, email {E-Mail an {to} konnte nicht gesendet werden: {reason}} sms {SMS an {to} konnte nicht gesendet werden: {reason}} other {Push-Benachrichtigung an {to} konnte nicht gesendet werden: {reason}}}',
  'activityDetail.notifications.resendFailed':
    '{channel, select, email {E-Mail an {to} konnte nicht erneut gesendet werden: {reason}} sms {SMS an {to} konnte nicht erneut gesendet werden: {reason}} other {Push-Benachrichtigung an {to} konnte nicht erneut gesendet werden: {reason}}}',
  'activityDetail.notifications.connectionSaved':
    '{channel, select, email {E-Mail-Verbindung zu {provider} gespeichert. {provider} hat die Einstellungen akzeptiert.} sms {SMS-Verbindung zu {provider} gespeichert. {provider} hat die Einstellungen akzeptiert.} other {Push-Verbindung zu {provider} gespeichert. {provider} hat die Einstellungen akzeptiert.}}',
  'activityDetail.notifications.connectionRefused':
    '{channel, select, email {E-Mail-Verbindung zu {provider} gespeichert. {reason}} sms {SMS-Verbindung zu {provider} gespeichert. {reason}} other {Push-Verbindung zu {provider} gespeichert. {reason}}}',
} satisfies Translation<typeof english>;
