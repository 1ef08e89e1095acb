import type { smsEditorMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Texts of the SMS template editor (spec part 3 §2, §5). */
export const smsEditorMessages = {
  'smsEditor.title.new': 'Nuovo modello SMS',
  'smsEditor.title.edit': 'Modifica modello SMS: {name}',
  'smsEditor.systemNote':
    'Questo è un modello di sistema: nome e categoria sono quelli della piattaforma. Il tuo testo sostituisce quello predefinito finché non lo ripristini.',
  'smsEditor.name': 'Nome del modello',
  'smsEditor.category': 'Categoria',
  'smsEditor.content': 'Contenuto del messaggio',
  'smsEditor.variables': 'Variabili',
  'smsEditor.variables.help': 'Nomi separati da virgole, ad esempio firstName, appointmentDate.',
  'smsEditor.insertVariables': 'Inserisci una variabile',
  'smsEditor.insertVariable.label': 'Inserisci {variable} nel punto del cursore',
  'smsEditor.active': 'Attivo',
  'smsEditor.save': 'Salva',
  'smsEditor.create': 'Crea modello',
  'smsEditor.error.nameRequired': 'Il nome del modello è obbligatorio',
  'smsEditor.error.contentRequired': 'Il contenuto del messaggio è obbligatorio',
  'smsEditor.error.contentTooLong': 'Il contenuto dell’SMS non può superare i 1600 caratteri',
  'smsEditor.counter.label': 'Dimensione del messaggio',
  'smsEditor.counter.characters': '{count, plural, one {# carattere} other {# caratteri}}',
  'smsEditor.counter.encoding': 'Codifica: {encoding}',
  'smsEditor.counter.gsm': 'GSM-7',
  'smsEditor.counter.unicode': 'Unicode',
  'smsEditor.counter.parts': '{count, plural, one {# parte} other {# parti}}',
  'smsEditor.counter.remaining': 'Ne restano {count} in questa parte',
  'smsEditor.counter.unicodeBecause': 'Inviato come Unicode a causa di: {characters}',
  'smsEditor.counter.multiPart': 'Questo messaggio verrà inviato in {count} parti',
  'smsEditor.counter.shorten': 'Valuta di accorciare il messaggio per risparmiare.',
  'smsEditor.counter.cost': 'Costo stimato: {count, plural, one {# credito SMS} other {# crediti SMS}}',
  'smsEditor.tooLong': 'Il messaggio supera la lunghezza massima di un SMS. Accorcia il messaggio.',
  'smsEditor.toast.updateFailed': 'Impossibile aggiornare il modello',
  'smsEditor.toast.createFailed': 'Impossibile creare il modello di marketing',
} satisfies Translation<typeof english>;
