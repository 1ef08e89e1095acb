import type { logReasonMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** French texts of the notification log's reasons (server/contract/log-reasons.ts). */
export const logReasonMessages = {
  'logReason.unexpected':
    "Le message n'a pas pu être envoyé à cause d'une erreur inattendue. Un nouvel essai aura lieu.",
  'logReason.notConnected':
    "Aucun fournisseur {channel, select, email {d'e-mail} sms {de SMS} push {de notifications push} other {{channel}}} n'est connecté. Configurez-en un dans Paramètres de réservation.",
  'logReason.dailyLimit':
    "Non envoyé : {name} a déjà reçu {sent} notifications aujourd'hui (la limite est de {max} par jour).",
  'logReason.smsPlanLimit':
    'Votre formule {plan} comprend {limit} SMS par mois. Changez de formule pour en envoyer plus.',
  'logReason.smsFallback': 'La limite de SMS de votre formule est atteinte.',
  'logReason.undelivered': "Le fournisseur n'a pas pu remettre le message.",
  'logReason.timeout':
    "{provider} n'a pas répondu en {seconds, plural, one {# seconde} other {# secondes}}. Vérifiez la connexion internet et réessayez.",
  'logReason.unreachable': 'Impossible de joindre {provider}. Vérifiez la connexion internet et réessayez.',
  'logReason.tooManyRequests': '{provider} reçoit trop de demandes de ce compte. Attendez une minute et réessayez.',
  'logReason.providerTrouble':
    '{provider} rencontre des difficultés (erreur {status}). Réessayez dans quelques minutes.',
  'logReason.unreadable':
    '{provider} a envoyé une réponse illisible (erreur {status}). Réessayez dans quelques minutes.',
  'logReason.credentialsRefused': "{provider} n'a pas accepté ces identifiants : {why}",
  'logReason.credentialsRefusedBoth':
    "{provider} n'a pas accepté ces identifiants : {why} (ni en production ni dans l'environnement de test).",
  'logReason.refused':
    '{provider} a refusé {what, select, payment {le paiement} refund {le remboursement} message {le message} other {{what}}} : {why}',
  'logReason.deviceUnregistered':
    "Cet appareil n'est plus inscrit aux notifications (l'application a été supprimée ou son jeton a expiré).",
  'logReason.fcmAccountRefused':
    "Firebase Cloud Messaging n'a pas accepté le compte de service du projet {project} : {why}",
  'logReason.badPrivateKey': "La clé privée n'est pas une clé PEM valide.",
  'logReason.sendgridCannotSend':
    "Cette clé d'API SendGrid ne peut pas envoyer d'e-mails (il lui manque l'autorisation mail.send).",
  'logReason.sendgridNoActivity':
    "SendGrid ne peut pas dire s'il a ce message : le compte n'a pas accès à Email Activity.",
  'logReason.smtpUnreachable':
    "Impossible de joindre le serveur SMTP {where}. Vérifiez l'hôte, le port et la sécurité de la connexion, et que le serveur fonctionne.",
  'logReason.smtpCredentials': "Le serveur SMTP a refusé le nom d'utilisateur ou le mot de passe.",
  'logReason.smtpTls':
    "Le serveur SMTP {where} n'a pas pu établir de connexion sécurisée. Vérifiez le réglage de sécurité de la connexion.",
  'logReason.smtpRefused': 'Le serveur SMTP a refusé le message : {why}',
  'logReason.smtpBusy': 'Le serveur SMTP {where} ne peut pas accepter le message pour le moment : {why}',
  'logReason.settingsIncomplete': 'Les paramètres de {provider} sont incomplets.',
  'logReason.channelSwitchedOff':
    'L’envoi par {channel, select, email {e-mail} sms {SMS} push {push} other {{channel}}} est désactivé. Activez-le et enregistrez d’abord la configuration {channel, select, email {e-mail} sms {SMS} push {push} other {{channel}}}.',
  'logReason.noProviderYet':
    'Aucun fournisseur {channel, select, email {d’e-mail} sms {SMS} push {push} other {{channel}}} n’est encore configuré. Enregistrez d’abord la configuration {channel, select, email {e-mail} sms {SMS} push {push} other {{channel}}}, puis envoyez un test.',
  'logReason.testEmailSent': 'E-mail de test envoyé à {recipient}',
  'logReason.testSmsSent': 'SMS de test envoyé au {recipient}',
  'logReason.testPushSent': 'Notification de test envoyée à l’appareil',
  'logReason.twilioCredentials': "Twilio a refusé l'Account SID ou le jeton d'authentification.",
  'logReason.twilioAccount':
    'Ce compte Twilio est {state, select, suspended {suspendu} closed {fermé} other {{state}}} : il ne peut pas envoyer de messages.',
} satisfies Translation<typeof english>;
