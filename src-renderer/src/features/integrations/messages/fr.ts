import type { integrationsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Integrations page (spec part 2). */
export const integrationsMessages = {
  'integrations.subtitle': 'Reliez votre entreprise aux services qu’utilisent vos clients',
  'integrations.search.terms': 'avis google, lien d’avis, sms, messages texte, e-mailing, paiements',
  'integrations.google.title': 'Avis Google',
  'integrations.google.description': 'Le lien où les clients peuvent laisser un avis Google sur votre entreprise.',
  'integrations.field.googleReviewUrl': 'Lien d’avis Google',
  'integrations.googleReviewUrl.help': 'Une adresse web, par exemple https://g.page/r/your-business/review',
  'integrations.toast.saved': 'Lien d’avis Google enregistré',
  'integrations.toast.error': 'Erreur',
  'integrations.toast.saveFailed': "Impossible d'enregistrer l'intégration",
  'integrations.toast.loadFailed': 'Impossible de charger les paramètres des intégrations',
  'integrations.planned.title': 'Intégrations prévues',
  'integrations.planned.description': 'Ces intégrations sont prévues et pas encore disponibles.',
  'integrations.planned.badge': 'Prévue',
  'integrations.planned.payments': 'Traitement des paiements',
  'integrations.planned.payments.body':
    'Encaissez paiements par carte et acomptes via d’autres prestataires. Stripe, Square, PayPal, Adyen et Tyro se connectent sur la page <link>Finances et paiements</link>.',
  'integrations.planned.payments.bodyPlain':
    'Encaissez paiements par carte et acomptes via d’autres prestataires. Stripe, Square, PayPal, Adyen et Tyro se connectent sur la page Finances et paiements.',
  'integrations.planned.sms': 'SMS',
  'integrations.planned.sms.body': 'Confirmations et rappels par SMS pour vos clients.',
  'integrations.planned.emailMarketing': 'E-mailing',
  'integrations.planned.emailMarketing.body': 'Newsletters et campagnes vers votre liste de clients.',
} satisfies Translation<typeof english>;
