import type { shellMessages as english } from '../en';
import type { Translation } from '../translation';

/** French texts of the shell (menu, sign-in, setup, overview, team). */
export const shellMessages = {
  'app.name': 'Salon Back Office',
  'app.loading': 'Chargement…',
  'app.settings': 'Paramètres',
  'app.skipToContent': 'Aller au contenu principal',

  'form.unsaved': 'Modifications non enregistrées',
  'form.allSaved': 'Toutes les modifications sont enregistrées',
  'form.save': 'Enregistrer les modifications',
  'form.required': '(obligatoire)',
  'form.conflict.title': 'Quelqu’un d’autre a modifié ces paramètres',
  'form.conflict.body':
    'Ces paramètres ont été enregistrés depuis une autre fenêtre ou un autre ordinateur après que vous les avez ouverts : vos modifications n’ont donc pas été enregistrées. Chargez la dernière version : les champs que vous avez modifiés gardent vos modifications, les autres affichent les nouvelles valeurs. Enregistrez ensuite à nouveau.',
  'form.conflict.loadLatest': 'Charger la dernière version',
  'form.conflict.discard': 'Abandonner mes modifications',
  'form.leave.title': 'Quitter sans enregistrer ?',
  'form.leave.body':
    'Vous avez des modifications non enregistrées sur cette page. Si vous la quittez maintenant, elles seront perdues.',
  'form.leave.stay': 'Rester',
  'form.leave.leave': 'Quitter',
  'form.money.invalid': 'Saisissez un montant en {currency}, par exemple 12,50',
  'form.duration.invalid': 'Saisissez un nombre entier de minutes, par exemple 45',
  'form.duration.unit': 'min',
  'form.rule.required': '{label} : ce champ est obligatoire',
  'form.rule.notEmpty': '{label} : ce champ ne doit pas être vide',
  'form.rule.minLength': '{label} : au moins {limit} caractères',
  'form.rule.maxLength': '{label} : au plus {limit} caractères',
  'form.rule.minimum': '{label} : {limit} au minimum',
  'form.rule.maximum': '{label} : {limit} au maximum',
  'form.rule.email': '{label} : saisissez une adresse e-mail valide',
  'form.rule.format': '{label} : le format n’est pas valide',
  'form.rule.wholeNumber': '{label} : saisissez un nombre entier',
  'form.rule.number': '{label} : saisissez un nombre',
  'form.rule.minItems': '{label} : au moins {limit} éléments',
  'form.rule.maxItems': '{label} : au plus {limit} éléments',
  'form.rule.invalidCharacters': '{label} : contient des caractères non valides',
  'form.rule.controlCharacters': '{label} : contient des caractères de contrôle',

  'section.overview': 'Vue d’ensemble des paramètres',
  'section.personal.profile': 'Profil',
  'section.personal.security': 'Sécurité',
  'section.personal.preferences': 'Préférences',
  'section.personal.notifications': 'Notifications',
  'section.personal.privacy': 'Confidentialité',
  'section.organization.general': 'Paramètres généraux',
  'section.organization.subscription': 'Abonnement et facturation',
  'section.organization.services': 'Prestations',
  'section.organization.financial': 'Finances et paiements',
  'section.organization.branding': 'Image de marque et communication',
  'section.organization.locations': 'Établissements',
  'section.organization.booking': 'Réservation en ligne',
  'section.organization.bookings': 'Réservations',
  'section.organization.bookingNotifications': 'Paramètres de réservation',
  'section.organization.integrations': 'Intégrations',
  'section.organization.security': 'Sécurité et conformité',
  'section.organization.systemTemplates': 'Modèles système',
  'section.organization.notificationLogs': 'Journal des notifications',
  'section.organization.tax': 'Configuration des taxes',
  'section.roles': 'Rôles et autorisations',
  'section.advanced.themeCustomization': 'Personnalisation du thème',
  'section.system': 'Configuration du système',
  'section.templates': 'Modèles de paramètres',
  'section.importExport': 'Import et export',
  'section.backupRecovery': 'Sauvegarde et restauration',
  'section.activity': 'Historique des paramètres',
  'section.help': 'Aide et documentation',
  'section.performance': 'Suivi des performances',

  'group.personal': 'Personnel',
  'group.organization': 'Organisation',
  'group.advanced': 'Avancé',
  'group.support': 'Assistance',

  'menu.search.placeholder': 'Rechercher un paramètre...',
  'menu.search.label': 'Rechercher un paramètre',
  'menu.noResults': 'Aucun paramètre trouvé pour « {query} »',
  'menu.badge.new': 'NOUVEAU',
  'menu.badge.newDescription': 'Nouveau',
  'menu.toggle.open': 'Ouvrir le menu des paramètres',
  'menu.toggle.close': 'Fermer le menu des paramètres',
  'menu.toggle.text': 'Menu',

  'palette.open': 'Rechercher un paramètre',
  'palette.title': 'Aller à un paramètre',
  'palette.inputLabel': 'Rechercher un paramètre',
  'palette.placeholder': 'Rechercher un paramètre...',
  'palette.hint': 'Flèches pour choisir, Entrée pour ouvrir, Échap pour fermer.',
  'search.fieldOnPage': '{field} ({page})',

  'user.menu': 'Menu du compte :',
  'user.role': 'Rôle : {role}',
  'user.organization': 'Organisation : {organization}',
  'user.signOut': 'Se déconnecter',

  'error.title': 'Une erreur s’est produite',
  'error.description':
    'Impossible d’afficher cette page. Réessayez, rechargez la page ou revenez à la vue d’ensemble des paramètres.',
  'error.tryAgain': 'Réessayer',
  'error.reload': 'Recharger la page',
  'error.goHome': 'Accueil',

  'toast.fallback': 'Une erreur s’est produite. Veuillez réessayer.',
  'toast.network': 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  'error.code.LAST_OWNER': 'L’organisation doit garder au moins un propriétaire actif',
  'error.code.ROLE_NAME_TAKEN': 'Un rôle porte déjà ce nom',
  'error.code.BUILT_IN_ROLE': 'Les rôles prédéfinis ne peuvent être ni renommés ni supprimés',
  'error.code.EMAIL_TAKEN': 'Cette adresse e-mail est déjà utilisée par un autre compte',
  'error.code.TAX_RATE_NAME_TAKEN': 'Un taux de taxe porte déjà ce nom',
  'error.code.TAX_OVERRIDE_EXISTS': 'Cette prestation a déjà un taux de taxe particulier',
  'error.code.DEFAULT_REQUIRED':
    'Un taux est toujours le taux par défaut : choisissez d’abord un autre taux par défaut',
  'error.code.INVALID_CURRENT_PASSWORD': 'Vérifiez votre mot de passe actuel et réessayez',
  'error.code.API_ACCESS_OFF': 'L’accès à l’API est désactivé pour cette organisation : utilisez l’application.',
  'error.code.EMAIL_VERIFICATION_REQUIRED':
    'La vérification de l’e-mail est exigée : envoyez plutôt au membre une invitation à choisir son mot de passe.',
  'error.code.RATE_LIMITED': 'Trop de tentatives depuis cette adresse. Patientez un instant et réessayez.',
  'error.code.WRITE_RATE_LIMITED': 'Vous enregistrez des modifications trop vite. Patientez un instant et réessayez.',
  'error.code.CROSS_SITE_REQUEST':
    'Cette modification venait d’un autre site web et a été refusée. Ouvrez directement l’application et réessayez.',
  'error.code.STALE_VERSION':
    'Quelqu’un d’autre a modifié cet enregistrement. Rechargez pour voir la dernière version.',
  'error.code.OFFICIAL_TEMPLATE': 'Les modèles officiels ne peuvent être ni mis en favori ni supprimés.',

  'notAvailable.heading': 'Pas encore disponible',
  'notAvailable.body':
    '{title} n’est pas encore disponible dans cette version. Cette section apparaîtra ici une fois développée ; d’ici là, rien ne peut être modifié sur cette page.',

  'noAccess.title': 'Vous n’avez pas accès à cette page',
  'noAccess.body':
    'Votre rôle ne comprend pas l’autorisation requise par cette page. Demandez-la à un propriétaire ou à un administrateur si vous en avez besoin.',

  'notFound.title': 'Page introuvable',
  'notFound.body': 'Il n’y a aucune page de paramètres à cette adresse.',
  'notFound.action': 'Aller à la vue d’ensemble des paramètres',

  'query.errorTitle': 'Impossible de charger cette page',
  'query.retry': 'Réessayer',

  'session.ended': 'Votre session a expiré. Veuillez vous reconnecter.',

  'time.justNow': 'À l’instant',
  'time.minutesAgo': '{count, plural, one {il y a # minute} other {il y a # minutes}}',
  'time.hoursAgo': '{count, plural, one {il y a # heure} other {il y a # heures}}',
  'time.daysAgo': '{count, plural, one {il y a # jour} other {il y a # jours}}',

  'personal.cancel': 'Annuler',
} as const satisfies Translation<typeof english>;
