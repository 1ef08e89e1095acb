import type { settingsTemplatesMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Italian texts of Settings Templates (issue 17). */
export const settingsTemplatesMessages = {
  'settingsTemplates.subtitle':
    'Insiemi pronti di impostazioni dell’organizzazione e preferenze personali da applicare in un solo passaggio.',
  'settingsTemplates.readOnly.title': 'Puoi consultare, non modificare',
  'settingsTemplates.readOnly.body':
    'Solo chi può gestire le impostazioni dell’organizzazione può creare, applicare, aggiungere ai preferiti o eliminare i modelli.',
  'settingsTemplates.search.label': 'Cerca modelli',
  'settingsTemplates.search.placeholder': 'Cerca modelli…',
  'settingsTemplates.search.keyword': 'Modelli di impostazioni',
  'settingsTemplates.search.terms':
    'tipo di attività, salone, spa, barbiere, preimpostazione, flusso di lavoro, applica impostazioni',
  'settingsTemplates.category.label': 'Categoria',
  'settingsTemplates.category.all': 'Tutte le categorie',
  'settingsTemplates.category.business-type': 'Tipo di attività',
  'settingsTemplates.category.workflow': 'Flusso di lavoro',
  'settingsTemplates.category.custom': 'Personalizzato',
  'settingsTemplates.create': 'Crea modello',
  'settingsTemplates.list.label': 'Modelli',
  'settingsTemplates.official': 'Ufficiale',
  'settingsTemplates.usage': '{count, plural, =0 {Non ancora usato} one {Usato una volta} other {Usato # volte}}',
  'settingsTemplates.createdBy': 'Creato da {name}',
  'settingsTemplates.createdBy.unknown': 'Creato da un ex membro del team',
  'settingsTemplates.noDescription': 'Nessuna descrizione.',
  'settingsTemplates.favorite.add': 'Aggiungi {name} ai preferiti',
  'settingsTemplates.favorite.remove': 'Rimuovi {name} dai preferiti',
  'settingsTemplates.favorite.marked': 'Preferito',
  'settingsTemplates.apply': 'Applica',
  'settingsTemplates.apply.label': 'Applica {name}',
  'settingsTemplates.delete': 'Elimina',
  'settingsTemplates.delete.label': 'Elimina {name}',
  'settingsTemplates.empty': 'Ancora nessun modello',
  'settingsTemplates.empty.hint': 'Crea un modello per salvare le impostazioni attuali e riutilizzarle in seguito.',
  'settingsTemplates.empty.noMatch': 'Nessun modello corrisponde',
  'settingsTemplates.empty.noMatch.hint': 'Prova altre parole o un’altra categoria.',
  'settingsTemplates.createDialog.title': 'Crea modello',
  'settingsTemplates.createDialog.intro':
    'Il modello salva le impostazioni della tua organizzazione (formati regionali e funzioni) e le tue preferenze personali così come sono ora. Nomi, recapiti e scelte sulla privacy non sono inclusi.',
  'settingsTemplates.field.name': 'Nome del modello',
  'settingsTemplates.field.description': 'Descrizione',
  'settingsTemplates.field.category': 'Categoria',
  'settingsTemplates.createDialog.save': 'Salva modello',
  'settingsTemplates.cancel': 'Annulla',
  'settingsTemplates.applyDialog.title': 'Applicare il modello «{name}»?',
  'settingsTemplates.applyDialog.body':
    'Le impostazioni della tua organizzazione e le tue preferenze personali vengono sostituite da quelle di questo modello. Prima viene creato un punto di ripristino delle impostazioni attuali, così potrai annullare da Backup e ripristino.',
  'settingsTemplates.applyDialog.reload': 'La pagina si ricarica 2 secondi dopo l’applicazione del modello.',
  'settingsTemplates.applyDialog.confirm': 'Applica modello',
  'settingsTemplates.deleteDialog.title': 'Eliminare il modello «{name}»?',
  'settingsTemplates.deleteDialog.body':
    'L’operazione non può essere annullata. Le impostazioni già applicate da questo modello restano invariate.',
  'settingsTemplates.deleteDialog.confirm': 'Elimina modello',
  'settingsTemplates.toast.loadFailed': 'Errore nel caricamento dei modelli',
  'settingsTemplates.toast.loadFailed.body': 'Impossibile caricare i modelli',
  'settingsTemplates.toast.nameRequired': 'Nome del modello obbligatorio',
  'settingsTemplates.toast.nameRequired.body': 'Inserisci un nome per il tuo modello',
  'settingsTemplates.toast.created': 'Modello creato',
  'settingsTemplates.toast.created.body': '«{name}» contiene le tue impostazioni attuali.',
  'settingsTemplates.toast.createFailed': 'Errore nella creazione del modello',
  'settingsTemplates.toast.createFailed.body': 'Impossibile creare il modello',
  'settingsTemplates.toast.applied': 'Modello applicato',
  'settingsTemplates.toast.applied.body':
    'Le tue impostazioni sono state aggiornate. La pagina si ricaricherà tra 2 secondi.',
  'settingsTemplates.toast.applyFailed': 'Errore nell’applicazione del modello',
  'settingsTemplates.toast.applyFailed.body': 'Impossibile applicare il modello',
  'settingsTemplates.toast.favoriteAdded': 'Aggiunto ai preferiti',
  'settingsTemplates.toast.favoriteRemoved': 'Rimosso dai preferiti',
  'settingsTemplates.toast.favoriteFailed': 'Errore nell’aggiornamento del preferito',
  'settingsTemplates.toast.favoriteFailed.body': 'Impossibile aggiornare il preferito',
  'settingsTemplates.toast.deleted': 'Modello eliminato',
  'settingsTemplates.toast.deleteFailed': 'Errore nell’eliminazione del modello',
  'settingsTemplates.toast.deleteFailed.body': 'Impossibile eliminare il modello',

  // The official templates, by their key (server/modules/settings-templates/official.ts): shipped
  // with the product, so they read in the user's language; an organization's own stay as written.
  'settingsTemplates.official.hair-salon.name': 'Parrucchiere',
  'settingsTemplates.official.hair-salon.description':
    'Prenotazione online con conferma via email, ricevute automatiche e un programma fedeltà a cui i nuovi clienti vengono iscritti automaticamente; si apre sul calendario.',
  'settingsTemplates.official.day-spa.name': 'Centro benessere',
  'settingsTemplates.official.day-spa.description':
    'Prenotazione online con conferma via email per i trattamenti più lunghi, ricevute automatiche e un programma fedeltà; si apre sul calendario, con un layout arioso.',
  'settingsTemplates.official.beauty-clinic.name': 'Clinica estetica',
  'settingsTemplates.official.beauty-clinic.description':
    'Prenotazione online con conferma via email e ricevute automatiche, senza programma fedeltà per i trattamenti clinici; si apre sull’elenco degli appuntamenti.',
  'settingsTemplates.official.barber.name': 'Barbiere',
  'settingsTemplates.official.barber.description':
    'Prenotazione online rapida senza il passaggio di conferma via email, ricevute automatiche e un programma fedeltà per i clienti abituali; un calendario compatto per appuntamenti brevi.',
} satisfies Translation<typeof english>;
