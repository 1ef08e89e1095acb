/** English texts of the Theme Customization page (spec part 2). */
export const themeMessages = {
  'theme.subtitle': 'Choose the colours, the design language and light or dark mode your whole team sees.',
  'theme.readOnly.title': 'Chosen by your administrators',
  'theme.readOnly.body':
    "Your organization's theme is chosen by an owner or administrator. You can look at it here; ask one of them to change it.",

  // The live preview: a miniature of the app in what is chosen.
  'theme.preview.title': 'Live preview',
  'theme.preview.description':
    'What you choose shows here and across the whole app at once. Save to keep it for everyone.',
  'theme.preview.label': 'Preview of {palette} with the {designLanguage} design language in {mode} mode',
  'theme.preview.brand': 'Your salon',
  'theme.preview.menuToday': 'Today',
  'theme.preview.menuClients': 'Clients',
  'theme.preview.menuServices': 'Services',
  'theme.preview.cardTitle': "Today's bookings",
  'theme.preview.cardText': '6 appointments, 2 booked online',
  'theme.preview.switch': 'Online booking',
  'theme.preview.tag': 'New',
  'theme.preview.primaryButton': 'Book now',
  'theme.preview.secondaryButton': 'Details',
  'theme.preview.link': 'View calendar',

  'theme.designLanguage.title': 'Design language',
  'theme.designLanguage.description': 'The shape and feel of the app: corners, shadows, borders and type.',
  'theme.designLanguage.luxury': 'Luxury',
  'theme.designLanguage.luxury.description':
    'Refined and warm: soft shadows, gentle corners and elegant serif headings.',
  'theme.designLanguage.minimal': 'Minimal',
  'theme.designLanguage.minimal.description': 'Quiet and flat: fine lines instead of shadows, crisp corners.',
  'theme.designLanguage.bold': 'Bold',
  'theme.designLanguage.bold.description': 'Strong and confident: thick outlines, deep shadows and heavy type.',
  'theme.designLanguage.clean': 'Clean',
  'theme.designLanguage.clean.description': 'Crisp and airy: a neutral background and the lightest shadows.',
  'theme.designLanguage.glass': 'Glass',
  'theme.designLanguage.glass.description': 'Frosted glass: translucent, blurred surfaces over a soft wash of colour.',
  'theme.designLanguage.modern': 'Modern',
  'theme.designLanguage.modern.description': 'Contemporary: rounder surfaces, pill-shaped buttons and layered shadows.',
  'theme.designLanguage.sample': 'Aa',

  'theme.mode.title': 'Theme mode',
  'theme.mode.description': 'System follows the light or dark setting of each computer.',
  'theme.mode.light': 'Light',
  'theme.mode.dark': 'Dark',
  'theme.mode.system': 'System',
  'theme.mode.ownPreference':
    'On your screen, your own appearance preference ({mode, select, light {Light} dark {Dark} other {System}}) comes first. Set it to System in Preferences to follow the organization.',
  'theme.mode.openPreferences': 'Open Preferences',

  'theme.palettes.title': 'Colour palettes',
  'theme.palettes.description': 'Nine palettes in four collections, each with a primary, secondary and accent colour.',
  'theme.group.luxury': 'Luxury',
  'theme.group.wellness': 'Wellness',
  'theme.group.vibrant': 'Vibrant',
  'theme.group.minimal': 'Minimal',
  'theme.palette.premium-rose-gold': 'Premium Rose Gold',
  'theme.palette.champagne-luxe': 'Champagne Luxe',
  'theme.palette.deep-burgundy': 'Deep Burgundy',
  'theme.palette.spa': 'Spa',
  'theme.palette.lavender': 'Lavender',
  'theme.palette.warm-earth': 'Warm Earth',
  'theme.palette.ocean': 'Ocean',
  'theme.palette.coral-sunset': 'Coral Sunset',
  'theme.palette.pure-minimalist': 'Pure Minimalist',
  'theme.palette.selected': 'Selected',

  'theme.reset': 'Reset',
  'theme.reset.title': 'Reset the theme to the defaults?',
  'theme.reset.body':
    'This chooses Premium Rose Gold, the Luxury design language and System mode again. Nothing changes for your team until you save.',
  'theme.reset.confirm': 'Reset',
  'theme.reset.cancel': 'Cancel',

  'theme.toast.saved': 'Theme saved',
  'theme.toast.failed': 'Failed to save theme',
  'theme.toast.failedBody': 'Your theme preferences could not be saved. Please try again.',

  // More words that find the page's parts in search (comma-separated).
  'theme.search.paletteTerms': 'colours, colors, palette, brand colours, theme',
  'theme.search.designTerms': 'style, look, corners, shadows, glass, modern',
  'theme.search.modeTerms': 'light mode, night mode, system mode, appearance',
} as const;

declare global {
  interface EnglishMessageParts {
    theme: typeof themeMessages;
  }
}
