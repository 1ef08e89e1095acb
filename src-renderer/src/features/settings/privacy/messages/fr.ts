import type { privacyMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** French texts of the Privacy settings page. */
export const privacyMessages = {
  'search.terms.visibility': 'public, privé, qui peut voir mon profil',
  'search.terms.activityStatus': 'en ligne, vu pour la dernière fois',

  // Privacy.
  'privacy.subtitle': 'Qui peut voir votre profil, et ce qu’il affiche.',
  'privacy.visibility.title': 'Visibilité du profil',
  'privacy.visibility.public': 'Public',
  'privacy.visibility.public.description': 'Tous les clients et l’équipe',
  'privacy.visibility.team': 'Équipe',
  'privacy.visibility.team.description': 'Membres de l’équipe uniquement',
  'privacy.visibility.private': 'Privé',
  'privacy.visibility.private.description': 'Masqué pour tous sauf les administrateurs',
  'privacy.adminNote': 'Les administrateurs peuvent toujours voir tous les profils.',
  'privacy.details.title': 'Informations du profil',
  'privacy.details.description': 'Ce que trouvent sur votre profil les personnes qui peuvent le voir.',
  'privacy.showEmail': 'Afficher l’adresse e-mail',
  'privacy.showEmail.help': 'Votre adresse e-mail apparaît sur votre profil.',
  'privacy.showPhone': 'Afficher le numéro de téléphone',
  'privacy.showPhone.help': 'Votre numéro de téléphone apparaît sur votre profil.',
  'privacy.activityStatus': 'Afficher le statut d’activité',
  'privacy.activityStatus.help': 'Les autres peuvent voir quand vous étiez actif pour la dernière fois.',
  'privacy.toast.saved': 'Paramètres de confidentialité enregistrés',
  'privacy.toast.failed': 'Erreur lors de l’enregistrement des paramètres',
  'privacy.toast.failedBody': 'Impossible d’enregistrer les paramètres de confidentialité',
} satisfies Translation<typeof english>;
