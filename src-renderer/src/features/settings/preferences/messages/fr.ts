import type { preferencesMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** French texts of the Preferences page. */
export const preferencesMessages = {
  'search.terms.timeFormat': '12 heures, 24 heures, horloge',
  'search.terms.theme': 'mode sombre, mode clair, mode nuit, apparence, couleurs',
  'search.terms.compact': 'densité, espacement',
  'search.terms.animations': 'mouvement, effets',

  // Preferences.
  'preferences.subtitle': 'Votre langue, votre région et l’apparence de l’application.',
  'preferences.region.title': 'Langue et région',
  'preferences.appearance.title': 'Apparence',
  'preferences.field.language': 'Langue',
  'preferences.field.timezone': 'Fuseau horaire',
  'preferences.field.dateFormat': 'Format de date',
  'preferences.field.timeFormat': 'Format de l’heure',
  'preferences.field.currency': 'Devise',
  'preferences.timeFormat.12h': '12 heures ({example})',
  'preferences.timeFormat.24h': '24 heures ({example})',
  'preferences.organizationDefault': 'Valeur de l’organisation',
  'preferences.resetToDefault': 'Rétablir la valeur par défaut',
  'preferences.resetToDefaultLabel': 'Rétablir la valeur par défaut ({field} : {value})',
  'preferences.tzRegion.UTC': 'UTC',
  'preferences.tzRegion.America': 'Amériques',
  'preferences.tzRegion.Europe': 'Europe',
  'preferences.tzRegion.Africa': 'Afrique',
  'preferences.tzRegion.Asia': 'Asie',
  'preferences.tzRegion.Australia': 'Australie',
  'preferences.tzRegion.Pacific': 'Pacifique',
  'preferences.tzRegion.Antarctica': 'Antarctique',
  'preferences.tzRegion.other': 'Autres',
  'preferences.theme': 'Thème',
  'preferences.theme.light': 'Clair',
  'preferences.theme.dark': 'Sombre',
  'preferences.theme.system': 'Système',
  'preferences.theme.help':
    'Système suit le mode clair ou sombre de votre ordinateur. Un nouveau thème s’affiche immédiatement.',
  'preferences.compact': 'Mode compact',
  'preferences.compact.help': 'Des espacements réduits pour afficher davantage à l’écran.',
  'preferences.animations': 'Animations',
  'preferences.animations.help': 'Mouvement à l’ouverture et à la fermeture des menus, fenêtres et messages.',
  'preferences.toast.saved': 'Préférences mises à jour',
  'preferences.toast.failed': 'Erreur lors de l’enregistrement des préférences',
  'preferences.toast.failedBody': 'Impossible d’enregistrer vos préférences. Veuillez réessayer.',
  'preferences.toast.details': 'Consultez la console pour le détail de la validation.',
} satisfies Translation<typeof english>;
