import type { overviewMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** French texts of the Settings Overview page. */
export const overviewMessages = {
  'overview.subtitle': 'Les paramètres de votre compte et de votre organisation en un coup d’œil.',
  'overview.quickActions': 'Actions rapides',
  'overview.action.update-profile': 'Mettre à jour le profil',
  'overview.action.update-profile.description': 'Nom, photo et coordonnées',
  'overview.action.security-checkup': 'Bilan de sécurité',
  'overview.action.security-checkup.description': 'Mot de passe, double authentification et sessions',
  'overview.action.notification-preferences': 'Préférences de notification',
  'overview.action.notification-preferences.description': 'Ce que vous recevez, et comment',
  'overview.action.business-hours': 'Horaires d’ouverture',
  'overview.action.business-hours.description': 'Horaires d’ouverture par jour',
  'overview.action.tax-configuration': 'Configuration des taxes',
  'overview.action.tax-configuration.description': 'Taux de taxe et facturation',
  'overview.activeUsers': 'Utilisateurs actifs',
  'overview.activeUsers.note': 'Membres de l’équipe pouvant se connecter',
  'overview.planType': 'Type de formule',
  'overview.planType.note': 'Le niveau de votre abonnement',
  'overview.lastUpdated': 'Dernière mise à jour',
  'overview.lastUpdated.note': 'Dernière modification des paramètres',
  'overview.lastUpdated.never': 'Jamais',
  'overview.recentChanges': 'Modifications récentes',
  'overview.recentChanges.empty': 'Aucun paramètre n’a encore été modifié.',
  'overview.recentChanges.by': '{name} · {section}',
  'overview.recentChanges.all': 'Voir tout l’historique',
  'overview.quickTips': 'Astuces',
  'overview.tip.palette': 'Appuyez sur {keys} n’importe où pour rechercher parmi tous les paramètres.',
  'overview.tip.numbers': 'Appuyez sur {keys} pour accéder aux neuf premières sections du menu.',
  'overview.tip.activity':
    'Chaque modification enregistrée est consignée avec son auteur ; voir Historique des paramètres.',
  'overview.systemInformation': 'Informations système',
  'overview.system.plan': 'Formule',
  'overview.system.activeUsers': 'Utilisateurs actifs',
  'overview.system.storage': 'Stockage utilisé',
  'overview.system.apiCalls': 'Appels API ce mois-ci',
} satisfies Translation<typeof english>;
