import type { rolesMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** French texts of the Roles & Permissions page. */
export const rolesMessages = {
  'search.terms.createRole': 'nouveau rôle, rôle personnalisé',

  // Roles & Permissions.
  'roles.permission.manage_organization_settings':
    'Paramètres de l’organisation, abonnement, image de marque et réservation en ligne',
  'roles.permission.manage_roles': 'Rôles et accès de l’équipe',
  'roles.permission.manage_payment_methods': 'Finances et moyens de paiement',
  'roles.permission.manage_tax_settings': 'Configuration des taxes',
  'roles.permission.manage_templates': 'Modèles',
  'roles.permission.manage_locations': 'Établissements',
  'roles.permission.manage_notification_settings': 'Paramètres des notifications de réservation',
  'roles.permission.manage_integration_settings': 'Intégrations',
  'roles.permission.manage_security_settings': 'Sécurité et conformité',
  'roles.permission.export_all_data': 'Import et export de toutes les données',
  'roles.subtitle': 'Ce que chaque rôle peut faire, et qui le détient.',
  'roles.builtIn': 'Prédéfini',
  'roles.custom': 'Personnalisé',
  'roles.rank.highest': 'Rang le plus élevé',
  'roles.rank.below': 'En dessous de {role}',
  'roles.holders': '{count, plural, =0 {Personne} one {# personne} other {# personnes}}',
  'roles.heldBy.title': 'Détenu par',
  'roles.heldBy.none': 'Personne ne détient ce rôle.',
  'roles.permissions.title': 'Autorisations',
  'roles.permissions.description':
    'Les autorisations ouvrent des pages de paramètres à toutes les personnes qui ont le rôle, dans le menu et sur le serveur, dès leur prochain chargement de page.',
  'roles.permissions.ownerOnly':
    'Seul le propriétaire peut modifier les autorisations. Vous pouvez créer, renommer et supprimer des rôles personnalisés.',
  'roles.permissions.included': 'Inclus dans le rôle',
  'roles.permissions.all': 'Le rôle {role} comprend toutes les autorisations.',
  'roles.permissions.saved': 'Autorisations mises à jour',
  'roles.permissions.failed': 'Échec de la mise à jour des autorisations',
  'roles.assign.title': 'Attribuer ce rôle à un membre de l’équipe',
  'roles.assign.choose': 'Choisissez un membre de l’équipe',
  'roles.assign.option': '{name} (actuellement {role})',
  'roles.assign.submit': 'Attribuer le rôle',
  'roles.assign.nobody': 'Toutes les personnes pouvant recevoir ce rôle l’ont déjà.',
  'roles.create': 'Créer un rôle',
  'roles.create.title': 'Créer un rôle',
  'roles.create.name': 'Nom du rôle',
  'roles.create.nameHelp':
    'Jusqu’à {max} caractères. Les noms des rôles prédéfinis et leurs alias (comme Front Desk) sont déjà pris.',
  'roles.create.permissionsLater': 'Le propriétaire choisit les autorisations du nouveau rôle.',
  'roles.create.done': 'Rôle créé',
  'roles.create.failed': 'Échec de la création du rôle',
  'roles.rename': 'Renommer',
  'roles.rename.title': 'Renommer {role}',
  'roles.rename.done': 'Rôle renommé',
  'roles.rename.failed': 'Échec du renommage du rôle',
  'roles.delete': 'Supprimer',
  'roles.delete.confirmTitle': 'Supprimer le rôle « {name} » ? Cette action est irréversible.',
  'roles.delete.inUse':
    '{count, plural, one {# membre de l’équipe a encore ce rôle} other {# membres de l’équipe ont encore ce rôle}} : attribuez-leur d’abord un autre rôle.',
  'roles.delete.done': 'Rôle supprimé',
  'roles.delete.failed': 'Échec de la suppression du rôle',
  'roles.actionFor': '{action} {role}',
  'roles.assign.notYours':
    'Vous ne pouvez pas attribuer le rôle {role} : il est de rang supérieur au vôtre ou a des autorisations que vous n’avez pas.',
  'roles.displayName.action': 'Modifier le nom affiché',
  'roles.displayName.title': 'Le nom que votre organisation donne au rôle {role}',
  'roles.displayName.label': 'Nom affiché',
  'roles.displayName.help':
    'Jusqu’à {max} caractères, affiché sur les pages Équipe et Rôles. Il ne doit pas évoquer un autre rôle ; les règles de {standard} restent les mêmes.',
  'roles.displayName.standard': 'Rôle prédéfini {standard}',
  'roles.displayName.reset': 'Utiliser {standard}',
  'roles.displayName.save': 'Enregistrer',
  'roles.displayName.done': 'Nom affiché mis à jour',
  'roles.displayName.failed': 'Échec de la mise à jour du nom affiché',

  'roles.standard.platform_admin': 'Administrateur de la plateforme',
  'roles.standard.owner': 'Propriétaire',
  'roles.standard.admin': 'Administrateur',
  'roles.standard.manager': 'Responsable',
  'roles.standard.practitioner': 'Praticien',
  'roles.standard.receptionist': 'Réceptionniste',
  'roles.standard.viewer': 'Lecteur',
  'roles.standard.client': 'Client',

  'roles.teamCard.title': 'Membres de l’équipe',
  'roles.teamCard.body': 'Choisissez qui peut se connecter et quel rôle a chaque personne.',
  'roles.teamCard.action': 'Ouvrir Équipe',
} satisfies Translation<typeof english>;
