import type { integrationsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Integrations page (spec part 2). */
export const integrationsMessages = {
  'integrations.subtitle': 'Verbinden Sie Ihr Unternehmen mit den Diensten, die Ihre Kunden nutzen',
  'integrations.search.terms': 'Google-Bewertungen, Bewertungslink, SMS, Textnachrichten, E-Mail-Marketing, Zahlungen',
  'integrations.google.title': 'Google-Bewertungen',
  'integrations.google.description':
    'Der Link, über den Kunden eine Google-Bewertung Ihres Unternehmens abgeben können.',
  'integrations.field.googleReviewUrl': 'Google-Bewertungslink',
  'integrations.googleReviewUrl.help': 'Eine Webadresse, zum Beispiel https://g.page/r/your-business/review',
  'integrations.toast.saved': 'Google-Bewertungslink gespeichert',
  'integrations.toast.error': 'Fehler',
  'integrations.toast.saveFailed': 'Integration konnte nicht gespeichert werden',
  'integrations.toast.loadFailed': 'Integrationseinstellungen konnten nicht geladen werden',
  'integrations.planned.title': 'Geplante Integrationen',
  'integrations.planned.description': 'Diese Integrationen sind geplant und noch nicht verfügbar.',
  'integrations.planned.badge': 'Geplant',
  'integrations.planned.payments': 'Zahlungsabwicklung',
  'integrations.planned.payments.body':
    'Kartenzahlungen und Anzahlungen über weitere Anbieter. Stripe, Square, PayPal, Adyen und Tyro werden auf der Seite <link>Finanzen & Zahlungen</link> verbunden.',
  'integrations.planned.payments.bodyPlain':
    'Kartenzahlungen und Anzahlungen über weitere Anbieter. Stripe, Square, PayPal, Adyen und Tyro werden auf der Seite Finanzen & Zahlungen verbunden.',
  'integrations.planned.sms': 'SMS',
  'integrations.planned.sms.body': 'Bestätigungen und Erinnerungen per SMS für Ihre Kunden.',
  'integrations.planned.emailMarketing': 'E-Mail-Marketing',
  'integrations.planned.emailMarketing.body': 'Newsletter und Kampagnen an Ihre Kundenliste.',
} satisfies Translation<typeof english>;
