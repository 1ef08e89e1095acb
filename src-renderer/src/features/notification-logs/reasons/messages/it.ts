import type { logReasonMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Italian texts of the notification log's reasons (server/contract/log-reasons.ts). */
export const logReasonMessages = {
  'logReason.unexpected': 'Non è stato possibile inviare il messaggio per un errore imprevisto. Verrà ritentato.',
  'logReason.notConnected':
    'Nessun fornitore {channel, select, email {di email} sms {di SMS} push {di notifiche push} other {{channel}}} è collegato. Configuralo in Impostazioni prenotazioni.',
  'logReason.dailyLimit': 'Non inviato: {name} ha già ricevuto {sent} notifiche oggi (il limite è {max} al giorno).',
  'logReason.smsPlanLimit': 'Il tuo piano {plan} include {limit} SMS al mese. Cambia piano per inviarne di più.',
  'logReason.smsFallback': 'È stato raggiunto il limite di SMS del tuo piano.',
  'logReason.undelivered': 'Il fornitore non è riuscito a consegnare il messaggio.',
  'logReason.timeout':
    '{provider} non ha risposto entro {seconds, plural, one {# secondo} other {# secondi}}. Controlla la connessione a internet e riprova.',
  'logReason.unreachable': 'Impossibile raggiungere {provider}. Controlla la connessione a internet e riprova.',
  'logReason.tooManyRequests':
    '{provider} sta ricevendo troppe richieste da questo account. Attendi un minuto e riprova.',
  'logReason.providerTrouble':
    '{provider} ha dei problemi in questo momento (errore {status}). Riprova tra qualche minuto.',
  'logReason.unreadable':
    '{provider} ha inviato una risposta illeggibile (errore {status}). Riprova tra qualche minuto.',
  'logReason.credentialsRefused': '{provider} non ha accettato queste credenziali: {why}',
  'logReason.credentialsRefusedBoth':
    "{provider} non ha accettato queste credenziali: {why} (né nell'ambiente live né in quello sandbox).",
  'logReason.refused':
    '{provider} ha rifiutato {what, select, payment {il pagamento} refund {il rimborso} message {il messaggio} other {{what}}}: {why}',
  'logReason.deviceUnregistered':
    "Questo dispositivo non è più registrato per le notifiche (l'app è stata rimossa o il suo token è scaduto).",
  'logReason.fcmAccountRefused':
    "Firebase Cloud Messaging non ha accettato l'account di servizio del progetto {project}: {why}",
  'logReason.badPrivateKey': 'La chiave privata non è una chiave PEM valida.',
  'logReason.sendgridCannotSend':
    "Questa chiave API di SendGrid non può inviare email (le manca l'autorizzazione mail.send).",
  'logReason.sendgridNoActivity':
    "SendGrid non può dire se ha questo messaggio: l'account non ha accesso a Email Activity.",
  'logReason.smtpUnreachable':
    'Impossibile raggiungere il server SMTP {where}. Controlla host, porta e sicurezza della connessione, e che il server sia in funzione.',
  'logReason.smtpCredentials': 'Il server SMTP ha rifiutato il nome utente o la password.',
  'logReason.smtpTls':
    "Il server SMTP {where} non è riuscito a stabilire una connessione sicura. Controlla l'impostazione di sicurezza della connessione.",
  'logReason.smtpRefused': 'Il server SMTP ha rifiutato il messaggio: {why}',
  'logReason.smtpBusy': 'Il server SMTP {where} non può accettare il messaggio in questo momento: {why}',
  'logReason.settingsIncomplete': 'Le impostazioni di {provider} sono incomplete.',
  'logReason.channelSwitchedOff':
    "L'invio tramite {channel, select, email {email} sms {SMS} push {push} other {{channel}}} è disattivato. Attivalo e salva prima la configurazione {channel, select, email {email} sms {SMS} push {push} other {{channel}}}.",
  'logReason.noProviderYet':
    'Nessun provider {channel, select, email {email} sms {SMS} push {push} other {{channel}}} è ancora configurato. Salva prima la configurazione {channel, select, email {email} sms {SMS} push {push} other {{channel}}}, poi invia una prova.',
  'logReason.testEmailSent': 'Email di prova inviata a {recipient}',
  'logReason.testSmsSent': 'SMS di prova inviato a {recipient}',
  'logReason.testPushSent': 'Notifica di prova inviata al dispositivo',
  'logReason.twilioCredentials': "Twilio ha rifiutato l'Account SID o il token di autenticazione.",
  'logReason.twilioAccount':
    'Questo account Twilio è {state, select, suspended {sospeso} closed {chiuso} other {{state}}}: non può inviare messaggi.',
} satisfies Translation<typeof english>;
