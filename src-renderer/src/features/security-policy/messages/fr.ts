import type { securityPolicyMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** French texts of Security & Compliance (issue 18). */
export const securityPolicyMessages = {
  'securityPolicy.subtitle':
    'Les règles de mot de passe, de connexion et d’activité que suit chaque membre de votre organisation.',
  'securityPolicy.toast.saved': 'Paramètres de sécurité enregistrés',
  'securityPolicy.toast.saveFailed': 'Erreur',
  'securityPolicy.toast.saveFailedBody': 'Impossible d’enregistrer les paramètres de sécurité. Veuillez réessayer.',
  'securityPolicy.toast.loadFailed': 'Impossible de charger les paramètres de sécurité',
  'securityPolicy.toast.loadFailedBody': 'Veuillez actualiser la page',
  'securityPolicy.unit.characters': 'caractères',
  'securityPolicy.unit.days': 'jours',
  'securityPolicy.unit.hours': 'heures',
  'securityPolicy.password.title': 'Politique de mot de passe',
  'securityPolicy.password.description': 'Les règles que tout nouveau mot de passe doit respecter.',
  'securityPolicy.password.minLength': 'Longueur minimale du mot de passe',
  'securityPolicy.password.minLength.help':
    'De 6 à 128. Vérifiée chaque fois qu’un membre définit un mot de passe : en le changeant, en acceptant une invitation ou en étant ajouté avec un mot de passe.',
  'securityPolicy.password.expirationDays': 'Expiration du mot de passe (jours)',
  'securityPolicy.password.expirationDays.help':
    '0 : jamais. Après ce nombre de jours, un membre doit choisir un nouveau mot de passe avant de pouvoir faire quoi que ce soit.',
  'securityPolicy.password.requireUppercase': 'Exiger des majuscules',
  'securityPolicy.password.requireLowercase': 'Exiger des minuscules',
  'securityPolicy.password.requireNumbers': 'Exiger des chiffres',
  'securityPolicy.password.requireSpecialChars': 'Exiger des caractères spéciaux',
  'securityPolicy.password.requirements.help':
    'Un nouveau mot de passe doit contenir chaque type de caractère activé. Les mots de passe déjà définis restent valables jusqu’à leur expiration.',
  'securityPolicy.session.title': 'Gestion des sessions',
  'securityPolicy.session.description':
    'Combien de temps les membres restent connectés, et d’où ils peuvent se connecter.',
  'securityPolicy.session.timeout': 'Expiration de session (heures)',
  'securityPolicy.session.timeout.help':
    'De 1 à 24. Une session inutilisée pendant cette durée prend fin ; le membre se reconnecte.',
  'securityPolicy.session.maxConcurrent': 'Nombre maximal de sessions simultanées',
  'securityPolicy.session.maxConcurrent.help':
    'De 1 à 10. Quand un membre se connecte une fois de plus, sa connexion la plus ancienne prend fin.',
  'securityPolicy.session.enforceIP': 'Limiter la connexion aux adresses IP autorisées',
  'securityPolicy.session.enforceIP.help':
    'La connexion est refusée depuis toute adresse absente de la liste ci-dessous.',
  'securityPolicy.session.allowedIPs': 'Adresses IP autorisées',
  'securityPolicy.session.allowedIPs.help':
    'Une par ligne : une adresse comme 203.0.113.7 ou une plage comme 192.168.1.0/24.',
  'securityPolicy.session.allowedIPs.invalid': 'Ces entrées ne sont pas des adresses ou des plages IP : {entries}',
  'securityPolicy.session.allowedIPs.tooMany': 'La liste peut contenir au plus {max} adresses.',
  'securityPolicy.session.myAddress': 'Votre adresse : {address}',
  'securityPolicy.session.myAddress.unknown': 'Votre adresse n’a pas pu être lue.',
  'securityPolicy.session.addMyAddress': 'Ajouter mon adresse',
  'securityPolicy.session.lockout':
    'Votre adresse ({address}) n’est pas dans la liste. En enregistrant maintenant, vous ne pourriez plus vous reconnecter : ajoutez d’abord votre adresse.',
  'securityPolicy.twoFactor.title': 'Authentification à deux facteurs',
  'securityPolicy.twoFactor.description':
    'Une seconde étape à la connexion, avec un code d’une application d’authentification.',
  'securityPolicy.twoFactor.required': 'Exiger l’authentification à deux facteurs',
  'securityPolicy.twoFactor.required.help':
    'Toute personne sans authentification à deux facteurs, vous compris, devra la configurer avant de continuer, et personne ne pourra la désactiver.',
  'securityPolicy.twoFactor.methods': 'Méthodes autorisées',
  'securityPolicy.twoFactor.method.authenticator': 'Application d’authentification',
  'securityPolicy.twoFactor.method.authenticator.help':
    'Toujours autorisée : chaque membre configure la double authentification avec une telle application.',
  'securityPolicy.twoFactor.method.recoveryCodes': 'Codes de récupération',
  'securityPolicy.twoFactor.method.recoveryCodes.help':
    'Des codes à usage unique qu’un membre peut utiliser quand son application d’authentification n’est pas à portée de main.',
  'securityPolicy.audit.title': 'Journal d’audit',
  'securityPolicy.audit.description':
    'Ce que l’activité des paramètres enregistre, et combien de temps elle est conservée.',
  'securityPolicy.audit.enabled': 'Journal d’audit',
  'securityPolicy.audit.enabled.help':
    'Désactivé, seules les modifications de cette politique de sécurité sont enregistrées.',
  'securityPolicy.audit.level': 'Niveau de journalisation',
  'securityPolicy.audit.level.basic': 'Basique',
  'securityPolicy.audit.level.basic.help': 'Qui a modifié quoi, et quand, sans les valeurs avant et après.',
  'securityPolicy.audit.level.detailed': 'Détaillé',
  'securityPolicy.audit.level.detailed.help': 'Aussi les valeurs avant et après chaque modification.',
  'securityPolicy.audit.level.verbose': 'Complet',
  'securityPolicy.audit.level.verbose.help': 'Tout ce que contient Détaillé, plus chaque connexion et déconnexion.',
  'securityPolicy.audit.retention': 'Conservation du journal (jours)',
  'securityPolicy.audit.retention.help': 'De 30 à 365. L’activité plus ancienne est supprimée chaque jour.',
  'securityPolicy.search.terms.password':
    'mot de passe, longueur, majuscules, chiffres, caractères spéciaux, expiration',
  'securityPolicy.search.terms.session': 'session, expiration, connecté, sessions simultanées',
  'securityPolicy.search.terms.ip': 'IP, adresse, liste autorisée, réseau, CIDR',
  'securityPolicy.search.terms.twoFactor': 'deux facteurs, 2FA, MFA, authentification, codes de récupération',
  'securityPolicy.search.terms.audit': 'audit, journal, niveau, conservation, conformité',
} satisfies Translation<typeof english>;
