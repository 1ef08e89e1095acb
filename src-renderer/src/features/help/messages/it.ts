import type { helpMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Italian texts of Help & Documentation (issue 18). */
export const helpMessages = {
  'help.subtitle': 'Guide, risposte e scorciatoie di questa app.',
  'help.search.label': 'Cerca nella guida',
  'help.search.placeholder': 'Cerca guide, FAQ e scorciatoie…',
  'help.search.results': '{count, plural, one {# risultato} other {# risultati}} per «{query}»',
  'help.search.noResults': 'Nessun risultato',
  'help.search.noResultsBody':
    'Niente nelle guide, nelle FAQ o nelle scorciatoie corrisponde a «{query}». Prova un’altra parola.',
  'help.search.clear': 'Cancella ricerca',
  'help.search.guides': 'Guide',
  'help.search.faqs': 'FAQ',
  'help.search.shortcuts': 'Scorciatoie',
  'help.keyword.shortcuts': 'Scorciatoie da tastiera',
  'help.keyword.shortcuts.terms': 'scorciatoie, tasti, tastiera, combinazioni',
  'help.keyword.faqs': 'FAQ',
  'help.keyword.faqs.terms': 'faq, domande, risposte, aiuto',
  'help.keyword.api': 'Documentazione API',
  'help.keyword.api.terms': 'api, openapi, sviluppatori, endpoint, integrazione',

  'help.card.videos': 'Video tutorial',
  'help.card.videos.description': 'Guide passo passo per ogni schermata dell’app.',
  'help.card.support': 'Contatta l’assistenza',
  'help.card.support.description': 'La versione della tua app e i dati da inviare con la tua domanda.',
  'help.card.api': 'Documentazione API',
  'help.card.api.description': 'Ogni endpoint del server, con chi può chiamarlo.',
  'help.card.api.opens': 'Si apre in una nuova finestra',
  'help.card.status': 'Stato del sistema',
  'help.card.status.description': 'Database, tempi di risposta, spazio e memoria nel Monitor delle prestazioni.',

  'help.tab.guides': 'Guide e tutorial',
  'help.tab.faqs': 'FAQ',
  'help.tab.shortcuts': 'Scorciatoie da tastiera',

  'help.category.all': 'Tutte',
  'help.category.gettingStarted': 'Per iniziare',
  'help.category.team': 'Team',
  'help.category.bookings': 'Prenotazioni',
  'help.category.payments': 'Pagamenti e imposte',
  'help.category.communication': 'Comunicazione',
  'help.category.security': 'Sicurezza',
  'help.categories.label': 'Categorie delle guide',
  'help.difficulty.beginner': 'Base',
  'help.difficulty.intermediate': 'Intermedio',
  'help.difficulty.advanced': 'Avanzato',
  'help.guide.minutes': '{minutes} min di lettura',
  'help.guide.read': 'Leggi la guida',
  'help.guide.readNamed': 'Leggi la guida: {title}',
  'help.guide.steps': 'Passaggi',
  'help.guide.open': 'Vai a {section}',
  'help.guide.close': 'Chiudi',
  'help.guides.empty': 'Nessuna guida in questa categoria',

  'help.guide.businessDetails.title': 'Imposta i dati della tua attività',
  'help.guide.businessDetails.description':
    'Nome, indirizzo, fuso orario e valuta: ciò che mostrano fatture, email e pagina di prenotazione.',
  'help.guide.businessDetails.tags': 'attività, azienda, indirizzo, fuso orario, valuta, configurazione',
  'help.guide.businessDetails.step1':
    'Apri Impostazioni generali nel gruppo Organizzazione del menu delle impostazioni.',
  'help.guide.businessDetails.step2':
    'In Dati dell’attività, inserisci Ragione sociale, Telefono, Email e Sito web come devono vederli i clienti.',
  'help.guide.businessDetails.step3': 'In Indirizzo, compila Indirizzo, Città, CAP e Paese della sede principale.',
  'help.guide.businessDetails.step4':
    'In Impostazioni regionali, scegli Fuso orario e Valuta, e il Formato data e il Formato ora usati dal team.',
  'help.guide.businessDetails.step5':
    'Premi Salva in fondo alla pagina. La Cronologia impostazioni registra chi ha cambiato cosa.',

  'help.guide.serviceMenu.title': 'Crea il tuo listino servizi',
  'help.guide.serviceMenu.description':
    'Aggiungi categorie e servizi con durata e prezzo, così che si possano prenotare.',
  'help.guide.serviceMenu.tags': 'servizi, trattamenti, listino, prezzi, durata, categorie',
  'help.guide.serviceMenu.step1': 'Apri Servizi nel gruppo Organizzazione del menu delle impostazioni.',
  'help.guide.serviceMenu.step2':
    'In Categorie, premi Aggiungi categoria e dai un nome a un gruppo, come Capelli o Unghie.',
  'help.guide.serviceMenu.step3':
    'Premi Aggiungi servizio. In Dati di base inserisci il Nome del servizio, scegli la Categoria e imposta la Durata.',
  'help.guide.serviceMenu.step4':
    'In Prezzi scegli Prezzo unico o Più varianti (capelli corti o lunghi, ad esempio), e Prezzo fisso, Prezzo a partire da o Gratuito.',
  'help.guide.serviceMenu.step5':
    'Lascia lo Stato del servizio su Attivo perché i clienti possano prenotarlo, poi salva.',
  'help.guide.serviceMenu.step6':
    'Ripeti per ogni servizio. Per smettere di offrirne uno senza perderne la cronologia, rendilo Inattivo invece di eliminarlo.',

  'help.guide.locations.title': 'Aggiungi una sede e i suoi orari',
  'help.guide.locations.description': 'Ogni sede con il proprio indirizzo, i propri orari e i servizi che offre.',
  'help.guide.locations.tags': 'sedi, filiali, orari di apertura, indirizzo, più sedi',
  'help.guide.locations.step1': 'Apri Sedi nel gruppo Organizzazione del menu delle impostazioni.',
  'help.guide.locations.step2': 'Premi Aggiungi sede e, in Dettagli, inserisci nome e indirizzo.',
  'help.guide.locations.step3':
    'In Orari, indica apertura e chiusura di ogni giorno; usa Aggiungi fascia per la pausa pranzo, o segna un giorno come Chiuso.',
  'help.guide.locations.step4': 'In Servizi, spunta i servizi che i clienti possono prenotare in questa sede.',
  'help.guide.locations.step5':
    'Se vuoi, aggiungi fino a 10 foto in Foto, poi salva. La sede compare ora nella tua pagina di prenotazione.',

  'help.guide.team.title': 'Aggiungi il tuo team',
  'help.guide.team.description': 'Dai a ogni collega il proprio accesso, con un ruolo adatto al suo lavoro.',
  'help.guide.team.tags': 'team, personale, dipendenti, utenti, aggiungi membro, accesso',
  'help.guide.team.step1': 'Apri la pagina Team (da Ruoli e autorizzazioni o dalla voce Team del menu).',
  'help.guide.team.step2': 'Premi Aggiungi membro del team e inserisci Nome, Cognome ed Email.',
  'help.guide.team.step3':
    'Scegli il Ruolo. Non si possono scegliere ruoli superiori al tuo o con autorizzazioni che non hai.',
  'help.guide.team.step4':
    'Imposta una Password iniziale e comunicala in privato; potrà cambiarla in Sicurezza dopo il primo accesso.',
  'help.guide.team.step5':
    'Premi Aggiungi membro del team. Per gli operatori, indica nella loro riga i servizi che svolgono, dove lavorano e i loro orari.',

  'help.guide.customRole.title': 'Crea un ruolo con le sue autorizzazioni',
  'help.guide.customRole.description':
    'Quando i ruoli predefiniti non bastano, creane uno che consenta esattamente ciò che serve a una mansione.',
  'help.guide.customRole.tags': 'ruoli, autorizzazioni, accesso, ruolo personalizzato, reception, responsabile',
  'help.guide.customRole.step1': 'Apri Ruoli e autorizzazioni nel menu delle impostazioni.',
  'help.guide.customRole.step2': 'Premi Crea ruolo e inserisci un Nome del ruolo, come Responsabile reception.',
  'help.guide.customRole.step3':
    'In Autorizzazioni, spunta ciò che il ruolo può fare. Puoi concedere solo le autorizzazioni che hai tu.',
  'help.guide.customRole.step4':
    'Usa Assegna questo ruolo a un membro del team per assegnarlo, oppure cambia il ruolo di una persona nella pagina Team.',
  'help.guide.customRole.step5':
    'Chiedi a quella persona di accedere di nuovo: le impostazioni che il suo ruolo non può aprire non compaiono più nel suo menu.',

  'help.guide.onlineBooking.title': 'Ricevi prenotazioni online',
  'help.guide.onlineBooking.description':
    'Attiva la tua pagina di prenotazione pubblica, fissane le regole e condividi il link o inseriscila nel tuo sito.',
  'help.guide.onlineBooking.tags': 'prenotazioni online, pagina di prenotazione, widget, link, acconto, regole',
  'help.guide.onlineBooking.step1':
    'In Impostazioni generali, in Funzionalità, attiva Consenti prenotazioni online e salva.',
  'help.guide.onlineBooking.step2': 'Apri Prenotazioni online nel gruppo Organizzazione del menu delle impostazioni.',
  'help.guide.onlineBooking.step3':
    'In Regole e politiche di prenotazione, imposta Anticipo minimo e massimo, Preavviso di cancellazione e se le nuove prenotazioni richiedono approvazione.',
  'help.guide.onlineBooking.step4':
    'In Acconto e requisiti di pagamento, scegli se chiedere un acconto. Serve un gateway di pagamento collegato.',
  'help.guide.onlineBooking.step5':
    'In Aspetto della pagina di prenotazione, scegli Tema, Colore principale e Pulsante di prenotazione, controlla l’anteprima e salva.',
  'help.guide.onlineBooking.step6':
    'In Aggiungi le prenotazioni al tuo sito, copia il Link diretto o il codice per il sito, oppure premi Scarica codice QR.',

  'help.guide.paymentGateway.title': 'Collega un gateway di pagamento',
  'help.guide.paymentGateway.description':
    'Incassa acconti per le prenotazioni online e pagamenti con carta con Stripe, Square, PayPal, Adyen o Tyro.',
  'help.guide.paymentGateway.tags': 'pagamenti, gateway, Stripe, Square, PayPal, Adyen, Tyro, carte, acconti',
  'help.guide.paymentGateway.step1': 'Apri Finanze e pagamenti nel gruppo Organizzazione del menu delle impostazioni.',
  'help.guide.paymentGateway.step2': 'In Gateway di pagamento, premi Collega un gateway e scegli il tuo fornitore.',
  'help.guide.paymentGateway.step3':
    'Inserisci le credenziali API del tuo account presso il fornitore: le chiavi di test si collegano in modalità test, quelle live in modalità live.',
  'help.guide.paymentGateway.step4':
    'Salva, poi usa Verifica connessione sulla scheda del gateway per controllare che le credenziali funzionino.',
  'help.guide.paymentGateway.step5':
    'Con più gateway, usa Imposta come predefinito su quello che prenotazioni e cassa devono usare.',

  'help.guide.taxRates.title': 'Configura le aliquote',
  'help.guide.taxRates.description':
    'Aggiungi l’imposta che applichi, scegli quella predefinita e dai ai servizi la loro aliquota.',
  'help.guide.taxRates.tags': 'imposte, IVA, GST, imposta sulle vendite, fatture, aliquote',
  'help.guide.taxRates.step1': 'Apri Configurazione imposte nel gruppo Organizzazione del menu delle impostazioni.',
  'help.guide.taxRates.step2':
    'Premi Aggiungi aliquota, inserisci il Nome mostrato in fattura (IVA, GST) e l’Aliquota (%), poi salva.',
  'help.guide.taxRates.step3':
    'La prima aliquota è quella predefinita; usa Imposta come predefinita per sceglierne un’altra.',
  'help.guide.taxRates.step4':
    'In Prezzi e fatture, indica se i prezzi che inserisci includono l’imposta o se va aggiunta.',
  'help.guide.taxRates.step5':
    'In Aliquote per servizio, premi Aggiungi per dare a un servizio un’aliquota diversa da quella predefinita.',

  'help.guide.messageTemplates.title': 'Modifica i modelli email e SMS',
  'help.guide.messageTemplates.description':
    'Cambia conferme, promemoria e gli altri messaggi inviati dall’app, guardandone prima l’anteprima.',
  'help.guide.messageTemplates.tags': 'modelli, email, SMS, promemoria, conferme, messaggi, variabili',
  'help.guide.messageTemplates.step1':
    'Apri Modelli di sistema nel gruppo Organizzazione del menu delle impostazioni (serve l’autorizzazione a gestire i modelli).',
  'help.guide.messageTemplates.step2':
    'Scegli la scheda Tutti, SMS o Email, oppure cerca per nome o categoria, per trovare il messaggio.',
  'help.guide.messageTemplates.step3':
    'Premi Anteprima per vederlo con valori di esempio, poi Modifica per cambiarlo. Le email si aprono nell’editor a blocchi.',
  'help.guide.messageTemplates.step4':
    'Inserisci le variabili, come il nome del cliente, dall’elenco invece di digitarle: vengono compilate all’invio del messaggio.',
  'help.guide.messageTemplates.step5':
    'Salva. Ripristina predefinito, nel menu della riga, riporta il testo originale.',

  'help.guide.twoFactor.title': 'Attiva la verifica in due passaggi',
  'help.guide.twoFactor.description': 'Proteggi il tuo account con un codice del telefono oltre alla password.',
  'help.guide.twoFactor.tags': 'due passaggi, 2FA, autenticatore, sicurezza, accesso, codici di recupero',
  'help.guide.twoFactor.step1': 'Apri Sicurezza nel gruppo Personale del menu delle impostazioni.',
  'help.guide.twoFactor.step2':
    'Attiva Verifica in due passaggi e scansiona il codice QR con un’app di autenticazione sul telefono.',
  'help.guide.twoFactor.step3': 'Inserisci il codice a 6 cifre mostrato dall’app per confermare.',
  'help.guide.twoFactor.step4':
    'Copia i codici di recupero e conservali al sicuro: ognuno ti fa accedere una volta se perdi il telefono.',

  'help.faq.passwords.question': 'Come cambio la mia password?',
  'help.faq.passwords.answer':
    'Apri Sicurezza nel gruppo Personale e premi Cambia password. Inserisci la password attuale e due volte quella nuova. Gli altri dispositivi collegati al tuo account vengono disconnessi, a meno che tu non scelga di mantenerli collegati. Se hai dimenticato la password, chiedi a un titolare o a un amministratore di impostartene una nuova nella pagina Team.',
  'help.faq.locations.question': 'Posso gestire più sedi?',
  'help.faq.locations.answer':
    'Sì. Apri Sedi e premi Aggiungi sede per ciascun locale. Ogni sede ha indirizzo, orari, servizi e foto propri, e i clienti scelgono la sede quando prenotano online. Gli operatori vengono assegnati alle sedi in cui lavorano nella pagina Team.',
  'help.faq.taxRates.question': 'Come imposto le aliquote?',
  'help.faq.taxRates.answer':
    'Apri Configurazione imposte e premi Aggiungi aliquota, con il nome mostrato in fattura (come IVA o GST) e la percentuale. La prima aliquota diventa quella predefinita per tutti i servizi; Imposta come predefinita la cambia. In Prezzi e fatture scegli se i prezzi includono l’imposta, e in Aliquote per servizio dai ad alcuni servizi un’aliquota diversa.',
  'help.faq.paymentProcessors.question': 'Quali sistemi di pagamento posso usare?',
  'help.faq.paymentProcessors.answer':
    'Stripe, Square, PayPal, Adyen e Tyro. Collegali in Finanze e pagamenti con le credenziali API del tuo account presso il fornitore, verificali con Verifica connessione e scegli quello predefinito. Gli acconti delle prenotazioni online richiedono un gateway collegato.',
  'help.faq.teamMembers.question': 'Come aggiungo membri al team?',
  'help.faq.teamMembers.answer':
    'Apri la pagina Team e premi Aggiungi membro del team. Inserisci nome ed email, scegli un ruolo e imposta una password iniziale da comunicare in privato. In seguito puoi cambiarne il ruolo o disattivarlo dalla sua riga.',
  'help.faq.emailTemplates.question': 'Posso cambiare le email inviate dall’app?',
  'help.faq.emailTemplates.answer':
    'Sì. Modelli di sistema elenca tutte le email e gli SMS. Anteprima mostra un messaggio con valori di esempio, Modifica apre l’editor a blocchi delle email o l’editor SMS, e Ripristina predefinito riporta l’originale. Il logo e i colori di Brand e comunicazione vengono applicati alle email.',
  'help.faq.twoFactor.question': 'Come funziona la verifica in due passaggi?',
  'help.faq.twoFactor.answer':
    'Dopo la password, l’accesso chiede un codice a 6 cifre da un’app di autenticazione sul telefono. Attivala in Sicurezza scansionando il codice QR e conserva i codici di recupero: ognuno funziona una volta se perdi il telefono.',
  'help.faq.rolesPermissions.question': 'Che differenza c’è tra ruoli e autorizzazioni?',
  'help.faq.rolesPermissions.answer':
    'Un’autorizzazione consente una sola cosa, come gestire i servizi o vedere i report. Un ruolo è un insieme di autorizzazioni con un nome, dato alle persone: Titolare, Amministratore, Manager, Operatore, Receptionist o uno creato da te in Ruoli e autorizzazioni. Ogni membro del team ha un ruolo, e ciò che può aprire dipende dalle sue autorizzazioni.',
  'help.faq.open': 'Vai a {section}',

  'help.shortcuts.caption': 'Scorciatoie da tastiera dell’app delle impostazioni',
  'help.shortcuts.keys': 'Tasti',
  'help.shortcuts.action': 'Azione',
  'help.shortcuts.hint': 'A parte la tavolozza dei comandi, le scorciatoie non fanno nulla mentre scrivi in un campo.',
  'help.shortcut.palette': 'Apri la tavolozza dei comandi per cercare qualsiasi impostazione',
  'help.shortcut.mobileMenu': 'Mostra o nascondi il menu delle impostazioni in una finestra stretta',
  'help.shortcut.openSection': 'Apri {section}',

  'help.more.title': 'Serve altro aiuto?',
  'help.more.body': 'Invia la tua domanda con i dati di questa app, oppure leggi le guide.',
  'help.more.chat': 'Chatta con l’assistenza',
  'help.more.helpCenter': 'Visita il centro assistenza',

  'help.support.title': 'Contatta l’assistenza',
  'help.support.intro': 'Includi questi dati quando chiedi aiuto: dicono a chi ti aiuta quale versione usi e dove.',
  'help.support.version': 'Versione dell’app',
  'help.support.versionLoading': 'Caricamento…',
  'help.support.versionUnknown': 'Sconosciuta (il server non ha risposto)',
  'help.support.browser': 'Browser e sistema',
  'help.support.organization': 'Organizzazione',
  'help.support.time': 'Ora',
  'help.support.whom':
    'Inviali alla persona che si occupa di questa app nella tua attività, o all’azienda che te l’ha fornita.',
  'help.support.copy': 'Copia dati',
  'help.support.copied': 'Dati copiati',
  'help.support.copyFailed': 'Impossibile copiare negli appunti',
  'help.support.close': 'Chiudi',
} satisfies Translation<typeof english>;
