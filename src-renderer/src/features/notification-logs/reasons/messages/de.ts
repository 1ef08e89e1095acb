import type { logReasonMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** German texts of the notification log's reasons (server/contract/log-reasons.ts). */
export const logReasonMessages = {
  'logReason.unexpected':
    'Die Nachricht konnte wegen eines unerwarteten Fehlers nicht gesendet werden. Sie wird erneut versucht.',
  'logReason.notConnected':
    'Es ist kein {channel, select, email {E-Mail-Anbieter} sms {SMS-Anbieter} push {Push-Anbieter} other {{channel}-Anbieter}} verbunden. Richten Sie einen unter Buchungseinstellungen ein.',
  'logReason.dailyLimit':
    'Nicht gesendet: {name} hat heute bereits {sent} Benachrichtigungen erhalten (die Grenze liegt bei {max} pro Tag).',
  'logReason.smsPlanLimit':
    'Ihr Tarif {plan} umfasst {limit} SMS pro Monat. Wechseln Sie den Tarif, um mehr zu senden.',
  'logReason.smsFallback': 'Die SMS-Grenze Ihres Tarifs ist erreicht.',
  'logReason.undelivered': 'Der Anbieter konnte die Nachricht nicht zustellen.',
  'logReason.timeout':
    '{provider} hat nicht innerhalb von {seconds, plural, one {# Sekunde} other {# Sekunden}} geantwortet. Prüfen Sie die Internetverbindung und versuchen Sie es erneut.',
  'logReason.unreachable':
    '{provider} war nicht erreichbar. Prüfen Sie die Internetverbindung und versuchen Sie es erneut.',
  'logReason.tooManyRequests':
    '{provider} erhält zu viele Anfragen von diesem Konto. Warten Sie eine Minute und versuchen Sie es erneut.',
  'logReason.providerTrouble':
    '{provider} hat gerade Probleme (Fehler {status}). Versuchen Sie es in ein paar Minuten erneut.',
  'logReason.unreadable':
    '{provider} hat eine Antwort gesendet, die nicht gelesen werden konnte (Fehler {status}). Versuchen Sie es in ein paar Minuten erneut.',
  'logReason.credentialsRefused': '{provider} hat diese Zugangsdaten nicht akzeptiert: {why}',
  'logReason.credentialsRefusedBoth':
    '{provider} hat diese Zugangsdaten nicht akzeptiert: {why} (weder in der Live- noch in der Sandbox-Umgebung).',
  'logReason.refused':
    '{provider} hat {what, select, payment {die Zahlung} refund {die Erstattung} message {die Nachricht} other {{what}}} abgelehnt: {why}',
  'logReason.deviceUnregistered':
    'Dieses Gerät ist nicht mehr für Benachrichtigungen registriert (die App wurde entfernt oder ihr Token ist abgelaufen).',
  'logReason.fcmAccountRefused':
    'Firebase Cloud Messaging hat das Dienstkonto für das Projekt {project} nicht akzeptiert: {why}',
  'logReason.badPrivateKey': 'Der private Schlüssel ist kein gültiger PEM-Schlüssel.',
  'logReason.sendgridCannotSend':
    'Dieser SendGrid-API-Schlüssel kann keine E-Mails senden (ihm fehlt die Berechtigung mail.send).',
  'logReason.sendgridNoActivity':
    'SendGrid kann nicht sagen, ob es diese Nachricht hat: Das Konto hat keinen Zugriff auf Email Activity.',
  'logReason.smtpUnreachable':
    'Der SMTP-Server {where} war nicht erreichbar. Prüfen Sie Host, Port und Verbindungssicherheit und ob der Server läuft.',
  'logReason.smtpCredentials': 'Der SMTP-Server hat den Benutzernamen oder das Passwort abgelehnt.',
  'logReason.smtpTls':
    'Der SMTP-Server {where} konnte keine sichere Verbindung aufbauen. Prüfen Sie die Einstellung zur Verbindungssicherheit.',
  'logReason.smtpRefused': 'Der SMTP-Server hat die Nachricht abgelehnt: {why}',
  'logReason.smtpBusy': 'Der SMTP-Server {where} kann die Nachricht gerade nicht annehmen: {why}',
  'logReason.settingsIncomplete': 'Die Einstellungen für {provider} sind unvollständig.',
  'logReason.channelSwitchedOff':
    'Der Versand per {channel, select, email {E-Mail} sms {SMS} push {Push} other {{channel}}} ist ausgeschaltet. Schalten Sie ihn ein und speichern Sie zuerst die {channel, select, email {E-Mail} sms {SMS} push {Push} other {{channel}}}-Konfiguration.',
  'logReason.noProviderYet':
    'Es ist noch kein {channel, select, email {E-Mail-Anbieter} sms {SMS-Anbieter} push {Push-Anbieter} other {{channel}-Anbieter}} eingerichtet. Speichern Sie zuerst die {channel, select, email {E-Mail} sms {SMS} push {Push} other {{channel}}}-Konfiguration und senden Sie dann einen Test.',
  'logReason.testEmailSent': 'Test-E-Mail an {recipient} gesendet',
  'logReason.testSmsSent': 'Test-SMS an {recipient} gesendet',
  'logReason.testPushSent': 'Testbenachrichtigung an das Gerät gesendet',
  'logReason.twilioCredentials': 'Twilio hat die Account SID oder das Auth Token abgelehnt.',
  'logReason.twilioAccount':
    'Dieses Twilio-Konto ist {state, select, suspended {gesperrt} closed {geschlossen} other {{state}}}: Es kann keine Nachrichten senden.',
} satisfies Translation<typeof english>;
