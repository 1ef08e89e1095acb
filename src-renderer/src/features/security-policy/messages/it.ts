import type { securityPolicyMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Italian texts of Security & Compliance (issue 18). */
export const securityPolicyMessages = {
  'securityPolicy.subtitle':
    'Le regole su password, accesso e attività che ogni membro della tua organizzazione segue.',
  'securityPolicy.toast.saved': 'Impostazioni di sicurezza salvate correttamente',
  'securityPolicy.toast.saveFailed': 'Errore',
  'securityPolicy.toast.saveFailedBody': 'Impossibile salvare le impostazioni di sicurezza. Riprova.',
  'securityPolicy.toast.loadFailed': 'Impossibile caricare le impostazioni di sicurezza',
  'securityPolicy.toast.loadFailedBody': 'Aggiorna la pagina',
  'securityPolicy.unit.characters': 'caratteri',
  'securityPolicy.unit.days': 'giorni',
  'securityPolicy.unit.hours': 'ore',
  'securityPolicy.password.title': 'Criteri password',
  'securityPolicy.password.description': 'Le regole che ogni nuova password deve rispettare.',
  'securityPolicy.password.minLength': 'Lunghezza minima della password',
  'securityPolicy.password.minLength.help':
    'Da 6 a 128. Verificata ogni volta che un membro imposta una password: quando la cambia, accetta un invito o viene aggiunto con una password.',
  'securityPolicy.password.expirationDays': 'Scadenza della password (giorni)',
  'securityPolicy.password.expirationDays.help':
    '0: mai. Dopo questo numero di giorni un membro deve scegliere una nuova password prima di poter fare altro.',
  'securityPolicy.password.requireUppercase': 'Richiedi lettere maiuscole',
  'securityPolicy.password.requireLowercase': 'Richiedi lettere minuscole',
  'securityPolicy.password.requireNumbers': 'Richiedi numeri',
  'securityPolicy.password.requireSpecialChars': 'Richiedi caratteri speciali',
  'securityPolicy.password.requirements.help':
    'Una nuova password deve contenere ogni tipo di carattere attivato. Le password già impostate restano valide fino alla scadenza.',
  'securityPolicy.session.title': 'Gestione delle sessioni',
  'securityPolicy.session.description': 'Per quanto tempo i membri restano connessi e da dove possono accedere.',
  'securityPolicy.session.timeout': 'Timeout della sessione (ore)',
  'securityPolicy.session.timeout.help':
    'Da 1 a 24. Una sessione inutilizzata per questo tempo termina; il membro accede di nuovo.',
  'securityPolicy.session.maxConcurrent': 'Numero massimo di sessioni simultanee',
  'securityPolicy.session.maxConcurrent.help':
    'Da 1 a 10. Quando un membro accede una volta in più, il suo accesso più vecchio termina.',
  'securityPolicy.session.enforceIP': 'Limita l’accesso agli indirizzi IP consentiti',
  'securityPolicy.session.enforceIP.help': 'L’accesso viene rifiutato da qualsiasi indirizzo non presente nell’elenco.',
  'securityPolicy.session.allowedIPs': 'Indirizzi IP consentiti',
  'securityPolicy.session.allowedIPs.help':
    'Uno per riga: un indirizzo come 203.0.113.7 o un intervallo come 192.168.1.0/24.',
  'securityPolicy.session.allowedIPs.invalid': 'Queste voci non sono indirizzi o intervalli IP: {entries}',
  'securityPolicy.session.allowedIPs.tooMany': 'L’elenco può contenere al massimo {max} indirizzi.',
  'securityPolicy.session.myAddress': 'Il tuo indirizzo: {address}',
  'securityPolicy.session.myAddress.unknown': 'Impossibile leggere il tuo indirizzo.',
  'securityPolicy.session.addMyAddress': 'Aggiungi il mio indirizzo',
  'securityPolicy.session.lockout':
    'Il tuo indirizzo ({address}) non è nell’elenco. Salvando ora non potresti più accedere: aggiungi prima il tuo indirizzo.',
  'securityPolicy.twoFactor.title': 'Autenticazione a due fattori',
  'securityPolicy.twoFactor.description':
    'Un secondo passaggio all’accesso, con un codice da un’app di autenticazione.',
  'securityPolicy.twoFactor.required': 'Richiedi l’autenticazione a due fattori',
  'securityPolicy.twoFactor.required.help':
    'A chiunque non abbia l’autenticazione a due fattori, te compreso, verrà chiesto di configurarla prima di continuare, e nessuno potrà disattivarla.',
  'securityPolicy.twoFactor.methods': 'Metodi consentiti',
  'securityPolicy.twoFactor.method.authenticator': 'App di autenticazione',
  'securityPolicy.twoFactor.method.authenticator.help':
    'Sempre consentita: ogni membro configura i due fattori con un’app di questo tipo.',
  'securityPolicy.twoFactor.method.recoveryCodes': 'Codici di recupero',
  'securityPolicy.twoFactor.method.recoveryCodes.help':
    'Codici monouso che un membro può usare quando non ha a portata di mano la sua app di autenticazione.',
  'securityPolicy.audit.title': 'Registro di audit',
  'securityPolicy.audit.description':
    'Cosa registra l’attività delle impostazioni e per quanto tempo viene conservata.',
  'securityPolicy.audit.enabled': 'Registro di audit',
  'securityPolicy.audit.enabled.help':
    'Se disattivato, vengono registrate solo le modifiche a questi criteri di sicurezza.',
  'securityPolicy.audit.level': 'Livello di registrazione',
  'securityPolicy.audit.level.basic': 'Base',
  'securityPolicy.audit.level.basic.help': 'Chi ha modificato cosa, e quando, senza i valori prima e dopo.',
  'securityPolicy.audit.level.detailed': 'Dettagliato',
  'securityPolicy.audit.level.detailed.help': 'Anche i valori prima e dopo ogni modifica.',
  'securityPolicy.audit.level.verbose': 'Completo',
  'securityPolicy.audit.level.verbose.help': 'Tutto ciò che include Dettagliato, più ogni accesso e disconnessione.',
  'securityPolicy.audit.retention': 'Conservazione del registro (giorni)',
  'securityPolicy.audit.retention.help': 'Da 30 a 365. L’attività più vecchia viene eliminata ogni giorno.',
  'securityPolicy.search.terms.password': 'password, lunghezza, maiuscole, numeri, caratteri speciali, scadenza',
  'securityPolicy.search.terms.session': 'sessione, timeout, connesso, sessioni simultanee',
  'securityPolicy.search.terms.ip': 'IP, indirizzo, elenco consentiti, whitelist, rete, CIDR',
  'securityPolicy.search.terms.twoFactor': 'due fattori, 2FA, MFA, autenticazione, codici di recupero',
  'securityPolicy.search.terms.audit': 'audit, registro, livello, conservazione, conformità',
} satisfies Translation<typeof english>;
