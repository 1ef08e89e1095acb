import type { importsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Import & Export hub and the import wizards. */
export const importsMessages = {
  'imports.subtitle': 'Centro di gestione dei dati',
  'imports.search.label': 'Importa o esporta dati',
  'imports.search.terms':
    'importa, esporta, CSV, Excel, foglio di calcolo, cambio piattaforma, Fresha, Square, Vagaro, migrazione',
  'imports.footer.title': 'Trasferimento dati sicuro',
  'imports.footer.body':
    'I file vengono letti su questo computer e inviati alla tua organizzazione a blocchi tramite la tua connessione autenticata. Le esportazioni contengono solo i record della tua organizzazione.',
  'imports.entity.title':
    '{entity, select, clients {Clienti} treatments {Trattamenti} staff {Personale} other {Prodotti}}',
  'imports.entity.description':
    '{entity, select, clients {Contatti, note ed etichette delle persone che prenotano} treatments {Il tuo listino servizi: nomi, durate, prezzi e categorie} staff {Le persone del tuo team, con o senza accesso} other {Prodotti in vendita con SKU, prezzo e giacenza}}',
  'imports.entity.count':
    '{entity, select, clients {{count, plural, one {# cliente} other {# clienti}}} treatments {{count, plural, one {# trattamento} other {# trattamenti}}} staff {{count, plural, one {# membro del team} other {# membri del team}}} other {{count, plural, one {# prodotto} other {# prodotti}}}}',
  'imports.entity.countUnavailable': 'Conteggio non disponibile',
  'imports.card.import': 'Importa',
  'imports.card.export': 'Esporta',
  'imports.card.exportOf':
    '{entity, select, clients {Esporta clienti} treatments {Esporta trattamenti} staff {Esporta personale} other {Esporta prodotti}}',
  'imports.card.view': 'Visualizza',
  'imports.card.viewOf':
    '{entity, select, clients {Visualizza clienti} treatments {Visualizza trattamenti} staff {Visualizza personale} other {Visualizza prodotti}}',
  'imports.export.csv': 'CSV',
  'imports.export.xlsx': 'Excel (XLSX)',
  'imports.export.done': 'Esportazione completata',
  'imports.export.downloaded': '{fileName} è stato scaricato.',
  'imports.export.savedTo': 'Salvato in {path}',
  'imports.export.failed': 'Esportazione non riuscita',
  'imports.export.failedBody':
    '{entity, select, clients {Impossibile esportare i clienti} treatments {Impossibile esportare i trattamenti} staff {Impossibile esportare il personale} other {Impossibile esportare i prodotti}}',
  'imports.export.filterName': '{format, select, csv {File CSV} other {Cartella di lavoro Excel}}',

  'imports.records.search': 'Cerca',
  'imports.records.searchClients': 'Cerca per nome, email o telefono',
  'imports.records.searchProducts': 'Cerca per nome, SKU, marca o categoria',
  'imports.records.name': 'Nome',
  'imports.records.email': 'Email',
  'imports.records.phone': 'Telefono',
  'imports.records.tags': 'Etichette',
  'imports.records.sku': 'SKU',
  'imports.records.price': 'Prezzo',
  'imports.records.stock': 'Giacenza',
  'imports.records.none': 'Nessun risultato per la tua ricerca.',
  'imports.records.noneYet': 'Non ci sono ancora record. Importa un file per aggiungerli.',
  'imports.records.loadFailed': 'Impossibile caricare i record. Riprova.',
  'imports.records.page': 'Pagina {page, number} di {pages, number}',
  'imports.records.previous': 'Pagina precedente',
  'imports.records.next': 'Pagina successiva',
  'imports.records.close': 'Chiudi',

  'imports.wizard.title':
    '{entity, select, clients {Importa clienti} treatments {Importa trattamenti} staff {Importa personale} other {Importa prodotti}}',
  'imports.wizard.steps': 'Passaggi dell’importazione',
  'imports.step.platform': 'Piattaforma',
  'imports.step.upload': 'Caricamento',
  'imports.step.mapping': 'Associazione',
  'imports.step.preview': 'Anteprima',
  'imports.step.complete': 'Completato',
  'imports.step.done': '{step} (fatto)',
  'imports.wizard.back': 'Indietro',
  'imports.wizard.continue': 'Continua',
  'imports.wizard.cancel': 'Annulla',
  'imports.wizard.done': 'Fine',

  'imports.platform.label': 'Da dove viene il tuo file?',
  'imports.platform.intro':
    'La preimpostazione di una piattaforma associa le colonne della sua esportazione ai nostri campi. Puoi cambiare ogni associazione nel passaggio successivo.',
  'imports.platform.generic': 'CSV generico',
  'imports.platform.description':
    '{platform, select, generic {Qualsiasi file CSV o Excel: scegli tu cosa contiene ogni colonna} fresha {Le esportazioni di Fresha, in inglese o in italiano} square {L’esportazione clienti di Square} vagaro {L’elenco clienti di Vagaro (CustomersList.xlsx)} other {Non ancora disponibile}}',
  'imports.platform.soon': 'Presto',
  'imports.platform.disclaimer': 'Associazione dei campi non verificata: potrebbe servire una correzione manuale',

  'imports.upload.drop': 'Trascina qui il tuo file oppure sceglilo',
  'imports.upload.choose': 'Scegli file',
  'imports.upload.hint':
    'CSV (separato da virgole o punti e virgola) o Excel (.xlsx), con i nomi delle colonne nella prima riga. Le righe di titolo e di totale di un’esportazione vengono saltate.',
  'imports.upload.reading': 'Lettura di {fileName}…',
  'imports.upload.loaded':
    '{fileName}: {count, plural, one {# riga} other {# righe}}. Continua con questo file o scegline un altro.',
  'imports.upload.template': 'Scarica modello',
  'imports.upload.templateHint': 'Un file CSV con le colonne che questa importazione riconosce e una riga di esempio.',
  'imports.upload.titleRowsSkipped':
    '{count, plural, one {È stata saltata # riga di titolo sopra i nomi delle colonne.} other {Sono state saltate # righe di titolo sopra i nomi delle colonne.}}',
  'imports.upload.totalRowsSkipped':
    '{count, plural, one {È stata saltata # riga di totale sotto i dati.} other {Sono state saltate # righe di totale sotto i dati.}}',
  'imports.toast.templateDownloaded': 'Modello scaricato',
  'imports.toast.fileUploaded': 'File caricato',
  'imports.toast.fileLoaded':
    '{count, plural, one {# riga caricata correttamente} other {# righe caricate correttamente}}',
  'imports.toast.invalidFile': 'File non valido',
  'imports.toast.unreadable': 'Impossibile leggere il file. Salvalo di nuovo come CSV o Excel e riprova.',

  'imports.mapping.intro':
    'Scegli il campo che ogni colonna del file compila. Le colonne impostate su «Salta questa colonna» non vengono importate. I campi con * sono obbligatori.',
  'imports.mapping.caption': 'Colonne di {fileName}',
  'imports.mapping.column': 'Colonna del file',
  'imports.mapping.example': 'Esempio',
  'imports.mapping.field': 'Campo',
  'imports.mapping.fieldFor': 'Campo per la colonna {column}',
  'imports.mapping.skip': 'Salta questa colonna',
  'imports.mapping.missing': 'Campi obbligatori mancanti: {list}',
  'imports.mapping.staffName': 'Nome e cognome insieme, oppure Nome e Cognome',
  'imports.mapping.continue': 'Continua all’anteprima',
  'imports.dates.label': 'Le date in questo file sono scritte',
  'imports.dates.dmy': 'Prima il giorno (31/12/1990)',
  'imports.dates.mdy': 'Prima il mese (12/31/1990)',
  'imports.duplicates.label': 'Clienti già presenti (stessa email o telefono)',
  'imports.duplicates.skip': 'Saltali: lascia i clienti esistenti come sono',
  'imports.duplicates.merge': 'Uniscili: completa i dati mancanti dei clienti esistenti e aggiungi le etichette',

  'imports.preview.building': 'Preparazione delle righe…',
  'imports.preview.buildFailed': 'Impossibile preparare le righe. Torna all’associazione e riprova.',
  'imports.preview.caption': 'Le prime righe del file come verranno importate',
  'imports.preview.row': 'Riga',
  'imports.preview.status': 'Stato',
  'imports.preview.ready': 'Pronta',
  'imports.preview.error': 'Errore',
  'imports.preview.additional': '+ altre {count, number}',
  'imports.preview.summary':
    '{count, plural, one {# riga è pronta per l’importazione.} other {# righe sono pronte per l’importazione.}}',
  'imports.preview.problems':
    '{count, plural, one {# riga non può essere importata così com’è e verrà saltata; è elencata con il motivo alla fine.} other {# righe non possono essere importate così come sono e verranno saltate; sono elencate con i motivi alla fine.}}',
  'imports.preview.import': '{count, plural, one {Importa # riga} other {Importa # righe}}',

  'imports.importing.title': 'Importazione in corso…',
  'imports.importing.progressLabel': 'Avanzamento dell’importazione',
  'imports.importing.progress': '{done, number} di {total, plural, one {# riga} other {# righe}}',
  'imports.importing.estimating': 'Stima del tempo rimanente…',
  'imports.importing.secondsLeft': '{count, plural, one {Circa # secondo rimanente} other {Circa # secondi rimanenti}}',
  'imports.importing.minutesLeft': '{count, plural, one {Circa # minuto rimanente} other {Circa # minuti rimanenti}}',
  'imports.importing.hint':
    'Le righe partono a blocchi di {size, number}. Annulla si ferma prima del blocco successivo: i blocchi già inviati restano importati.',
  'imports.importing.cancelling': 'Arresto dopo il blocco in invio…',

  'imports.complete.title': 'Importazione terminata',
  'imports.complete.cancelled': 'Importazione annullata',
  'imports.complete.counts': 'Risultati',
  'imports.complete.imported': 'Importate',
  'imports.complete.skipped': 'Saltate come duplicati',
  'imports.complete.merged': 'Unite',
  'imports.complete.failed': 'Non riuscite',
  'imports.complete.notSent': 'Non inviate',
  'imports.complete.cancelledBody':
    '{count, plural, one {# riga è stata importata prima dell’annullamento.} other {# righe sono state importate prima dell’annullamento.}} {notSent, plural, one {# riga non è stata inviata.} other {# righe non sono state inviate.}}',
  'imports.complete.stoppedBody':
    'L’importazione si è fermata: {reason} {notSent, plural, one {# riga non è stata inviata.} other {# righe non sono state inviate.}}',
  'imports.complete.failures': 'Righe non importate',
  'imports.complete.row': 'Riga',
  'imports.complete.problem': 'Problema',
  'imports.complete.allIn': 'Tutte le righe del file sono state importate.',
  'imports.complete.download': 'Scarica questo elenco (CSV)',

  'imports.toast.success': 'Importazione riuscita',
  'imports.toast.complete': 'Importazione completata',
  'imports.toast.importedBody':
    '{entity, select, clients {{count, plural, one {# cliente importato} other {# clienti importati}}} treatments {{count, plural, one {# trattamento importato} other {# trattamenti importati}}} staff {{count, plural, one {# membro del personale importato} other {# membri del personale importati}}} other {{count, plural, one {# prodotto importato} other {# prodotti importati}}}} correttamente{failed, plural, =0 {} one {, # non riuscito} other {, # non riusciti}}',
  'imports.toast.failed': 'Importazione non riuscita',
  'imports.toast.failedBody':
    '{entity, select, clients {Impossibile importare i clienti} treatments {Impossibile importare i trattamenti} staff {Impossibile importare il personale} other {Impossibile importare i prodotti}}',
  'imports.toast.cancelled': 'Importazione annullata',
  'imports.toast.cancelledBody':
    '{count, plural, one {# riga importata prima dell’annullamento} other {# righe importate prima dell’annullamento}}',

  'imports.field.firstName': 'Nome',
  'imports.field.lastName': 'Cognome',
  'imports.field.fullName': 'Nome e cognome',
  'imports.field.email': 'Email',
  'imports.field.phone': 'Telefono',
  'imports.field.alternatePhone': 'Telefono alternativo',
  'imports.field.dateOfBirth': 'Data di nascita',
  'imports.field.gender': 'Genere',
  'imports.field.preferredPronouns': 'Pronomi preferiti',
  'imports.field.occupation': 'Professione',
  'imports.field.address': 'Indirizzo',
  'imports.field.addressLine2': 'Indirizzo (riga 2)',
  'imports.field.city': 'Città',
  'imports.field.state': 'Provincia',
  'imports.field.zipCode': 'CAP',
  'imports.field.country': 'Paese',
  'imports.field.emergencyContact': 'Contatto di emergenza',
  'imports.field.emergencyPhone': 'Telefono di emergenza',
  'imports.field.notes': 'Note',
  'imports.field.preferredContactMethod': 'Metodo di contatto preferito',
  'imports.field.languagePreference': 'Lingua preferita',
  'imports.field.referralSource': 'Fonte di segnalazione',
  'imports.field.tags': 'Etichette',
  'imports.field.name': 'Nome',
  'imports.field.description': 'Descrizione',
  'imports.field.duration': 'Durata (minuti)',
  'imports.field.price': 'Prezzo',
  'imports.field.category': 'Categoria',
  'imports.field.role': 'Ruolo',
  'imports.field.specialty': 'Specializzazione',
  'imports.field.sku': 'SKU',
  'imports.field.stockQuantity': 'Quantità in giacenza',
  'imports.field.brand': 'Marca',
  'imports.field.blocked': 'Bloccato',
  'imports.field.acceptsMarketing': 'Accetta marketing',
  'imports.field.bufferAfter': 'Tempo extra dopo (minuti)',
  'imports.field.status': 'Stato',
} satisfies Translation<typeof english>;
