import type { settingsTemplatesMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** French texts of Settings Templates (issue 17). */
export const settingsTemplatesMessages = {
  'settingsTemplates.subtitle':
    'Des ensembles prêts à l’emploi de paramètres de l’organisation et de préférences personnelles, à appliquer en une seule étape.',
  'settingsTemplates.readOnly.title': 'Vous pouvez consulter, pas modifier',
  'settingsTemplates.readOnly.body':
    'Seules les personnes qui gèrent les paramètres de l’organisation peuvent créer, appliquer, mettre en favori ou supprimer des modèles.',
  'settingsTemplates.search.label': 'Rechercher des modèles',
  'settingsTemplates.search.placeholder': 'Rechercher des modèles…',
  'settingsTemplates.search.keyword': 'Modèles de paramètres',
  'settingsTemplates.search.terms':
    'type d’activité, salon, spa, barbier, préréglage, flux de travail, appliquer les paramètres',
  'settingsTemplates.category.label': 'Catégorie',
  'settingsTemplates.category.all': 'Toutes les catégories',
  'settingsTemplates.category.business-type': 'Type d’activité',
  'settingsTemplates.category.workflow': 'Flux de travail',
  'settingsTemplates.category.custom': 'Personnalisé',
  'settingsTemplates.create': 'Créer un modèle',
  'settingsTemplates.list.label': 'Modèles',
  'settingsTemplates.official': 'Officiel',
  'settingsTemplates.usage': '{count, plural, =0 {Pas encore utilisé} one {Utilisé une fois} other {Utilisé # fois}}',
  'settingsTemplates.createdBy': 'Créé par {name}',
  'settingsTemplates.createdBy.unknown': 'Créé par un ancien membre de l’équipe',
  'settingsTemplates.noDescription': 'Aucune description.',
  'settingsTemplates.favorite.add': 'Ajouter {name} aux favoris',
  'settingsTemplates.favorite.remove': 'Retirer {name} des favoris',
  'settingsTemplates.favorite.marked': 'Favori',
  'settingsTemplates.apply': 'Appliquer',
  'settingsTemplates.apply.label': 'Appliquer {name}',
  'settingsTemplates.delete': 'Supprimer',
  'settingsTemplates.delete.label': 'Supprimer {name}',
  'settingsTemplates.empty': 'Aucun modèle pour l’instant',
  'settingsTemplates.empty.hint':
    'Créez un modèle pour enregistrer vos paramètres actuels et les réutiliser plus tard.',
  'settingsTemplates.empty.noMatch': 'Aucun modèle ne correspond',
  'settingsTemplates.empty.noMatch.hint': 'Essayez d’autres mots ou une autre catégorie.',
  'settingsTemplates.createDialog.title': 'Créer un modèle',
  'settingsTemplates.createDialog.intro':
    'Le modèle enregistre les paramètres de votre organisation (formats régionaux et fonctionnalités) et vos préférences personnelles tels qu’ils sont maintenant. Les noms, coordonnées et choix de confidentialité n’en font pas partie.',
  'settingsTemplates.field.name': 'Nom du modèle',
  'settingsTemplates.field.description': 'Description',
  'settingsTemplates.field.category': 'Catégorie',
  'settingsTemplates.createDialog.save': 'Enregistrer le modèle',
  'settingsTemplates.cancel': 'Annuler',
  'settingsTemplates.applyDialog.title': 'Appliquer le modèle « {name} » ?',
  'settingsTemplates.applyDialog.body':
    'Les paramètres de votre organisation et vos préférences personnelles sont remplacés par ceux de ce modèle. Un point de restauration de vos paramètres actuels est créé d’abord, pour pouvoir annuler depuis Sauvegarde et restauration.',
  'settingsTemplates.applyDialog.reload': 'La page se recharge 2 secondes après l’application du modèle.',
  'settingsTemplates.applyDialog.confirm': 'Appliquer le modèle',
  'settingsTemplates.deleteDialog.title': 'Supprimer le modèle « {name} » ?',
  'settingsTemplates.deleteDialog.body':
    'Cette action est irréversible. Les paramètres déjà appliqués depuis ce modèle restent inchangés.',
  'settingsTemplates.deleteDialog.confirm': 'Supprimer le modèle',
  'settingsTemplates.toast.loadFailed': 'Erreur de chargement des modèles',
  'settingsTemplates.toast.loadFailed.body': 'Impossible de charger les modèles',
  'settingsTemplates.toast.nameRequired': 'Nom du modèle requis',
  'settingsTemplates.toast.nameRequired.body': 'Veuillez saisir un nom pour votre modèle',
  'settingsTemplates.toast.created': 'Modèle créé',
  'settingsTemplates.toast.created.body': '« {name} » contient vos paramètres actuels.',
  'settingsTemplates.toast.createFailed': 'Erreur lors de la création du modèle',
  'settingsTemplates.toast.createFailed.body': 'Impossible de créer le modèle',
  'settingsTemplates.toast.applied': 'Modèle appliqué',
  'settingsTemplates.toast.applied.body': 'Vos paramètres ont été mis à jour. La page se recharge dans 2 secondes.',
  'settingsTemplates.toast.applyFailed': 'Erreur lors de l’application du modèle',
  'settingsTemplates.toast.applyFailed.body': 'Impossible d’appliquer le modèle',
  'settingsTemplates.toast.favoriteAdded': 'Ajouté aux favoris',
  'settingsTemplates.toast.favoriteRemoved': 'Retiré des favoris',
  'settingsTemplates.toast.favoriteFailed': 'Erreur de mise à jour du favori',
  'settingsTemplates.toast.favoriteFailed.body': 'Impossible de mettre à jour le favori',
  'settingsTemplates.toast.deleted': 'Modèle supprimé',
  'settingsTemplates.toast.deleteFailed': 'Erreur lors de la suppression du modèle',
  'settingsTemplates.toast.deleteFailed.body': 'Impossible de supprimer le modèle',

  // The official templates, by their key (server/modules/settings-templates/official.ts): shipped
  // with the product, so they read in the user's language; an organization's own stay as written.
  'settingsTemplates.official.hair-salon.name': 'Salon de coiffure',
  'settingsTemplates.official.hair-salon.description':
    'Réservation en ligne avec confirmation par e-mail, reçus automatiques et programme de fidélité que les nouveaux clients rejoignent automatiquement ; s’ouvre sur le calendrier.',
  'settingsTemplates.official.day-spa.name': 'Spa de jour',
  'settingsTemplates.official.day-spa.description':
    'Réservation en ligne avec confirmation par e-mail pour les soins plus longs, reçus automatiques et programme de fidélité ; s’ouvre sur le calendrier, avec une présentation aérée.',
  'settingsTemplates.official.beauty-clinic.name': 'Clinique esthétique',
  'settingsTemplates.official.beauty-clinic.description':
    'Réservation en ligne avec confirmation par e-mail et reçus automatiques, sans programme de fidélité pour les soins médicaux ; s’ouvre sur la liste des rendez-vous.',
  'settingsTemplates.official.barber.name': 'Barbier',
  'settingsTemplates.official.barber.description':
    'Réservation en ligne rapide sans étape de confirmation par e-mail, reçus automatiques et programme de fidélité pour les habitués ; un calendrier compact pour les rendez-vous courts.',
} satisfies Translation<typeof english>;
