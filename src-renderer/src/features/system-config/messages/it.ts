import type { systemConfigMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Italian texts of System Configuration (issue 18). */
export const systemConfigMessages = {
  'systemConfig.denied':
    "Non hai il permesso di accedere alla configurazione di sistema. Contatta l'amministratore di sistema.",
  'systemConfig.subtitle':
    "Come funziona l'app per tutti nella tua organizzazione: accesso, limiti, sicurezza e backup.",
  'systemConfig.toast.saved': 'Configurazione di sistema salvata correttamente',
  'systemConfig.toast.saveFailed': 'Errore',
  'systemConfig.toast.saveFailedBody': 'Impossibile salvare la configurazione di sistema. Riprova.',
  'systemConfig.toast.loadFailed': 'Impossibile caricare la configurazione di sistema',
  'systemConfig.toast.loadFailedBody': 'Aggiorna la pagina',
  'systemConfig.unit.users': 'utenti',
  'systemConfig.unit.hours': 'ore',
  'systemConfig.unit.megabytes': 'MB',
  'systemConfig.unit.days': 'giorni',
  'systemConfig.unit.minutes': 'minuti',
  'systemConfig.system.title': 'Impostazioni di sistema',
  'systemConfig.system.description': "Chi può unirsi, quanti membri puoi avere e cosa tiene d'occhio l'app.",
  'systemConfig.registrationOpen': 'Registrazione aperta',
  'systemConfig.registrationOpen.help': 'Disattivata: gli inviti non possono essere né inviati né accettati.',
  'systemConfig.emailVerificationRequired': "Verifica dell'email obbligatoria",
  'systemConfig.emailVerificationRequired.help':
    "I membri ottengono l'accesso solo tramite un invito via email; un amministratore non può impostare loro una password.",
  'systemConfig.maxUsersPerOrg': 'Numero massimo di utenti',
  'systemConfig.maxUsersPerOrg.help': 'Da 1 a 1000. Al massimo questo numero di membri attivi del team.',
  'systemConfig.sessionTimeout': 'Durata della sessione',
  'systemConfig.sessionTimeout.help': 'Da 1 a 168 ore. Quanto dura al massimo un accesso.',
  'systemConfig.maxFileUploadSize': 'Dimensione massima dei caricamenti',
  'systemConfig.maxFileUploadSize.help': 'Da 1 a 500 MB. I caricamenti e le importazioni più grandi vengono rifiutati.',
  'systemConfig.systemNotifications': 'Notifiche di sistema',
  'systemConfig.systemNotifications.help':
    'Gli amministratori vedono un banner mentre la modalità manutenzione è attiva.',
  'systemConfig.performanceMonitoring': 'Monitoraggio delle prestazioni',
  'systemConfig.performanceMonitoring.help':
    'Disattivato: il Monitoraggio prestazioni non mostra tempi di risposta né errori.',
  'systemConfig.errorReporting': 'Segnalazione degli errori',
  'systemConfig.errorReporting.help':
    'Gli errori del server vengono scritti nel registro errori locale (logs/errors.log nella cartella dei dati).',
  'systemConfig.security.title': 'Configurazione di sicurezza',
  'systemConfig.security.description':
    "Regole che si aggiungono a quelle di Sicurezza e conformità (vale la più rigida), i blocchi dell'accesso e chi può chiamare l'app.",
  'systemConfig.enforceStrongPasswords': 'Imponi password sicure',
  'systemConfig.enforceStrongPasswords.help':
    'Le nuove password richiedono almeno 8 caratteri con maiuscole, minuscole e un numero, qualunque cosa dica Sicurezza e conformità.',
  'systemConfig.require2FA': 'Richiedi autenticazione a due fattori',
  'systemConfig.require2FA.help': "Tutti devono configurare l'autenticazione a due fattori.",
  'systemConfig.sessionTimeoutMinutes': 'Timeout di inattività',
  'systemConfig.sessionTimeoutMinutes.help':
    'Da 5 a 480 minuti. Una sessione inutilizzata per questo tempo termina (vale il più breve tra questo e il timeout di sessione di Sicurezza e conformità).',
  'systemConfig.maxLoginAttempts': 'Numero massimo di tentativi di accesso',
  'systemConfig.maxLoginAttempts.help': "Da 3 a 20. Dopo questo numero di tentativi falliti, l'accesso viene bloccato.",
  'systemConfig.lockoutDurationMinutes': 'Durata del blocco',
  'systemConfig.lockoutDurationMinutes.help':
    'Da 1 a 1440 minuti. Per quanto tempo un accesso bloccato resta bloccato.',
  'systemConfig.allowApiAccess': "Consenti l'accesso API",
  'systemConfig.allowApiAccess.help':
    "Disattivato: i programmi che accedono con un token vengono rifiutati (l'app continua a funzionare).",
  'systemConfig.allowCORS': 'Consenti richieste cross-origin (CORS)',
  'systemConfig.allowCORS.help':
    "I siti web elencati qui possono chiamare l'API pubblica delle prenotazioni dalle proprie pagine.",
  'systemConfig.corsOrigins': 'Siti web consentiti',
  'systemConfig.corsOrigins.help': 'Uno per riga, ad esempio https://www.example.com (senza percorso).',
  'systemConfig.corsOrigins.invalid':
    'Queste voci non sono indirizzi di siti web come https://www.example.com: {entries}',
  'systemConfig.corsOrigins.tooMany': "L'elenco può contenere al massimo {max} siti web.",
  'systemConfig.ipWhitelisting': 'Whitelist IP',
  'systemConfig.ipWhitelisting.help':
    "Ogni richiesta, accesso compreso, deve provenire da un indirizzo o intervallo dell'elenco qui sotto.",
  'systemConfig.whitelistedIPs': 'Indirizzi IP consentiti',
  'systemConfig.whitelistedIPs.help':
    'Uno per riga: un indirizzo come 203.0.113.7 o un intervallo come 192.168.1.0/24.',
  'systemConfig.whitelistedIPs.invalid': 'Queste voci non sono indirizzi IP né intervalli: {entries}',
  'systemConfig.whitelistedIPs.tooMany': "L'elenco può contenere al massimo {max} indirizzi.",
  'systemConfig.whitelistedIPs.myAddress': 'Il tuo indirizzo: {address}',
  'systemConfig.whitelistedIPs.myAddressUnknown': 'Impossibile leggere il tuo indirizzo.',
  'systemConfig.whitelistedIPs.addMyAddress': 'Aggiungi il mio indirizzo',
  'systemConfig.whitelistedIPs.lockout':
    "Il tuo indirizzo ({address}) non è nella whitelist. Salvando ora resteresti fuori dall'app: aggiungi prima il tuo indirizzo.",
  'systemConfig.backup.title': 'Backup e manutenzione',
  'systemConfig.backup.description':
    "La modalità manutenzione, i backup automatici del database e per quanto tempo viene conservata l'attività.",
  'systemConfig.maintenanceMode': 'Modalità manutenzione',
  'systemConfig.maintenanceMode.help':
    "Tutti tranne gli amministratori restano fuori: l'accesso e ogni richiesta rispondono che il sistema è in manutenzione. La pagina pubblica delle prenotazioni è sospesa.",
  'systemConfig.autoBackupEnabled': 'Backup automatici',
  'systemConfig.autoBackupEnabled.help':
    "I backup dell'intero database dell'app desktop (Backup e ripristino › Backup del database).",
  'systemConfig.backupFrequency': 'Frequenza dei backup',
  'systemConfig.backupFrequency.help': "Ogni quanto l'app desktop esegue il backup dell'intero database.",
  'systemConfig.backupFrequency.daily': 'Giornaliera',
  'systemConfig.backupFrequency.weekly': 'Settimanale',
  'systemConfig.backupFrequency.monthly': 'Mensile',
  'systemConfig.auditLogRetention': 'Conservazione del registro di controllo',
  'systemConfig.auditLogRetention.help':
    "Da 30 a 365 giorni. L'attività più vecchia viene eliminata ogni giorno (vale il più breve tra questo e la conservazione di Sicurezza e conformità).",
  'systemConfig.maintenanceDialog.title': 'Attivare la modalità manutenzione?',
  'systemConfig.maintenanceDialog.keptOut':
    'Tutti nella tua organizzazione, tranne il titolare e gli amministratori, resteranno fuori: responsabili, professionisti, receptionist e ogni altro ruolo. Non potranno accedere e qualsiasi cosa tentino risponderà che il sistema è in manutenzione.',
  'systemConfig.maintenanceDialog.booking':
    'La pagina pubblica delle prenotazioni è sospesa: i clienti non possono prenotare online.',
  'systemConfig.maintenanceDialog.admins':
    'Gli amministratori continuano a lavorare come sempre; con le notifiche di sistema attive, vedono un banner finché la modalità manutenzione non viene disattivata.',
  'systemConfig.maintenanceDialog.cancel': 'Annulla',
  'systemConfig.maintenanceDialog.confirm': 'Attiva e salva',
  'systemConfig.banner.text': "La modalità manutenzione è attiva: solo gli amministratori possono usare l'app.",
  'systemConfig.banner.link': 'Configurazione di sistema',
  'systemConfig.search.terms.maintenance': 'manutenzione, inattività, offline, banner',
  'systemConfig.search.terms.registration': 'registrazione, inviti, iscrizione, verifica email',
  'systemConfig.search.terms.upload': 'caricamento, dimensione file, importazione, limite, utenti',
  'systemConfig.search.terms.lockout': 'tentativi di accesso, blocco, forza bruta',
  'systemConfig.search.terms.api': 'api, token, cors, siti web',
  'systemConfig.search.terms.whitelist': 'ip, whitelist, elenco consentiti, indirizzo',
  'systemConfig.search.terms.backup': 'backup, database, pianificazione, conservazione',
} satisfies Translation<typeof english>;
