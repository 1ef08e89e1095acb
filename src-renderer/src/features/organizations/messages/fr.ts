import type { generalSettingsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** French texts of the General Settings page, and the option labels the organization pages share. */
export const generalSettingsMessages = {
  'search.terms.businessName': 'nom de l’entreprise, nom du salon, raison sociale, nom de l’organisation',
  'search.terms.address': 'rue, ville, code postal',
  'search.terms.locale': 'langue, région, format des nombres',
  'organization.cancel': 'Annuler',

  'organization.businessType.sole_trader': 'Entreprise individuelle',
  'organization.businessType.partnership': 'Société de personnes',
  'organization.businessType.pty_ltd': 'Société à responsabilité limitée (société privée)',
  'organization.businessType.public_company': 'Société anonyme',
  'organization.businessType.trust': 'Fiducie',
  'organization.businessType.non_profit': 'Organisme à but non lucratif',

  'organization.status.trialing': 'Essai',
  'organization.status.active': 'Actif',
  'organization.status.past_due': 'Paiement en retard',
  'organization.status.canceled': 'Résilié',
  'organization.status.expired': 'Essai terminé',

  'organization.billingCycle.monthly': 'Mensuelle',

  // General Settings.
  'general.subtitle':
    'Les informations de votre entreprise, son adresse, ses paramètres régionaux et ses fonctionnalités.',
  'general.subscription.title': 'Abonnement',
  'general.subscription.plan': 'Formule',
  'general.subscription.status': 'Statut',
  'general.subscription.billingCycle': 'Facturation',
  'general.subscription.manage': 'Gérer l’abonnement',
  'general.details.title': 'Informations sur l’entreprise',
  'general.registration.title': 'Immatriculation et fiscalité',
  'general.address.title': 'Adresse',
  'general.regional.title': 'Paramètres régionaux',
  'general.regional.description':
    'Comment les prix, les dates et les heures s’affichent dans toute l’organisation, et les valeurs de départ des préférences des membres de l’équipe.',
  'general.features.title': 'Fonctionnalités',
  'general.field.companyName': 'Nom de l’entreprise',
  'general.field.description': 'Description',
  'general.field.website': 'Site web',
  'general.field.phone': 'Téléphone',
  'general.field.email': 'E-mail',
  'general.field.businessRegType': 'Forme juridique',
  'general.field.businessRegNumber': 'Numéro d’immatriculation',
  'general.field.taxId': 'Numéro fiscal',
  'general.field.address.street1': 'Adresse',
  'general.field.address.street2': 'Complément d’adresse',
  'general.field.address.city': 'Ville',
  'general.field.address.state': 'État ou région',
  'general.field.address.zipCode': 'Code postal',
  'general.field.address.country': 'Pays',
  'general.field.timezone': 'Fuseau horaire',
  'general.field.currency': 'Devise',
  'general.field.locale': 'Paramètres régionaux',
  'general.field.dateFormat': 'Format de date',
  'general.field.timeFormat': 'Format de l’heure',
  'general.description.help': 'Quelques mots sur l’entreprise. {count} caractères sur {max}.',
  'general.website.help': 'Par exemple https://votre-salon.com',
  'general.businessRegType.none': 'Non renseigné',
  'general.businessRegNumber.help':
    'Le numéro d’entreprise ou de société figurant sur votre immatriculation, comme un ACN ou un numéro de société.',
  'general.taxId.help':
    'Votre numéro fiscal ou d’employeur. Le numéro de GST ou de TVA des factures se définit dans Configuration des taxes.',
  'general.timeFormat.12h': '12 heures ({example})',
  'general.timeFormat.24h': '24 heures ({example})',
  'general.feature.allowOnlineBooking': 'Autoriser la réservation en ligne',
  'general.feature.allowOnlineBooking.help':
    'Les clients peuvent réserver des rendez-vous sur votre page de réservation publique.',
  'general.feature.requireEmailConfirmation': 'Exiger la confirmation par e-mail',
  'general.feature.requireEmailConfirmation.help':
    'Les réservations en ligne sont en attente jusqu’à ce que le client confirme son adresse e-mail.',
  'general.feature.autoSendReceipts': 'Envoyer les reçus automatiquement',
  'general.feature.autoSendReceipts.help': 'Les clients reçoivent un reçu par e-mail après chaque paiement.',
  'general.feature.enableLoyaltyProgram': 'Programme de fidélité',
  'general.feature.enableLoyaltyProgram.help': 'Les clients cumulent des récompenses au fil de leurs visites.',
  'general.feature.loyaltyAutoEnrollment': 'Inscrire automatiquement les nouveaux clients',
  'general.feature.loyaltyAutoEnrollment.help':
    'Les nouveaux clients rejoignent le programme de fidélité sans inscription, tant qu’il est actif.',
  'general.toast.saved': 'Paramètres enregistrés',
  'general.toast.failed': 'Erreur',
  'general.toast.failedBody': 'Impossible d’enregistrer les paramètres de l’organisation',
} satisfies Translation<typeof english>;
