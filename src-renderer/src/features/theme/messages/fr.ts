import type { themeMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Theme Customization page (spec part 2). */
export const themeMessages = {
  'theme.subtitle':
    'Choisissez les couleurs, le langage visuel et le mode clair ou sombre que voit toute votre équipe.',
  'theme.readOnly.title': 'Choisi par vos administrateurs',
  'theme.readOnly.body':
    "Le thème de votre organisation est choisi par un propriétaire ou un administrateur. Vous pouvez le consulter ici ; demandez à l'un d'eux de le modifier.",

  'theme.preview.title': 'Aperçu en direct',
  'theme.preview.description':
    "Vos choix s'affichent ici et dans toute l'application immédiatement. Enregistrez pour les conserver pour tous.",
  'theme.preview.label': 'Aperçu de {palette} avec le langage visuel {designLanguage} en mode {mode}',
  'theme.preview.brand': 'Votre salon',
  'theme.preview.menuToday': "Aujourd'hui",
  'theme.preview.menuClients': 'Clients',
  'theme.preview.menuServices': 'Prestations',
  'theme.preview.cardTitle': 'Réservations du jour',
  'theme.preview.cardText': '6 rendez-vous, dont 2 réservés en ligne',
  'theme.preview.switch': 'Réservation en ligne',
  'theme.preview.tag': 'Nouveau',
  'theme.preview.primaryButton': 'Réserver',
  'theme.preview.secondaryButton': 'Détails',
  'theme.preview.link': 'Voir le calendrier',

  'theme.designLanguage.title': 'Langage visuel',
  'theme.designLanguage.description':
    "La forme et l'allure de l'application : angles, ombres, bordures et typographie.",
  'theme.designLanguage.luxury': 'Luxe',
  'theme.designLanguage.luxury.description':
    'Raffiné et chaleureux : ombres douces, angles adoucis et élégants titres à empattements.',
  'theme.designLanguage.minimal': 'Minimal',
  'theme.designLanguage.minimal.description': "Sobre et plat : de fines lignes au lieu d'ombres, des angles nets.",
  'theme.designLanguage.bold': 'Affirmé',
  'theme.designLanguage.bold.description': 'Fort et assuré : contours épais, ombres profondes et caractères appuyés.',
  'theme.designLanguage.clean': 'Épuré',
  'theme.designLanguage.clean.description': 'Net et aéré : un fond neutre et les ombres les plus légères.',
  'theme.designLanguage.glass': 'Verre',
  'theme.designLanguage.glass.description':
    'Verre dépoli : surfaces translucides et floutées sur un léger voile de couleur.',
  'theme.designLanguage.modern': 'Moderne',
  'theme.designLanguage.modern.description':
    'Contemporain : surfaces plus arrondies, boutons en forme de pilule et ombres superposées.',
  'theme.designLanguage.sample': 'Aa',

  'theme.mode.title': 'Mode du thème',
  'theme.mode.description': 'Système suit le réglage clair ou sombre de chaque ordinateur.',
  'theme.mode.light': 'Clair',
  'theme.mode.dark': 'Sombre',
  'theme.mode.system': 'Système',
  'theme.mode.ownPreference':
    "Sur votre écran, votre propre préférence d'apparence ({mode, select, light {Clair} dark {Sombre} other {Système}}) passe en premier. Choisissez Système dans Préférences pour suivre l'organisation.",
  'theme.mode.openPreferences': 'Ouvrir Préférences',

  'theme.palettes.title': 'Palettes de couleurs',
  'theme.palettes.description':
    "Neuf palettes en quatre collections, chacune avec une couleur principale, une secondaire et une d'accent.",
  'theme.group.luxury': 'Luxe',
  'theme.group.wellness': 'Bien-être',
  'theme.group.vibrant': 'Vif',
  'theme.group.minimal': 'Minimal',
  'theme.palette.premium-rose-gold': 'Or rose premium',
  'theme.palette.champagne-luxe': 'Champagne luxe',
  'theme.palette.deep-burgundy': 'Bordeaux profond',
  'theme.palette.spa': 'Spa',
  'theme.palette.lavender': 'Lavande',
  'theme.palette.warm-earth': 'Terre chaude',
  'theme.palette.ocean': 'Océan',
  'theme.palette.coral-sunset': 'Coucher de soleil corail',
  'theme.palette.pure-minimalist': 'Minimalisme pur',
  'theme.palette.selected': 'Sélectionnée',

  'theme.reset': 'Réinitialiser',
  'theme.reset.title': 'Réinitialiser le thème aux valeurs par défaut ?',
  'theme.reset.body':
    "Cela choisit de nouveau Or rose premium, le langage visuel Luxe et le mode Système. Rien ne change pour votre équipe tant que vous n'enregistrez pas.",
  'theme.reset.confirm': 'Réinitialiser',
  'theme.reset.cancel': 'Annuler',

  'theme.toast.saved': 'Thème enregistré',
  'theme.toast.failed': "Échec de l'enregistrement du thème",
  'theme.toast.failedBody': "Vos préférences de thème n'ont pas pu être enregistrées. Veuillez réessayer.",

  'theme.search.paletteTerms': 'couleurs, palette, couleurs de marque, thème',
  'theme.search.designTerms': 'style, apparence, angles, ombres, verre, moderne',
  'theme.search.modeTerms': 'mode clair, mode nuit, mode système, apparence',
} satisfies Translation<typeof english>;
