import type { securityMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** French texts of the Security page: password, two-factor, sessions. */
export const securityMessages = {
  'search.terms.password': 'changer le mot de passe, nouveau mot de passe, connexion',
  'search.terms.twoFactor':
    '2FA, double authentification, deux facteurs, application d’authentification, code de vérification, MFA',
  'search.terms.sessions': 'appareils, déconnexion, se déconnecter, connecté',

  // Security.
  'security.subtitle': 'Votre mot de passe, la double authentification et les appareils connectés à votre compte.',
  'security.password.title': 'Mot de passe',
  'security.password.lastChanged': 'Dernière modification : {date}',
  'security.password.updateRecommended': 'Changement recommandé',
  'security.password.staleHelp': 'Votre mot de passe date de plus de 90 jours.',
  'security.password.change': 'Changer le mot de passe',
  'security.password.dialogTitle': 'Changer le mot de passe',
  'security.password.current': 'Mot de passe actuel',
  'security.password.new': 'Nouveau mot de passe',
  'security.password.confirm': 'Confirmer le nouveau mot de passe',
  'security.password.submit': 'Changer le mot de passe',
  'security.password.keepOthers': 'Rester connecté sur les autres appareils',
  'security.password.endOthersHelp':
    'Tous les autres appareils connectés à votre compte seront déconnectés, au cas où quelqu’un d’autre connaîtrait votre ancien mot de passe. Cet appareil reste connecté.',
  'security.password.keepOthersHelp':
    'Vos autres appareils restent connectés. Ne le faites que si vous êtes sûr que personne d’autre ne connaît votre ancien mot de passe.',
  'security.twoFactor.title': 'Double authentification',
  'security.twoFactor.description':
    'La connexion demande, en plus de votre mot de passe, un code d’une application d’authentification sur votre téléphone.',
  'security.twoFactor.switch': 'Double authentification',
  'security.twoFactor.on': 'Activée',
  'security.twoFactor.off': 'Désactivée',
  'security.twoFactor.recoveryLeft':
    '{count, plural, =0 {Plus aucun code de secours : désactivez puis réactivez la double authentification pour en obtenir de nouveaux.} one {Il reste # code de secours.} other {Il reste # codes de secours.}}',
  'security.twoFactor.dialogTitle': 'Activer la double authentification',
  'security.twoFactor.scan':
    'Scannez ce QR code avec une application d’authentification, comme Google Authenticator, Microsoft Authenticator ou 1Password.',
  'security.twoFactor.qrAlt': 'QR code à scanner avec votre application d’authentification',
  'security.twoFactor.manual':
    'Impossible de le scanner ? Saisissez plutôt cette clé dans l’application (basée sur le temps, 6 chiffres) :',
  'security.twoFactor.secretLabel': 'Clé de configuration',
  'security.twoFactor.code': 'Code de vérification',
  'security.twoFactor.codeHelp': 'Saisissez le code à 6 chiffres affiché actuellement par l’application.',
  'security.twoFactor.verify': 'Vérifier et activer',
  'security.twoFactor.disableTitle': 'Désactiver la double authentification',
  'security.twoFactor.disableBody':
    'La connexion ne demandera alors plus que votre mot de passe. Saisissez votre mot de passe actuel pour confirmer qu’il s’agit bien de vous.',
  'security.twoFactor.disableSubmit': 'Désactiver',
  'security.recovery.title': 'Enregistrez vos codes de secours',
  'security.recovery.body':
    'Si vous perdez votre téléphone, connectez-vous avec l’un de ces codes au lieu d’un code de l’application. Chaque code ne sert qu’une fois. Ils ne sont affichés que maintenant : copiez-les ou téléchargez-les et conservez-les en lieu sûr.',
  'security.recovery.listLabel': 'Codes de secours',
  'security.recovery.copy': 'Copier les codes',
  'security.recovery.copied': 'Codes de secours copiés',
  'security.recovery.copyFailed': 'Impossible de copier les codes',
  'security.recovery.copyFailedBody': 'Téléchargez-les plutôt, ou notez-les.',
  'security.recovery.download': 'Télécharger les codes',
  'security.recovery.done': 'Terminé',
  'security.recovery.fileHeader':
    'Codes de secours de {email} ({organization}). Chaque code ne sert qu’une fois, à la connexion, à la place d’un code de votre application d’authentification.',
  'security.sessions.title': 'Sessions actives',
  'security.sessions.description':
    'Les appareils connectés à votre compte. Fermez toute session que vous ne reconnaissez pas.',
  'security.sessions.device': '{browser} sur {device}',
  'security.sessions.current': 'Cet appareil',
  'security.sessions.word.desktopApp': 'Application de bureau',
  'security.sessions.word.unknownBrowser': 'Navigateur inconnu',
  'security.sessions.word.unknownDevice': 'appareil inconnu',
  'security.sessions.word.thisComputer': 'Cet ordinateur',
  'security.sessions.localNetwork': 'Réseau local ({address})',
  'security.sessions.lastActive': 'dernière activité {when}',
  'security.sessions.terminate': 'Fermer',
  'security.sessions.terminateLabel': 'Fermer la session : {session}',
  'security.sessions.terminateAll': 'Fermer toutes les autres sessions',
  'security.sessions.terminateAllTitle': 'Fermer toutes les autres sessions ?',
  'security.sessions.terminateAllBody':
    'Tous les autres appareils connectés à votre compte sont déconnectés immédiatement. Cet appareil reste connecté.',
  'security.sessions.none': 'Aucun autre appareil n’est connecté à votre compte.',
  'security.toast.loadFailed': 'Erreur de chargement des données de sécurité',
  'security.toast.loadFailedBody': 'Impossible de charger vos paramètres de sécurité',
  'security.toast.passwordMismatch': 'Les mots de passe ne correspondent pas',
  'security.toast.passwordMismatchBody': 'Veuillez vérifier que les deux champs de mot de passe sont identiques',
  'security.toast.passwordShort': 'Mot de passe trop court',
  'security.toast.passwordShortBody': 'Le mot de passe doit comporter au moins {min} caractères',
  'security.toast.passwordFailed': 'Échec du changement de mot de passe',
  'security.toast.passwordFailedBody': 'Vérifiez votre mot de passe actuel et réessayez',
  'security.toast.passwordChanged': 'Mot de passe changé',
  'security.toast.disableFailed': 'Échec de la désactivation de la double authentification',
  'security.toast.disableFailedBody':
    'Une erreur s’est produite lors de la désactivation de la double authentification',
  'security.toast.generateFailed': 'Échec de la génération du code de double authentification',
  'security.toast.generateFailedBody': 'Une erreur s’est produite',
  'security.toast.invalidCode': 'Code non valide',
  'security.toast.invalidCodeBody': 'Vérifiez le code et réessayez',
  'security.toast.sessionFailed': 'Échec de la fermeture de la session',
  'security.toast.sessionFailedBody': 'Une erreur s’est produite lors de la fermeture de la session',
  'security.toast.allFailed': 'Échec de la fermeture des sessions',
  'security.toast.disabled': 'Double authentification désactivée',
  'security.toast.enabled': 'Double authentification activée',
  'security.toast.sessionEnded': 'Session fermée',
  'security.toast.allEnded': 'Toutes les sessions ont été fermées',
  // Issue 18: the organization's password rules, and what the policy asks before anything else.
  'security.password.rules': 'Ce que votre organisation exige d’un mot de passe',
  'security.password.rule.minLength': 'Au moins {min} caractères',
  'security.password.rule.uppercase': 'Une lettre majuscule',
  'security.password.rule.lowercase': 'Une lettre minuscule',
  'security.password.rule.number': 'Un chiffre',
  'security.password.rule.special': 'Un caractère spécial comme ! ou #',
  'security.password.rule.met': '(fait)',
  'security.password.rule.unmet': '(manquant)',
  'security.toast.passwordRules': 'Le mot de passe ne respecte pas les règles',
  'security.toast.passwordRulesBody':
    'Consultez la liste sous Nouveau mot de passe : votre organisation exige chacun de ces points.',
} satisfies Translation<typeof english>;
