import type { profileMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** French texts of the Profile page (part 1 §2, §5, §8). */
export const profileMessages = {
  'search.terms.profilePhoto': 'avatar, image, photo de profil',

  // Profile.
  'profile.subtitle':
    'Votre photo, vos coordonnées et vos informations professionnelles, telles que votre équipe les voit.',
  'profile.photo.title': 'Photo de profil',
  'profile.photo.alt': 'Photo de profil de {name}',
  'profile.photo.upload': 'Importer une photo',
  'profile.photo.change': 'Changer de photo',
  'profile.photo.uploading': 'Importation de la photo',
  'profile.photo.hint': 'JPG, PNG, GIF ou WebP, 5 Mo maximum.',
  'profile.personal.title': 'Informations personnelles',
  'profile.work.title': 'Informations professionnelles',
  'profile.field.firstName': 'Prénom',
  'profile.field.lastName': 'Nom',
  'profile.field.email': 'E-mail',
  'profile.field.phone': 'Téléphone',
  'profile.field.jobTitle': 'Poste',
  'profile.field.department': 'Service',
  'profile.field.location': 'Établissement',
  'profile.field.bio': 'Présentation',
  'profile.bio.help': 'Quelques mots sur vous pour votre équipe. {count} caractères sur {max}.',
  'profile.loadFailed.note':
    'Les informations de votre connexion sont affichées en attendant. L’enregistrement et la photo sont désactivés jusqu’au chargement de votre profil.',
  'profile.toast.loadFailed': 'Erreur de chargement du profil',
  'profile.toast.loadFailedBody': 'Impossible de charger les informations de votre profil',
  'profile.toast.saved': 'Profil mis à jour',
  'profile.toast.saveFailed': 'Erreur lors de la mise à jour du profil',
  'profile.toast.saveFailedBody': 'Impossible de mettre à jour votre profil. Veuillez réessayer.',
  'profile.toast.avatarSaved': 'Photo de profil mise à jour',
  'profile.toast.avatarFailed': 'Erreur lors de l’importation de la photo',
  'profile.toast.avatarFailedBody': 'Impossible d’importer votre photo de profil',
  'profile.toast.fileTooLarge': 'Fichier trop volumineux',
  'profile.toast.fileTooLargeBody': 'Veuillez choisir une image de moins de 5 Mo',
} satisfies Translation<typeof english>;
