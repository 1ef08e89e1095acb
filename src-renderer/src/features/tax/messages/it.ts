import type { taxMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Italian texts of the Tax Configuration page. */
export const taxMessages = {
  'search.terms.taxRates': 'IVA, GST, imposta sulle vendite',
  'search.terms.pricesIncludeTax': 'IVA inclusa, IVA esclusa, lordo, netto',
  'search.terms.taxNumber': 'partita IVA, codice fiscale, ABN',

  // Tax Configuration.
  'tax.subtitle': 'Le tue aliquote, come si inseriscono i prezzi e cosa mostrano le fatture.',
  'tax.rates.title': 'Aliquote',
  'tax.rates.description': 'L’aliquota predefinita si applica a tutti i servizi che non ne hanno una propria.',
  'tax.rates.add': 'Aggiungi aliquota',
  'tax.rates.empty': 'Ancora nessuna aliquota',
  'tax.rates.emptyBody':
    'Aggiungi l’imposta che applichi, come la GST al 10%, l’IVA al 22% o la tua imposta locale sulle vendite.',
  'tax.rates.max': 'Un’organizzazione può avere al massimo {max} aliquote.',
  'tax.rates.column.name': 'Nome',
  'tax.rates.column.rate': 'Aliquota',
  'tax.rates.column.default': 'Predefinita',
  'tax.rates.column.actions': 'Azioni',
  'tax.rates.default': 'Predefinita',
  'tax.rates.usedBy': 'Usata da {count, plural, one {# eccezione di servizio} other {# eccezioni di servizio}}',
  'tax.rates.makeDefault': 'Imposta come predefinita',
  'tax.rates.edit': 'Modifica',
  'tax.rates.delete': 'Elimina',
  'tax.rate.addTitle': 'Aggiungi aliquota',
  'tax.rate.editTitle': 'Modifica {name}',
  'tax.rate.name': 'Nome',
  'tax.rate.nameHelp': 'Come appare nelle fatture, per esempio GST o IVA.',
  'tax.rate.percentage': 'Aliquota (%)',
  'tax.rate.percentageHelp': 'Da 0 a 100, con al massimo {decimals} decimali.',
  'tax.rate.isDefault': 'Imposta come aliquota predefinita',
  'tax.rate.firstIsDefault': 'La prima aliquota è quella predefinita.',
  'tax.rate.save': 'Salva',
  'tax.rate.added': 'Aliquota aggiunta',
  'tax.rate.updated': 'Aliquota aggiornata',
  'tax.rate.defaultChanged': '{name} è ora l’aliquota predefinita',
  'tax.rate.failed': 'Impossibile salvare l’aliquota',
  'tax.rate.deleted': 'Aliquota eliminata',
  'tax.rate.deleteFailed': 'Impossibile eliminare l’aliquota',
  'tax.rate.deleteConfirm': 'Eliminare l’aliquota «{name}»? L’operazione non può essere annullata.',
  'tax.settings.title': 'Prezzi e fatture',
  'tax.settings.pricesIncludeTax': 'Prezzi comprensivi di imposte',
  'tax.settings.inclusive.help': 'I prezzi che inserisci includono già l’imposta, come di consueto con GST e IVA.',
  'tax.settings.exclusive.help':
    'L’imposta si aggiunge ai prezzi che inserisci, come di consueto con la sales tax statunitense.',
  'tax.settings.example.inclusive':
    'Con {rate}, un servizio da {price} costa al cliente {price}, di cui {tax} di imposta.',
  'tax.settings.example.exclusive':
    'Con {rate}, un servizio da {price} costa al cliente {total}, di cui {tax} di imposta.',
  'tax.settings.registrationNumber': 'Numero di registrazione fiscale',
  'tax.settings.registrationNumber.help':
    'Il tuo numero GST, di partita IVA o di imposta sulle vendite, come un ABN. Fino a {max} caratteri.',
  'tax.settings.showOnInvoices': 'Mostra il numero di registrazione nelle fatture',
  'tax.settings.saved': 'Impostazioni fiscali salvate',
  'tax.settings.failed': 'Impossibile salvare le impostazioni fiscali',
  'tax.overrides.title': 'Aliquote per servizio',
  'tax.overrides.description': 'Servizi tassati con un’aliquota diversa da quella predefinita, o non tassati.',
  'tax.overrides.noServices':
    'Aggiungi prima i servizi nella pagina Servizi; poi ognuno potrà avere qui la propria aliquota.',
  'tax.overrides.chooseService': 'Scegli un servizio',
  'tax.overrides.add': 'Aggiungi',
  'tax.overrides.created': 'Eccezione d’imposta aggiunta',
  'tax.overrides.empty': 'Nessun servizio ha un’aliquota propria.',
  'tax.overrides.column.service': 'Servizio',
  'tax.overrides.column.tax': 'Imposta',
  'tax.overrides.column.actions': 'Azioni',
  'tax.overrides.exempt': 'Esente (nessuna imposta)',
  'tax.overrides.taxFor': 'Imposta del servizio {service}',
  'tax.overrides.remove': 'Rimuovi',
  'tax.overrides.removeConfirm':
    'Rimuovere l’eccezione fiscale del servizio «{service}»? Userà quindi l’aliquota predefinita.',
  'tax.overrides.updated': 'Eccezione fiscale aggiornata',
  'tax.overrides.removed': 'Eccezione fiscale rimossa',
  'tax.overrides.failed': 'Impossibile aggiornare l’eccezione fiscale',
} satisfies Translation<typeof english>;
