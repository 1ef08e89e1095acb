import type { activityDetailMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';
import { rolesMessages } from '../../../roles/messages/fr';
import { roleDetailMessages } from '../role-details';

/** French texts of the activity log's details (server/contract/activity-details.ts). */
export const activityDetailMessages = {
  // Used when a call fails before its handler said what it did (a refused save, a 400).
  'activityDetail.generic':
    '{section, select, organization {Organisation} personal {Personnel} profile {Profil} security {Sécurité} notifications {Notifications} privacy {Confidentialité} branding {Image de marque} financial {Finances} team {Équipe} services {Services} locations {Établissements} clients {Clients} products {Produits} integrations {Intégrations} templates {Modèles} backup {Sauvegarde} activity {Activité} help {Aide} performance {Performances} other {{section}}} : {action, select, view {Consultation} create {Création} update {Modification} delete {Suppression} export {Exportation} import {Importation} other {{action}}}',
  'activityDetail.reverted': 'Annulé : {detail}',
  /** An entry written before details had keys: its English text, as it was stored. */
  'activityDetail.text': '{text}',

  // Personal and account
  'activityDetail.preferences.updated': 'Préférences personnelles mises à jour',
  'activityDetail.notificationPreferences.updated': 'Préférences de notification mises à jour',
  'activityDetail.account.profileUpdated': 'Profil mis à jour',
  'activityDetail.account.avatarUpdated': 'Photo de profil mise à jour',
  'activityDetail.account.passwordChanged':
    '{ended, plural, =0 {Mot de passe changé} one {Mot de passe changé et # autre session fermée} other {Mot de passe changé et # autres sessions fermées}}',
  'activityDetail.account.twoFactorOn': 'Double authentification activée',
  'activityDetail.account.twoFactorOff': 'Double authentification désactivée',
  'activityDetail.account.sessionEnded': 'Session fermée',
  'activityDetail.account.otherSessionsEnded':
    '{ended, plural, one {# autre session fermée} other {# autres sessions fermées}}',
  'activityDetail.auth.signedIn': 'Connexion',
  'activityDetail.auth.signedOut': 'Déconnexion',
  'activityDetail.security.signInAlertsOn': 'Alertes de connexion activées',

  // Settings documents
  'activityDetail.organization.updated': 'Paramètres généraux de l’organisation mis à jour',
  'activityDetail.securityPolicy.updated': 'Politique de sécurité mise à jour',
  'activityDetail.systemConfiguration.updated': 'Configuration du système mise à jour',
  'activityDetail.tips.updated': 'Paramètres des pourboires mis à jour',
  'activityDetail.invoices.updated': 'Paramètres des factures mis à jour',
  'activityDetail.onlineBooking.updated': 'Paramètres de réservation en ligne mis à jour',
  'activityDetail.businessHours.updated': 'Horaires d’ouverture mis à jour',
  'activityDetail.bookingRules.updated': 'Règles de réservation mises à jour',
  'activityDetail.deposits.updated': 'Acompte et exigences de paiement mis à jour',
  'activityDetail.customerNotifications.updated': 'Paramètres des notifications clients mis à jour',
  'activityDetail.adminNotifications.updated': 'Paramètres des notifications des administrateurs mis à jour',
  'activityDetail.tax.updated': 'Paramètres de taxe mis à jour',
  'activityDetail.branding.updated': 'Image de marque mise à jour',
  'activityDetail.theme.updated': 'Thème mis à jour',
  'activityDetail.integrations.updated': 'Intégrations mises à jour',
  'activityDetail.branding.logoChanged': 'Logo modifié',
  'activityDetail.branding.logoRemoved': 'Logo supprimé',

  // Activity log
  'activityDetail.activity.exported': 'Journal d’activité exporté',
  'activityDetail.activity.cleared': 'Journal d’activité effacé',
  'activityDetail.activity.revertTried': 'Tentative d’annulation d’une modification des paramètres',

  // Backups
  'activityDetail.backupSection':
    '{section, select, organization {Paramètres de l’organisation} personal {Préférences personnelles} branding {Image de marque et apparence} financial {Paramètres financiers} team {Équipe et autorisations} security {Paramètres de sécurité} other {{section}}}',
  'activityDetail.backups.created':
    'Sauvegarde « {name} » créée ({sections}{encrypted, select, yes {, chiffrée} other {}})',
  'activityDetail.backups.restored': 'Paramètres restaurés depuis la sauvegarde « {name} » ({sections})',
  'activityDetail.backups.restoredFile': 'Paramètres restaurés depuis le fichier « {name} » ({sections})',
  'activityDetail.backups.deleted': 'Sauvegarde « {name} » supprimée',
  'activityDetail.backups.downloaded': 'Sauvegarde « {name} » téléchargée',
  'activityDetail.backups.passphraseSet': 'Phrase secrète de sauvegarde définie',
  'activityDetail.backups.passphraseChanged':
    'Phrase secrète de sauvegarde changée ({count, plural, one {# sauvegarde enregistrée rechiffrée} other {# sauvegardes enregistrées rechiffrées}})',
  'activityDetail.databaseBackups.created': 'Base de données entière sauvegardée dans « {name} »',

  // Imports: "2 prestations importées : 1 en échec, 1 nouvelle catégorie"
  'activityDetail.import.withCounts': '{imported} : {counts}',
  'activityDetail.import.clients': '{count, plural, one {# client importé} other {# clients importés}}',
  'activityDetail.import.products': '{count, plural, one {# produit importé} other {# produits importés}}',
  'activityDetail.import.services': '{count, plural, one {# prestation importée} other {# prestations importées}}',
  'activityDetail.import.staff':
    '{count, plural, one {# membre de l’équipe importé} other {# membres de l’équipe importés}}',
  'activityDetail.import.templates': '{count, plural, one {# modèle importé} other {# modèles importés}}',
  'activityDetail.import.failed': '{count, number} en échec',
  'activityDetail.import.skipped': '{count, number} ignoré(s)',
  'activityDetail.import.merged': '{count, number} fusionné(s)',
  'activityDetail.import.newCategories': '{count, plural, one {# nouvelle catégorie} other {# nouvelles catégories}}',

  // Team and roles
  ...roleDetailMessages(rolesMessages),
  'activityDetail.team.added': 'Membre {name} ({email}) ajouté avec le rôle {role}',
  'activityDetail.team.addedAndInvited':
    'Membre {name} ({email}) ajouté avec le rôle {role} et invité par e-mail à choisir un mot de passe',
  'activityDetail.team.roleChanged': 'Rôle de {email} changé en {role}',
  'activityDetail.team.reactivated': 'Membre {email} réactivé',
  'activityDetail.team.deactivated': 'Membre {email} désactivé',
  'activityDetail.team.signInGiven': 'Accès donné à {name} ({email})',
  'activityDetail.team.invited': 'Invitation à choisir un mot de passe envoyée à {email}',
  'activityDetail.team.practitionerUpdated': 'Prestations, établissements et absences de {name} mis à jour',
  'activityDetail.roles.created': 'Rôle {name} créé',
  'activityDetail.roles.updated': 'Rôle {name} mis à jour',
  'activityDetail.roles.renamed': 'Rôle {name} affiché sous le nom {displayName} dans cette organisation',
  'activityDetail.roles.nameRestored': 'Nom prédéfini du rôle {name} rétabli',
  'activityDetail.roles.deleted': 'Rôle {name} supprimé',

  // Services, clients, products
  'activityDetail.categories.added': 'Catégorie {name} ajoutée',
  'activityDetail.categories.reordered': 'Ordre des catégories de prestations modifié',
  'activityDetail.categories.updated': 'Catégorie {name} mise à jour',
  'activityDetail.categories.deleted': 'Catégorie {name} supprimée',
  'activityDetail.categories.deletedWithServices':
    'Catégorie {name} supprimée ; {count, plural, one {# prestation est} other {# prestations sont}} désormais sans catégorie',
  'activityDetail.services.added': 'Prestation {name} ajoutée',
  'activityDetail.services.updated': 'Prestation {name} mise à jour',
  'activityDetail.services.activated': 'Prestation {name} activée',
  'activityDetail.services.archived': 'Prestation {name} archivée',
  'activityDetail.services.deleted': 'Prestation {name} supprimée',
  'activityDetail.clients.added': 'Client {name} ajouté',
  'activityDetail.clients.updated': 'Client {name} mis à jour',
  'activityDetail.clients.deleted': 'Client {name} supprimé',
  'activityDetail.clients.exported': 'Clients exportés',
  'activityDetail.products.added': 'Produit {name} ajouté',
  'activityDetail.products.updated': 'Produit {name} mis à jour',
  'activityDetail.products.deleted': 'Produit {name} supprimé',
  'activityDetail.products.exported': 'Produits exportés',

  // Locations
  'activityDetail.locations.added': 'Établissement {name} ajouté',
  'activityDetail.locations.updated': 'Établissement {name} mis à jour',
  'activityDetail.locations.deleted': 'Établissement {name} supprimé',
  'activityDetail.locations.photoAdded': 'Photo ajoutée à l’établissement {name}',
  'activityDetail.locations.photoDeleted': 'Photo de l’établissement {name} supprimée',
  'activityDetail.locations.heroChosen': 'Photo principale de l’établissement {name} choisie',

  // Tax
  'activityDetail.tax.rateAdded': 'Taux de taxe {name} ajouté ({percentage, number} %)',
  'activityDetail.tax.rateUpdated': 'Taux de taxe {name} mis à jour',
  'activityDetail.tax.rateDeleted': 'Taux de taxe {name} supprimé',
  'activityDetail.tax.overrideSet': 'Exception de taxe ajoutée pour la prestation {service}',
  'activityDetail.tax.overrideChanged': 'Exception de taxe modifiée pour la prestation {service}',
  'activityDetail.tax.overrideRemoved': 'Exception de taxe supprimée pour la prestation {service}',

  // Payments and billing
  'activityDetail.payments.setUp': 'Passerelles de paiement configurées',
  'activityDetail.payments.alreadySetUp': 'Passerelles de paiement déjà configurées : aucune modification',
  'activityDetail.payments.connected': 'Passerelle {gateway} connectée',
  'activityDetail.payments.updated': 'Passerelle {gateway} mise à jour',
  'activityDetail.payments.feesUpdated': 'Paramètres des frais de carte mis à jour',
  'activityDetail.payments.locationFeesUpdated': 'Paramètres des frais de carte mis à jour pour {location}',
  'activityDetail.billing.planChanged': 'Formule changée pour {plan}',
  'activityDetail.billing.trialPlanChosen': 'Formule changée pour {plan} (essai)',

  // Templates
  'activityDetail.settingsTemplates.created': 'Modèle de paramètres « {name} » créé',
  'activityDetail.settingsTemplates.favorited': 'Modèle de paramètres « {name} » ajouté aux favoris',
  'activityDetail.settingsTemplates.unfavorited': 'Modèle de paramètres « {name} » retiré des favoris',
  'activityDetail.settingsTemplates.deleted': 'Modèle de paramètres « {name} » supprimé',
  'activityDetail.settingsTemplates.applied': 'Modèle de paramètres « {name} » appliqué',
  'activityDetail.messageTemplates.added': 'Modèle {name} ajouté',
  'activityDetail.messageTemplates.updated': 'Modèle {name} mis à jour',
  'activityDetail.messageTemplates.deleted': 'Modèle {name} supprimé',
  'activityDetail.templates.reset': 'Modèle {name} rétabli à sa version par défaut',
  'activityDetail.platformTemplates.customised': 'Modèle {name} personnalisé',
  'activityDetail.platformTemplates.switchedOn': 'Modèle {name} activé',
  'activityDetail.platformTemplates.switchedOff': 'Modèle {name} désactivé',
  'activityDetail.platformTemplates.allReset':
    '{count, plural, one {# modèle rétabli par défaut} other {# modèles rétablis par défaut}}',
  'activityDetail.platformTemplates.synced':
    'Modèles de la plateforme synchronisés : {updated, number} mis à jour, {added, number} ajouté(s)',
  'activityDetail.platformTemplates.batchUpdated':
    '{count, plural, one {# modèle mis à jour en une fois} other {# modèles mis à jour en une fois}}',
  'activityDetail.platformTemplates.exported': 'Modèles exportés',
  'activityDetail.platformTemplates.removed': 'Modèles de la plateforme supprimés ({count, number})',

  // Notifications: tests, messages sent by hand, provider connections
  'activityDetail.notifications.testSent':
    '{channel, select, email {E-mail de test envoyé à {to}} sms {SMS de test envoyé à {to}} other {Notification push de test envoyée}}',
  'activityDetail.notifications.testFailed':
    '{channel, select, email {Échec de l’envoi d’un e-mail de test à {to} : {reason}} sms {Échec de l’envoi d’un SMS de test à {to} : {reason}} other {Échec de l’envoi d’une notification push de test : {reason}}}',
  'activityDetail.notifications.sent':
    '{channel, select, email {E-mail envoyé à {to}} sms {SMS envoyé à {to}} other {Notification push envoyée à {to}}}',
  'activityDetail.notifications.resent':
    '{channel, select, email {E-mail renvoyé à {to}} sms {SMS renvoyé à {to}} other {Notification push renvoyée à {to}}}',
  'activityDetail.notifications.sendFailed':
    '{channel, select, email {Échec de l’envoi d’un e-mail à {to} : {reason}} sms {Échec de l’envoi d’un SMS à {to} : {reason}} other {Échec de l’envoi d’une notification push à {to} : {reason}}}',
  'activityDetail.notifications.resendFailed':
    '{channel, select, email {Échec du renvoi d’un e-mail à {to} : {reason}} sms {Échec du renvoi d’un SMS à {to} : {reason}} other {Échec du renvoi d’une notification push à {to} : {reason}}}',
  'activityDetail.notifications.connectionSaved':
    '{channel, select, email {Connexion e-mail {provider} enregistrée. {provider} a accepté ces paramètres.} sms {Connexion SMS {provider} enregistrée. {provider} a accepté ces paramètres.} other {Connexion push {provider} enregistrée. {provider} a accepté ces paramètres.}}',
  'activityDetail.notifications.connectionRefused':
    '{channel, select, email {Connexion e-mail {provider} enregistrée. {reason}} sms {Connexion SMS {provider} enregistrée. {reason}} other {Connexion push {provider} enregistrée. {reason}}}',
} satisfies Translation<typeof english>;
