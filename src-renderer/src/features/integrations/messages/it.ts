import type { integrationsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Integrations page (spec part 2). */
export const integrationsMessages = {
  'integrations.subtitle': 'Collega la tua attività ai servizi che usano i tuoi clienti',
  'integrations.search.terms': 'recensioni google, link recensioni, sms, messaggi, email marketing, pagamenti',
  'integrations.google.title': 'Recensioni Google',
  'integrations.google.description':
    'Il link dove i clienti possono lasciare una recensione Google della tua attività.',
  'integrations.field.googleReviewUrl': 'Link recensioni Google',
  'integrations.googleReviewUrl.help': 'Un indirizzo web, ad esempio https://g.page/r/your-business/review',
  'integrations.toast.saved': 'Link recensioni Google salvato',
  'integrations.toast.error': 'Errore',
  'integrations.toast.saveFailed': "Impossibile salvare l'integrazione",
  'integrations.toast.loadFailed': 'Impossibile caricare le impostazioni delle integrazioni',
  'integrations.planned.title': 'Integrazioni pianificate',
  'integrations.planned.description': 'Queste integrazioni sono pianificate e non ancora disponibili.',
  'integrations.planned.badge': 'Pianificata',
  'integrations.planned.payments': 'Elaborazione dei pagamenti',
  'integrations.planned.payments.body':
    'Incassa pagamenti con carta e acconti tramite altri fornitori. Stripe, Square, PayPal, Adyen e Tyro si collegano nella pagina <link>Finanze e pagamenti</link>.',
  'integrations.planned.payments.bodyPlain':
    'Incassa pagamenti con carta e acconti tramite altri fornitori. Stripe, Square, PayPal, Adyen e Tyro si collegano nella pagina Finanze e pagamenti.',
  'integrations.planned.sms': 'SMS',
  'integrations.planned.sms.body': 'Conferme e promemoria via SMS per i tuoi clienti.',
  'integrations.planned.emailMarketing': 'Email marketing',
  'integrations.planned.emailMarketing.body': 'Newsletter e campagne per la tua lista clienti.',
} satisfies Translation<typeof english>;
