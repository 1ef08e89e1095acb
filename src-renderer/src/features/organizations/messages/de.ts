import type { generalSettingsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** German texts of the General Settings page, and the option labels the organization pages share. */
export const generalSettingsMessages = {
  'search.terms.businessName': 'Firmenname, Salonname, Unternehmensname, Name der Organisation',
  'search.terms.address': 'Straße, Ort, Stadt, Postleitzahl, PLZ',
  'search.terms.locale': 'Sprache, Region, Zahlenformat',
  'organization.cancel': 'Abbrechen',

  'organization.businessType.sole_trader': 'Einzelunternehmen',
  'organization.businessType.partnership': 'Personengesellschaft',
  'organization.businessType.pty_ltd': 'Kapitalgesellschaft (z. B. GmbH)',
  'organization.businessType.public_company': 'Aktiengesellschaft',
  'organization.businessType.trust': 'Treuhandgesellschaft',
  'organization.businessType.non_profit': 'Gemeinnützige Organisation',

  'organization.status.trialing': 'Testphase',
  'organization.status.active': 'Aktiv',
  'organization.status.past_due': 'Zahlung überfällig',
  'organization.status.canceled': 'Gekündigt',
  'organization.status.expired': 'Testphase beendet',

  'organization.billingCycle.monthly': 'Monatlich',

  // General Settings.
  'general.subtitle': 'Ihre Firmendaten, Adresse, regionalen Einstellungen und Funktionen.',
  'general.subscription.title': 'Abonnement',
  'general.subscription.plan': 'Tarif',
  'general.subscription.status': 'Status',
  'general.subscription.billingCycle': 'Abrechnung',
  'general.subscription.manage': 'Abonnement verwalten',
  'general.details.title': 'Firmendaten',
  'general.registration.title': 'Registrierung und Steuern',
  'general.address.title': 'Adresse',
  'general.regional.title': 'Regionale Einstellungen',
  'general.regional.description':
    'Wie Preise, Daten und Uhrzeiten in der ganzen Organisation angezeigt werden und wovon die Präferenzen der Teammitglieder ausgehen.',
  'general.features.title': 'Funktionen',
  'general.field.companyName': 'Firmenname',
  'general.field.description': 'Beschreibung',
  'general.field.website': 'Website',
  'general.field.phone': 'Telefon',
  'general.field.email': 'E-Mail',
  'general.field.businessRegType': 'Rechtsform',
  'general.field.businessRegNumber': 'Handelsregisternummer',
  'general.field.taxId': 'Steuernummer',
  'general.field.address.street1': 'Straße und Hausnummer',
  'general.field.address.street2': 'Adresszusatz',
  'general.field.address.city': 'Ort',
  'general.field.address.state': 'Bundesland oder Region',
  'general.field.address.zipCode': 'Postleitzahl',
  'general.field.address.country': 'Land',
  'general.field.timezone': 'Zeitzone',
  'general.field.currency': 'Währung',
  'general.field.locale': 'Gebietsschema',
  'general.field.dateFormat': 'Datumsformat',
  'general.field.timeFormat': 'Zeitformat',
  'general.description.help': 'Ein paar Worte über das Unternehmen. {count} von {max} Zeichen.',
  'general.website.help': 'Zum Beispiel https://ihr-salon.de',
  'general.businessRegType.none': 'Nicht festgelegt',
  'general.businessRegNumber.help':
    'Die Firmen- oder Unternehmensnummer aus Ihrer Registrierung, etwa eine ACN oder eine Handelsregisternummer.',
  'general.taxId.help':
    'Ihre Steuer- oder Arbeitgebernummer. Die GST- oder USt-Nummer für Rechnungen legen Sie unter Steuereinstellungen fest.',
  'general.timeFormat.12h': '12 Stunden ({example})',
  'general.timeFormat.24h': '24 Stunden ({example})',
  'general.feature.allowOnlineBooking': 'Online-Buchung erlauben',
  'general.feature.allowOnlineBooking.help': 'Kunden können Termine auf Ihrer öffentlichen Buchungsseite buchen.',
  'general.feature.requireEmailConfirmation': 'E-Mail-Bestätigung verlangen',
  'general.feature.requireEmailConfirmation.help':
    'Online-Buchungen werden zurückgehalten, bis der Kunde seine E-Mail-Adresse bestätigt.',
  'general.feature.autoSendReceipts': 'Belege automatisch senden',
  'general.feature.autoSendReceipts.help': 'Kunden erhalten nach jeder Zahlung einen Beleg per E-Mail.',
  'general.feature.enableLoyaltyProgram': 'Treueprogramm',
  'general.feature.enableLoyaltyProgram.help': 'Kunden sammeln Prämien für ihre Besuche.',
  'general.feature.loyaltyAutoEnrollment': 'Neue Kunden automatisch aufnehmen',
  'general.feature.loyaltyAutoEnrollment.help':
    'Neue Kunden nehmen ohne Anmeldung am Treueprogramm teil, solange es aktiv ist.',
  'general.toast.saved': 'Einstellungen gespeichert',
  'general.toast.failed': 'Fehler',
  'general.toast.failedBody': 'Die Einstellungen der Organisation konnten nicht gespeichert werden',
} satisfies Translation<typeof english>;
