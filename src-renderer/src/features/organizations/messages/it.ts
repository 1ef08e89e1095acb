import type { generalSettingsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Italian texts of the General Settings page, and the option labels the organization pages share. */
export const generalSettingsMessages = {
  'search.terms.businessName': 'nome dell’attività, nome del salone, ragione sociale, nome dell’organizzazione',
  'search.terms.address': 'via, città, codice postale, CAP',
  'search.terms.locale': 'lingua, regione, formato dei numeri',
  'organization.cancel': 'Annulla',

  'organization.businessType.sole_trader': 'Ditta individuale',
  'organization.businessType.partnership': 'Società di persone',
  'organization.businessType.pty_ltd': 'Società a responsabilità limitata (società privata)',
  'organization.businessType.public_company': 'Società per azioni',
  'organization.businessType.trust': 'Trust',
  'organization.businessType.non_profit': 'Organizzazione non profit',

  'organization.status.trialing': 'Prova',
  'organization.status.active': 'Attivo',
  'organization.status.past_due': 'Pagamento scaduto',
  'organization.status.canceled': 'Annullato',
  'organization.status.expired': 'Prova terminata',

  'organization.billingCycle.monthly': 'Mensile',

  // General Settings.
  'general.subtitle': 'I dati della tua attività, l’indirizzo, le impostazioni regionali e le funzionalità.',
  'general.subscription.title': 'Abbonamento',
  'general.subscription.plan': 'Piano',
  'general.subscription.status': 'Stato',
  'general.subscription.billingCycle': 'Fatturazione',
  'general.subscription.manage': 'Gestisci abbonamento',
  'general.details.title': 'Dati dell’attività',
  'general.registration.title': 'Registrazione e imposte',
  'general.address.title': 'Indirizzo',
  'general.regional.title': 'Impostazioni regionali',
  'general.regional.description':
    'Come vengono mostrati prezzi, date e orari in tutta l’organizzazione, e da cosa partono le preferenze dei membri del team.',
  'general.features.title': 'Funzionalità',
  'general.field.companyName': 'Ragione sociale',
  'general.field.description': 'Descrizione',
  'general.field.website': 'Sito web',
  'general.field.phone': 'Telefono',
  'general.field.email': 'Email',
  'general.field.businessRegType': 'Forma giuridica',
  'general.field.businessRegNumber': 'Numero di iscrizione al registro delle imprese',
  'general.field.taxId': 'Codice fiscale',
  'general.field.address.street1': 'Indirizzo',
  'general.field.address.street2': 'Indirizzo (riga 2)',
  'general.field.address.city': 'Città',
  'general.field.address.state': 'Provincia o regione',
  'general.field.address.zipCode': 'CAP',
  'general.field.address.country': 'Paese',
  'general.field.timezone': 'Fuso orario',
  'general.field.currency': 'Valuta',
  'general.field.locale': 'Impostazioni locali',
  'general.field.dateFormat': 'Formato data',
  'general.field.timeFormat': 'Formato ora',
  'general.description.help': 'Qualche parola sull’attività. {count} di {max} caratteri.',
  'general.website.help': 'Per esempio https://il-tuo-salone.it',
  'general.businessRegType.none': 'Non impostato',
  'general.businessRegNumber.help':
    'Il numero dell’impresa o della società indicato nella registrazione, come un ACN o un numero di società.',
  'general.taxId.help':
    'Il tuo codice fiscale o numero di datore di lavoro. Il numero GST o di partita IVA per le fatture si imposta in Configurazione imposte.',
  'general.timeFormat.12h': '12 ore ({example})',
  'general.timeFormat.24h': '24 ore ({example})',
  'general.feature.allowOnlineBooking': 'Consenti prenotazioni online',
  'general.feature.allowOnlineBooking.help':
    'I clienti possono prenotare appuntamenti sulla tua pagina di prenotazione pubblica.',
  'general.feature.requireEmailConfirmation': 'Richiedi conferma via email',
  'general.feature.requireEmailConfirmation.help':
    'Le prenotazioni online restano in sospeso finché il cliente non conferma il proprio indirizzo email.',
  'general.feature.autoSendReceipts': 'Invia ricevute automaticamente',
  'general.feature.autoSendReceipts.help': 'I clienti ricevono una ricevuta via email dopo ogni pagamento.',
  'general.feature.enableLoyaltyProgram': 'Programma fedeltà',
  'general.feature.enableLoyaltyProgram.help': 'I clienti accumulano premi con le loro visite.',
  'general.feature.loyaltyAutoEnrollment': 'Iscrivi automaticamente i nuovi clienti',
  'general.feature.loyaltyAutoEnrollment.help':
    'I nuovi clienti entrano nel programma fedeltà senza doversi iscrivere, finché è attivo.',
  'general.toast.saved': 'Impostazioni salvate',
  'general.toast.failed': 'Errore',
  'general.toast.failedBody': 'Impossibile salvare le impostazioni dell’organizzazione',
} satisfies Translation<typeof english>;
