import type { systemConfigMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** French texts of System Configuration (issue 18). */
export const systemConfigMessages = {
  'systemConfig.denied':
    "Vous n'avez pas l'autorisation d'accéder à la configuration du système. Contactez votre administrateur système.",
  'systemConfig.subtitle':
    "Comment l'application fonctionne pour tous les membres de votre organisation : accès, limites, sécurité et sauvegardes.",
  'systemConfig.toast.saved': 'Configuration du système enregistrée',
  'systemConfig.toast.saveFailed': 'Erreur',
  'systemConfig.toast.saveFailedBody': "Impossible d'enregistrer la configuration du système. Veuillez réessayer.",
  'systemConfig.toast.loadFailed': 'Impossible de charger la configuration du système',
  'systemConfig.toast.loadFailedBody': 'Veuillez actualiser la page',
  'systemConfig.unit.users': 'utilisateurs',
  'systemConfig.unit.hours': 'heures',
  'systemConfig.unit.megabytes': 'Mo',
  'systemConfig.unit.days': 'jours',
  'systemConfig.unit.minutes': 'minutes',
  'systemConfig.system.title': 'Paramètres du système',
  'systemConfig.system.description':
    "Qui peut rejoindre l'organisation, combien de membres vous pouvez avoir et ce que l'application surveille.",
  'systemConfig.registrationOpen': 'Inscriptions ouvertes',
  'systemConfig.registrationOpen.help': 'Désactivé : les invitations ne peuvent être ni envoyées ni acceptées.',
  'systemConfig.emailVerificationRequired': "Vérification de l'e-mail obligatoire",
  'systemConfig.emailVerificationRequired.help':
    "Les membres n'obtiennent l'accès que par une invitation envoyée par e-mail ; un administrateur ne peut pas leur définir de mot de passe.",
  'systemConfig.maxUsersPerOrg': "Nombre maximal d'utilisateurs",
  'systemConfig.maxUsersPerOrg.help': "De 1 à 1000. Nombre maximal de membres actifs de l'équipe.",
  'systemConfig.sessionTimeout': 'Durée de session',
  'systemConfig.sessionTimeout.help': 'De 1 à 168 heures. Durée maximale d’une connexion.',
  'systemConfig.maxFileUploadSize': 'Taille maximale des envois',
  'systemConfig.maxFileUploadSize.help': 'De 1 à 500 Mo. Les envois et importations plus volumineux sont refusés.',
  'systemConfig.systemNotifications': 'Notifications système',
  'systemConfig.systemNotifications.help':
    'Les administrateurs voient un bandeau tant que le mode maintenance est activé.',
  'systemConfig.performanceMonitoring': 'Suivi des performances',
  'systemConfig.performanceMonitoring.help':
    "Désactivé : le Suivi des performances n'affiche ni temps de réponse ni erreurs.",
  'systemConfig.errorReporting': 'Signalement des erreurs',
  'systemConfig.errorReporting.help':
    "Les erreurs du serveur sont écrites dans le journal d'erreurs local (logs/errors.log dans le dossier de données).",
  'systemConfig.security.title': 'Configuration de la sécurité',
  'systemConfig.security.description':
    "Des règles qui s'ajoutent à celles de Sécurité et conformité (la plus stricte s'applique), le verrouillage de connexion et qui peut appeler l'application.",
  'systemConfig.enforceStrongPasswords': 'Imposer des mots de passe forts',
  'systemConfig.enforceStrongPasswords.help':
    'Les nouveaux mots de passe doivent contenir au moins 8 caractères avec majuscules, minuscules et un chiffre, quoi que dise Sécurité et conformité.',
  'systemConfig.require2FA': "Exiger l'authentification à deux facteurs",
  'systemConfig.require2FA.help': "Tout le monde doit configurer l'authentification à deux facteurs.",
  'systemConfig.sessionTimeoutMinutes': "Délai d'inactivité",
  'systemConfig.sessionTimeoutMinutes.help':
    "De 5 à 480 minutes. Une session inutilisée pendant ce délai prend fin (le plus court entre celui-ci et le délai de session de Sécurité et conformité s'applique).",
  'systemConfig.maxLoginAttempts': 'Nombre maximal de tentatives de connexion',
  'systemConfig.maxLoginAttempts.help':
    'De 3 à 20. Après ce nombre de tentatives échouées, la connexion est verrouillée.',
  'systemConfig.lockoutDurationMinutes': 'Durée du verrouillage',
  'systemConfig.lockoutDurationMinutes.help':
    'De 1 à 1440 minutes. Durée pendant laquelle une connexion verrouillée le reste.',
  'systemConfig.allowApiAccess': "Autoriser l'accès à l'API",
  'systemConfig.allowApiAccess.help':
    "Désactivé : les programmes qui se connectent avec un jeton sont refusés (l'application continue de fonctionner).",
  'systemConfig.allowCORS': 'Autoriser les requêtes cross-origin (CORS)',
  'systemConfig.allowCORS.help':
    "Les sites web listés ici peuvent appeler l'API publique de réservation depuis leurs propres pages.",
  'systemConfig.corsOrigins': 'Sites web autorisés',
  'systemConfig.corsOrigins.help': 'Un par ligne, par exemple https://www.example.com (sans chemin).',
  'systemConfig.corsOrigins.invalid':
    'Ces entrées ne sont pas des adresses de sites web comme https://www.example.com : {entries}',
  'systemConfig.corsOrigins.tooMany': 'La liste peut contenir au plus {max} sites web.',
  'systemConfig.ipWhitelisting': 'Liste blanche IP',
  'systemConfig.ipWhitelisting.help':
    'Chaque requête, connexion comprise, doit provenir d’une adresse ou d’une plage de la liste ci-dessous.',
  'systemConfig.whitelistedIPs': 'Adresses IP autorisées',
  'systemConfig.whitelistedIPs.help':
    'Une par ligne : une adresse comme 203.0.113.7 ou une plage comme 192.168.1.0/24.',
  'systemConfig.whitelistedIPs.invalid': 'Ces entrées ne sont pas des adresses IP ni des plages : {entries}',
  'systemConfig.whitelistedIPs.tooMany': 'La liste peut contenir au plus {max} adresses.',
  'systemConfig.whitelistedIPs.myAddress': 'Votre adresse : {address}',
  'systemConfig.whitelistedIPs.myAddressUnknown': "Votre adresse n'a pas pu être lue.",
  'systemConfig.whitelistedIPs.addMyAddress': 'Ajouter mon adresse',
  'systemConfig.whitelistedIPs.lockout':
    "Votre adresse ({address}) n'est pas dans la liste blanche. Enregistrer maintenant vous empêcherait d'accéder à l'application : ajoutez d'abord votre adresse.",
  'systemConfig.backup.title': 'Sauvegarde et maintenance',
  'systemConfig.backup.description':
    "Le mode maintenance, les sauvegardes automatiques de la base de données et la durée de conservation de l'activité.",
  'systemConfig.maintenanceMode': 'Mode maintenance',
  'systemConfig.maintenanceMode.help':
    "Tout le monde sauf les administrateurs est tenu à l'écart : la connexion et chaque requête répondent que le système est en maintenance. La page publique de réservation est suspendue.",
  'systemConfig.autoBackupEnabled': 'Sauvegardes automatiques',
  'systemConfig.autoBackupEnabled.help':
    "Les sauvegardes de toute la base de données par l'application de bureau (Sauvegarde et restauration › Sauvegardes de la base de données).",
  'systemConfig.backupFrequency': 'Fréquence des sauvegardes',
  'systemConfig.backupFrequency.help':
    "À quelle fréquence l'application de bureau sauvegarde toute la base de données.",
  'systemConfig.backupFrequency.daily': 'Quotidienne',
  'systemConfig.backupFrequency.weekly': 'Hebdomadaire',
  'systemConfig.backupFrequency.monthly': 'Mensuelle',
  'systemConfig.auditLogRetention': "Conservation du journal d'audit",
  'systemConfig.auditLogRetention.help':
    "De 30 à 365 jours. L'activité plus ancienne est supprimée chaque jour (la plus courte entre celle-ci et la conservation de Sécurité et conformité s'applique).",
  'systemConfig.maintenanceDialog.title': 'Activer le mode maintenance ?',
  'systemConfig.maintenanceDialog.keptOut':
    "Tous les membres de votre organisation, sauf le propriétaire et les administrateurs, seront tenus à l'écart : responsables, praticiens, réceptionnistes et tous les autres rôles. Ils ne pourront pas se connecter, et tout ce qu'ils tenteront répondra que le système est en maintenance.",
  'systemConfig.maintenanceDialog.booking':
    'La page publique de réservation est suspendue : les clients ne peuvent pas réserver en ligne.',
  'systemConfig.maintenanceDialog.admins':
    "Les administrateurs continuent de travailler normalement ; avec les notifications système activées, ils voient un bandeau jusqu'à la désactivation du mode maintenance.",
  'systemConfig.maintenanceDialog.cancel': 'Annuler',
  'systemConfig.maintenanceDialog.confirm': 'Activer et enregistrer',
  'systemConfig.banner.text':
    "Le mode maintenance est activé : seuls les administrateurs peuvent utiliser l'application.",
  'systemConfig.banner.link': 'Configuration du système',
  'systemConfig.search.terms.maintenance': 'maintenance, interruption, hors ligne, bandeau',
  'systemConfig.search.terms.registration': 'inscription, invitations, e-mail, vérification',
  'systemConfig.search.terms.upload': 'envoi, taille de fichier, importation, limite, utilisateurs',
  'systemConfig.search.terms.lockout': 'tentatives de connexion, verrouillage, force brute',
  'systemConfig.search.terms.api': 'api, jeton, cors, sites web',
  'systemConfig.search.terms.whitelist': 'ip, liste blanche, liste autorisée, adresse',
  'systemConfig.search.terms.backup': 'sauvegarde, base de données, planification, conservation',
} satisfies Translation<typeof english>;
