import type { overviewMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** German texts of the Settings Overview page. */
export const overviewMessages = {
  'overview.subtitle': 'Die Einstellungen Ihres Kontos und Ihrer Organisation auf einen Blick.',
  'overview.quickActions': 'Schnellaktionen',
  'overview.action.update-profile': 'Profil aktualisieren',
  'overview.action.update-profile.description': 'Name, Foto und Kontaktdaten',
  'overview.action.security-checkup': 'Sicherheitscheck',
  'overview.action.security-checkup.description': 'Passwort, Zwei-Faktor-Authentifizierung und Sitzungen',
  'overview.action.notification-preferences': 'Benachrichtigungseinstellungen',
  'overview.action.notification-preferences.description': 'Was Sie erreicht und auf welchem Weg',
  'overview.action.business-hours': 'Öffnungszeiten',
  'overview.action.business-hours.description': 'Öffnungszeiten pro Tag',
  'overview.action.tax-configuration': 'Steuereinstellungen',
  'overview.action.tax-configuration.description': 'Steuersätze und Rechnungsstellung',
  'overview.activeUsers': 'Aktive Benutzer',
  'overview.activeUsers.note': 'Teammitglieder, die sich anmelden können',
  'overview.planType': 'Tarif',
  'overview.planType.note': 'Die Stufe Ihres Abonnements',
  'overview.lastUpdated': 'Zuletzt aktualisiert',
  'overview.lastUpdated.note': 'Letzte Änderung an den Einstellungen',
  'overview.lastUpdated.never': 'Nie',
  'overview.recentChanges': 'Letzte Änderungen',
  'overview.recentChanges.empty': 'Bisher wurden keine Einstellungen geändert.',
  'overview.recentChanges.by': '{name} · {section}',
  'overview.recentChanges.all': 'Gesamten Verlauf anzeigen',
  'overview.quickTips': 'Kurztipps',
  'overview.tip.palette': 'Drücken Sie überall {keys}, um alle Einstellungen zu durchsuchen.',
  'overview.tip.numbers': 'Mit {keys} springen Sie zu den ersten neun Bereichen des Menüs.',
  'overview.tip.activity':
    'Jede gespeicherte Änderung wird mit ihrem Urheber protokolliert; siehe Einstellungsverlauf.',
  'overview.systemInformation': 'Systeminformationen',
  'overview.system.plan': 'Tarif',
  'overview.system.activeUsers': 'Aktive Benutzer',
  'overview.system.storage': 'Belegter Speicher',
  'overview.system.apiCalls': 'API-Aufrufe in diesem Monat',
} satisfies Translation<typeof english>;
